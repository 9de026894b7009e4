import { isObject, type JsonPath } from '../engine/document';
import { addProperties } from '../engine/fixes/schemaEdits';
import { namingStyleOf, paginationInputMembers, paginationOutputMembers } from '../engine/fixes/templates';
import { describesMatchCount, isConnectionCursor, isOutputPagingName, isPagePositionName, isPageSizeName, isPagingCursorInput, isSizedWindow, isTotalName, wordsOf } from '../engine/heuristics/pagination';
import { grammarInName, grammarNamed } from '../engine/heuristics/queryWords';
import { readKind, thirdPerson, toolVerb, type ReadKind, type ToolVerb } from '../engine/heuristics/toolVerbs';
import { lastWordAmong, singular, splitWords } from '../engine/heuristics/words';
import type { ToolModel } from '../engine/model';
import { defineRule } from '../engine/rule';
import { acceptsKind, declaredKinds, fieldDescription, holdsKind, rootParameters, someValueSchema, ValueKind, type PropertyVisit } from '../engine/schemaWalk';

/** Names of an output's main list, whatever the tool: the result set by its name. */
const RESULT_SET_NAMES: ReadonlySet<string> = new Set([
  'items', 'results', 'data', 'records', 'rows', 'entries', 'hits', 'matches', 'list', 'values', 'objects', 'elements', 'documents',
]);

/**
 * Lists that tell the agent about the call, not the items it asked for: XcodeBuildMCP's `nextSteps`
 * (hints of what to call next, beside the results in `data`), `warnings`, `errors`, `suggestions`.
 */
const aboutTheCall = lastWordAmong(['steps', 'hints', 'warnings', 'errors', 'suggestions', 'tips', 'notes', 'notices', 'caveats', 'messages']);

/**
 * Advice an analysis adds to its report (a Lighthouse server's find_unused_javascript,
 * `recommendations`: strings, beside the `unusedFiles` it found): a list named recommendations
 * or advice whose items are text, not what the tool's name names. A recommender's
 * get_recommendations, or recommendations that are objects (products, items), are its results.
 */
const ADVICE_WORDS: ReadonlySet<string> = new Set(['recommendations', 'advice', 'advices']);

function isAdvice(list: PropertyVisit, root: Record<string, unknown>, toolName: string | undefined): boolean {
  const words = splitWords(list.name);
  if (!ADVICE_WORDS.has(words[words.length - 1] ?? '')) return false;
  if (toolName !== undefined && splitWords(toolName).some((word) => ADVICE_WORDS.has(word) || word === 'recommend')) return false;
  return someValueSchema(list.schema, root, false, (node) => isObject(node.items) && holdsKind(node.items, root, ValueKind.String) && !holdsKind(node.items, root, ValueKind.Object), undefined);
}

/** MCP content blocks (`content: [{ type: "text", text }]`): the result's parts, not a page of items. */
const CONTENT_NAMES: ReadonlySet<string> = new Set(['content', 'contents', 'content_blocks']);
const CONTENT_BLOCK_TYPES: ReadonlySet<unknown> = new Set(['text', 'image', 'audio', 'resource', 'resource_link']);

/** The last word of an input list that names the items the tool is asked for: `names`, `ids`, `paths`. */
const IDENTIFIER_LIST_WORDS: ReadonlySet<string> = new Set(['ids', 'names', 'keys', 'paths', 'urls', 'uris', 'identifiers', 'slugs', 'refs', 'handles', 'uuids']);
/**
 * Plurals of identifier schemes, written as one word: `dois`, `isbns`, `skus`. An input list of
 * these, of strings or numbers, names the items it asks for as `ids` does.
 */
const IDENTIFIER_SCHEME_PLURALS: ReadonlySet<string> = new Set(['dois', 'isbns', 'issns', 'skus', 'asins', 'guids', 'uids', 'urns', 'shas']);
/** Plurals in `ids` whose stem has no vowel, but that are words, not an acronym's ids: grids, skids. */
const VOWELLESS_IDS_WORDS: ReadonlySet<string> = new Set(['grids', 'skids']);
/** The last word of an input that points at one item: `ticket_id`, `path`, `issue_number`. */
const IDENTIFIER_WORDS: ReadonlySet<string> = new Set(['id', 'key', 'name', 'path', 'uri', 'url', 'slug', 'ref', 'uuid', 'sha', 'number', 'handle']);

/**
 * A list the tool returns as its result set, with neither a `maxItems` bound nor a way to page
 * it: the agent cannot tell a complete answer from the first page of one. Only evidence makes a
 * result set (a list/search/read tool, a list named as the result, a list the tool's name names);
 * echoes of what a tool changed, content blocks and lists answering a list of names are not.
 */
export default defineRule({
  meta: {
    id: 'output-list-unpaginated',
    severity: 'warning',
    description: 'A list the tool returns as its result set has no maxItems bound, and nothing pages it (no cursor, page token, has_more or page number with a total).',
    layer: 'output',
    scope: 'tool',
  },
  check({ model, report }) {
    for (const tool of model.tools) {
      const output = tool.outputSchema;
      if (!isObject(output)) continue; // absent: output-missing
      const fields = rootParameters(output, tool.outputSchemaPath);
      if (fields.length === 0) continue; // a bare array is output-not-object's
      const lists = fields.filter((field) => acceptsKind(field.schema, output, ValueKind.Array) && !isBounded(field.schema, output));
      if (lists.length === 0) continue;
      const paging = pagingOf(tool, fields);
      if (paging.pages) continue;
      const verb = toolVerb(tool.name, tool.description);
      const kind = readsOneState(tool.name, verb) ? 'fetch' : readKind(verb);
      if (kind === 'change') continue; // create_entities → entities: the items it just made, echoed
      const inputs = isObject(tool.inputSchema) ? rootParameters(tool.inputSchema, tool.inputSchemaPath) : [];
      if (kind !== 'collection' && inputs.some((input) => isIdentifierList(input) && !isFilter(input, tool.description))) continue; // open_nodes(names) \u2192 one per name
      if (kind !== 'collection' && isAncestorChain(tool, inputs)) continue; // get_ancestors(descendantId): a breadcrumb, complete
      // Read only for a fetch: the only kind whose lists can be parts of one item.
      const theItem = kind === 'fetch' && describesOneItem(fields, inputs);
      const pointedAtOne = kind === 'fetch' && (inputs.some((input) => input.required && isIdentifier(input)) || (theItem && namesTheCurrentOne(tool.name)));
      // A tool pointed at one item whose output is that item (its id, its name, its settings): the
      // output's lists are parts of the item (a data type's `values`, a document's `domains`).
      const partsOfTheItem = pointedAtOne && theItem;
      const inputLists = new Set(inputs.filter((input) => acceptsKind(input.schema, input.root, ValueKind.Array)).map((input) => wordsOf(input.name)));
      const owner = tool.name ?? 'this tool';
      for (const list of lists) {
        if (isContentBlocks(list, output)) continue;
        if (aboutTheCall(list.name) !== undefined) continue; // nextSteps, warnings: about the call, not its results
        if (isAdvice(list, output, tool.name)) continue; // recommendations: text advice of an analysis, not its results
        if (holdsClosedSet(list, output)) continue; // appliedLimits: names from a fixed set, not records
        if (isResultHeader(list, lists)) continue; // columns beside rows: the rows' header
        if (listsAnInputsValues(list, inputs)) continue; // list_tools \u2192 services, the values of its `service` input's enum
        if (ANSWERS_THE_INPUT.test(fieldDescription(list.schema, output) ?? '')) continue; // one per input item, as they came

        if (inputLists.has(wordsOf(list.name)) || inputLists.has(echoedName(list.name))) continue; // the input list, echoed back (requested_fields for fields)
        if (kind !== 'collection' && answersAnInputList(list, inputs, tool.description)) continue; // pdf_image(pages) \u2192 images, each with its pageNumber
        // A list whose length an input sets, and bounds (the cohort server's get-cohort-data: `cohorts` by `cohortCount`,
        // maximum 24; `periods` and `periodLabels` by `maxPeriods`: round 48, re-reader Z6): an axis of what it computes.
        if (sizedByABoundedInput(list.name, inputs)) continue;
        if (partsOfTheItem) continue;
        const why = resultSetEvidence(list, tool, verb, kind, pointedAtOne);
        if (!why) continue;
        // "List all calendars accessible to the user", "Every match for …" (round 59, reader s5): the agent is told it gets the
        // whole list, so the page is not its question; a long list flooding its context, or cut short unsaid, still is.
        const whole = takesNoPageSize(inputs) ? saysItReturnsAll(tool.description) ?? saysItReturnsAll(fieldDescription(list.schema, output)) : undefined;
        report({
          path: list.path,
          part: 'key',
          message:
            whole !== undefined
              ? `"${list.field}" is the list ${owner} returns (${why}), whole by its description ("${whole}"), with no maxItems and nothing to page it: ` +
                `a long one floods the agent's context, and one the server cuts short leaves the agent believing it has every item. Bound the list with maxItems, or add next_cursor (and total_count) to the output.`
              : `"${list.field}" is the list ${owner} returns (${why}), with no maxItems and nothing to page it (${paging.missing}): ` +
                `an agent cannot tell whether it got every item or only the first page. Add next_cursor (and total_count) to the output, or bound the list with maxItems.`,
        });
      }
    }
  },
  fix({ tool, finding }) {
    const output = tool?.outputSchema;
    if (!tool || !isObject(output)) return [];
    const fields = rootParameters(output, tool.outputSchemaPath);
    // The cursor goes beside the list: in the object that declares it (the root, an allOf branch, a $ref target).
    const list = fields.find((field) => samePath(field.path, finding.path));
    const target = list ?? fields[0];
    const owner = target ? target.owner : output;
    const ownerPath = target ? target.ownerPath : tool.outputSchemaPath;
    const input = isObject(tool.inputSchema) ? tool.inputSchema : undefined;
    const outputNames = new Set(fields.map((field) => field.name));
    const inputNames = new Set(input ? rootParameters(input, tool.inputSchemaPath).map((field) => field.name) : []);
    const style = namingStyleOf(outputNames);
    const outputMembers = paginationOutputMembers(style).filter(([name]) => !outputNames.has(name));
    const inputMembers = input ? paginationInputMembers(style).filter(([name]) => !inputNames.has(name)) : [];
    const names = (members: ReadonlyArray<readonly [string, unknown]>) => members.map(([name]) => name).join(' and ');
    const title = `Add pagination: ${names(outputMembers)} to the output${inputMembers.length ? `, ${names(inputMembers)} to the input` : ''}`;
    // Optional inputs and new output fields keep callers working, and there is one way to do it: safe.
    return [
      {
        title,
        kind: 'safe',
        preferred: true,
        write: (editor) => {
          addProperties(editor, ownerPath, owner, outputMembers);
          if (input) addProperties(editor, tool.inputSchemaPath, input, inputMembers);
        },
      },
    ];
  },
});

interface Paging {
  /** Whether the tool pages its lists. */
  readonly pages: boolean;
  /** What the message says is missing. */
  readonly missing: string;
}

/**
 * Whether the tool pages: a cursor, page token or has_more in the output (or in an object of
 * it, such as `pagination` or `pageInfo`); a cursor or page token input; or a page number or
 * offset input with a total or has_more in the output.
 */
function pagingOf(tool: ToolModel, fields: readonly PropertyVisit[]): Paging {
  const outputNames: string[] = [];
  for (const field of fields) {
    outputNames.push(field.name);
    for (const name of memberNames(field.schema, field.root)) outputNames.push(name);
  }
  if (outputNames.some(isOutputPagingName)) return { pages: true, missing: '' };
  const inputs = isObject(tool.inputSchema) ? rootParameters(tool.inputSchema, tool.inputSchemaPath) : [];
  if (inputs.some((input) => isPagingCursorInput(input.name, () => fieldDescription(input.schema, input.root)))) return { pages: true, missing: '' };
  // Only a tool with an `after` or `before` input asks which other inputs it has.
  if (inputs.some((input) => (input.name === 'after' || input.name === 'before') && isConnectionCursor(input.name, (name) => inputs.some((other) => other.name === name)))) return { pages: true, missing: '' };
  // A page position that is a string is a token, not a number (Airtable's `offset`): a cursor.
  if (inputs.some((input) => isPagePositionName(input.name) && isToken(input))) return { pages: true, missing: '' };
  if (isSizedWindow(inputs, outputNames)) return { pages: true, missing: '' };
  // A statement the agent writes in a language that pages itself (SQL's LIMIT and OFFSET, Cypher's SKIP and LIMIT, SPARQL's):
  // a database server's read_query, "The SQL SELECT query to execute" (round 61, reader g3). What comes back is what it selects.
  if (inputs.some(isPagedStatement)) return { pages: true, missing: '' };
  // A cell range the agent picks, with the sheet's row count in the output (@dguido/google-workspace-mcp's
  // get_google_sheet_content `range`, "Range in A1 notation (e.g., 'Sheet1!A1:C10')", beside `rowCount`: round 61, reader r3):
  // read a window at a time, knowing where the sheet ends.
  if (outputNames.some((name) => ROW_COUNT_NAME.test(name)) && inputs.some(isCellRange)) return { pages: true, missing: '' };
  const position = inputs.find((input) => isPagePositionName(input.name) && acceptsKind(input.schema, input.root, ValueKind.Number));
  // `totalArticles` beside `articles` is a total too: the lists' last words count as what is totalled.
  const listWords = new Set(fields.filter((field) => acceptsKind(field.schema, field.root, ValueKind.Array)).map((field) => lastWordOf(field.name)));
  const matchCount = fields.some((field) => isMatchCount(field));
  if (position && (matchCount || outputNames.some((name) => isTotalName(name, listWords)))) return { pages: true, missing: '' };
  if (position) return { pages: false, missing: `it takes ${position.name}, but the output has no total or has_more to say where the pages end` };
  // A count of every match beside the list, on a tool that takes no page size: the list holds the
  // matches, and the agent can check it got all of them (a tool-discovery tool's `tools` beside
  // `found`, "Number of matching tools"). A bare `total` (Umbraco's `{ total, items }`) or a count of
  // what was returned says nothing of the kind, and a page size means the list may stop short.
  if (matchCount && takesNoPageSize(inputs)) return { pages: true, missing: '' };
  // A page size and nothing to go past it (Linear's get tools: `limit`, default 25, and `items`: round 59, re-reader s5): the
  // list stops at the size, and the message says so.
  const size = inputs.find((input) => isPageSizeName(input.name) && acceptsKind(input.schema, input.root, ValueKind.Number));
  if (size) {
    const fallback = isObject(size.schema) && typeof size.schema.default === 'number' ? ` (default ${size.schema.default})` : '';
    return { pages: false, missing: `it stops at ${size.name}${fallback}, and nothing asks for the items past it: no cursor, page or offset input, no next_cursor or has_more in the output` };
  }
  return { pages: false, missing: 'no next_cursor, page token or has_more in the output, no cursor or page input' };
}

/**
 * The words of a description that say the tool returns all of something: "List all calendars accessible to the user",
 * "Get comprehensive table list across all schemas", "Returns all Wikipedia pages that …", "Every match for …" (a
 * sentence opening with the act, then all, every or comprehensive, within a few words). Undefined when it says none.
 */
function saysItReturnsAll(description: string | undefined): string | undefined {
  if (description === undefined) return undefined;
  const text = description.length > 2000 ? description.slice(0, 2000) : description;
  const match = RETURNS_ALL.exec(text);
  if (!match) return undefined;
  const said = match[0].trim();
  // Cut at a word's end, marked, when the sentence goes on.
  const end = match.index + match[0].length;
  if (end >= text.length || /[.!?\n]/.test(text[end])) return said;
  const space = said.lastIndexOf(' ');
  return `${space > 0 ? said.slice(0, space).replace(/[\s,;:(-]+$/, '') : said}\u2026`;
}
const RETURNS_ALL =
  /(?:^|[.!?]\s|\n)\s*(?:(?:lists?|gets?|returns?|retrieves?|fetch(?:es)?|finds?|shows?|reads?)\s+(?:(?:a|the)\s+)?(?:list\s+of\s+)?(?:all|every|comprehensive)\b[^.!?\n]{0,50}|(?:all|every)\s+(?:the\s+)?[a-z]+(?:es|s)?\s+(?:for|of|in|matching)\b[^.!?\n]{0,40})/i;

/** Languages whose statements page themselves (LIMIT and OFFSET, SKIP), as grammarNamed or grammarInName give them. */
const SELF_PAGING_LANGUAGE = /^(?:sql|postgres(?:ql)?|mysql|mariadb|sqlite|t-sql|pl\/pgsql|(?:open)?cypher|sparql|select\s+(?:query|queries|statements?))$/i;

/** A string input that takes a statement in such a language: named so (`sql`, `cypher`) or described so ("The SQL SELECT query to execute"). */
function isPagedStatement(input: PropertyVisit): boolean {
  if (!acceptsKind(input.schema, input.root, ValueKind.String)) return false;
  const named = grammarInName(input.name) ?? grammarNamed(fieldDescription(input.schema, input.root));
  return named !== undefined && SELF_PAGING_LANGUAGE.test(named);
}

/** A string input named a range whose description writes a cell range (A1 notation, `A1:C10`). */
function isCellRange(input: PropertyVisit): boolean {
  if (!RANGE_NAME.test(input.name) || !acceptsKind(input.schema, input.root, ValueKind.String)) return false;
  const description = fieldDescription(input.schema, input.root);
  return description !== undefined && CELL_RANGE.test(description);
}
const RANGE_NAME = /(?:^|[_-])range$|[a-z]Range$/i;
const CELL_RANGE = /\bA1\s+notation\b|\b[A-Z]{1,3}[0-9]{1,7}:[A-Z]{1,3}[0-9]{1,7}\b/;
/** The count of a sheet's or a result's rows: `rowCount`, `row_count`, `totalRows`. */
const ROW_COUNT_NAME = /^(?:rows?_?count|total_?rows|num_?rows|number_?of_?rows)$/i;

/** Names of a result's header: the columns or fields its rows hold. */
const HEADER_NAMES: ReadonlySet<string> = new Set(['columns', 'column_names', 'columnnames', 'headers', 'header', 'fields', 'field_names', 'fieldnames']);
/** Names of a result's rows. */
const ROW_NAMES: ReadonlySet<string> = new Set(['rows', 'records', 'values', 'data', 'results']);

/** A list of the columns beside a list of rows (`columns` and `rows`): the rows' header, as long as a row, not a result set. */
function isResultHeader(list: PropertyVisit, lists: readonly PropertyVisit[]): boolean {
  return HEADER_NAMES.has(list.name.toLowerCase()) && lists.some((other) => other !== list && ROW_NAMES.has(other.name.toLowerCase()));
}

/** No input sets how many come back (`limit`, `max_results`, `pageSize`): the list is not cut to a page size the caller picks. */
function takesNoPageSize(inputs: readonly PropertyVisit[]): boolean {
  return !inputs.some((input) => isPageSizeName(input.name));
}

/** A numeric output field described as the count of every match (describesMatchCount): "Number of matching tools". */
function isMatchCount(field: PropertyVisit): boolean {
  return acceptsKind(field.schema, field.root, ValueKind.Number) && !acceptsKind(field.schema, field.root, ValueKind.Array) && describesMatchCount(fieldDescription(field.schema, field.root));
}

/** An input that takes strings and no number. */
function isToken(input: PropertyVisit): boolean {
  return acceptsKind(input.schema, input.root, ValueKind.String) && !acceptsKind(input.schema, input.root, ValueKind.Number);
}

/** The property names of an object field of the output (`pagination.has_more`), through a local $ref. */
function memberNames(schema: unknown, root: Record<string, unknown>): string[] {
  const names: string[] = [];
  someValueSchema(schema, root, false, collectPropertyNames, names);
  return names;
}

function collectPropertyNames(node: Record<string, unknown>, names: string[]): boolean {
  if (isObject(node.properties)) names.push(...Object.keys(node.properties));
  return false;
}

/** Words of an input that sets how many of something there are: `cohortCount`, `maxPeriods`, `num_series`. */
const SIZING_WORDS: ReadonlySet<string> = new Set(['count', 'max', 'maximum', 'num', 'number']);
/** List names too general for an input's words to say it sizes them rather than pages them (`maxResults`). */
const GENERAL_LIST_WORDS: ReadonlySet<string> = new Set(['result', 'item', 'entry', 'record', 'row', 'data', 'list', 'match', 'hit', 'object', 'element']);

/**
 * Whether a numeric input with a `maximum` sets how many items the list holds, named for what the list holds: `cohortCount`
 * (maximum 24) for `cohorts`, `maxPeriods` for `periods` and `periodLabels`. Not a page size (`limit`, `maxResults`), which
 * leaves more items past the page.
 */
function sizedByABoundedInput(listName: string, inputs: readonly PropertyVisit[]): boolean {
  const head = singular((splitWords(listName)[0] ?? '').toLowerCase());
  if (head.length < 3 || GENERAL_LIST_WORDS.has(head)) return false;
  return inputs.some((input) => {
    // The bound where JSON Schema puts it: on the count, a branch of it (`anyOf` with null) or its `$ref`'s target.
    if (isPageSizeName(input.name) || !someValueSchema(input.schema, input.root, false, hasMaximum, undefined)) return false;
    const words = splitWords(input.name).map((word) => singular(word.toLowerCase()));
    return words.includes(head) && words.some((word) => SIZING_WORDS.has(word));
  });
}

function hasMaximum(node: Record<string, unknown>): boolean {
  return typeof node.maximum === 'number';
}

/** A list with `maxItems` (in any of its branches), or a tuple with no room for more. */
function isBounded(schema: unknown, root: Record<string, unknown>): boolean {
  return someValueSchema(schema, root, false, boundsItems, undefined);
}

function boundsItems(node: Record<string, unknown>): boolean {
  if ('maxItems' in node) return true;
  const tuple = Array.isArray(node.items) || Array.isArray(node.prefixItems);
  return tuple && (node.additionalItems === false || node.items === false || node.unevaluatedItems === false);
}

/**
 * A list described as answering the input item by item: "Translated text blocks, in the same
 * order and structure as the input" (Lara Translate), "one result per requested id".
 */
const ANSWERS_THE_INPUT = /\b(?:(?:in\s+)?the\s+same\s+order(?:\s+and\s+\w+)?\s+as\s+(?:the\s+|its\s+)?(?:input|request|given)|one\s+(?:\w+\s+)?(?:per|for\s+each)\s+(?:input|request(?:ed)?|given)\b)/i;

/** A list whose items are values of a closed set (an enum or a const): a vocabulary, not a result set that grows with the data. */
function holdsClosedSet(list: PropertyVisit, root: Record<string, unknown>): boolean {
  return someValueSchema(list.schema, root, false, itemsAreClosedSet, root);
}

function itemsAreClosedSet(node: Record<string, unknown>, root: Record<string, unknown>): boolean {
  return isObject(node.items) && someValueSchema(node.items, root, false, (item) => Array.isArray(item.enum) || 'const' in item, undefined);
}

/**
 * A list named for an input whose enum is its vocabulary (Google Workspace's list_tools returns
 * `services` beside the tools, and takes a `service` of an enum): the closed set, listed.
 */
function listsAnInputsValues(list: PropertyVisit, inputs: readonly PropertyVisit[]): boolean {
  const words = splitWords(list.name);
  const last = words[words.length - 1];
  if (last === undefined || !last.endsWith('s')) return false;
  const one = singular(last);
  return inputs.some((input) => wordsOf(input.name) === one && listedValueCount(input) >= 2);
}

function listedValueCount(input: PropertyVisit): number {
  let count = 0;
  someValueSchema(input.schema, input.root, false, (node) => {
    if (Array.isArray(node.enum)) count += node.enum.length;
    return false;
  }, undefined);
  return count;
}

/**
 * Nouns of one report on a system's state (`get_status`, `get_health`, `get_config`,
 * `get_usage_summary`): the lists it holds are parts of that one report (enabled services,
 * checks, recommendations), not a result set to page; they count only by their names.
 */
const ONE_STATE_NOUNS: ReadonlySet<string> = new Set([
  'status', 'health', 'info', 'information', 'config', 'configuration', 'settings', 'summary', 'overview', 'diagnostics', 'state', 'version', 'profile', 'environment',
]);

function aboutOneState(toolName: string | undefined): boolean {
  const head = toolName === undefined ? undefined : headNoun(toolName);
  return head !== undefined && ONE_STATE_NOUNS.has(head);
}

/** MCP content blocks: a list named content, or one whose items are typed text/image/audio/resource blocks. */
function isContentBlocks(list: PropertyVisit, root: Record<string, unknown>): boolean {
  if (CONTENT_NAMES.has(wordsOf(list.name))) return true;
  return someValueSchema(list.schema, root, true, isContentBlock, undefined);
}

function isContentBlock(node: Record<string, unknown>): boolean {
  const properties = node.properties;
  if (!isObject(properties) || !isObject(properties.type)) return false;
  const type = properties.type;
  const values = 'const' in type ? [type.const] : Array.isArray(type.enum) ? type.enum : [];
  return values.some((value) => CONTENT_BLOCK_TYPES.has(value));
}

/**
 * An input list of names or identifiers: the output answers those items, one each. Its last
 * word is `ids`, `names`, `paths`...; or, for a list of strings or numbers, an acronym's ids
 * (`pmids`, `pmcids`, `PMIDs`: a stem of two to five letters with no vowel) or the plural of an
 * identifier scheme (`dois`, `isbns`, `skus`).
 */
function isIdentifierList(input: PropertyVisit): boolean {
  if (!acceptsKind(input.schema, input.root, ValueKind.Array)) return false;
  const last = lastWordOf(input.name);
  if (IDENTIFIER_LIST_WORDS.has(last)) return true;
  // A singular identifier name typed as a list (Umbraco's `id: string[]`, "Gets data types by
  // IDs"): the items asked for, as `ids` would be; only a list of strings or numbers.
  if (!IDENTIFIER_SCHEME_PLURALS.has(last) && !isAcronymIds(last) && !SINGULAR_LIST_IDS.has(last)) return false;
  return holdsKind(input.schema, input.root, ValueKind.String | ValueKind.Number) && !holdsKind(input.schema, input.root, ValueKind.Object);
}

/** Singular identifier names that, typed as a list, name the items asked for. */
const SINGULAR_LIST_IDS: ReadonlySet<string> = new Set(['id', 'key', 'path', 'uri', 'url', 'slug', 'uuid', 'handle']);

/** `pmids`, `pmcids`: an acronym of two to five letters, no vowel among them, then `ids`. */
function isAcronymIds(word: string): boolean {
  return /^[b-df-hj-np-tv-xz]{2,5}ids$/.test(word) && !VOWELLESS_IDS_WORDS.has(word);
}

/**
 * A name's last word, lower-case, with a capitalised acronym's plural kept whole: `PMIDs` ->
 * pmids, `userIDs` -> ids, `DOIs` -> dois (split into words these are PMI + Ds, DO + Is).
 */
function lastWordOf(name: string): string {
  const acronym = /(?:^|[^A-Z])([A-Z]{2,})s$/.exec(name);
  if (acronym) return `${acronym[1].toLowerCase()}s`;
  const words = splitWords(name);
  return words[words.length - 1] ?? '';
}

/**
 * An input described as narrowing the result ("Filter issues by label IDs": Linear's
 * get_project_issues): its names pick which items come back, not one answer per name.
 */
const FILTER_DESCRIPTION = /^\s*(?:an?\s+)?(?:optional\s+)?filters?\b/i;

function isFilter(input: PropertyVisit, toolDescription: string | undefined): boolean {
  if (FILTER_DESCRIPTION.test(fieldDescription(input.schema, input.root) ?? '')) return true;
  return toolDescription !== undefined && filtersBy(toolDescription, input.name);
}

/**
 * A tool description that calls the input a filter: "Lists static files with optional path
 * filtering" (Umbraco's get-static-files, `path`), "filtered by path", "path filter".
 */
function filtersBy(toolDescription: string, inputName: string): boolean {
  if (inputName.length > 100) return false;
  const words = splitWords(inputName).join(' ');
  if (words === '' || !/^[a-z0-9 ]+$/.test(words)) return false;
  const text = toolDescription.length > 2000 ? toolDescription.slice(0, 2000) : toolDescription;
  const name = words.replace(/ /g, '[ _-]');
  return new RegExp(`\\b${name} filter(?:s|ing)?\\b|\\bfilter(?:s|ed|ing)? by (?:an? |the |its |their )?${name}\\b`, 'i').test(text);
}

/**
 * A list of one item's ancestors: the tool's name says ancestors or breadcrumb, or its description
 * "ancestors of", "ancestor chain" or "breadcrumb" ("Gets the ancestors of a data type by Id",
 * Umbraco's get-*-ancestors with `descendantId`), and an input points at the one item whose
 * chain it is. The chain is complete by construction, as deep as the tree.
 */
const ANCESTOR_WORDS = /\b(?:ancestors of|ancestor chain|breadcrumbs?)\b/i;

function isAncestorChain(tool: ToolModel, inputs: readonly PropertyVisit[]): boolean {
  const named = (tool.name !== undefined && splitWords(tool.name).some((word) => word === 'ancestors' || word === 'breadcrumb' || word === 'breadcrumbs'))
    || (tool.description !== undefined && ANCESTOR_WORDS.test(tool.description.slice(0, 300)));
  return named && inputs.some(isIdentifier);
}

/**
 * Whether an output describes one item rather than wrapping a result set: beside its lists it
 * has a field of the item (its own `id` echoing the `id` it was asked for, `defaultIsoCode`, a
 * nested `documentType`), not only totals and counts (`rowCount`), paging, echoes or names of
 * what it was pointed at (`issueId`, `identifier`, `range`) or a message. A `{ total, items }`
 * envelope does not, nor does a tool that takes a page size (`limit`): its lists outgrow a page.
 */
function describesOneItem(fields: readonly PropertyVisit[], inputs: readonly PropertyVisit[]): boolean {
  if (inputs.some((input) => isPageSizeName(input.name))) return false;
  const inputNames = new Set(inputs.map((input) => input.name));
  return fields.some((field) => {
    if (acceptsKind(field.schema, field.root, ValueKind.Array)) return false;
    const words = wordsOf(field.name);
    if (ENVELOPE_FIELDS.has(words) || isTotalName(field.name) || isOutputPagingName(field.name) || isPagePositionName(field.name) || isPageSizeName(field.name)) return false;
    const split = words.split('_');
    const last = split[split.length - 1];
    if (last === 'count' || split[0] === 'num' || split[0] === 'number' || split[0] === 'total') return false;
    // The item's own `id`, as asked for by `id`: the output is that item.
    if (IDENTIFIER_WORDS.has(words) && inputNames.has(field.name)) return true;
    return !inputNames.has(field.name) && !IDENTIFIER_WORDS.has(last) && last !== 'identifier';
  });
}

/** Fields of an envelope around a result, not of an item: what the call did and how it went. */
const ENVELOPE_FIELDS: ReadonlySet<string> = new Set([
  'message', 'status', 'success', 'ok', 'error', 'count', 'query', 'took', 'elapsed', 'duration', 'duration_ms', 'timestamp', 'request_id', 'type', 'kind', 'meta', 'metadata',
]);

/**
 * A tool's name that points at the caller's own item, with no identifier (`get-user-current`,
 * `get_me`, `whoami`): one item, when the thing it names is singular (not `get_my_issues`).
 */
const CURRENT_WORDS: ReadonlySet<string> = new Set(['current', 'me', 'my', 'self', 'whoami']);

function namesTheCurrentOne(toolName: string | undefined): boolean {
  if (toolName === undefined) return false;
  const words = splitWords(toolName);
  if (!words.some((word) => CURRENT_WORDS.has(word))) return false;
  const rest = words.filter((word) => !CURRENT_WORDS.has(word) && !QUALIFIER_WORDS.has(word));
  const head = rest[rest.length - 1];
  return head === undefined || rest.length === 1 || singular(head) === head;
}

/**
 * A name whose verb was read from a word that qualifies a one-state noun, after a fetch verb:
 * `get-template-query-settings` gets settings (for queries), it does not query. The output is one
 * report, as `get_settings`'s is.
 */
function readsOneState(toolName: string | undefined, verb: ToolVerb | undefined): boolean {
  if (toolName === undefined || verb === undefined || verb.source !== 'name' || !aboutOneState(toolName)) return false;
  const words = splitWords(toolName);
  const at = words.indexOf(verb.verb);
  return at > 0 && words.slice(0, at).some((word) => FETCH_FIRST_WORDS.has(word));
}

const FETCH_FIRST_WORDS: ReadonlySet<string> = new Set(['get', 'read', 'fetch', 'show', 'view', 'describe']);

/**
 * A list that answers an input list item by item: the input is a list of numbers or strings
 * of no closed set (`pages: [1, 3, 5]`), and each item of the output list carries a field named for one of them
 * (`pageNumber`, `page`): pdf-image renders one image per page asked for.
 */
function answersAnInputList(list: PropertyVisit, inputs: readonly PropertyVisit[], toolDescription: string | undefined): boolean {
  const itemWords = new Set<string>();
  someValueSchema(list.schema, list.root, false, (node) => {
    if (isObject(node.items)) for (const name of memberNames(node.items, list.root)) itemWords.add(splitWords(name)[0] ?? '');
    return false;
  }, undefined);
  if (itemWords.size === 0) return false;
  return inputs.some((input) => {
    if (!acceptsKind(input.schema, input.root, ValueKind.Array) || isFilter(input, toolDescription)) return false;
    if (!someValueSchema(input.schema, input.root, false, (node) => isObject(node.items) && holdsKind(node.items, input.root, ValueKind.String | ValueKind.Number) && !holdsKind(node.items, input.root, ValueKind.Object), undefined)) return false;
    // Values of a closed set (`resourceTypes: ["images", "css"]`) pick kinds, each of many items: a filter.
    if (holdsClosedSet(input, input.root)) return false;
    const last = lastWordOf(input.name);
    return last.endsWith('s') && itemWords.has(singular(last));
  });
}

/** A scalar input that points at one item: `ticket_id`, `path`, `issue_number`. */
function isIdentifier(input: PropertyVisit): boolean {
  const words = splitWords(input.name);
  if (!IDENTIFIER_WORDS.has(words[words.length - 1] ?? '')) return false;
  return acceptsKind(input.schema, input.root, ValueKind.String | ValueKind.Number) || declaredKinds(isObject(input.schema) ? input.schema : {}) === 0;
}

/**
 * Why a list is the tool's result set, as the message says it; undefined when nothing says so.
 * A list/search tool's lists all are; a get/read tool's too, unless it is pointed at one item
 * (then only a list named as the result or named by the tool); any other tool's list only by
 * its name: `items`, `results`, `rows`…, or the thing the tool's name names (`list_tickets`).
 */
function resultSetEvidence(list: PropertyVisit, tool: ToolModel, verb: ToolVerb | undefined, kind: ReadKind, pointedAtOne: boolean): string | undefined {
  const said = verb ? `its ${verb.source} says it ${thirdPerson(verb.verb)}` : '';
  // A read verb on a tool whose annotations say it changes things (cyanheads' git_fetch updates
  // local refs): its lists may report what changed, so only their names count.
  if ((kind === 'collection' || (kind === 'fetch' && !pointedAtOne && !aboutOneState(tool.name))) && !declaresChanges(tool)) return said;
  const name = wordsOf(list.name);
  if (RESULT_SET_NAMES.has(name)) return `"${list.name}" names the result`;
  // A tool that runs one thing (execute_health_check_action) names that thing, not a list of them: only as written.
  if (tool.name && namesTheList(tool.name, list.name, pointedAtOne || (verb !== undefined && kind === 'other'))) return `${tool.name} names it`;
  return undefined;
}

/**
 * Whether the tool's name names the list: the thing the name is about, its last word before
 * `by`, `for`, `of`…, is the list's last word (`get_issue_comments` → comments,
 * `get_comments_for_issue` \u2192 comments, `git_branch` \u2192 branches). A tool pointed at one item, or
 * one that runs something (`execute_health_check_action` runs one action, not `actions`), names
 * a list only as written: Linear's getCustomerNeedById is about a need, not its
 * `updatedRelatedNeeds`, and getReleaseNoteById about a note, not its `releases`.
 */
function namesTheList(toolName: string, listName: string, asWritten: boolean): boolean {
  const listWords = splitWords(listName);
  const last = listWords[listWords.length - 1];
  const head = headNoun(toolName);
  if (last === undefined || head === undefined) return false;
  return last === head || (!asWritten && singular(last) === singular(head));
}

/** Whether the tool's MCP annotations say it changes things (`readOnlyHint: false`). */
function declaresChanges(tool: ToolModel): boolean {
  return isObject(tool.annotations) && tool.annotations.readOnlyHint === false;
}

/** Words that end the thing a tool's name is about: what follows says which one, or where. */
const QUALIFIER_WORDS: ReadonlySet<string> = new Set(['by', 'for', 'of', 'in', 'from', 'with', 'on', 'per', 'using']);

/** The last word of a tool's name before its first qualifier (`getCustomerNeedById` → need). */
function headNoun(toolName: string): string | undefined {
  const words = splitWords(toolName);
  const end = words.findIndex((word) => QUALIFIER_WORDS.has(word));
  return end === 0 ? undefined : words[(end < 0 ? words.length : end) - 1];
}

function samePath(a: JsonPath, b: JsonPath): boolean {
  return a.length === b.length && a.every((segment, i) => segment === b[i]);
}

/** A list's name without the word that says it echoes the input (`requested_fields` → fields, TradingView's get_market_metainfo). */
function echoedName(name: string): string {
  return splitWords(name).filter((word) => !ECHO_WORDS.has(word)).join('_');
}

const ECHO_WORDS: ReadonlySet<string> = new Set(['requested', 'selected', 'given', 'input', 'queried']);
