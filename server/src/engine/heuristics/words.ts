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

/**
 * The last word {@link splitWords} would give, read from the end of the name: only that
 * word's characters are visited, and none past `longest` (a word longer than that is
 * undefined, as is a name without words). A test that asks whether a name ends in one of a
 * few short words costs the same on a 1 MB name as on `sort_order`.
 */
export function lastWord(name: string, longest = Infinity): string | undefined {
  let end = name.length;
  while (end > 0 && kindAt(name, end - 1) === SEPARATOR) end--;
  if (end === 0) return undefined;
  let start = end - 1;
  // Where split would start a word: after a separator, or at a capital after a lower-case
  // letter or a digit, or at the last capital of a run before a lower-case letter.
  while (start > 0) {
    const before = kindAt(name, start - 1);
    if (before === SEPARATOR) break;
    if (kindAt(name, start) === UPPER && (before === LOWER || before === DIGIT || (before === UPPER && isLower(name.charCodeAt(start + 1))))) break;
    if (end - start >= longest) return undefined;
    start--;
  }
  return name.slice(start, end).toLowerCase();
}

/**
 * The word of `words` a name ends with, as {@link lastWord} reads it (no further back than the
 * longest of them), or undefined: `lastWordAmong(['order', 'direction'])('sort_order')` → order.
 */
export function lastWordAmong(words: Iterable<string>): (name: string) => string | undefined {
  const known = new Set(words);
  const longest = Math.max(0, ...[...known].map((word) => word.length));
  return (name) => {
    const last = lastWord(name, longest);
    return last !== undefined && known.has(last) ? last : undefined;
  };
}

function kindAt(name: string, i: number): number {
  const c = name.charCodeAt(i);
  return c < 128 ? ASCII_KINDS[c] : isSpace(c) ? SEPARATOR : OTHER;
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

/** A noun with its indefinite article, by its first letter: "an order", "a query". */
export function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}

/**
 * A plural noun's singular, by spelling: `learnings` → learning, `entries` → entry, `boxes` → box,
 * `statuses` → status, `addresses` → address; a word of three letters or fewer, or one ending in
 * -ss, -us or -is (`status`, `address`, `analysis`), stays. One rule for every heuristic that
 * compares a plural with its singular (a tool's subject, a list's head noun, a list field's name).
 */
export function singular(word: string): string {
  if (word.length <= 3 || /(?:ss|us|is)$/.test(word)) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(?:x|ch|sh|ss|us)es$/.test(word)) return word.slice(0, -2);
  return word.endsWith('s') ? word.slice(0, -1) : word;
}

/**
 * The forms a verb in the third person may have come from, the word itself first: `creates` → creates,
 * create; `replies` → reply; `pushes` → push; `searches` → search. For reading a verb out of a
 * description (toolVerbs' opening verb, sideEffectGuess's opening change).
 */
export function baseForms(word: string): string[] {
  const forms = [word];
  if (word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) forms.push(word.slice(0, -2));
  if (word.endsWith('s')) forms.push(word.slice(0, -1));
  return forms;
}

const MAY_BE_IDEMPOTENCY_KEY = /idempotency/i;

/** The input a non-idempotent tool deduplicates on: idempotency_key, idempotencyKey, Idempotency-Key. */
export function isIdempotencyKeyName(name: string): boolean {
  return MAY_BE_IDEMPOTENCY_KEY.test(name) && splitWords(name).join('_') === 'idempotency_key';
}

/**
 * A description without the emoji and symbols it opens with ("🤝 Save a decision or checkpoint…": mama-server's save,
 * round 45, reader U4), so its opening words are read as they would be without them. Undefined stays undefined.
 */
export function withoutLeadingSymbols(description: string): string;
export function withoutLeadingSymbols(description: string | undefined): string | undefined;
export function withoutLeadingSymbols(description: string | undefined): string | undefined {
  return description?.replace(LEADING_SYMBOLS, '');
}

const LEADING_SYMBOLS = /^\s*(?:[\p{Extended_Pictographic}\u{FE0F}\u{200D}\u{20E3}\u{1F3FB}-\u{1F3FF}]+\s*)+/u;
