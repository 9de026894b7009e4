/**
 * Fixes never add a second copy of a key (issue 12): each helper that inserts members
 * leaves out a member whose key the object already has (set() replaces it), so the text
 * never holds two copies, where JSON's last copy would hide one of them. `required` that
 * is not an array and a `description` that is not a string are left alone.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyTextEdits, parsesCleanly } from '../../server/src/engine/fixes';
import { duplicateKeys } from '../../server/src/engine/fixes/duplicates';
import { FixDocument, JsonEditor } from '../../server/src/engine/fixes/editor';
import { addProperties, addRequiredProperties, documentDefault, requireNames } from '../../server/src/engine/fixes/schemaEdits';

const SCHEMA_PATH = ['tools', 0, 'inputSchema'];

function withSchema(schema: string): string {
  return `{\n  "name": "x",\n  "version": "1.0.0",\n  "tools": [\n    {\n      "name": "t",\n      "inputSchema": ${schema}\n    }\n  ]\n}\n`;
}

/** Runs `write` on a fresh editor; the edited text, or undefined when the helper refused (threw). */
function edit(text: string, write: (editor: JsonEditor) => void): string | undefined {
  const editor = new JsonEditor(new FixDocument(text));
  try {
    write(editor);
  } catch {
    return undefined;
  }
  const out = applyTextEdits(text, editor.edits());
  assert.ok(parsesCleanly(out), out);
  return out;
}

function assertNoDuplicate(text: string | undefined): void {
  if (text === undefined) return;
  assert.deepEqual(duplicateKeys(text), [], text);
}

describe('insertion helpers never add a second copy of a key', () => {
  it('insertMembers leaves out a key the object has, and adds the others', () => {
    const text = withSchema('{ "type": "object", "required": "a" }');
    const out = edit(text, (e) => e.insertMembers(SCHEMA_PATH, [['required', ['b']], ['additionalProperties', false]]));
    assertNoDuplicate(out);
    assert.ok(out?.includes('"required": "a"') && out.includes('"additionalProperties": false'), out);
  });

  it('insertMembers into an object that repeats the key already adds no third copy', () => {
    const text = withSchema('{ "type": "object", "required": ["a"], "required": ["b"] }');
    const out = edit(text, (e) => e.insertMembers(SCHEMA_PATH, [['required', ['c']]]));
    assert.equal(duplicateKeys(out ?? text).length, 1, out);
  });

  it('insertMembers twice with one key in one fix writes it once', () => {
    const text = withSchema('{ "type": "object" }');
    const out = edit(text, (e) => {
      e.insertMembers(SCHEMA_PATH, [['properties', {}]]);
      e.insertMembers(SCHEMA_PATH, [['properties', {}]], { after: 'type' });
    });
    assertNoDuplicate(out);
  });

  it('set replaces the member it finds', () => {
    const text = withSchema('{ "type": "object", "required": "a" }');
    const out = edit(text, (e) => e.set([...SCHEMA_PATH, 'required'], ['a']));
    assertNoDuplicate(out);
    assert.ok(out?.includes('"required": ["a"]'), out);
  });

  it('requireNames where required is not an array: no second required', () => {
    const text = withSchema('{ "type": "object", "properties": { "a": { "type": "string" } }, "required": "a" }');
    assertNoDuplicate(edit(text, (e) => requireNames(e, SCHEMA_PATH, { type: 'object', properties: { a: {} }, required: 'a' }, ['a'])));
  });

  it('addRequiredProperties where required is not an array and properties is absent: no second required', () => {
    const text = withSchema('{ "type": "object", "required": true }');
    assertNoDuplicate(edit(text, (e) => addRequiredProperties(e, SCHEMA_PATH, { type: 'object', required: true }, [['a', { type: 'string' }]])));
  });

  it('addRequiredProperties where required is not an array and properties is there: no second required', () => {
    const text = withSchema('{ "type": "object", "properties": {}, "required": {} }');
    assertNoDuplicate(edit(text, (e) => addRequiredProperties(e, SCHEMA_PATH, { type: 'object', properties: {}, required: {} }, [['a', { type: 'string' }]])));
  });

  it('addProperties where properties is not an object: no second properties', () => {
    const text = withSchema('{ "type": "object", "properties": [] }');
    assertNoDuplicate(edit(text, (e) => addProperties(e, SCHEMA_PATH, { type: 'object', properties: [] }, [['a', { type: 'string' }]])));
  });

  it('addProperties where a property of that name exists: no second copy', () => {
    const text = withSchema('{ "type": "object", "properties": { "a": { "type": "number" } } }');
    assertNoDuplicate(edit(text, (e) => addProperties(e, SCHEMA_PATH, { type: 'object', properties: {} }, [['a', { type: 'string' }]])));
  });

  it('documentDefault where description is not a string: no second description', () => {
    const text = withSchema('{ "type": "object", "properties": { "limit": { "type": "integer", "default": 20, "description": 20 } } }');
    const path = [...SCHEMA_PATH, 'properties', 'limit'];
    assertNoDuplicate(edit(text, (e) => documentDefault(e, path, { type: 'integer', default: 20, description: 20 }, 20)));
  });
});

describe('finding repeated keys', () => {
  it('reads strict JSON and JSONC alike: nested objects, arrays of objects, escaped keys, strings with brackets', () => {
    const strict = '{"a": 1, "b": {"x": "}{,\\"", "x": 2, "y": [{"k": 1, "k": 2}, {"k": 3}]}, "\\u0061": 3, "c": [1, {"a": 1}]}';
    const jsonc = strict.replace('{"a": 1,', '{ // a comment\n"a": 1, /* another */');
    assert.deepEqual(duplicateKeys(strict).length, 3);
    assert.deepEqual(duplicateKeys(jsonc).length, 3);
    assert.deepEqual(duplicateKeys('{"a": {"b": 1}, "b": {"a": 1}}'), []);
  });
});
