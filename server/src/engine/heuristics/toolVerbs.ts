/**
 * What a tool does, read from its name (or, when the name has no verb, from the verb its
 * description opens with): whether it creates or sends something (`idempotency-key-missing`
 * on MCP lists) and whether it reads a collection or one item (`output-list-unpaginated`).
 * Verbs are those of sideEffectGuess.ts: the first known verb of the name decides.
 */
import { sideEffectsFromName } from './sideEffectGuess';
import { baseForms, lastWord, singular, splitWords, withoutLeadingSymbols } from './words';

export interface ToolVerb {
  /** The verb, in its base form: `create`, `search`. */
  readonly verb: string;
  /** Where it was read. */
  readonly source: 'name' | 'description';
}

/**
 * Verbs whose repeat makes a second thing or a second delivery: a retry after a timeout
 * creates the item again, sends the message again, charges the card again. Updates, sets and
 * deletes leave the same state when repeated; runs, navigation and UI input are no creation
 * (`new_page` opens a browser tab: the UI words below rule it out).
 */
const CREATES_OR_SENDS: ReadonlySet<string> = new Set([
  'create', 'add', 'insert', 'append', 'new', 'duplicate', 'clone', 'copy', 'fork', 'import', 'upload', 'register',
  'send', 'post', 'publish', 'submit', 'comment', 'reply', 'email', 'message', 'notify', 'tweet', 'forward', 'invite',
  'push', 'enqueue', 'dispatch', 'trigger', 'schedule',
  'charge', 'pay', 'transfer', 'refund', 'withdraw', 'deposit', 'order', 'book', 'buy', 'purchase',
]);
/** Verbs of a tool that returns a collection: every list it returns is its result set. */
const COLLECTION_VERBS: ReadonlySet<string> = new Set(['list', 'search', 'find', 'query', 'browse', 'scan', 'lookup', 'look', 'enumerate', 'explore', 'discover', 'screen']);

/** Verbs of a tool that reads what it is pointed at: a collection, or one item by its identifier. */
const FETCH_VERBS: ReadonlySet<string> = new Set(['get', 'read', 'fetch', 'retrieve', 'show', 'view', 'describe', 'dump', 'export', 'load', 'download']);

/** Verbs after which a tool's output is computed from what it was given, not a result set: it runs something. */
const RUN_VERBS: ReadonlySet<string> = new Set(['execute', 'exec', 'run', 'invoke', 'call', 'perform', 'process', 'do']);

/**
 * Words that put a tool in a browser or on a screen: clicks, typing, navigation and file
 * pickers change a page, not a record, and a retry repeats a gesture, not a creation.
 */
const UI_WORDS: ReadonlySet<string> = new Set([
  'browser', 'click', 'clicks', 'hover', 'scroll', 'keyboard', 'mouse', 'element', 'elements', 'dropdown', 'button',
  'viewport', 'dom', 'playwright', 'puppeteer', 'selenium', 'webpage', 'tab', 'tabs', 'dialog', 'navigate', 'screenshot',
]);

/** HTTP methods that OpenAPI-generated names start with (`API-post-search`): the next verb says more. */
const HTTP_METHOD_VERBS: ReadonlySet<string> = new Set(['post', 'get', 'put', 'patch']);

/**
 * The verb of a tool: the first known verb of its name (past an HTTP method followed by a
 * collection verb: `API-post-search` searches), else the verb its description opens with
 * ("Creates a new project." → create). Undefined when neither says.
 */
export function toolVerb(name: string | undefined, description: string | undefined): ToolVerb | undefined {
  const fromName = sideEffectsFromName(name);
  if (fromName?.verb) {
    if (HTTP_METHOD_VERBS.has(fromName.verb) && name) {
      const words = splitWords(name);
      const later = words.slice(words.indexOf(fromName.verb) + 1).find((word) => COLLECTION_VERBS.has(word));
      if (later) return { verb: later, source: 'name' };
    }
    // A name that ends in a read verb its description opens with reads, whatever its first word
    // (casys' erpnext_purchase_order_list, "List Purchase Orders.": a purchase order, not a purchase).
    const last = name ? lastWord(name) : undefined;
    if (last !== undefined && last !== fromName.verb && (COLLECTION_VERBS.has(last) || FETCH_VERBS.has(last)) && openingVerb(description) === last) return { verb: last, source: 'name' };
    return { verb: fromName.verb, source: 'name' };
  }
  const opening = openingVerb(description);
  return opening ? { verb: opening, source: 'description' } : undefined;
}

/** Prefixes before the verb a description opens with: `Notion | `, `[READ-ONLY] ` (Home Assistant's tags), `This tool `, `Use this to `, `Use to ` (ocr-provenance's "[STATUS] Use to get …"). */
const DESCRIPTION_PREFIX = /^(?:\[[^\]\n]{1,30}\]\s*)?(?:[^|\n]{0,40}\|\s*)?(?:(?:this tool|the tool|tool to|use(?: this(?: tool)?)? to|allows? (?:you )?to|lets? you)\s+)?/i;

/** The known verb a description opens with, in its base form ("Creates …" → create). */
export function openingVerb(description: string | undefined): string | undefined {
  if (!description) return undefined;
  const rest = withoutLeadingSymbols(description).trimStart().replace(DESCRIPTION_PREFIX, '');
  const first = /^[A-Za-z]+/.exec(rest)?.[0]?.toLowerCase();
  if (!first) return undefined;
  for (const candidate of baseForms(first)) {
    const known = sideEffectsFromName(candidate);
    if (known?.verb === candidate) return candidate;
  }
  return undefined;
}

/** The third person of a verb, for messages: create → creates, push → pushes, reply → replies. */
export function thirdPerson(verb: string): string {
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  if (/(?:s|sh|ch|x|z|o)$/.test(verb)) return `${verb}es`;
  return `${verb}s`;
}

/** Whether the tool works a browser or a screen (its name or description says so). */
export function isUiInteraction(name: string | undefined, description: string | undefined): boolean {
  if (name && splitWords(name).some((word) => UI_WORDS.has(word))) return true;
  if (!description) return false;
  for (const word of description.toLowerCase().match(/[a-z]+/g) ?? []) if (UI_WORDS.has(word)) return true;
  return /\bweb\s+page\b/i.test(description);
}

/**
 * The verb by which a tool creates or sends something (create, add, send, post, publish,
 * upload, charge, order…), read from its name or the verb its description opens with;
 * undefined for updates, sets, deletes, reads, runs and for browser or screen interactions.
 */
export function createsOrSends(name: string | undefined, description: string | undefined, inputNames: readonly string[] = []): ToolVerb | undefined {
  const found = toolVerb(name, description);
  if (!found || !CREATES_OR_SENDS.has(found.verb)) return undefined;
  // A name whose verb the words around it make a change that lands in the same state: a create
  // or replace (a PUT), an offer or a listing withdrawn (no money), a mark or a member added to an
  // item its inputs name (a reaction on a message): a retry creates nothing more.
  if (found.source === 'name' && sideEffectsFromName(name, inputNames)?.sideEffects === 'idempotent') return undefined;
  if (isUiInteraction(name, description)) return undefined;
  return found;
}

/** How a tool's verb makes its output lists read. */
export type ReadKind =
  /** list, search, find, query…: the lists it returns are its result set. */
  | 'collection'
  /** get, read, fetch…: a result set, unless the tool is pointed at one item. */
  | 'fetch'
  /** create, add, update, delete…: its lists echo what it changed. */
  | 'change'
  /** a run, or no known verb: only a list that names itself the result set counts. */
  | 'other';

export function readKind(verb: ToolVerb | undefined): ReadKind {
  if (!verb) return 'other';
  if (COLLECTION_VERBS.has(verb.verb)) return 'collection';
  if (FETCH_VERBS.has(verb.verb)) return 'fetch';
  if (RUN_VERBS.has(verb.verb)) return 'other';
  const known = sideEffectsFromName(verb.verb);
  return known && known.sideEffects !== 'read_only' ? 'change' : 'other';
}

/** Verbs of a tool name that keeps something, which the side-effect verbs do not list: `store_learning`, `save_note`. */
const KEEPING_VERBS: ReadonlySet<string> = new Set(['store', 'save']);

/**
 * What a tool acts on, read from its name: its words but its verb, each in the singular
 * (`get_learnings` and `store_learning` \u2192 "learning"; `erpnext_stock_entry_list` and
 * `erpnext_stock_entry_create` \u2192 "erpnext stock entry"; `didit_list_lists` \u2192 "didit list").
 * Undefined when the name has no known verb, or nothing but it.
 */
export function toolSubject(name: string | undefined): string | undefined {
  if (!name) return undefined;
  const words = splitWords(name);
  let verb = sideEffectsFromName(name)?.verb;
  if (verb === undefined || !words.includes(verb)) verb = words.find((word) => KEEPING_VERBS.has(word));
  if (verb === undefined) return undefined;
  const at = words.indexOf(verb);
  const rest = words.filter((_, i) => i !== at).map(singular);
  return rest.length > 0 ? rest.join(' ') : undefined;
}

