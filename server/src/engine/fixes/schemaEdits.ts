/**
 * Edits to embedded JSON Schemas that several fixes make: add properties, require names,
 * document a default. Where the member to extend is there but of another kind (`required`
 * that is not an array, `properties` that is not an object, a `description` that is not a
 * string) they throw: the fix is then not offered, rather than adding a second copy of
 * the key or overwriting what the author wrote.
 */
import { isObject, type JsonPath } from '../document';
import { defaultSentence } from '../heuristics/descriptions';
import type { JsonEditor } from './editor';

/** Adds properties to an object schema (creating its `properties` after `type` when it has none). */
export function addProperties(editor: JsonEditor, schemaPath: JsonPath, schema: Record<string, unknown>, members: ReadonlyArray<readonly [string, unknown]>): void {
  if (members.length === 0) return;
  refuseOtherKind(schema, 'properties', isObject);
  if (isObject(schema.properties)) editor.insertMembers([...schemaPath, 'properties'], members);
  else editor.insertMembers(schemaPath, [['properties', Object.fromEntries(members)]], { after: 'type' });
}

/** Adds properties and lists them in `required`, in one edit of the schema when it has neither. */
export function addRequiredProperties(editor: JsonEditor, schemaPath: JsonPath, schema: Record<string, unknown>, members: ReadonlyArray<readonly [string, unknown]>): void {
  const names = members.map(([name]) => name);
  refuseOtherKind(schema, 'properties', isObject);
  refuseOtherKind(schema, 'required', Array.isArray);
  if (!isObject(schema.properties) && !Array.isArray(schema.required)) {
    editor.insertMembers(schemaPath, [['properties', Object.fromEntries(members)], ['required', names]], { after: 'type' });
    return;
  }
  if (!isObject(schema.properties)) {
    editor.insertMembers(schemaPath, [['properties', Object.fromEntries(members)]], { after: 'type' });
    editor.appendItems([...schemaPath, 'required'], names);
    return;
  }
  addProperties(editor, schemaPath, schema, members);
  requireNames(editor, schemaPath, schema, names);
}

/** Lists names in an object schema's `required` (creating it after `properties` when absent). */
export function requireNames(editor: JsonEditor, schemaPath: JsonPath, schema: Record<string, unknown>, names: readonly string[]): void {
  refuseOtherKind(schema, 'required', Array.isArray);
  const missing = names.filter((name) => !(Array.isArray(schema.required) && schema.required.includes(name)));
  if (missing.length === 0) return;
  if (Array.isArray(schema.required)) editor.appendItems([...schemaPath, 'required'], missing);
  else editor.insertMembers(schemaPath, [['required', missing]], { after: 'properties' });
}

/** The description with `Defaults to X.` appended, as the edit that makes it. */
export function documentDefault(editor: JsonEditor, propertyPath: JsonPath, schema: Record<string, unknown>, value: unknown): void {
  const sentence = defaultSentence(value);
  const description = schema.description;
  refuseOtherKind(schema, 'description', (value) => typeof value === 'string');
  if (typeof description !== 'string') {
    editor.insertMembers(propertyPath, [['description', sentence]]);
    return;
  }
  if (description.trim() === '') {
    editor.replaceNode([...propertyPath, 'description'], sentence);
    return;
  }
  editor.appendToString([...propertyPath, 'description'], `${sentenceJoint(description)}${sentence}`);
}

/** What goes between a description and a sentence appended to it. */
export function sentenceJoint(description: string): string {
  if (/\s$/.test(description)) return '';
  return /[.!?:]["')\]]?$/.test(description) ? ' ' : '. ';
}

/** Throws when `schema` has `key` but not of the kind the edit extends. */
function refuseOtherKind(schema: Record<string, unknown>, key: string, isKind: (value: unknown) => boolean): void {
  if (Object.prototype.hasOwnProperty.call(schema, key) && !isKind(schema[key])) throw new Error(`${key} is there but not of the kind this edit extends`);
}
