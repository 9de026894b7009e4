/**
 * Names that almost always take a value from a closed set, and descriptions that
 * list the set ("one of a, b, c"). Used by `input-enum-candidate`.
 */
import { splitWords } from './words';

export const CLOSED_SET_WORDS: readonly string[] = [
  'status', 'state', 'mode', 'kind', 'type', 'sort', 'order', 'direction', 'priority', 'severity', 'level',
  'category', 'visibility', 'role',
];

/** The closed-set word a name ends with (`sort_order` → order), or undefined. */
export function closedSetWord(name: string): string | undefined {
  const words = splitWords(name);
  const last = words[words.length - 1];
  return last !== undefined && CLOSED_SET_WORDS.includes(last) ? last : undefined;
}

const LIST_INTRO = /\b(?:one of|either|must be|can be|possible values(?: are)?|allowed values(?: are)?|valid values(?: are)?|values?:|accepts?)\s*:?\s*(.+?)(?:[.;](?:\s|$)|$)/i;

/**
 * The values a description lists, in order: "One of `open`, `closed` or draft." →
 * ['open', 'closed', 'draft']. Undefined unless at least two plain tokens are listed.
 */
export function valuesListedIn(description: string | undefined): string[] | undefined {
  if (!description) return undefined;
  const match = LIST_INTRO.exec(description);
  if (!match) return undefined;
  const values = match[1]
    .split(/\s*(?:,|\||\bor\b|\band\b|\/)\s*/i)
    .map((v) => v.trim().replace(/^["'`(]+|["'`)]+$/g, ''))
    .filter(Boolean);
  if (values.length < 2 || values.some((v) => !/^[A-Za-z0-9_.:-]{1,40}$/.test(v))) return undefined;
  return [...new Set(values)];
}
