import { isObject, valueAt, type JsonPath } from '../engine/document';
import { toolLabel } from '../engine/embeddedSchemas';
import { valuesListedIn } from '../engine/heuristics/closedSetWords';
import { describesIdentifier, describesLiteralText, describesPlainLanguage, describesMatchPattern, describesQuery, describesRequestParameters, evaluatedAsCode, freeFormQueryWord, grammarInName, grammarNamed, grammarsNamedBy, matchesOneNamedField, describesFormatByParts, namesOneItem, searchedInItsNamedAttribute, patternProgramNamed, queryWord, searchToolTerm, toolAsksAQuestionIn, toolSearches, steersResults, toolMatchesLiterally, withoutDatabaseProducts, separatesTerms } from '../engine/heuristics/queryWords';
import { lastWord, withArticle } from '../engine/heuristics/words';
import { defineRule } from '../engine/rule';
import { toolTitle } from '../engine/model';
import { acceptsKind, allProperties, constrainsString, fieldDescription, holdsKind, listsItsValues, someValueSchema, ValueKind } from '../engine/schemaWalk';

/**
 * A query string whose language nobody wrote down: the agent invents a syntax, and each
 * call drifts. The evidence is the field's name (`query`, `q`, `searchText`, `searchFilter`)
 * or its description ("Search query…"); a grammar named in the field's name, its
 * description or the tool's description clears it, and so do an identifier (`query_id`,
 * "the ID or path of the query"), a filter named after one attribute (`projectNameFilter`)
 * and a description that lists the values (input-enum-candidate's then).
 */
export default defineRule({
  meta: {
    id: 'input-free-form-query',
    severity: 'warning',
    description: 'A string input that holds a query, search or filter expression names no grammar, in its name, its description or its tool.',
    layer: 'input',
    scope: 'tool',
  },
  check({ model, report }) {
    let descriptionsByName: ReadonlyMap<string, string | undefined> | undefined; // the file's tools, read when a field needs it
    for (const tool of model.tools) {
      let toolGrammars: ((field: string) => string | undefined) | undefined; // read once per tool, when a field needs it
      for (const property of allProperties(tool.inputSchema, tool.inputSchemaPath)) {
        const { name, schema, root } = property;
        const word = freeFormQueryWord(name);
        let pattern = false;
        // A bare `term` with no description, in a tool that says it searches ("Gets search results\u2026"): its search text.
        const searching = word === undefined ? searchToolTerm(name, fieldDescription(schema, root), tool.description) : undefined;
        if (word === undefined && searching === undefined) {
          // Without a query word in the name, only a description that opens by saying so is evidence:
          // a query ("Search query\u2026") or a pattern to match of no named kind ("Key pattern to match").
          const own = isObject(schema) && typeof schema.description === 'string' ? schema.description : undefined;
          if (!describesQuery(own)) {
            if (!describesMatchPattern(own)) continue;
            pattern = true;
          }
          // A name that names its grammar (`sql`, `wiql`, `cronExpression`) says which language it takes.
          if (grammarInName(name) !== undefined) continue;
        }
        if (!holdsKind(schema, root, ValueKind.String) || someValueSchema(schema, root, true, constrainsString, undefined)) continue;
        const description = fieldDescription(schema, root);
        // A `condition`, `predicate` or `where` with no description at all names no query by itself
        // (Docker's restartPolicy `Condition`: none, on-failure, any); `query`, `filter`, `search` do.
        // A `where` beside the table it selects from (a Postgres server's update and delete, `table`, `where`)
        // is the WHERE of a statement, described or not (a description that names SQL still clears it below).
        const table = word === 'where' ? tableSibling(property.owner.properties) : undefined;
        if (word !== undefined && WEAK_QUERY_WORDS.has(word) && lastWord(name) === word && !FILTERS_RESULTS.test(description ?? '') && table === undefined) continue;
        if (grammarNamed(description) || describesIdentifier(description) || describesLiteralText(description)) continue;
        // Words for a model to read, in plain language ("What you want, in plain language.", "The complex query or task to
        // reason about"), are no query; a search in plain words still is one ("Natural-language search query", "Free text
        // search terms to filter events", "Search query (semantic similarity)"): the labels count brave's "Search query"
        // and context7's questions, and the seed's fix, fields to search on, applies however the text is matched. So is
        // plain language sent to a tool that says it searches (toolSearches), unless it steers a feature of the results.
        if (describesPlainLanguage(description) && !CALLED_A_SEARCH.test(description!) && (!toolSearches(tool.name, tool.description) || steersResults(description))) continue;
        // A field with no description of its own inside an object whose description names the grammar
        // (Metabase's create-question `query.native.query`, in `query`, "Query object (MBQL or native SQL)").
        if (description === undefined && enclosingGrammar(tool.inputSchema, property.path.slice(tool.inputSchemaPath.length))) continue;
        // A match in the one field its name names ("Match only in subject field" for `subjectQuery`): a named searchable field.
        if (matchesOneNamedField(name, description)) continue;
        // A name with no query word that names the attribute searched ("Text to search for in checklist item descriptions" for `description`): the same.
        if (word === undefined && searchedInItsNamedAttribute(name, description)) continue;
        // A filter of IP addresses or CIDR ranges (CloudBase's IpFilter `Filters`, "IP \u89c4\u5219\u5217\u8868", IP rule list): its syntax is the address's.
        if (description !== undefined && IP_ADDRESSES.test(description)) continue;
        // An `expression` (no other query word in its name) that the field or its tool says is evaluated
        // as program code is code in the program's language, not a query: a debugger's evaluate_expression,
        // "Evaluate expression in the current debug context"; "JavaScript expression to evaluate". Unless
        // its own description calls it a filter, a search, a query or a match.
        if ((word === 'expression' || word === 'expr') && queryWord(name) === word && !NAMES_A_QUERY.test(description ?? '') && evaluatedAsCode(description, tool.description)) continue;
        // The query parameters of an HTTP request, not query text: their description says so ("Query
        // parameters (optional)", freee's freee_api_get), or a `query` that may be an object of them (a
        // name-to-value map, the string its encoded form), described as no filter or search.
        if (describesRequestParameters(description)) continue;
        if (/^query$/i.test(name) && acceptsKind(schema, root, ValueKind.Object) && !SEARCHES.test(description ?? '')) continue;
        // The tool's description says the field is matched as a substring ("by a search substring in the command text").
        if (toolMatchesLiterally(tool.description, name)) continue;
        // "Provide the user's detailed question as the 'query'." (Kendo's assistant): a question in words.
        // Not a field its own description calls a search ("Array of search queries. Batch ALL questions in one call.", context-mode's
        // ctx_search `queries`, in a tool that says "Pass ALL search questions as queries array": the recall round of 2026-12-07).
        if (toolAsksAQuestionIn(tool.description, name) && !(description !== undefined && CALLED_A_SEARCH.test(description))) continue;
        // Terms and the separator between them, said by the field or by its tool of one text input ("Separate multiple searches
        // with commas", "Use commas to search for multiple icons").
        if (separatesTerms(description) || (separatesTerms(tool.description) && textInputs(tool.inputSchema) === 1)) continue;
        // One item named by its name or its URL, in a tool that gets it ("Place name or full Google Maps URL").
        if (namesOneItem(description, tool.description)) continue;
        // Parts laid out and one value written so ("City, state code, country code, e.g. Chicago,IL,US."): a format, given.
        if (describesFormatByParts(description)) continue;
        // A find beside its replacement is text matched as written (Google Docs' findAndReplace `findText`, `replaceText`).
        if (hasReplacementSibling(property.owner.properties)) continue;
        // A sibling whose enum says how the text matches (ios-simulator's ui_find_element `search`, beside `matchMode`: substring, exact),
        // or a flag named for a mode (`regex`: literal text, or a regular expression when set).
        if (hasMatchModeSibling(property.owner.properties, name)) continue;
        // A sibling whose enum picks the one attribute the text is matched on (agent-device's find `query`, beside
        // `locator`: text, label, value, role, id): a named searchable field, whichever is picked.
        if (hasAttributeSibling(property.owner.properties, name)) continue;
        // A list of the values it takes is input-enum-candidate's finding; examples are not a list (Mastra's filter, 'e.g., "Agent", "create"'),
        // and neither is the list of what a search term is matched on (Pabal's apps-search `query`, "Search term (slug, bundleId,
        // packageName, name)": round 41, re-reader R23), which that rule leaves to this one.
        if (valuesListedIn(description)?.examples === false && !(description !== undefined && SEARCHED_ATTRIBUTES.test(description))) continue;
        if (pattern) {
          // A match pattern takes the syntax of the program its tool runs (rsync, tar, gitignore); a
          // database named by its product (mysql, postgresql) says which database, not the pattern's kind.
          if (patternProgramNamed(description) || patternProgramNamed(tool.description)) continue;
          if (grammarsNamedBy(withoutDatabaseProducts(tool.description), inputNames(tool.inputSchema))(name) !== undefined) continue;
          report({
            path: property.path,
            part: 'key',
            message: `"${property.field}" in ${toolLabel(tool)}'s input is a match pattern of no named kind: its description calls it a pattern to match ("${quoteStart(description!)}"), and neither the field nor the tool says whether it is a glob, a regex or plain text, so the agent guesses a syntax and its calls drift. Name the syntax in the description (glob, regex) or constrain it with a pattern.`,
          });
          continue;
        }
        toolGrammars ??= grammarsNamedBy(tool.description, inputNames(tool.inputSchema));
        if (toolGrammars(name) !== undefined) continue;
        // A field that sends the agent to another tool of the file to build it, whose description names the grammar
        // (Check Point's run_logs_query `filter`, "Use function build_logs_query_filter before using this field", and that
        // tool's "Build a query filter string using the Check Point query language": round 44, reader T7).
        if (description !== undefined && toolNamedWithGrammar(description, tool.name, (descriptionsByName ??= new Map(model.tools.map((other) => [other.name ?? '', other.description]))))) continue;
        // The tool's title names it as its description would ("MySQL JSON Insert": a mysql-mcp's
        // `where` beside its `table`), for every field, as an opening paragraph does.
        if (grammarNamed(toolTitle(tool)) !== undefined) continue;
        const evidence =
          table !== undefined
            ? `its name says it holds the WHERE of a statement on its "${table}" input`
            : word !== undefined
            ? `its name says it holds ${word === 'q' ? 'a query ("q")' : withArticle(word)}`
            : searching !== undefined
              ? `it is a "${name}" with no description in a tool that searches ("${searching}\u2026")`
              : `its description calls it ${OPENS_AS_EXPRESSION.test(description!) ? 'an expression' : 'a query'} ("${quoteStart(description!)}")`;
        report({
          path: property.path,
          part: 'key',
          message: `"${property.field}" in ${toolLabel(tool)}'s input is a free-form query string: ${evidence}, and neither the field nor the tool names a grammar, so the agent guesses a syntax and its calls drift. Replace it with named fields to search on, or name the query language in the description (or constrain it with a pattern).`,
        });
      }
    }
  },
});

/** "Search term (slug, bundleId, packageName, name)": a search text, then in parentheses the attributes it is matched on. */
/** A description that calls the text a search or a filter: "search query", "searches", "to filter events" (not "research"). */
const CALLED_A_SEARCH = /\bsearch(?:es|ing)?\b|\bfilter(?:s|ing)?\b/i;

const SEARCHED_ATTRIBUTES = /^\s*(?:the\s+|a\s+)?(?:search\s+)(?:term|text|query|keywords?|string)\s*\(/i;

/** Whether an object schema that holds the field, at any depth above it, names a grammar in its description. */
function enclosingGrammar(inputSchema: unknown, relativePath: JsonPath): boolean {
  for (let end = relativePath.length - 2; end > 0; end--) {
    // A schema that is a property's (…, properties, name) or an array's items (…, items).
    if (relativePath[end - 2] !== 'properties' && relativePath[end - 1] !== 'items') continue;
    const holder = valueAt(inputSchema, relativePath.slice(0, end));
    if (isObject(holder) && typeof holder.description === 'string' && grammarNamed(holder.description) !== undefined) return true;
  }
  return false;
}

/** A description that opens by naming IP addresses or CIDR ranges as what the field holds ("IP \u89c4\u5219\u5217\u8868", "Allowed IPs or CIDR blocks"). */
const IP_ADDRESSES = /^\s*(?:(?:optional|allowed|blocked|denied|the|a|an|list\s+of)[:,]?\s+)*(?:IP(?:v[46])?s?|CIDRs?)(?![A-Za-z0-9])/i;

/** A sibling that names the table a statement works on: `table`, `tableName`, `table_name`. */
const TABLE_NAME = /^table(?:_?name)?$/i;

function tableSibling(siblings: unknown): string | undefined {
  if (!isObject(siblings)) return undefined;
  for (const name in siblings) if (TABLE_NAME.test(name)) return name;
  return undefined;
}

/** A sibling that holds what replaces the text found: `replace`, `replaceText`, `replacement`, `replace_with`, `newText`. */
const REPLACEMENT_NAME = /^(?:replace(?:_?(?:text|with|string|value))?|replacement(?:_?text)?|new_?(?:text|string|value))$/i;

function hasReplacementSibling(siblings: unknown): boolean {
  if (!isObject(siblings)) return false;
  for (const name in siblings) if (REPLACEMENT_NAME.test(name)) return true;
  return false;
}

/**
 * A sibling whose enum names ways of matching (`matchMode`: "substring", "exact"; `match_type`: "prefix",
 * "regex"): the text is compared as the chosen mode says, no syntax of its own to guess. Two such values
 * at least, and every value one of them.
 */
const MATCH_MODES: ReadonlySet<string> = new Set([
  'substring', 'exact', 'prefix', 'suffix', 'contains', 'startswith', 'starts_with', 'endswith', 'ends_with', 'regex', 'regexp', 'glob', 'wildcard', 'fuzzy', 'equals', 'phrase',
]);

function hasMatchModeSibling(siblings: unknown, name: string): boolean {
  if (!isObject(siblings)) return false;
  for (const [other, schema] of Object.entries(siblings)) {
    if (other === name || !isObject(schema)) continue;
    // A boolean named for a match mode (fast-playwright's browser_find `regex`, beside `query`): literal text, or that mode when set.
    if (schema.type === 'boolean' && MATCH_MODE_FLAG.test(other)) return true;
    if (!Array.isArray(schema.enum) || schema.enum.length < 2) continue;
    // Negated or included forms of a mode name it too (Search Console's `filterOperator`: equals, contains, notEquals,
    // notContains, includingRegex, excludingRegex, beside `queryFilter`: round 41, re-reader R31).
    if (schema.enum.every((value) => typeof value === 'string' && MATCH_MODES.has(value.toLowerCase().replace(/-/g, '_').replace(/^(?:not|including|excluding)_?/, '')))) return true;
  }
  return false;
}

/**
 * `regex`, `useRegex`, `is_regex`, `glob`, `literal`: a flag that says the text is literal or, set, a
 * pattern of that kind. Not `exact_match` (Tavily's search: "Only return results containing the exact
 * phrase(s) in quotes in your query", a query with quoted phrases).
 */
const MATCH_MODE_FLAG = /^(?:use_?|is_?|as_?)?(?:regexp?|regular_?expression|literal|glob|wildcard)$/i;

/**
 * Names of an input that picks the attribute a search matches on: `locator`, `by`, `searchBy`, `field`, `attribute`. Not
 * where to search (`search_in`, `searchIn`): Google Docs' searchDocuments `searchIn`, name, content or both, leaves the text
 * a search of the documents' content, labelled free-form in the fourth held-out round of 2026-12-07.
 */
const ATTRIBUTE_PICKER = /^(?:locator|by|search_?by|match_?by|find_?by|field|search_?field|match_?field|attribute|property)$/i;

function hasAttributeSibling(siblings: unknown, name: string): boolean {
  if (!isObject(siblings)) return false;
  for (const [other, schema] of Object.entries(siblings)) {
    if (other !== name && ATTRIBUTE_PICKER.test(other) && isObject(schema) && Array.isArray(schema.enum) && schema.enum.length >= 2) return true;
  }
  return false;
}

/** The names of a tool's top-level inputs. */
/** How many of the tool's root inputs take strings. */
function textInputs(inputSchema: unknown): number {
  if (!isObject(inputSchema) || !isObject(inputSchema.properties)) return 0;
  let count = 0;
  // A string with an enum or a const is a choice, not text (opentofu's search `type` beside its `query`: round 41, re-reader R32),
  // and one that names where to search (a `namespace`, a `sessionId`) is no text to match (a semantic search's `query` beside
  // its `namespace`, "Search in specific namespace": claude-flow's embeddings_search, round 44, reader T5), nor a `version`
  // of what is searched (ag-mcp's search_docs, "Override version for search": round 48, re-reader Z2).
  for (const [name, schema] of Object.entries(inputSchema.properties)) {
    if (holdsKind(schema, inputSchema, ValueKind.String) && !someValueSchema(schema, inputSchema, true, listsItsValues, undefined) && !SCOPE_WORDS.has(lastWord(name) ?? '')) count++;
  }
  return count;
}

/** The last word of an input that names where a search looks, not what it matches. */
const SCOPE_WORDS: ReadonlySet<string> = new Set(['namespace', 'id', 'uuid', 'collection', 'version']);

/** Whether a description names another tool of the file (by its name, as a word) whose own description names a grammar. */
function toolNamedWithGrammar(description: string, self: string | undefined, descriptionsByName: ReadonlyMap<string, string | undefined>): boolean {
  for (const [run] of description.matchAll(WORD_RUN)) {
    const word = toolNameWord(run);
    if (word === undefined || word === self || !descriptionsByName.has(word)) continue;
    if (grammarNamed(descriptionsByName.get(word)) !== undefined) return true;
  }
  return false;
}

/** A run of letters, digits, `_` and `-`: each is read once (a pattern that looked for the separator inside it took time
 * as the square of a long word's length: a fuzzed description of 100,000 letters held the lint for minutes). */
const WORD_RUN = /[\w-]+/g;

/**
 * The word of a run that may be a tool's name (build_logs_query_filter): from its first letter to its last letter, digit
 * or `_`, with a `_` or a `-` before that end. Undefined when there is none.
 */
function toolNameWord(run: string): string | undefined {
  const first = run.search(/[A-Za-z]/);
  if (first < 0) return undefined;
  let end = run.length;
  while (end > first && run.charCodeAt(end - 1) === 45) end--; // a trailing `-` ends no name
  const word = run.slice(first, end);
  const separator = word.search(/[_-]/);
  return separator > 0 && separator < word.length - 1 ? word : undefined;
}

function inputNames(inputSchema: unknown): string[] {
  return isObject(inputSchema) && isObject(inputSchema.properties) ? Object.keys(inputSchema.properties) : [];
}

/**
 * Query words that may as well name a setting or a program's expression: a restart `Condition`, a
 * `predicate` flag, XcodeBuildMCP's debug_breakpoint_add `condition` ("Expression for breakpoint
 * condition"). A query only when the description says it selects what comes back.
 */
const WEAK_QUERY_WORDS: ReadonlySet<string> = new Set(['condition', 'predicate', 'where']);
const FILTERS_RESULTS = /\b(?:filter(?:s|ing)?|match(?:es|ing)?|select(?:s|ing)?|search(?:es|ing)?|quer(?:y|ies)|rows?|records?|results?|items?|clause)\b/i;

/** Words by which an expression's own description says it selects what comes back, which code to evaluate does not. */
const NAMES_A_QUERY = /\b(?:filter(?:s|ing)?|search(?:es|ing)?|quer(?:y|ies)|match(?:es|ing)?|select(?:s|ing)?)\b/i;

/**
 * Words that make an object-or-string `query` a search or filter still ("MongoDB query filter",
 * "Search conditions"), in Chinese and Japanese too: CloudBase's readNoSqlDatabaseContent `query`,
 * "\u67e5\u8be2\u6761\u4ef6(\u5bf9\u8c61\u6216\u5b57\u7b26\u4e32,\u63a8\u8350\u5bf9\u8c61)" ("query conditions (object or string, object
 * recommended)"), a document database's filter: \u6761\u4ef6 (conditions), \u7b5b\u9009 and \u8fc7\u6ee4 (filter),
 * \u641c\u7d22 and \u691c\u7d22 (search), \u30d5\u30a3\u30eb\u30bf (filter).
 */
const SEARCHES = /\b(?:filter(?:s|ing)?|search(?:es|ing)?|match(?:es|ing)?|conditions?|criteria|expressions?|select(?:s|ing)?|find(?:s|ing)?)\b|\u6761\u4ef6|\u7b5b\u9009|\u8fc7\u6ee4|\u641c\u7d22|\u691c\u7d22|\u30d5\u30a3\u30eb\u30bf/i;

/** The opening words of a description, for a message. */
function quoteStart(description: string): string {
  const words = description.trim().split(/\s+/);
  return words.length <= 6 ? words.join(' ') : `${words.slice(0, 6).join(' ')}…`;
}

/** A description that opens with a bare "Expression to …" / "Expression that …": the message calls it an expression, not a query. */
const OPENS_AS_EXPRESSION = /^\s*(?:the\s+|an?\s+)?expression\b/i;
