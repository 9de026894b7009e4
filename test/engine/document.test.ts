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

  it('gives the ranges of many spans at once as positionAt gives each end, whether the line starts are known or counted', () => {
    // rangesAt counts line breaks forward past the sorted ends when the line starts are unknown and
    // the text has no carriage return; otherwise it looks each end up. Both must agree with positionAt.
    let seed = 7;
    const random = (n: number): number => {
      // mulberry32
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return (((t ^ (t >>> 14)) >>> 0) / 2 ** 32) * n | 0;
    };
    const pieces = ['{', '}', '"a"', ': ', '\n', '\n\n', '    ', 'x', '\r\n', '\r'];
    for (let round = 0; round < 300; round++) {
      const lf = round % 3 !== 0; // a third of the texts have carriage returns
      let text = '';
      const length = random(400);
      while (text.length < length) text += pieces[random(lf ? pieces.length - 2 : pieces.length)];
      const spans = Array.from({ length: 1 + random(60) }, () => ({ offset: random(text.length + 20) - 10, length: random(30) }));
      const expected = spans.map(({ offset, length: n }) => {
        const reference = new JsonDocument(text);
        return { start: reference.positionAt(offset), end: reference.positionAt(offset + n) };
      });
      assert.deepEqual(new JsonDocument(text).rangesAt(spans), expected, `counted: ${JSON.stringify(text)}`);
      const known = new JsonDocument(text);
      known.lineStartOffsets();
      assert.deepEqual(known.rangesAt(spans), expected, `looked up: ${JSON.stringify(text)}`);
    }
    // The ends come back in the spans' order, not the text's, and equal ends are not shared objects.
    const document = new JsonDocument('a\nbb\nccc');
    const ranges = document.rangesAt([{ offset: 7, length: 1 }, { offset: 0, length: 0 }, { offset: 3, length: 2 }]);
    assert.deepEqual(ranges, [
      { start: { line: 2, character: 2 }, end: { line: 2, character: 3 } },
      { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
      { start: { line: 1, character: 1 }, end: { line: 2, character: 0 } },
    ]);
    assert.notEqual(ranges[1].start, ranges[1].end);
  });

  it('round-trips RFC 6901 pointers, escaping ~ and /', () => {
    const root = { tools: [{ 'a/b~c': 1 }] };
    const path = ['tools', 0, 'a/b~c'];
    assert.equal(toPointer(path), '/tools/0/a~1b~0c');
    assert.deepEqual(fromPointer('/tools/0/a~1b~0c', root), path);
    assert.deepEqual(fromPointer('', root), []);
  });
});
