import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { JsonDocument, fromPointer, toPointer } from '../../server/src/engine/document';

describe('JsonDocument', () => {
  it('parses strict JSON natively and JSONC (comments, trailing commas) with jsonc-parser', () => {
    assert.deepEqual(new JsonDocument('{"a":[1,2]}').value, { a: [1, 2] });
    const jsonc = new JsonDocument('{\n // c\n "a": [1, 2,], /* b */\n}');
    assert.deepEqual(jsonc.value, { a: [1, 2] });
    assert.deepEqual(jsonc.parseErrors, []);
  });

  it('places parse errors at the bad token', () => {
    const doc = new JsonDocument('{"a": 1 "b": 2}');
    assert.equal(doc.parseErrors.length, 1);
    assert.equal(doc.parseErrors[0].offset, 8);
    assert.match(doc.parseErrors[0].message, /Comma expected/);
  });

  it('maps paths to key and value ranges', () => {
    const doc = new JsonDocument('{\n  "tools": [\n    { "name": "x" }\n  ]\n}');
    assert.deepEqual(doc.rangeOf(['tools', 0, 'name'], 'value'), { start: { line: 2, character: 14 }, end: { line: 2, character: 17 } });
    assert.deepEqual(doc.rangeOf(['tools', 0, 'name'], 'key'), { start: { line: 2, character: 6 }, end: { line: 2, character: 12 } });
    // A container is narrowed to its bracket; a missing member falls back to its parent's key.
    assert.deepEqual(doc.rangeOf(['tools', 0]), { start: { line: 2, character: 4 }, end: { line: 2, character: 5 } });
    assert.deepEqual(doc.rangeOf(['tools', 0, 'missing']), { start: { line: 2, character: 4 }, end: { line: 2, character: 5 } });
    assert.deepEqual(doc.rangeOf(['tools', 5]), { start: { line: 1, character: 2 }, end: { line: 1, character: 9 } });
  });

  it('counts lines for CRLF, LF and CR alike', () => {
    const doc = new JsonDocument('{\r\n"a":\r1,\n"b": 2}');
    assert.deepEqual(doc.rangeOf(['b'], 'key').start, { line: 3, character: 0 });
    assert.equal(doc.offsetAt({ line: 3, character: 0 }), doc.text.indexOf('"b"'));
  });

  it('round-trips RFC 6901 pointers, escaping ~ and /', () => {
    const root = { tools: [{ 'a/b~c': 1 }] };
    const path = ['tools', 0, 'a/b~c'];
    assert.equal(toPointer(path), '/tools/0/a~1b~0c');
    assert.deepEqual(fromPointer('/tools/0/a~1b~0c', root), path);
    assert.deepEqual(fromPointer('', root), []);
  });
});
