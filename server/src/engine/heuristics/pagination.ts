/**
 * The names by which a tool pages a list (`output-list-unpaginated`, spec §3.2): a cursor or
 * "there is more" in the output, a cursor or page token in the input, or page-number paging
 * (a page or offset input with a total in the output). Names are compared by their words, so
 * `nextPageToken`, `next_page_token` and `NextPageToken` are one name.
 */
import { rememberedByString } from '../remembered';
import { acceptsKind, ValueKind } from '../schemaWalk';
import { splitWords } from './words';

/** Output fields that hand over the next page or say there is one. */
const OUTPUT_PAGING: ReadonlySet<string> = new Set([
  'next_cursor', 'cursor', 'end_cursor', 'next', 'next_page', 'next_page_token', 'next_token', 'page_token',
  'continuation_token', 'next_continuation_token', 'next_link', 'next_url', 'next_page_url', 'next_offset', 'next_page_number',
  'has_more', 'has_next', 'has_next_page', 'has_more_results', 'has_more_items', 'more', 'more_results', 'more_available',
  'is_truncated', 'truncated', 'page_info',
]);
/** Endings of output names that page: `@odata.nextLink`, `response_next_cursor`. */
const OUTPUT_PAGING_ENDINGS = ['_next_cursor', '_next_page_token', '_next_token', '_next_link', '_next_page_url', '_has_more'];
/**
 * Word runs that hand over the next page wherever they stand in an output's name: Europe PMC's
 * `nextCursorMark`, S3's `NextMarker`, `next_cursor_id`.
 */
const OUTPUT_PAGING_RUNS = ['_next_cursor_', '_next_token_', '_next_page_token_', '_next_marker_'];

/** Inputs that carry a cursor or a page token from a previous page. */
const INPUT_CURSORS: ReadonlySet<string> = new Set([
  'cursor', 'next_cursor', 'start_cursor', 'page_cursor', 'after_cursor', 'page_token', 'next_page_token', 'next_token',
  'continuation_token', 'starting_after', 'ending_before',
]);
/** Inputs that are a cursor when their description says so (GraphQL's `after`), alone or as a name's last word (`search_after`). */
const MAYBE_CURSOR_INPUTS: ReadonlySet<string> = new Set(['after', 'before', 'marker', 'token']);

/** Numeric inputs that choose a page by its position. */
const PAGE_POSITIONS: ReadonlySet<string> = new Set([
  'page', 'page_number', 'page_num', 'page_no', 'page_index', 'offset', 'skip', 'start', 'start_index', 'start_at', 'first_result',
]);

/** Inputs that say how many items a page holds. */
const PAGE_SIZES: ReadonlySet<string> = new Set([
  'limit', 'max_results', 'max_items', 'max_count', 'page_size', 'per_page', 'page_limit', 'size', 'count', 'first', 'take', 'top',
]);

/**
 * Words that, beside `total` (`totalFound`, `total_hits`, `results_total`), say what is counted
 * is the whole match: not `totalReturned` or `totalFormatted`, which count this page or this call.
 */
const MATCHED_WORDS: ReadonlySet<string> = new Set([
  'found', 'matching', 'matched', 'available', 'results', 'hits', 'matches', 'records', 'items', 'entries', 'rows', 'documents', 'docs', 'objects',
  'count', 'number', 'num',
]);
/**
 * Words that, counted (`resultCount`, `hitCount`, `numFound`, `number_of_results`), name the
 * query's matches. Not `items` or `records`: an `item_count` is as often the length of this page.
 */
const COUNTED_MATCH_WORDS: ReadonlySet<string> = new Set(['result', 'results', 'hit', 'hits', 'match', 'matches', 'found', 'matching', 'matched', 'total']);

/** Output fields by which a page-number caller knows when to stop. */
const TOTALS: ReadonlySet<string> = new Set([
  'total', 'total_count', 'total_results', 'total_items', 'total_records', 'total_hits', 'total_pages', 'total_size',
  'total_entries', 'page_count', 'num_pages', 'pages', 'last_page', 'count_total', 'result_count_total',
]);

/** A field name as its lower-case words joined by `_`: `nextPageToken` → next_page_token, `@odata.nextLink` → odata_next_link. */
export function wordsOf(name: string): string {
  return joinedWords(name);
}

/** Each name is asked about several times (cursor, total, page…): joined once. */
const joinedWords = rememberedByString((name) => splitWords(name).map((word) => word.replace(/[^a-z0-9]/g, '')).filter(Boolean).join('_'));

/** An output field that pages its list or says there is more: next_cursor, nextPageToken, has_more, next, truncated. */
export function isOutputPagingName(name: string): boolean {
  return outputPagingName(name);
}

// Asked of every output field of every tool, whose names repeat across tools (`id`, `items`, `total`).
const outputPagingName = rememberedByString((name: string): boolean => {
  const words = wordsOf(name);
  if (OUTPUT_PAGING.has(words) || OUTPUT_PAGING_ENDINGS.some((ending) => words.endsWith(ending))) return true;
  const padded = `_${words}_`;
  return OUTPUT_PAGING_RUNS.some((run) => padded.includes(run));
});

/**
 * An input that takes a cursor or a page token; `after`/`before`/`marker`/`token` (or a name
 * ending in one) only when described as a cursor. `description` may be a function, called only for those names.
 */
export function isCursorInputName(name: string, description: string | undefined | (() => string | undefined)): boolean {
  const words = wordsOf(name);
  if (INPUT_CURSORS.has(words)) return true;
  // `after`, or a name ending in it: Elasticsearch's `search_after` (Bright Data's search_dataset).
  if (!MAYBE_CURSOR_INPUTS.has(words.slice(words.lastIndexOf('_') + 1))) return false;
  const text = typeof description === 'function' ? description() : description;
  return !!text && /\b(?:cursor|page\s+token|pagination|next\s+page|previous\s+page)\b/i.test(text);
}

/**
 * A cursor by its partner: GraphQL's connection arguments come in pairs, `first` with `after` and
 * `last` with `before` (Relay's cursor connections, as Shopify's Admin API tools take them), so an
 * `after` beside a `first` (or a `before` beside a `last`) is a cursor, described or not.
 */
export function isConnectionCursor(name: string, hasInput: (name: string) => boolean): boolean {
  return (name === 'after' && hasInput('first')) || (name === 'before' && hasInput('last'));
}

/** Talk of pages: "Pagination cursor", "for the first page", "paging". */
const PAGE_TALK = /\bpag(?:e|es|ed|ing|inate|ination)\b/i;

/**
 * An input that carries a cursor, for telling whether a tool pages its lists: what
 * {@link isCursorInputName} accepts, and any name with `cursor` among its words that is
 * described in terms of pages (Europe PMC's `cursorMark`, "Pagination cursor. Use `*` for the
 * first page"). The description keeps out a text editor's `cursor_position`.
 */
export function isPagingCursorInput(name: string, description: string | undefined | (() => string | undefined)): boolean {
  if (isCursorInputName(name, description)) return true;
  if (!splitWords(name).includes('cursor')) return false;
  const text = typeof description === 'function' ? description() : description;
  return !!text && PAGE_TALK.test(text);
}

/** An input that says how many items a page holds: limit, maxResults, page_size, per_page. */
export function isPageSizeName(name: string): boolean {
  return PAGE_SIZES.has(wordsOf(name));
}

/** A numeric input that chooses a page by its number or offset: page, page_number, offset, skip. */
export function isPagePositionName(name: string): boolean {
  return PAGE_POSITIONS.has(wordsOf(name));
}

/**
 * An output field that tells a page-number caller when to stop: total, total_count, total_pages,
 * has_more; `total` with a word for the whole match (`totalFound`, `total_hits`, `totalResults`,
 * or the plural of one of `listWords`, the output's lists: `totalArticles` beside `articles`);
 * a count of the matches (`resultCount`, `hitCount`, `numFound`, `number_of_results`).
 */
export function isTotalName(name: string, listWords: ReadonlySet<string> = NO_WORDS): boolean {
  const joined = wordsOf(name);
  if (TOTALS.has(joined) || isOutputPagingName(name)) return true;
  const words = joined.split('_');
  if (words.length < 2) return false;
  if (words.includes('total')) return words.every((word) => word === 'total' || MATCHED_WORDS.has(word) || listWords.has(word));
  const counted = words[words.length - 1] === 'count' ? words.slice(0, -1)
    : words[0] === 'num' || words[0] === 'number' ? words.slice(words[1] === 'of' ? 2 : 1)
      : [];
  return counted.length > 0 && counted.every((word) => COUNTED_MATCH_WORDS.has(word));
}

const NO_WORDS: ReadonlySet<string> = new Set();

/**
 * A description of a count of everything the query matched: "Number of matching tools", "Total
 * number of matching tools", "Count of records found". Not a count of what this response holds
 * ("Number of Actors returned", "The total number of documents returned by the query").
 */
const MATCH_COUNT = /\b(?:number|count|total)\b[^.;]{0,30}?\b(?:matching|matched|matches|found)\b/i;
const THIS_RESPONSE = /\b(?:returned|shown|included|in this (?:page|response|batch)|on this page)\b/i;

/** Whether an output field's description says it counts every match of the query (see MATCH_COUNT). */
export function describesMatchCount(description: string | undefined): boolean {
  if (description === undefined) return false;
  const text = description.length > 300 ? description.slice(0, 300) : description;
  return MATCH_COUNT.test(text) && !THIS_RESPONSE.test(text);
}

/** Numeric inputs that size a window on each side of a target: siblings before and after it. */
const WINDOW_SIDES: ReadonlySet<string> = new Set(['before', 'after']);

/**
 * A window the caller sizes, with the counts beyond it: numeric `before`/`after` inputs and, in
 * the output, a total for a side (`totalBefore`, `total_after`, `before_count`): Umbraco's
 * get-*-siblings(target, before, after) -> { totalBefore, totalAfter, items }. The caller sees
 * what lies outside the window and asks for a wider one: paged in effect.
 */
export function isSizedWindow(inputs: readonly { readonly name: string; readonly schema: unknown; readonly root: unknown }[], outputNames: readonly string[]): boolean {
  const sides = new Set<string>();
  for (const input of inputs) {
    const words = wordsOf(input.name);
    if (WINDOW_SIDES.has(words) && acceptsKind(input.schema, input.root, ValueKind.Number)) sides.add(words);
  }
  if (sides.size === 0) return false;
  return outputNames.some((name) => {
    const words = wordsOf(name).split('_');
    return words.length === 2 && sides.has(words.find((word) => word !== 'total' && word !== 'count') ?? '') && (words.includes('total') || words.includes('count'));
  });
}

/**
 * A description that opens by calling the input a page number: BrowserStack's `p`, "Page number.";
 * in Chinese \u9875\u7801 (page number) or \u5f53\u524d\u9875 (current page: alibabacloud-devops' `current`,
 * "\u5f53\u524d\u9875\u6570"), not \u603b\u9875\u6570 (the number of pages).
 */
const PAGE_NUMBER_DESCRIPTION = /^\s*(?:the\s+)?page\s+(?:number|index)\b|^\s*(?:\u5f53\u524d)?\u9875\u7801|^\s*\u5f53\u524d\u9875/i;

export function describesPageNumber(description: string | undefined): boolean {
  return description !== undefined && PAGE_NUMBER_DESCRIPTION.test(description);
}
