import { rememberedByString } from '../remembered';

/**
 * Splits an identifier into lower-case words at `_`, `-`, spaces, dots and case changes:
 * `fileSizeLimit` → file, size, limit; `HTTPTimeoutMs` → http, timeout, ms; `cost_USD` → cost, usd.
 */
export function splitWords(name: string): readonly string[] {
  return splitRemembered(name);
}

/** Field names repeat across tools and across lints: each is split once. */
const splitRemembered = rememberedByString<readonly string[]>(split);

/**
 * One pass over the name, so linear on any input. A word ends at a separator (white space,
 * `_`, `-`, `.`), before a capital that follows a lower-case letter or a digit (`fileSize`,
 * `v2Api`), and before the last capital of a run that starts a word (`HTTPTimeout` → HTTP,
 * Timeout). This is what `/([A-Z]+)([A-Z][a-z])/` found, but that pattern backtracked over
 * every run of capitals: quadratic, a 64,000-letter key took seconds.
 */
function split(name: string): string[] {
  const words: string[] = [];
  let start = -1;
  let previous = OTHER;
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    const kind = c < 128 ? ASCII_KINDS[c] : isSpace(c) ? SEPARATOR : OTHER;
    if (kind === SEPARATOR) {
      if (start >= 0) words.push(name.slice(start, i).toLowerCase());
      start = -1;
    } else if (start < 0) {
      start = i;
    } else if (kind === UPPER && (previous === LOWER || previous === DIGIT || (previous === UPPER && isLower(name.charCodeAt(i + 1))))) {
      words.push(name.slice(start, i).toLowerCase());
      start = i;
    }
    previous = kind;
  }
  if (start >= 0) words.push(name.slice(start).toLowerCase());
  return words;
}

const OTHER = 0;
const UPPER = 1;
const LOWER = 2;
const DIGIT = 3;
const SEPARATOR = 4;
/** The kind of each ASCII character: A-Z, a-z, 0-9, and the separators `_`, `-`, `.` and white space. */
const ASCII_KINDS = new Uint8Array(128).map((_, c) =>
  c >= 65 && c <= 90 ? UPPER : c >= 97 && c <= 122 ? LOWER : c >= 48 && c <= 57 ? DIGIT : c === 95 || c === 45 || c === 46 || c === 32 || (c >= 9 && c <= 13) ? SEPARATOR : OTHER,
);
const isLower = (c: number): boolean => c >= 97 && c <= 122;
const SPACE = /\s/;
/** White space beyond ASCII as `\s` means it (no-break and other Unicode spaces, line separators). */
const isSpace = (c: number): boolean => SPACE.test(String.fromCharCode(c));

/** Whether a name is written in camelCase or PascalCase (for fixes that must match its style). */
export function isCamelCase(name: string): boolean {
  return !/[_\-]/.test(name) && /[a-z][A-Z]/.test(name);
}
