/**
 * Names that almost always take a value from a closed set, and descriptions that
 * list the set ("one of a, b, c"). Used by `input-enum-candidate`.
 */
import { splitWords } from './words';

export const CLOSED_SET_WORDS: readonly string[] = [
  'status', 'state', 'mode', 'kind', 'type', 'sort', 'order', 'direction', 'priority', 'severity', 'level',
  'category', 'visibility', 'role',
];

/** `sort_by`, `orderBy`, `group_by`: the name of one of the fields, a closed set too. */
const FIELD_CHOOSERS = ['sort', 'order', 'group'];

/** `content_type`, `mimeType`: a type from an open registry (IANA), not a closed set. */
const OPEN_REGISTRY_PREFIXES = ['content', 'mime', 'media'];

/**
 * The closed-set word a name ends with (`sort_order` → order, `userRole` → role,
 * `sort_by` → sort), or undefined. `content_type` and `mime_type` are open sets.
 */
export function closedSetWord(name: string): string | undefined {
  const words = splitWords(name);
  const last = words[words.length - 1];
  const before = words[words.length - 2];
  if (last === 'by' && before !== undefined && FIELD_CHOOSERS.includes(before)) return before;
  if (last === undefined || !CLOSED_SET_WORDS.includes(last)) return undefined;
  if (last === 'type' && before !== undefined && OPEN_REGISTRY_PREFIXES.includes(before)) return undefined;
  return last;
}

const LIST_INTRO = /\b(?:one of|either|must be|can be|possible values(?: are)?|allowed values(?: are)?|valid values(?: are)?|values?:|accepts?)\s*:?\s*(.+?)(?:[.;](?:\s|$)|$)/i;
/** "(open|closed|draft)": a parenthesised list separated by pipes or slashes. */
const PAREN_LIST = /\(\s*`?([A-Za-z0-9_.:-]+`?(?:\s*[|/]\s*`?[A-Za-z0-9_.:-]+`?)+)\s*\)/;
const SEPARATORS = /\s*(?:,|\||\bor\b|\band\b|\/)\s*/i;
const VALUE_TOKEN = /^[A-Za-z0-9_.:-]{1,40}$/;
const QUOTES = /^["'`(]+|["'`)]+$/g;
/** Words that follow "can be"/"must be" without being values: "can be empty or null". */
const NOT_VALUES: ReadonlySet<string> = new Set([
  'empty', 'null', 'blank', 'omitted', 'unset', 'undefined', 'missing', 'none', 'more', 'less', 'used', 'provided',
  'given', 'set', 'any', 'true', 'false',
]);

/**
 * The values a description lists, in order: "One of `open`, `closed` or draft." →
 * ['open', 'closed', 'draft']; "Status (open|closed)" → ['open', 'closed']. Undefined
 * unless at least two plain tokens are listed.
 */
export function valuesListedIn(description: string | undefined): string[] | undefined {
  if (!description) return undefined;
  const intro = LIST_INTRO.exec(description);
  const fromIntro = intro ? plainValues(intro[1]) : undefined;
  if (fromIntro) return fromIntro;
  const paren = PAREN_LIST.exec(description);
  return paren ? plainValues(paren[1]) : undefined;
}

function plainValues(list: string): string[] | undefined {
  const values = list
    .split(SEPARATORS)
    .map((v) => v.trim().replace(QUOTES, ''))
    .filter(Boolean);
  if (values.length < 2) return undefined;
  if (values.some((v) => !VALUE_TOKEN.test(v) || NOT_VALUES.has(v.toLowerCase()))) return undefined;
  return [...new Set(values)];
}
