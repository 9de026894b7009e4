/**
 * Writes the change from one JSON value to another as the smallest edits: members the new
 * value adds are inserted, members it changes are edited in place (recursively), items added at
 * the end of an array (or, for a list of names, any names it lacks) are appended, and only what
 * differs otherwise is replaced. So a fix that computes a whole new schema (the strict form)
 * keeps every comment and every untouched line of the old one.
 */
import { isObject, type JsonPath } from '../document';
import type { JsonEditor } from './editor';

export function writeValueChanges(editor: JsonEditor, path: JsonPath, before: unknown, after: unknown): void {
  if (sameValue(before, after)) return;
  if (isObject(before) && isObject(after)) {
    const added: [string, unknown][] = [];
    for (const key of Object.keys(after)) {
      if (Object.prototype.hasOwnProperty.call(before, key)) writeValueChanges(editor, [...path, key], before[key], after[key]);
      else added.push([key, after[key]]);
    }
    for (const key of Object.keys(before)) if (!Object.prototype.hasOwnProperty.call(after, key)) editor.remove([...path, key]);
    editor.insertMembers(path, added);
    return;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    if (before.length <= after.length && before.every((item, i) => sameValue(item, after[i]))) {
      editor.appendItems(path, after.slice(before.length));
      return;
    }
    if (before.every((item) => typeof item === 'string' && after.includes(item))) {
      editor.appendItems(path, after.filter((item) => !before.includes(item)));
      return;
    }
  }
  editor.replaceNode(path, after);
}

export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => Object.prototype.hasOwnProperty.call(b, key) && sameValue(a[key], b[key]));
  }
  return false;
}
