/**
 * Seeded random edits of a contract text, as a user makes them: typing and deleting in string
 * values (most keystrokes), punctuation anywhere (which breaks the text), undo to an earlier
 * parsable version, and edits inside one tool that change what other tools see (a rename that
 * makes or ends a duplicate, a preview or verify reference, a side-effect class, a new input).
 * Used by the incremental-lint tests (engine and server) and the keystroke bench.
 */
import type { TextDocumentContentChangeEvent } from 'vscode-languageserver-protocol';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { arrayElementSpans } from '../../server/src/engine/locate';

/** mulberry32: a small seeded generator, so a failure replays. */
export function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NAMES = ['get_thing_0', 'get_thing_1', 'update_thing_2', 'preview_update_thing_2', 'verify_update_thing_2', 'fresh_tool', 'search'];
const SIDE_EFFECTS = ['"read_only"', '"idempotent"', '"non_idempotent"'];

/** One random edit of `text`; `history` holds its earlier parsable versions, for undo. */
export function randomEdit(text: string, next: () => number, history: readonly string[]): string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const at = Math.floor(next() * text.length);
  const roll = next();
  // Typing or deleting in a string value, where most keystrokes land.
  const inString = text.indexOf('": "', at) + 4;
  if (roll < 0.25 && inString >= 4) return text.slice(0, inString) + pick(['a', 'z', '_', ' ', '-', '.', 'Q', 'é', '\\n']) + text.slice(inString);
  if (roll < 0.35 && inString >= 4 && text[inString] !== '"') return text.slice(0, inString) + text.slice(inString + 1);
  // Anywhere: mostly breaks the text, which a later undo repairs.
  if (roll < 0.4) return text.slice(0, at) + pick(['a', '"', '{', '}', '[', ']', ',', ':', '\n', '\r\n', '\r', ' ']) + text.slice(at);
  if (roll < 0.45) return text.slice(0, at) + text.slice(at + 1 + Math.floor(next() * 3));
  if (roll < 0.55 && history.length > 0) return pick(history);
  // Inside one tool: a rename, a reference, a side-effect class, a new input.
  const spans = parses(text) ? arrayElementSpans(text, ['tools']) : undefined;
  if (!spans || spans.starts.length === 0) return text.slice(0, at) + 'x' + text.slice(at);
  const tool = Math.floor(next() * spans.starts.length);
  const start = spans.starts[tool];
  const toolText = text.slice(start, spans.ends[tool]);
  let changed = toolText;
  const kind = next();
  if (kind < 0.3) changed = toolText.replace(/"name": "[^"]*"/, `"name": "${pick(NAMES)}"`);
  else if (kind < 0.5) changed = `{ "${pick(['previewTool', 'verifyTool'])}": "${pick(NAMES)}",${toolText.slice(1)}`;
  else if (kind < 0.7) changed = toolText.replace(/"(read_only|idempotent|non_idempotent)"/, pick(SIDE_EFFECTS));
  else if (kind < 0.85) changed = toolText.replace(/"properties": \{/, `"properties": { "${pick(['retry_count', 'timeout', 'confirm', 'dry_run', 'query'])}": { "type": "${pick(['integer', 'boolean', 'string'])}" },`);
  else changed = toolText.replace(/"description": "/, '"description": "Deletes ');
  return text.slice(0, start) + changed + text.slice(spans.ends[tool]);
}

export function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** The one LSP change that turns `before` into `after` (the span between their common start and end). */
export function changeBetween(before: string, after: string): TextDocumentContentChangeEvent {
  let start = 0;
  const max = Math.min(before.length, after.length);
  while (start < max && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let end = 0;
  while (end < max - start && before.charCodeAt(before.length - 1 - end) === after.charCodeAt(after.length - 1 - end)) end++;
  const document = TextDocument.create('file:///x', 'json', 0, before);
  return { range: { start: document.positionAt(start), end: document.positionAt(before.length - end) }, text: after.slice(start, after.length - end) };
}
