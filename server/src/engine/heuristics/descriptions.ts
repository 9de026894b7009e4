/**
 * What a property's description says about leaving the property out, and whether it
 * states the property's default. Used by `input-optional-without-default` and
 * `input-default-undocumented` (spec §3.1).
 */

/**
 * Phrases that say what happens when the caller sends nothing: "if omitted", "omit it
 * for the first page", "defaults to", "by default", "when not set", "if absent",
 * "leave empty", "otherwise", "unless given", "null means all".
 */
const OMISSION_PHRASES: readonly RegExp[] = [
  /\bomi(?:t|ts|tted|tting|ssion)\b/i,
  /\bleav(?:e|es|ing)\b(?:\s+\S+){0,2}?\s+(?:out|empty|blank|unset)\b/i,
  /\b(?:if|when|where|while)\s+(?:it\s+is\s+|it's\s+|this\s+is\s+|left\s+)?(?:not\s+(?:set|given|provided|specified|supplied|passed|present|included|sent)|absent|missing|unset|unspecified|undefined|empty|blank|null|none|out)\b/i,
  /\bdefaults?\s*(?:to\b|is\b|=|:)/i,
  /\(\s*default\b/i,
  /\bby default\b/i,
  /\botherwise\b/i,
  /\bunless\s+(?:it\s+is\s+)?(?:set|given|provided|specified|supplied|passed|sent)\b/i,
  /\b(?:null|empty|blank|nothing|none)\s+(?:means|returns|selects|gives)\b/i,
];

/** Whether the description says what omitting the property means. */
export function explainsOmission(description: string | undefined): boolean {
  return !!description && OMISSION_PHRASES.some((phrase) => phrase.test(description));
}

/** "Defaults to …", "(default …)", "by default": the description talks about the default. */
const DEFAULT_PHRASE = /\bdefaults?\s*(?:to\b|is\b|=|:)|\(\s*default\b|\bby default\b/i;
const EMPTY_WORDS = /\b(?:empty|blank|none|nothing)\b|""|''|\[\s*\]/i;
const NULL_WORDS = /\b(?:null|none|nothing)\b/i;
/** Thousands separators between digits: "1,000" and "1_000" read as 1000. */
const THOUSANDS = /(\d)[,_](?=\d{3}(?!\d))/g;
const WORD_CHAR = /[A-Za-z0-9_]/;

/**
 * Whether the description states the default value: the value itself for strings and
 * numbers ("Defaults to 50."), the value or a default phrase for booleans and null ("off
 * by default"), every element for short lists of scalars.
 */
export function mentionsDefault(description: string | undefined, value: unknown): boolean {
  if (!description) return false;
  if (typeof value === 'string') return value === '' ? EMPTY_WORDS.test(description) : containsToken(description, value);
  if (typeof value === 'number') return containsNumber(description, value);
  if (typeof value === 'boolean') return containsToken(description, String(value)) || DEFAULT_PHRASE.test(description);
  if (value === null) return NULL_WORDS.test(description) || DEFAULT_PHRASE.test(description);
  if (Array.isArray(value)) {
    if (value.length === 0) return EMPTY_WORDS.test(description) || DEFAULT_PHRASE.test(description);
    if (value.every(isScalar)) return value.every((item) => mentionsDefault(description, item));
  }
  // An object (or a list of objects) cannot be quoted in prose: talking about the default is enough.
  return DEFAULT_PHRASE.test(description);
}

/** Last words of a number's name whose zero is where counting starts: an offset, a skip, an index, a count. */
const COUNTED_FROM_ZERO: ReadonlySet<string> = new Set(['offset', 'skip', 'index', 'idx', 'start', 'count', 'retries', 'attempts']);
/** Words that make a zero mean something else (no limit, no wait): `max_count`, `timeout`. */
const ZERO_MEANS_MORE: ReadonlySet<string> = new Set(['max', 'min', 'limit', 'timeout', 'threshold']);

/**
 * Whether a default is the zero value of its type, which an agent assumes without being told:
 * `false`, `[]`, `{}`, `""`, `null`, and `0` for a field named as an offset, skip, index or
 * count (`skip`, `pageIdx`, `retry_count`; not `max_count` or `timeout`, where 0 may mean
 * "no limit").
 */
export function isZeroValueDefault(value: unknown, name: string): boolean {
  if (value === false || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value as object).length === 0;
  if (value !== 0) return false;
  const words = nameWords(name);
  return words.length > 0 && COUNTED_FROM_ZERO.has(words[words.length - 1]) && !words.some((word) => ZERO_MEANS_MORE.has(word));
}

/** `pageIdx` → ["page", "idx"], `retry_count` → ["retry", "count"]. */
function nameWords(name: string): string[] {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase().split(/[^a-z0-9]+/).filter((word) => word !== '');
}

/** The sentence a description should carry for a default: `Defaults to 50.` */
export function defaultSentence(value: unknown): string {
  return `Defaults to ${defaultText(value)}.`;
}

/** How a default reads in prose: strings quoted, scalars as they are, short lists and objects as compact JSON. */
export function defaultText(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (isScalar(value)) return String(value);
  if (Array.isArray(value) && value.length <= 10 && value.every(isScalar)) return JSON.stringify(value);
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const entries = Object.entries(value);
    if (entries.length <= 5 && entries.every(([, v]) => isScalar(v))) return JSON.stringify(value);
  }
  return Array.isArray(value) ? 'the list in "default"' : 'the value in "default"';
}

function isScalar(value: unknown): value is string | number | boolean | null {
  return value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

function containsNumber(description: string, value: number): boolean {
  if (!Number.isFinite(value)) return false;
  const normalised = description.replace(THOUSANDS, '$1');
  return containsToken(normalised, String(value), true);
}

/**
 * Whether `token` occurs in `text` as a whole word (case-insensitive): `asc` is in
 * "Sort asc or desc" but not in "ascending". Numbers also refuse a neighbouring
 * digit or decimal point, so 5 is not found in "0.5" or "50".
 */
function containsToken(text: string, token: string, numeric = false): boolean {
  const haystack = text.toLowerCase();
  const needle = token.toLowerCase();
  const startsWithWord = WORD_CHAR.test(needle.charAt(0));
  const endsWithWord = WORD_CHAR.test(needle.charAt(needle.length - 1));
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    const before = haystack.charAt(at - 1);
    const after = haystack.charAt(at + needle.length);
    if (startsWithWord && before && WORD_CHAR.test(before)) continue;
    if (endsWithWord && after && WORD_CHAR.test(after)) continue;
    if (numeric && (before === '.' || before === '-' || (after === '.' && /\d/.test(haystack.charAt(at + needle.length + 1))))) continue;
    return true;
  }
  return false;
}
