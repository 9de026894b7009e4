/**
 * The evidence that a string input takes a closed set of values, for `input-enum-candidate`.
 * A rule that asks for an enum must have seen the set, or a name whose values are closed
 * in practice: a `type`, `kind` or `category` names an open vocabulary as often as not
 * (work-item types, entity types of a knowledge graph, MIME types), so its name alone says
 * nothing.
 */
import { lastWordAmong, splitWords } from './words';

/**
 * Names whose values are closed in practice, whatever the tool: a sort order and a
 * direction are ascending or descending.
 */
export const CLOSED_SET_WORDS: readonly string[] = ['order', 'direction'];

/**
 * Names that take a small set of values in most tools, but not in all (a status may be a
 * team's own workflow state): evidence only together with listed examples.
 */
const STATUS_LIKE_WORDS: ReadonlySet<string> = new Set([
  'status', 'statuses', 'state', 'states', 'outcome', 'outcomes', 'result', 'results', 'severity', 'severities', 'priority',
  'priorities', 'level', 'levels', 'visibility', 'mode', 'modes', 'format', 'formats', 'sort', 'order', 'direction', 'op',
  'operation', 'action',
]);

/** Where `order` is a sort order, not a purchase order: the name or the description says so. */
const SORT_NAME_WORDS: ReadonlySet<string> = new Set(['sort', 'query', 'result', 'results', 'list', 'page']);
const SORT_CONTEXT = /\b(?:sort(?:s|ed|ing)?|ascending|descending|asc|desc|in which \w+(?: \w+)? (?:are|is) returned|order of (?:the )?results)\b/i;

/**
 * The closed-set word a name ends with (`sort_direction` → direction, `queryOrder` →
 * order), or undefined. `order` counts only where it is a sort order (`sort_order`,
 * `queryOrder`, a description about sorting); `order_id` names something else.
 */
export function closedSetWord(name: string, description?: string): string | undefined {
  const last = closedSetLast(name);
  if (last === undefined) return undefined;
  if (last === 'order' && !splitWords(name).some((w) => SORT_NAME_WORDS.has(w)) && !(description !== undefined && SORT_CONTEXT.test(description))) return undefined;
  return last;
}

/** Whether a name's last word takes a small set of values in most tools (status, outcome, level…). */
export function isStatusLikeName(name: string): boolean {
  return statusLikeLast(name) !== undefined;
}

// Only a name's last word is read, and no further than the longest word it could be.
const closedSetLast = lastWordAmong(CLOSED_SET_WORDS);
const statusLikeLast = lastWordAmong(STATUS_LIKE_WORDS);

/** How a description lists values, and how sure that makes us. */
export interface ListedValues {
  readonly values: string[];
  /** The words that introduced the list, quoted in messages: `one of`, `possible values include`. */
  readonly cue: string;
  /** A list of examples ("e.g. ['Failed', 'Passed']"): evidence only with a status-like name. */
  readonly examples: boolean;
  /**
   * A list in parentheses separated by commas ("platform names (Instagram, Twitter, TikTok)"):
   * the set of a field that takes one of them, or examples of what to type in a free-text one.
   */
  readonly commaInParentheses?: boolean;
}

/**
 * Phrases that introduce the whole set of values. Each runs to the end of its sentence.
 * A single value counts only after the phrases that say it is the only one, or that name
 * the possible values (Notion: "Possible values include `object`").
 */
const LIST_INTRO =
  /\b(one of|either|must be|can be|(?:possible|allowed|valid|supported|accepted|available) (?:[\w`"'-]+ )?(?:values?|options?)(?: (?:are|is|include|includes))?|the only (?:supported|allowed|valid|possible) (?:[\w`"'-]+ )?(?:values? )?(?:is|are)|values?:|options?:|accepts?)\s*:?\s*/gi;
const SINGLE_VALUE_CUE = /^(?:(?:possible|allowed|valid|supported|accepted|available) |the only )/i;
/**
 * "(open|closed|draft)": a parenthesised list separated by pipes or slashes, or by commas
 * when it has three values or more ("(deployment, replicaset, statefulset)").
 */
const PAREN_LIST = /\(\s*`?([A-Za-z0-9_.:-]+`?(?:\s*[|/]\s*`?[A-Za-z0-9_.:-]+`?)+)\s*\)/;
const PAREN_COMMA_LIST = /\(\s*(?!e\.g\.|i\.e\.|eg\b|ex\b)([A-Za-z0-9_.:-]+(?:\s*,\s*[A-Za-z0-9_.:-]+){2,}(?:,?\s*(?:or|and)\s+[A-Za-z0-9_.:-]+)?)\s*\)/;
/** "e.g. "success", "error"": two or more quoted examples after e.g. or for example. */
const QUOTED_EXAMPLES = /\b(?:e\.g\.|for example|such as)\s*,?\s*:?\s*((?:["'`][A-Za-z0-9_.:-]{1,40}["'`]\s*(?:,|\bor\b|\band\b)\s*)+["'`][A-Za-z0-9_.:-]{1,40}["'`])/i;
/**
 * Words that say a list is not the whole set ("For custom objects, use…", "etc."): the
 * values it names are examples of an open vocabulary.
 */
const OPEN_SET = /\b(?:custom|etc\b|and so on|and more|among others|not limited to|other (?:values?|types?|kinds?)|any (?:other )?(?:valid )?(?:value|string)|common(?:ly used)? [\w ]{1,20}:)/i;
/** "e.g. ['Failed', 'Passed', 'Aborted']": a bracketed list of two or more quoted values. */
const EXAMPLE_LIST = /\[\s*((?:["'`][A-Za-z0-9_.:-]{1,40}["'`]\s*,\s*)+["'`][A-Za-z0-9_.:-]{1,40}["'`])\s*\]/;
/** Leading spaces are taken only from the start of their run (the lookbehind): `\s*` backtracked from inside one, quadratic on a long run. */
const SEPARATORS = /(?:(?<!\s)\s+)?(?:,|\||\bor\b|\band\b|\/)\s*/i;
const VALUE_TOKEN = /^[A-Za-z0-9_.:-]{1,40}$/;
/** Quotes around a value; the closing run is matched from its start only (linear on a long run of `)`). */
const OPENING_QUOTES = /^["'`(*]+/;
const CLOSING_QUOTES = /(?<!["'`)*])["'`)*]+$/;
const QUOTED = /^["'`]/;
/** Words that follow "can be"/"must be" without being values: "can be empty or null". */
const NOT_VALUES: ReadonlySet<string> = new Set([
  'empty', 'null', 'blank', 'omitted', 'unset', 'undefined', 'missing', 'none', 'more', 'less', 'used', 'provided',
  'given', 'set', 'any', 'true', 'false', 'a', 'an', 'the', 'one', 'both', 'only', 'specified', 'either', 'in', 'at',
]);
/** The end of the sentence a list stands in: a full stop or semicolon before a space or the end. */
const SENTENCE_END = /[.;](?:\s|$)/;

/**
 * The values a description lists, in order, with the words that introduced them:
 * "One of `open`, `closed` or draft." → open, closed, draft; "Status (open|closed)" →
 * open, closed; "Possible values include `object`." → object. A list of the tool's own
 * input names ("use either manifest or filename") is about which field to use, not a set
 * of values: pass those names as `fieldNames` and such a list is not read.
 */
export function valuesListedIn(description: string | undefined, fieldNames?: ReadonlySet<string>): ListedValues | undefined {
  if (!description) return undefined;
  const text = description.length > 4000 ? description.slice(0, 4000) : description;
  if (OPEN_SET.test(text)) return undefined;
  LIST_INTRO.lastIndex = 0;
  for (let intro = LIST_INTRO.exec(text); intro; intro = LIST_INTRO.exec(text)) {
    const rest = text.slice(intro.index + intro[0].length);
    const end = SENTENCE_END.exec(rest);
    const cue = intro[1].toLowerCase();
    const values = plainValues(end ? rest.slice(0, end.index) : rest, SINGLE_VALUE_CUE.test(cue) ? 1 : 2);
    if (values && !namesFields(values, fieldNames)) return { values, cue, examples: false };
  }
  for (const pattern of [PAREN_LIST, PAREN_COMMA_LIST]) {
    const paren = pattern.exec(text);
    const fromParen = paren ? plainValues(paren[1], 2) : undefined;
    if (fromParen && !namesFields(fromParen, fieldNames)) return { values: fromParen, cue: 'a list in parentheses', examples: false, commaInParentheses: pattern === PAREN_COMMA_LIST };
  }
  for (const pattern of [EXAMPLE_LIST, QUOTED_EXAMPLES]) {
    const examples = pattern.exec(text);
    const fromExamples = examples ? plainValues(examples[1], 2) : undefined;
    if (fromExamples && !namesFields(fromExamples, fieldNames)) return { values: fromExamples, cue: 'examples', examples: true };
  }
  return undefined;
}

function plainValues(list: string, atLeast: number): string[] | undefined {
  const parts = list.split(SEPARATORS).map((v) => v.trim()).filter(Boolean);
  if (parts.length < atLeast) return undefined;
  // A single value must be quoted: "Possible values include `object`", not "include more".
  if (parts.length === 1 && !QUOTED.test(parts[0])) return undefined;
  const values = parts.map((v) => v.replace(OPENING_QUOTES, '').replace(CLOSING_QUOTES, ''));
  // "can be empty or null" names no values; a quoted "a" or "null" is one.
  if (values.some((v, i) => !VALUE_TOKEN.test(v) || (!QUOTED.test(parts[i]) && NOT_VALUES.has(v.toLowerCase())))) return undefined;
  return [...new Set(values)];
}

function namesFields(values: readonly string[], fieldNames: ReadonlySet<string> | undefined): boolean {
  return !!fieldNames && values.every((value) => fieldNames.has(value));
}

/** Fields that hold free text: sample values in a tool's example calls are not its set. */
const FREE_TEXT_WORDS: ReadonlySet<string> = new Set([
  'pattern', 'patterns', 'text', 'query', 'q', 'search', 'term', 'terms', 'keyword', 'keywords', 'name', 'title', 'path', 'file',
  'url', 'uri', 'content', 'message', 'body', 'description', 'comment', 'prompt', 'code', 'command', 'input', 'value', 'label',
  'filter', 'expression', 'script', 'selector', 'email', 'address',
]);

/** Whether a name says its field holds free text (`keywords`, `search_query`, `title`): its last word is one of FREE_TEXT_WORDS. */
export function namesFreeText(name: string): boolean {
  return freeTextLast(name) !== undefined;
}

const freeTextLast = lastWordAmong(FREE_TEXT_WORDS);

/** A value as a description quotes it or lists it. */
const TOKEN = '[A-Za-z0-9_.:-]{1,40}';

/**
 * The values of one field that its tool's description gives, when the field's own
 * description does not: calls that set it to two or more distinct quoted values
 * (`promptId: 'onb2_01'` … `promptId: 'onb2_05'`), or a list introduced by the field's
 * name ("Config keys include: - blockedCommands … - defaultShell …" for `key`).
 */
export function valuesInToolDescription(name: string, toolDescription: string | undefined): ListedValues | undefined {
  if (!toolDescription || name.length < 2 || !/^[A-Za-z0-9_]+$/.test(name)) return undefined;
  // Example calls show a free-text field with a few sample values (`pattern="TODO"`): no set.
  if (namesFreeText(name)) return undefined;
  const text = toolDescription.length > 8000 ? toolDescription.slice(0, 8000) : toolDescription;
  // Both patterns spell the name out: one longer than the text cannot match (nor make a pattern too large to build).
  if (name.length > text.length || OPEN_SET.test(text)) return undefined;
  const assigned = new RegExp(`(?<![\\w.])${name}\\s*[:=]\\s*(["'\`])(${TOKEN})\\1`, 'g');
  const values = new Set<string>();
  for (let match = assigned.exec(text); match; match = assigned.exec(text)) values.add(match[2]);
  if (values.size >= 2) return { values: [...values], cue: `the tool's description sets ${name} to`, examples: false };
  const plural = name.endsWith('s') ? name : `${name}s`;
  const intro = new RegExp(`\\b${plural}\\s+(?:include|are)\\s*:\\s*((?:-\\s*${TOKEN}(?:\\s*\\([^()]{0,80}\\))?\\s*){2,})`, 'i').exec(text);
  if (!intro) return undefined;
  const listed = [...intro[1].matchAll(new RegExp(`-\\s*(${TOKEN})`, 'g'))].map((m) => m[1]);
  return listed.length >= 2 ? { values: [...new Set(listed)], cue: `the tool's description lists its ${plural}`, examples: false } : undefined;
}
