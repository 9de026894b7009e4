/** LSP positions and ranges of substrings, so tests can state exact ranges without counting columns. */
import type { Position, Range } from 'vscode-languageserver-protocol';

export function positionAt(text: string, offset: number): Position {
  const before = text.slice(0, offset);
  const line = before.split('\n').length - 1;
  return { line, character: offset - (before.lastIndexOf('\n') + 1) };
}

/** The range of the `nth` (0-based) occurrence of `needle` in `text`. */
export function rangeOfText(text: string, needle: string, nth = 0): Range {
  let offset = -1;
  for (let i = 0; i <= nth; i++) {
    offset = text.indexOf(needle, offset + 1);
    if (offset < 0) throw new Error(`"${needle}" occurs fewer than ${nth + 1} times`);
  }
  return { start: positionAt(text, offset), end: positionAt(text, offset + needle.length) };
}
