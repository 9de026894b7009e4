/**
 * Free-form query strings (spec §3.1, `input-free-form-query`): a string the agent fills
 * with a query, a search or a filter expression in a language nobody wrote down. The
 * evidence is the field's name (or its description) saying it holds query text; what
 * clears it is a named grammar (in the field's name, its description or the tool's), an
 * identifier, or a filter named after the one attribute it matches (`projectNameFilter`,
 * the seed's own advice).
 */
import { escapeRegExp } from './descriptions';
import { lastWord, lastWordAmong, splitWords } from './words';

export const QUERY_WORDS: readonly string[] = ['query', 'q', 'search', 'filter', 'where', 'expression', 'expr', 'condition', 'predicate'];

/** Nouns that, after a query word, still name the query text itself: `search_term`, `where_clause`. */
const QUERY_TEXT_NOUNS: readonly string[] = ['term', 'terms', 'text', 'string', 'str', 'clause', 'phrase', 'keywords', 'keyword', 'input', 'statement', 'criteria'];

/**
 * Words before `filter`/`where`/`condition` that keep it a query (`searchFilter`,
 * `queryFilter`, `customFilter`); any other word names the attribute it filters on.
 */
const QUERY_QUALIFIERS: ReadonlySet<string> = new Set([...QUERY_WORDS, 'free', 'full', 'text', 'raw', 'custom', 'advanced', 'general', 'global', 'keyword', 'keywords']);

/** Words that make a name an identifier or a name of something, never query text: `query_id`, `taskIdFilter`. */
const IDENTIFIER_WORDS: ReadonlySet<string> = new Set(['id', 'ids', 'uuid', 'guid', 'key', 'name', 'names', 'path', 'url', 'uri', 'ref', 'number']);

/** Grammars that, named in a field's own name, say which language it takes: `sql`, `wiql`, `cronExpression`. */
const GRAMMAR_NAME_WORDS: ReadonlySet<string> = new Set([
  'sql', 'jql', 'wiql', 'kql', 'cql', 'hql', 'soql', 'sosl', 'sparql', 'cypher', 'graphql', 'cron', 'regex', 'regexp', 'glob', 'jsonpath',
  'jmespath', 'jq', 'xpath', 'odata', 'lucene', 'promql', 'logql', 'traceql', 'nrql', 'hogql', 'influxql', 'cel', 'rsql', 'fiql', 'css', 'selector',
  'latex', 'tex', 'katex', 'mathml', 'asciimath',
]);

/**
 * Grammars (and words that say a grammar is documented) that make a query field acceptable. SQL's
 * dialects by name (a PostgreSQL tool's `where`, "WHERE clause for partial index") and a named
 * clause of it ("WHERE clause", "HAVING clause", "ORDER BY clause") say SQL too, and so does a statement in
 * capitals (SQL_STATEMENT); so does a programming language named before what it writes ("JavaScript
 * expression that must evaluate truthy", FastTest's browser_assert `expression`), and Microsoft's Power
 * Query (M) and DAX ("The M (Power Query) expression to execute", Fabric's datafactory_execute-query); so do a formula
 * (Lark's formula_expression), "JS evaluated in the app" (a mobile debugger's vault_capture), a dot-path
 * ("Dot-path into the state that came back": its redux_get_state `query`), and a match said to be of a
 * substring, which needs no grammar ("Find log lines matching a substring": its search_logs), and a time expression (temporal-cortex's
 * resolve_datetime `expression`, "Time expression (e.g., \"next Tuesday at 2pm\", \"tomorrow\", \"+3h\", or RFC 3339)": a date phrase,
 * round 40, re-reader R8), and a grep filter or pattern (mobile-device-farm's adb_logcat `filter`, "Optional grep filter": round 41,
 * re-reader R26), which grep reads. A link to the syntax is read apart (`SYNTAX_LINK`), and so is a
 * query named by the product whose language it is (`PRODUCT_QUERY`). Cypher also as OpenCypher, in one word (FalkorDB's
 * query_graph, "The OpenCypher query to run": round 43, reader T3). A math notation names how an equation is written
 * (a Notion server's `equation.expression`, "LaTeX equation expression": round 61, reader g4).
 */
const GRAMMAR_MENTION =
  /\b(?:grammar|syntax|bnf|ebnf|sql|postgres(?:ql)?|mysql|mariadb|sqlite|t-sql|pl\/pgsql|(?:where|having|order\s+by|group\s+by|when|check)\s+clause|jql|wiql|kql|cql|soql|sosl|sparql|(?:open)?cypher|lucene|elasticsearch query string|jsonpath|jmespath|jq|xpath|regex|regexp|regular expression|cron|odata|graphql|cel|promql|logql|traceql|nrql|hogql|influxql|spl|query dsl|rsql|fiql|glob|query language|operators?|wildcards?(?![\s-](?:objects?|certificates?|certs?|domains?|subdomains?|dns|records?|entries|hosts?|masks?)\b)|(?:key|field|name|attribute):value|(?:key|field|name|attribute)=value|formulas?|(?:query|search)\s+format|fts[345]|power\s+query|dax|(?:javascript|typescript|js|ts|python|lua)\s+(?:expressions?|code|snippets?|functions?|predicates?|modules?|source|evaluated|executed|run)|flux\s+(?:query|queries|script)|dot[- ]?(?:path|notation)|substrings?|(?:time|date|datetime|date[- ]time)\s+expressions?|(?:la)?tex|katex|mathml|asciimath|relative\s+(?:(?:date|time)\s+)?expressions?(?=[^\n]{0,40}?\b(?:tomorrow|yesterday|today|next\s+\w+|in\s+\d+\s+days?)\b)|grep\s+(?:filter|pattern|expression))\b/i;

/**
 * The first grammar mentioned that is not what a search looks through: Metabase's advanced search
 * `query`, "Search query (searches SQL, names, descriptions)", in a tool that does a "Deep search
 * within SQL code, visualization settings, and descriptions", searches saved SQL; it is not written
 * in SQL. A language named right after "searches", "searching" or a search "in", "within",
 * "through", "across" or "inside" is a thing searched, and so is one named after "in" or "within"
 * before a word for where code is kept ("in SQL code", "within SQL queries", "in their SQL definition":
 * an MSSQL server's search_stored_procedures_by_content). "Filter written in
 * SQL", "Search regex" or "supports search operators" still name the query's grammar.
 */
const GRAMMAR_MENTIONS = new RegExp(GRAMMAR_MENTION.source, 'gi');
const LANGUAGE_NAME =
  /^(?:sql|postgres(?:ql)?|mysql|mariadb|sqlite|t-sql|pl\/pgsql|jql|wiql|kql|cql|soql|sosl|sparql|(?:open)?cypher|lucene|jsonpath|jmespath|jq|xpath|regexp?|regular expression|cron|odata|graphql|cel|promql|logql|traceql|nrql|hogql|influxql|spl|rsql|fiql|glob)$/i;
const SEARCHED_BEFORE = /\bsearch(?:es|ing)\s$|\bsearch(?:es|ing)?\s(?:in|within|through|across|inside)(?:\sthe)?\s$/i;
const IN_BEFORE = /\b(?:in|within|inside)(?:\s(?:the|their|its|each|every|a|an))?\s$/i;
const STORED_CODE_AFTER = /^\s(?:code|source|files?|queries|statements|scripts?|snippets?|definitions?)\b/i;

function grammarMentioned(text: string): string | undefined {
  GRAMMAR_MENTIONS.lastIndex = 0;
  let quotes: QuoteCounter | undefined; // made at the first mention (most texts have none)
  for (let said = GRAMMAR_MENTIONS.exec(text); said; said = GRAMMAR_MENTIONS.exec(text)) {
    const end = said.index + said[0].length;
    if (notTheQuerysGrammar(text, said[0], said.index, end, (quotes ??= new QuoteCounter(text)))) continue;
    if (!LANGUAGE_NAME.test(said[0]) || !searchedThrough(text, said.index, said[0].length)) return said[0];
  }
  return qlLanguageNamed(text);
}

/**
 * A mention that names no grammar of the query: a person called the operator ("the operator's OWN captured facts",
 * lm-assist's search_memory), a grammar the text says is not read ("Gmail operators (`from:`, `is:unread`) are NOT
 * parsed", its gmail_search_local: plain words) or another tool reads ("for older mail or operator syntax use gmail_search"),
 * and a word inside a quoted example phrase of three words or more, a
 * topic searched for ("e.g., \"why did we choose PostgreSQL\"", memorix's memorix_search_reasoning): the second
 * held-out round of 2026-12-07. And a formula said only to filter (see below).
 */
function notTheQuerysGrammar(text: string, said: string, start: number, end: number, quotes: QuoteCounter): boolean {
  if (/^operators?$/i.test(said) && /^['\u2019]s\b/.test(text.slice(end, end + 3))) return true;
  // "A formula used to filter records" (Airtable's list_records `filterByFormula`: the third held-out round of 2026-12-07):
  // a filter written in some formula language it does not name; a spreadsheet cell's formula still names its grammar.
  if (/^formulas?$/i.test(said) && FORMULA_FILTERS.test(text.slice(end, end + 30))) return true;
  const after = text.slice(end, end + 60);
  if (NOT_READ_AFTER.test(after) || OTHER_TOOLS_AFTER.test(after)) return true;
  return inQuotedPhrase(text, start, end, quotes);
}

const FORMULA_FILTERS = /^\s+(?:(?:used|applied)\s+)?(?:to\s+filter|that\s+filters|for\s+filtering)\b/i;

/** "… are NOT parsed", "(…) is not supported": up to a sentence's end, a grammar's mention said to go unread. */
const NOT_READ_AFTER = /^(?:\s*\([^()]{0,40}\))?\s+(?:are|is)\s+not\s+(?:parsed|supported|interpreted|recogni[sz]ed|honou?red|understood|evaluated|accepted|allowed)\b/i;

/** "… or operator syntax use gmail_search": the grammar of another tool, named by its snake_case name. */
const OTHER_TOOLS_AFTER = /^\s*(?:syntax|queries|query|search(?:es)?)?\s*,?\s+use\s+`?[a-z][a-z0-9]*_[a-z0-9_]+`?(?![\w(])/;

/**
 * The double quotes of a text before a position, counted forward as the positions asked for grow (the mentions of one
 * text, in order): a mention's quote is an opening one when an even number comes before it. Linear in the text, however
 * many mentions it holds.
 */
class QuoteCounter {
  private at = 0;
  private count = 0;
  constructor(private readonly text: string) {}

  before(position: number): number {
    if (position < this.at) {
      this.at = 0;
      this.count = 0;
    }
    for (let next = this.text.indexOf('"', this.at); next >= 0 && next < position; next = this.text.indexOf('"', next + 1)) this.count++;
    this.at = position;
    return this.count;
  }
}

/** Whether text[start, end) lies inside a double-quoted phrase of three words or more on one line (an example's words). */
function inQuotedPhrase(text: string, start: number, end: number, quotes: QuoteCounter): boolean {
  const from = Math.max(0, start - 81);
  const before = text.slice(from, start).lastIndexOf('"');
  if (before < 0) return false;
  const open = from + before;
  const after = text.slice(end, end + 81).indexOf('"');
  if (after < 0) return false;
  const phrase = text.slice(open + 1, end + after);
  if (phrase.includes('\n') || phrase.includes(':') || quotes.before(open) % 2 === 1) return false;
  return phrase.trim().split(/\s+/).length >= 3;
}

/** Whether the language named at `index` is what a search looks through ("searches SQL", "in SQL code"). */
function searchedThrough(text: string, index: number, length: number): boolean {
  const before = text.slice(Math.max(0, index - 24), index);
  const end = index + length;
  return SEARCHED_BEFORE.test(before) || (IN_BEFORE.test(before) && STORED_CODE_AFTER.test(text.slice(end, end + 16)));
}

/**
 * A query language named the way query languages are: a capitalised word ending in capital "QL"
 * (ShopifyQL, HogQL, LogQL, KQL, JQL, CQL, SOQL, TypeQL, N1QL), written so in the description, as
 * SQL and PromQL already are. The evidence is the spelling, not a list of products: a run ending in
 * "QL" names a language. NoSQL names a kind of database, not a grammar. Like the listed languages,
 * one named as what a search looks through ("searches HogQL queries") is not the query's grammar.
 */
const QL_LANGUAGE = /\b[A-Z][A-Za-z0-9]{0,20}QL\b/g;
const NOT_A_QL_LANGUAGE = /^NoSQL$/i;

function qlLanguageNamed(text: string): string | undefined {
  QL_LANGUAGE.lastIndex = 0;
  let quotes: QuoteCounter | undefined;
  for (let said = QL_LANGUAGE.exec(text); said; said = QL_LANGUAGE.exec(text)) {
    if (!NOT_A_QL_LANGUAGE.test(said[0]) && !searchedThrough(text, said.index, said[0].length) && !notTheQuerysGrammar(text, said[0], said.index, said.index + said[0].length, (quotes ??= new QuoteCounter(text)))) return said[0];
  }
  return undefined;
}

/**
 * A query named by the product whose query language it is: "prometheus query expression" and
 * "Execute a Prometheus query" (PromQL), "Gmail search query to filter drafts" (Gmail's search
 * operators), "Datadog logs query string" (Datadog's query syntax), "Jira query" (JQL), Loki
 * (LogQL), Splunk (SPL), Kusto or Log Analytics (KQL), Elasticsearch or OpenSearch (query DSL,
 * Lucene), Confluence (CQL), New Relic (NRQL), Todoist (its filters: "(today | overdue) & p1"), Sentry or
 * GitHub search query. Only these
 * products, whose queries are expressions in a documented language, and only when the product
 * comes before the query word, up to three words apart ("Datadog APM trace query string"), with
 * no preposition between ("the Elasticsearch index to query" is an index, not a query): a web
 * search engine's query ("Google search query") is words, and a product after the query
 * ("Search for files in Google Drive") says where it runs, not how it is written.
 */
/**
 * An expression language named by its product before the word "expression" (Mapbox's
 * style_builder_tool `expression`, "Custom Mapbox expression for advanced styling"; JSONata, Jinja,
 * Liquid, Power Fx, Excel or Airtable formulas' expressions; UniFi's, "UniFi filter expression. Examples:
 * state.eq('OFFLINE')", unifi-mcp's list tools: round 45, reader U3): a documented language, as a product's query is.
 */
const PRODUCT_EXPRESSION = /\b(?:mapbox|jsonata|jinja2?|liquid|handlebars|power\s+fx|excel|airtable|unifi)\s+(?:[\w-]+\s+){0,2}?expressions?\b/i;

const PRODUCT_QUERY =
  /\b(?:prometheus|loki|datadog|splunk|kusto|azure\s+data\s+explorer|log\s+analytics|elasticsearch|opensearch|solr|jira|confluence|github|gmail|sentry|new\s+relic|influxdb|neo4j|posthog|todoist)\s+(?:(?!(?:to|for|in|on|of|with|by|from|and|or|the|a|an|is|are)\b)[\w-]+\s+){0,3}(?:query|queries|search)\b/i;

/**
 * A link to the syntax, after "see" (Railway's get-logs filter, "See https://docs.railway.com/guides/logs
 * for more info") or in parentheses (Google Cloud Observability's list_time_series filter,
 * "(https://cloud.google.com/monitoring/api/v3/filters\u2026)"). It counts only when it plausibly
 * documents the query: its address names documentation or a query (`DOCS_URL`), or the words just
 * before it do (`NEAR_QUERY`); never a link to a price, plan or sign-up page (Spider's
 * spider_ai_search, "REQUIRES an active AI subscription plan (https://spider.cloud/ai/pricing)").
 */
const SYNTAX_LINK = /\bsee\b[^.\n]{0,40}?(https?:\/\/[^\s)]+)|\(\s*(https?:\/\/[^)\s]+)\s*\)/gi;
const DOCS_URL = /(?:^|[/.#_-])(?:docs?|documentation|reference|api|apis|guides?|help|manual|learn|syntax|query|queries|querying|search|filters?|filtering|language|grammar|operators?|spec|specification)(?:$|[/.#_?=-])/i;
const COMMERCE_URL = /(?:^|[/.#_-])(?:pricing|prices?|plans?|billing|sign-?up|register|subscribe|subscriptions?|checkout|upgrade|login|sign-?in|account|purchase|buy)(?:$|[/.#_?=-])/i;
const NEAR_QUERY = /\b(?:quer(?:y|ies)|search(?:es|ing)?|syntax|filters?|filtering|operators?|grammar|language|expressions?)\b/i;

function syntaxLink(text: string): string | undefined {
  SYNTAX_LINK.lastIndex = 0;
  for (let match = SYNTAX_LINK.exec(text); match !== null; match = SYNTAX_LINK.exec(text)) {
    const url = (match[1] ?? match[2]).replace(/^https?:\/\//i, '').toLowerCase();
    if (COMMERCE_URL.test(url)) continue;
    const before = text.slice(Math.max(0, match.index - 80), match.index);
    if (DOCS_URL.test(url) || NEAR_QUERY.test(before.slice(before.search(/[^.!?\n]*$/)))) return match[0];
  }
  return undefined;
}

/**
 * MySQL's full-text search, named by its SQL keywords (a MySQL server's fulltext_search: "using
 * MATCH AGAINST clause ... BOOLEAN MODE"). In capitals only: "the query to match against entity
 * names" (the reference memory server) names no grammar.
 */
const MYSQL_FULLTEXT = /\bMATCH\b[^.\n]{0,40}?\bAGAINST\b|\bBOOLEAN MODE\b|\bNATURAL LANGUAGE MODE\b/;

/** A description that says the field is the identifier, name or path of a (saved) query. */
const IDENTIFIER_DESCRIPTION = /\b(?:id|ids|identifier|uuid|name|path|key)\b(?:\s+or\s+(?:the\s+)?\w+)?\s+of\s+(?:the|a|an)\s+(?:saved\s+|stored\s+)?(?:query|search|filter)\b/i;
/**
 * A description that says the field takes an identifier to match: Paddle's list_notifications
 * `filter`, "Return entities that contain the Paddle ID specified. Pass a transaction, customer,
 * or subscription ID." (up to four words, commas and "or" between the verb and the ID).
 */
const TAKES_IDENTIFIER = /\b(?:pass|provide|give|specify|enter)\s+(?:an?|the|one)\s+(?:[\w-]+,?\s+){0,4}(?:id|ids|identifiers?|uuids?)\b/i;
/**
 * Two or more `FIELD:value` tokens quoted in a description document the query's terms (Europe
 * PMC's "Supports field tokens like `AUTH:"<name>"`, `JOURNAL:"<title>"`"; Shopify Admin's
 * get-articles, "E.g. 'blog_title:Glam', 'tag:skincare', 'author:Marketing'"), in backticks or in
 * single or double quotes, as the words "field:value" do. One example ("e.g. 'has:attachment'")
 * shows a term, not the terms; a quoted address ('https://…') is no term.
 */
const FIELD_TOKEN = /`[A-Za-z][\w.]*:[^`\s][^`]{0,60}`|'[A-Za-z][\w.]*:[^'\s/][^']{0,60}'|"[A-Za-z][\w.]*:[^"\s/][^"]{0,60}"/g;

/**
 * A description that opens by saying the field holds a query: "Search query", "Filter
 * expression to…", "The text query to search for", "Text to search for in task names" (Asana's
 * `text`, Pinecone's `text`). Not a setting of the query: Brave's `country`, "Search query
 * country, where the results come from". Nor one keyword to look up: Serpstat's keyword tools,
 * "Keyword to search for", "Keyword to search for competitors" (the stored data of that exact
 * keyword comes back, as for its siblings' "Keyword for finding related keywords"). One keyword
 * searched for in a collection is search text still (Backlog's "Keyword to search for in issues":
 * where it is matched, and how, is left to guess), and so are keywords, text or terms to search for.
 * So is a bare expression that picks or decides ("Expression to extract the array to iterate over",
 * pencil's add_node `loopConfig.iterateOver`; "Expression that decides whether the step runs"), not
 * one "to evaluate", which EVALUATED_EXPRESSION reads. An "(optional)" opening says only whether the field is needed, and
 * "Filter by keyword in tool name or description" (google-workspace-mcp's list_tools `keyword`: the recall round of
 * 2026-12-07) is keywords to search for too, as azure-devops' "Keywords to search for in commit messages" is labelled. So are
 * "Array of search intents/queries" (enact's enact-search-multiple-tools `intents`) and "Free-text filter applied to title and
 * body content." (leanspec's list_specs `text`): the second held-out round of 2026-12-07. So are "Task description to search for
 * similar patterns" (agentic-flow's agentdb_pattern_search `task`), "Current query for relevance scoring" and "Query to find
 * relevant memory" (polydev's `query_context`): that round's misses; and "A formula used to filter records" (Airtable's
 * list_records `filterByFormula`: the third held-out round).
 */
const QUERY_DESCRIPTION =
  /^\s*(?:\((?:optional|required)\b[^)]{0,60}\)\s*)?(?:(?:an?\s+)?(?:array|list)\s+of\s+)?(?:the\s+|a\s+|an\s+)?(?:single\s+|one\s+)?(?:(?:free[- ]text|full[- ]text|natural[- ]language|semantic|keyword)\s+)?(?:(?:search|query|filter)\s+(?:[a-z]+\/)?(?:query|queries|string|expression|text|terms?|keywords?)|filter\s+(?:results\s+)?by\s+keywords?\b|free[- ]text\s+(?:filter|search)\b|text\s+(?:query|search)|(?:text|terms?|keywords|(?:[a-z]+\s+)?description)\s+to\s+search\s+for|(?:formula|expression|condition)\s+(?:(?:used|applied)\s+)?to\s+filter\b|(?:current\s+)?query\s+(?:to\s+(?:find|search|match|retrieve|rank)|for\s+(?:relevance|ranking|matching|searching|finding|retrieving|retrieval))|keywords?\s+to\s+search(?:\s+for)?(?=\s+(?:in|within|inside|across|among|through)\b)|expression(?=\s+(?:to|that|which)\s+(?!(?:evaluate|execute|run)\b)))\b(?!\s+(?:country|countries|language|languages|locale|region|market|type|mode|options?|parameters?|limit|size|format|timeout)\b)/i;

/** The query word of a name anywhere (`filter_status` → filter), or undefined. */
export function queryWord(name: string): string | undefined {
  return splitWords(name).find((word) => QUERY_WORDS.includes(word));
}

/**
 * The query word of a name that holds query text: the name ends with a query word (`query`,
 * `q`, `search_query`, `searchFilter`) or with a word for the text of one (`search_term`,
 * `where_clause`). Undefined for identifiers (`query_id`, `taskIdFilter`), for filters named
 * after their attribute (`projectNameFilter`, `status_filter`), for names that hold a value
 * (`filter_status`) and for names that name their grammar (`sql`, `cronExpression`).
 */
export function freeFormQueryWord(name: string): string | undefined {
  // Most names end in no word of either list: known from the last word alone.
  if (queryTextLast(name) === undefined) return undefined;
  const words = splitWords(name).map(singular);
  const last = words[words.length - 1];
  if (words.some((w) => IDENTIFIER_WORDS.has(w) || isGrammarNameWord(w))) return undefined;
  // A clause of SQL by its name (`whereClause`, `having_clause`) names SQL, as "WHERE clause" in a description does.
  if (last === 'clause' && (words[words.length - 2] === 'where' || words[words.length - 2] === 'having')) return undefined;
  if (QUERY_WORDS.includes(last)) {
    // `filter`, `where`, `condition`, `predicate` after another word name what they filter on.
    if (last !== 'query' && last !== 'q' && last !== 'search' && last !== 'expression' && last !== 'expr') {
      for (let i = 0; i < words.length - 1; i++) if (!QUERY_QUALIFIERS.has(words[i])) return undefined;
    }
    return last;
  }
  if (!QUERY_TEXT_NOUNS.includes(last)) return undefined;
  const word = words.slice(0, -1).find((w) => QUERY_WORDS.includes(w));
  // Keywords are words a result must contain, one each, not an expression (Bright Data's
  // `filter_keywords`: "Keywords that must appear in search results"; Mastra's `queryKeywords`:
  // "Each keyword should be a single word or short phrase"); so are terms or text to filter by.
  if (KEYWORD_NOUNS.has(last) || (word === 'filter' && LITERAL_TEXT_NOUNS.has(last))) return undefined;
  return word;
}

const KEYWORD_NOUNS: ReadonlySet<string> = new Set(['keyword', 'keywords']);
/** Text nouns that, after `filter`, name literal words to match rather than an expression. */
const LITERAL_TEXT_NOUNS: ReadonlySet<string> = new Set(['term', 'terms', 'phrase', 'text']);

/** `queries` → query, `searches` → search, `filters` → filter: a list of queries holds queries. */
const PLURALS: ReadonlyMap<string, string> = new Map([['queries', 'query'], ['searches', 'search'], ['filters', 'filter'], ['expressions', 'expression'], ['conditions', 'condition'], ['predicates', 'predicate']]);

function singular(word: string): string {
  return PLURALS.get(word) ?? word;
}

/** The word a name that holds query text ends with (plurals included), if it ends with one. */
const queryTextLast = lastWordAmong([...QUERY_WORDS, ...QUERY_TEXT_NOUNS, ...PLURALS.keys()]);

/** The grammar a name names (`sql`, `cron`), if any. */
export function grammarInName(name: string): string | undefined {
  return splitWords(name).find(isGrammarNameWord);
}

/** A listed grammar, or one word ending in "ql" (`shopifyqlQuery`, `hogql`): a query language's name, as in descriptions. `nosql` is a database kind. */
function isGrammarNameWord(word: string): boolean {
  return GRAMMAR_NAME_WORDS.has(word) || (/^[a-z][a-z0-9]{0,20}ql$/.test(word) && word !== 'nosql');
}

export function namesGrammar(description: string | undefined): boolean {
  return grammarNamed(description) !== undefined;
}

/** SQL's LIKE, in capitals, as the way a text is matched ("Filter by VLM description text LIKE match"): `%` and `_` wildcards. */
const SQL_LIKE = /\bLIKE\s+(?:match(?:es|ing)?|patterns?|operator|wildcards?|semantics)\b/;
/** A SQL statement named in capitals ("SELECT query that defines the view", a SQLite server's create_view; "ALTER TABLE statement",
 * DBeaver's alter_table); not "Select query to run". */
const SQL_STATEMENT = /\b(?:SELECT|INSERT|UPDATE|DELETE|(?:CREATE|ALTER|DROP)\s+(?:TABLE|INDEX|VIEW|SCHEMA|DATABASE))\s+(?:query|queries|statements?)\b/;

/** The grammar a text names, as written ("GitHub search syntax" → syntax), for a message. */
export function grammarNamed(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const named = grammarMentioned(text) ?? MYSQL_FULLTEXT.exec(text)?.[0] ?? PRODUCT_QUERY.exec(text)?.[0] ?? PRODUCT_EXPRESSION.exec(text)?.[0] ?? SQL_LIKE.exec(text)?.[0] ?? SQL_STATEMENT.exec(text)?.[0] ?? syntaxLink(text);
  if (named !== undefined) return named;
  const tokens = text.match(FIELD_TOKEN);
  if (tokens && tokens.length >= 2) return `${tokens[0]} terms`;
  return termsInOneExample(text) ?? spelledQualifiers(text);
}

/**
 * Two `field:value` terms or more in one quoted example, a facet's `@` before a field too: "RUM query string (e.g.,
 * \"@type:view @application.id:abc\")" (a Datadog server's rum `query`: round 65, re-reader y2). The example writes the
 * query's terms, as FIELD_TOKEN's quoted ones do.
 */
function termsInOneExample(text: string): string | undefined {
  if (!text.includes(':')) return undefined;
  for (const quoted of text.slice(0, 2000).matchAll(QUOTED_EXAMPLE)) {
    const terms = (quoted[1] ?? quoted[2] ?? quoted[3] ?? '').match(EXAMPLE_TERM);
    if (terms && terms.length >= 2) return `${terms[0].trim()} terms`;
  }
  return undefined;
}

const QUOTED_EXAMPLE = /"([^"\n]{3,160})"|'([^'\n]{3,160})'|`([^`\n]{3,160})`/g;
const EXAMPLE_TERM = /(?:^|\s)@?[A-Za-z][\w.]*:(?!\/\/)[^\s"'`]+/g;

/**
 * Qualifiers spelled out unquoted, the description calling them so: Karakeep's search-bookmarks
 * `query`, "you can also use qualifiers to filter the results \u2026 is:fav finds favorited bookmarks,
 * is:archived \u2026 url:<value> searches for URL substrings". The word "qualifier(s)" and three
 * `name:value` terms or more (a URL's scheme is none).
 */
const QUALIFIERS_WORD = /\bqualifiers?\b/i;
const QUALIFIER_TERM = /(?<![\w/.:-])[a-z]{2,20}:(?:<[a-z]{1,20}>|[a-z0-9][\w-]{0,30})(?![\w/:])/g;

function spelledQualifiers(text: string): string | undefined {
  if (!QUALIFIERS_WORD.test(text)) return undefined;
  const terms = text.slice(0, 4000).match(QUALIFIER_TERM);
  return terms && new Set(terms).size >= 3 ? `qualifiers (${terms[0]}, ${terms[1]}\u2026)` : undefined;
}

/**
 * The grammar a tool's description names for each of its fields, read once per tool: anywhere
 * in a description of one paragraph, or in a paragraph that names the field (Firecrawl: "The
 * query also supports search operators"). A grammar in a paragraph about another field is that
 * field's: Postman's "Operators" table is its `filters`', not its search text `q`'s. So is, in a
 * description of one paragraph, a grammar in a sentence that names other inputs of the tool
 * (`inputNames`) and not this one: Paperless's query_documents, "custom_field_query supports
 * [field_name_or_id, operator, value] leaves", names no grammar for its `query` or `search`.
 */
export function grammarsNamedBy(toolDescription: string | undefined, inputNames: readonly string[] = []): (field: string) => string | undefined {
  if (!toolDescription) return () => undefined;
  const clipped = toolDescription.length > 20_000 ? toolDescription.slice(0, 20_000) : toolDescription;
  // A search that says where its items are kept ("Search locally extracted Salesforce documentation in the SQLite
  // database", unified-sf-docs' search_local_docs): the store, not the language of the query.
  const text = SEARCH_OPENING.test(clipped) ? clipped.replace(KEPT_IN_DATABASE, ' ') : clipped;
  const paragraphs = text.split(PARAGRAPH_BREAK);
  if (paragraphs.length === 1) {
    const grammar = grammarNamed(text);
    if (grammar === undefined || inputNames.length === 0) return () => grammar;
    return grammarsBySentence(text, inputNames);
  }
  // The opening paragraph says what the tool is ("Execute SOQL queries", Salesforce's
  // salesforce_query_records): a grammar there is every field's.
  const opening = grammarNamed(paragraphs[0]);
  if (opening !== undefined) return () => opening;
  const naming = paragraphs.slice(1).flatMap((paragraph) => {
    const grammar = grammarNamed(paragraph);
    return grammar === undefined ? [] : [{ lower: paragraph.toLowerCase(), grammar }];
  });
  return (field) => {
    const words = splitWords(field);
    return naming.find(({ lower }) => namesField(lower, field, words))?.grammar;
  };
}

const SEARCH_OPENING = /^\s*(?:search(?:es)?|find(?:s)?|look(?:s)?\s+up)\b/i;
const KEPT_IN_DATABASE = /\bin\s+(?:the\s+|a\s+|an\s+|its\s+|your\s+|our\s+)?(?:local\s+|embedded\s+)?(?:postgres(?:ql)?|mysql|mariadb|sqlite)\s+(?:database|db)\b/gi;

/** A one-paragraph tool description's grammars, sentence by sentence: a sentence that names only other inputs is theirs. */
function grammarsBySentence(text: string, inputNames: readonly string[]): (field: string) => string | undefined {
  let everyField: string | undefined;
  const naming: Array<{ lower: string; grammar: string }> = [];
  for (const sentence of text.split(SENTENCE_END)) {
    const grammar = grammarNamed(sentence);
    if (grammar === undefined) continue;
    const lower = sentence.toLowerCase();
    if (inputNames.some((name) => namesInput(lower, name))) naming.push({ lower, grammar });
    else everyField ??= grammar;
  }
  return (field) => everyField ?? naming.find(({ lower }) => namesInput(lower, field) || namesField(lower, field, splitWords(field)))?.grammar;
}

/**
 * Whether a sentence (lower-cased) names an input by its whole name, as a word of its own; a
 * one-letter name too (Discourse's `q`: "upstream treats % and _ in q as SQL LIKE wildcards"),
 * except the words `a` and `i`.
 */
function namesInput(lower: string, name: string): boolean {
  const candidate = name.toLowerCase();
  if (candidate === '' || candidate === 'a' || candidate === 'i') return false;
  for (let at = lower.indexOf(candidate); at >= 0; at = lower.indexOf(candidate, at + 1)) {
    const after = lower[at + candidate.length] ?? '';
    if (!WORD_CHAR.test(at === 0 ? '' : lower[at - 1]) && !WORD_CHAR.test(after)) return true;
  }
  return false;
}

/**
 * A sentence's end; not a colon before a link, which the link completes ("… query strings see: https://…", presto-gws' drive.search: round 48, re-reader Z2),
 * nor a mark before a closing bracket, which a shape written out holds ("an ARRAY of { field, op, value, flags? } (op ∈ eq|…|regex)",
 * lm-assist's data_search: its `filter`'s sentence, the second held-out round of 2026-12-07).
 */
const SENTENCE_END = /(?<=[.!?;])\s+(?![}\])])|(?<=:)\s+(?!https?:\/\/)/;
const PARAGRAPH_BREAK = /\n[ \t]*\n/;
const WORD_CHAR = /[a-z0-9_]/;
const WORD_END = /^(?:e?s)?(?:[^a-z0-9_]|$)/;

/** Whether a paragraph (lower-cased) names a field: its name, or the word it ends with (`searchQuery` → query), as a whole word. */
function namesField(lower: string, field: string, words: readonly string[]): boolean {
  const candidates = [field.toLowerCase(), words[words.length - 1]].filter((w): w is string => !!w && w.length > 1);
  return candidates.some((candidate) => {
    for (let at = lower.indexOf(candidate); at >= 0; at = lower.indexOf(candidate, at + 1)) {
      const before = at === 0 ? '' : lower[at - 1];
      // A plural counts (`filters` names `filter`); a longer word does not (`filterset`).
      if (!WORD_CHAR.test(before) && WORD_END.test(lower.slice(at + candidate.length, at + candidate.length + 3))) return true;
    }
    return false;
  });
}

/**
 * Whether a description says the field is the id, name or path of a saved query, takes an id
 * ("Pass a customer ID"), or opens by naming the one address it holds ("Domain name or URL to analyze").
 */
export function describesIdentifier(description: string | undefined): boolean {
  return !!description && (IDENTIFIER_DESCRIPTION.test(description) || TAKES_IDENTIFIER.test(description) || namesAddress(description) || SPECIFIES_SOURCE.test(description));
}

/**
 * A description that opens by saying the field specifies which services, files or paths a read
 * takes its data from (the Kubernetes server's nodes_log `query`, "query specifies services(s) or
 * files from which to return logs … "kubelet" … "/var/log/kubelet.log""): it names a source, as
 * an identifier does, and holds no expression.
 */
const SPECIFIES_SOURCE = /^\s*(?:the\s+)?[\w-]+\s+(?:specifies|names|identifies|selects)\s+(?:the\s+|which\s+)?(?:[\w()-]+\s+){0,3}?(?:files?|paths?|services?|units?|sources?|streams?)\b/i;

/**
 * Words a description may open with when all it says is that the field holds one address: a
 * domain, a URL, a host, a site, an IP or email address, with articles, a few qualifiers ("Main
 * domain", "Full URL") and the alternatives it offers ("Domain, subdomain, or URL"). Serpstat's
 * backlink tools name their target `query`: "Domain name to analyze", "Domain name or URL to
 * analyze", "Main domain to analyze for backlinks intersection". The value is the identifier of
 * the one site the tool reads, as its siblings' `pattern` for a hostname says, not words to
 * search for. A postal address, a place or a keyword is not among them: "Address or place name
 * to search" stays query text.
 */
const ADDRESS_HEADS: ReadonlySet<string> = new Set(['domain', 'subdomain', 'hostname', 'host', 'url', 'uri', 'website', 'site', 'webpage', 'ip', 'email']);
const ADDRESS_WORDS: ReadonlySet<string> = new Set([
  ...ADDRESS_HEADS, 'the', 'a', 'an', 'main', 'target', 'primary', 'full', 'root', 'base', 'single', 'specific', 'your', 'page', 'web', 'or', 'and', ',',
]);
/** Words that complete the address word before them ("domain name", "IP address", "web address"), and only that: "Email or name" names two attributes. */
const ADDRESS_NOUNS: ReadonlySet<string> = new Set(['name', 'names', 'address', 'addresses']);
/** Where the naming of the address ends and the description goes on: a preposition, a relative, or a mark. */
const ADDRESS_END: ReadonlySet<string> = new Set(['to', 'for', 'of', 'whose', 'that', 'which', 'from', 'being', '.', ';', ':', '(']);
/** The opening words of a description, one at a time: a word (hyphens kept: "domain-specific" is no address), or a mark. */
const OPENING_TOKEN = /[A-Za-z][\w-]*|[^\sA-Za-z]/g;

function namesAddress(description: string): boolean {
  let head = false;
  let previous = '';
  for (const [token] of description.slice(0, 120).matchAll(OPENING_TOKEN)) {
    const word = token.toLowerCase();
    if (ADDRESS_END.has(word)) return head;
    if (ADDRESS_NOUNS.has(word)) {
      // "base name" after an address names the domain's name without its TLD (a domain search's
      // `query`, "Domain name or base name to search (e.g., 'mysite' or 'mysite.com')").
      // "Address" alone, or a memory's, opening the description: the one location the field holds (x64dbg's
      // search `query`, "Address"; its analysis `query`, "Address to look up").
      const bare = word.startsWith('address') && (previous === '' || previous === 'memory');
      if (!bare && !ADDRESS_HEADS.has(previous) && previous !== 'web' && !(head && previous === 'base')) return false;
      head = true;
    } else if (word === 'memory' && previous === '') {
      // "Memory address": read on at the next word.
    } else if (ADDRESS_WORDS.has(word)) head ||= ADDRESS_HEADS.has(word);
    else return false;
    previous = word;
  }
  return head && description.length <= 120;
}

/**
 * A description that says the field holds the query parameters of an HTTP request, not query
 * text: freee's freee_api_get `query`, "\u30af\u30a8\u30ea\u30d1\u30e9\u30e1\u30fc\u30bf (\u30aa\u30d7\u30b7\u30e7\u30f3)"
 * ("query parameters (optional)"), "Optional query string parameters", "URL parameters to append".
 * It opens with them (three words before at most); the singular "query parameter" may name the
 * one parameter that holds a search ("the q query parameter"), and is not read.
 */
const QUERY_PARAMETERS = /^\s*(?:[\w-]+\s+){0,3}(?:query[- ]?(?:string\s+)?param(?:eter)?s|url\s+(?:query\s+)?param(?:eter)?s)\b|^[^.\n]{0,20}\u30af\u30a8\u30ea\u30d1\u30e9\u30e1\u30fc\u30bf/i;

/** Whether a description says the field holds a request's query parameters ("Query parameters (optional)"). */
export function describesRequestParameters(description: string | undefined): boolean {
  return !!description && QUERY_PARAMETERS.test(description);
}

/**
 * A description that opens by naming one item by its name or its address, in a tool that gets
 * that one item: bycrawl's gmaps_get_place `query`, "Place name or full Google Maps URL" (tool:
 * "Get detailed information about a Google Maps place"). The value says which item, as an
 * identifier would (the alternative it offers is one: a URL, an ID, a slug), not what to search
 * for. Only in a tool whose description opens with a verb that gets one thing: a search tool's
 * "Company name or keyword" asks for query text.
 */
const NAME_OR_ADDRESS = /^\s*(?:(?:the|a|an)\s+)?(?:[\w-]+\s+){0,2}names?\s+or\s+(?:[\w-]+\s+){0,4}(?:url|uri|link|id|identifier|slug)s?\b/i;
const GETS_ONE = /^\s*(?:\[[^\]]{0,30}\]\s*)?(?:gets?|fetch(?:es)?|retrieves?|reads?|looks?\s+up|shows?|describes?)\b(?![^.\n]{0,60}\b(?:search(?:es|ing)?|find|list|quer(?:y|ies)|match(?:es|ing)?)\b)/i;

/** Whether a description names one item by its name or its URL or ID, in a tool that gets one item ("Place name or full Google Maps URL"). */
export function namesOneItem(description: string | undefined, toolDescription: string | undefined): boolean {
  return !!description && !!toolDescription && NAME_OR_ADDRESS.test(description) && GETS_ONE.test(toolDescription);
}

/**
 * A description that lays the value out as parts and shows one written so, part for part: roberto's openweather_geocode
 * `query`, "City, state code, country code, e.g. Chicago,IL,US." (round 40, re-reader R3). The format is given: the
 * agent writes those parts with commas between, and has no syntax to guess.
 */
export function describesFormatByParts(description: string | undefined): boolean {
  const found = description === undefined ? null : FORMAT_BY_PARTS.exec(description);
  if (found === null) return false;
  const parts = found[1].split(',').length;
  const example = found[2].replace(/[.;,]+$/, '').split(',');
  return example.length === parts && example.every((part) => part.trim() !== '');
}

const FORMAT_BY_PARTS = /^\s*([A-Za-z][A-Za-z ]{0,30}(?:,\s*(?:and\s+|or\s+)?[A-Za-z][A-Za-z ]{0,30}){1,5}),?\s*\(?(?:e\.g\.|eg\.|for example|example)[:,]?\s*['"`]?([^\s'"`()]{3,80})/i;

/**
 * A description that opens by calling the field a pattern to match, without saying which kind:
 * Vercel's vercel_kv_list_keys `pattern`, "Key pattern to match"; a Redis server's list `pattern`,
 * "Pattern to match keys (default: *)". A glob and a regex read the same text differently, so the
 * agent guesses. A pattern that names its kind ("Regular expression pattern to match project
 * names", "supports wildcards") is cleared by the grammar it names. A pattern that picks which
 * entries a deletion acts on is one to match too: a WordPress server's wp_cache_clear `pattern`,
 * "Optional pattern to clear specific cache entries" (what is cleared is what it matches). So is a
 * pattern to search for (Zowe's search_datasets, "Text pattern to search for") and one whose examples
 * hold a wildcard ("Dataset name pattern (e.g., DEVUSR1 or PROD.DATA.*)": a mask, its syntax unsaid), and a description
 * that is all "Search pattern" (domshell's domshell_grep and domshell_find: round 57, re-reader AH3). A
 * format pattern ("Number
 * format pattern") or a route's URL pattern is not matched against anything, and is not read.
 */
const MATCH_PATTERN = /^\s*(?:(?:the|a|an|optional[:,.]?)\s+)?(?:[\w-]+\s+){0,2}patterns?\s+(?:to\s+(?:match|filter|select|exclude|include|ignore|skip|search(?:\s+for)?)|for\s+(?:matching|filtering|selecting|excluding|including|ignoring|skipping)|to\s+(?:clear|delete|remove|purge|invalidate|evict)\b|\((?:e\.g\.|for\s+example)[^()]{0,80}?[*?][^()]{0,40}\))|^\s*(?:(?:the|a|an|optional[:,.]?)\s+)?(?:search|match|grep|filter)\s+patterns?\s*(?:[.(]|$)/i;

/**
 * Programs whose own pattern syntax a match pattern takes when its tool runs them: mcp-ssh-manager's
 * ssh_sync, "Synchronizes files \u2026 using rsync", gives its `exclude` ("Patterns to exclude from
 * sync") rsync's; "gitignore-style patterns" name git's; "The ast-grep pattern to search for" (ast-grep-mcp's
 * find_code `pattern`) ast-grep's, as semgrep's, comby's and ripgrep's name theirs. Read for match patterns
 * only: a tool that names tar or rsync says nothing of a search query's language.
 */
const PATTERN_PROGRAM = /\b(?:rsync|tar|gitignore|\.gitignore|dockerignore|fnmatch|minimatch|micromatch|picomatch|ast-grep|semgrep|comby|ripgrep)\b/i;
/**
 * A database named by its product ("Supports mysql, postgresql, mongodb, and files", the kinds of
 * backup ssh_backup_create makes): which database, not the kind of a pattern to match. SQL itself,
 * and "LIKE", still name one.
 */
const DATABASE_PRODUCT = /\b(?:postgres(?:ql)?|mysql|mariadb|sqlite)\b/gi;

/** The program named by a tool whose match patterns take its syntax (rsync, tar, gitignore), if any. */
export function patternProgramNamed(text: string | undefined): string | undefined {
  return text ? PATTERN_PROGRAM.exec(text.length > 20_000 ? text.slice(0, 20_000) : text)?.[0] : undefined;
}

/** A tool's description without the names of database products, read for the grammar of a match pattern. */
export function withoutDatabaseProducts(text: string | undefined): string | undefined {
  return text?.replace(DATABASE_PRODUCT, ' ');
}

/** Whether a description opens by calling the field a pattern to match ("Key pattern to match"). */
export function describesMatchPattern(description: string | undefined): boolean {
  return !!description && MATCH_PATTERN.test(description);
}

/**
 * The same opening in Chinese and Japanese, as English "Search keyword" or "Query string": search
 * (\u641c\u7d22, \u68c0\u7d22, \u691c\u7d22) or query (\u67e5\u8be2, \u30af\u30a8\u30ea) then the words of the query:
 * keyword (\u5173\u952e\u8bcd, \u5173\u952e\u5b57, \u30ad\u30fc\u30ef\u30fc\u30c9), term (\u8bcd), text (\u6587\u672c, \u30c6\u30ad\u30b9\u30c8),
 * string (\u5b57\u7b26\u4e32, \u6587\u5b57\u5217), expression (\u8868\u8fbe\u5f0f) or statement (\u8bed\u53e5): stock-sdk's search
 * `keyword`, "\u641c\u7d22\u5173\u952e\u8bcd" (search keyword), in a tool that searches stocks by code, name
 * or pinyin. Not a setting of the query, as in English: its type (\u7c7b\u578b), mode (\u6a21\u5f0f), language
 * (\u8bed\u8a00), count (\u6570\u91cf) or length (\u957f\u5ea6). A search on one named attribute is cleared apart
 * (\u6807\u9898\u5173\u952e\u5b57\u641c\u7d22, title keyword search: `ONE_ATTRIBUTE_SEARCH`).
 */
const CJK_QUERY_DESCRIPTION =
  /^\s*(?:\u641c\u7d22|\u68c0\u7d22|\u691c\u7d22|\u67e5\u8be2|\u30af\u30a8\u30ea)(?:\u5173\u952e[\u8bcd\u5b57]|\u8bcd|\u6587\u672c|\u5b57\u7b26\u4e32|\u8868\u8fbe\u5f0f|\u8bed\u53e5|\u30ad\u30fc\u30ef\u30fc\u30c9|\u30c6\u30ad\u30b9\u30c8|\u6587\u5b57\u5217)(?!\u7684?(?:\u7c7b\u578b|\u6a21\u5f0f|\u8bed\u8a00|\u6570\u91cf|\u957f\u5ea6))/;

/** Whether a description opens by saying the field holds a query ("Search query", "Filter expression\u2026", "\u641c\u7d22\u5173\u952e\u8bcd"). */
export function describesQuery(description: string | undefined): boolean {
  return !!description && (QUERY_DESCRIPTION.test(description) || CJK_QUERY_DESCRIPTION.test(description));
}

/**
 * An expression the tool evaluates as program code, not a query: a debugger's evaluate_expression
 * `expression` ("Evaluate expression in the current debug context. Expressions can read and modify
 * program state."), a browser tool's "JavaScript expression to evaluate", a calculator's "Evaluates
 * a math expression". The evidence is a verb that evaluates, executes or runs the expression, right
 * before it ("Evaluate expression", "Evaluates a math expression") or after it ("expression to
 * evaluate"), or a description that opens by calling the field code or a script ("JavaScript code
 * to run in the page"). An expression named as a search, filter, query or match ("Evaluate the
 * filter expression") is not read.
 */
const EVALUATED_EXPRESSION =
  /\b(?:evaluat(?:e|es|ed|ing)|eval|execut(?:e|es|ed|ing)|runs?)\s+(?:(?:an?|the|this|that|any|arbitrary)\s+)?(?:(?!(?:search|filter|query|match|selector)\b)[\w-]+\s+)?expressions?\b|\bexpressions?\s+to\s+(?:evaluate|execute|run)\b/i;
const OPENS_AS_CODE = /^\s*(?:(?:the|an?)\s+)?(?:[\w-]+\s+)?(?:code|script|snippet|program)\b/i;

/** Whether a field's description, or its tool's, says the expression is evaluated as program code ("Evaluate expression in the current debug context"). */
export function evaluatedAsCode(description: string | undefined, toolDescription: string | undefined): boolean {
  if (description && (EVALUATED_EXPRESSION.test(description) || OPENS_AS_CODE.test(description))) return true;
  return !!toolDescription && EVALUATED_EXPRESSION.test(toolDescription.length > 2000 ? toolDescription.slice(0, 2000) : toolDescription);
}

/**
 * Text matched as written: no language to guess (filesystem's edit_file `oldText`: "Text to search
 * for - must match exactly"; Azure DevOps' create_commit `changes[].search`: "Exact text to search for in the file";
 * Google Docs' findElement `textQuery`, "Exact text to locate."),
 * a substring, prefix or suffix over named attributes, however the matching is worded ("Substring
 * in commit message", Bitbucket's list_branch_commits `search`; Home Assistant's list tools'
 * `search`, "Optional substring to search in entity_id or friendly_name", "Optional substring
 * search in automation id or alias"; "Substring to match in\u2026", "Prefix matched against key names"),
 * or a substring, prefix or partial match named as such ("case-insensitive substring match"; Todoist's
 * find-project-collaborators `searchTerm`, "by name or email (partial and case insensitive match)"; Dataverse's
 * dataverse_list_users `search`, "Full-name or email contains-search"; Codacy's
 * list_files `search`, "Filter files that include this string anywhere in their relative path";
 * Serpstat's get_url_summary_traff `urlContains`, "finds all URLs containing this substring"; Sentry's find_releases
 * `query`, "Search for versions which contain the provided string": round 41, re-reader R20),
 * and a filter on one named attribute ("Name filter", Bitbucket's list_branches `filter`; the *arr
 * servers' `search`, "Optional case-insensitive title filter"; a Docker server's docker-images `filter`, "Optional
 * filter for image names": round 42, re-reader S1).
 */
const LITERAL_TEXT = /\b(?:must\s+match\s+exactly|matched\s+exactly|exact\s+match|exact\s+(?:text|string)\s+to\s+(?:search|find|match|replace|locate|look\s+for)|literal(?:ly)?|(?:matched|searched|found)\s+verbatim|verbatim\s+(?:match|text|string)|(?:substrings?|prefix(?:es)?|suffix(?:es)?)\s+(?:(?:to\s+)?(?:search|match|find|look|filter)(?:es|ed|ing)?\s+(?:for\s+)?)?(?:in|of|on|against|within)\b|(?:substring|prefix|suffix|contains|partial)(?:,?\s+(?:and\s+)?case[-\s]?(?:in)?sensitive)?[-\s]+(?:match|search|filter)(?:es|ing)?\b|\bsubstring\s+to\s+narrow\b|substrings?\s+to\s+(?:filter|match|search)\s+(?:[\w-]+\s+)?(?:names?|titles?|labels?|paths?|emails?|tags?)\b|(?:(?:that|which)\s+(?:includes?|contains?)|containing)\s+(?:this|the\s+(?:given|provided|specified)|the)\s+(?:string|text|substring)\b)|^\s*(?:optional[:,.]?\s*)?(?:the\s+|an?\s+)?(?:(?:case[-\s]?(?:in)?sensitive|exact|simple|plain|partial)\s+)*(?:name|title|label|email|path|prefix)\s+filter\b|^\s*(?:optional[:,.]?\s*)?(?:an?\s+)?filter\s+(?:(?:by|for|on)\s+)?(?:[\w-]+\s+)?(?:names?|titles?|labels?|prefix(?:es)?)\b|^\s*(?:optional[:,.]?\s*)?(?:the\s+|an?\s+)?(?:case[-\s]?(?:in)?sensitive|exact|whole[-\s]word)\s+(?:search\s+)?(?:term|keyword|word)\s+to\s+(?:filter|match|find)\b|^\s*(?:the\s+|an?\s+)?(?:(?:case[-\s]?(?:in)?sensitive|exact|simple|plain|partial)\s+)*substring\s+to\s+(?:find|match|search\s+for|look\s+for)\b|\b(?:text|name|title|body|content|description|message)s?\s+(?:contains?|includes?)\s+(?:this|the\s+given|the)\s+(?:phrase|term|keyword|words?|string|text|substring)\b|^\s*(?:(?:the|a)\s+)?text\s+string\s+to\s+(?:search|look|find)\s+for\b/i;

/**
 * A tool's description that says one of its fields is matched as a substring, prefix or suffix
 * (or loosely: TOOL_PLAIN_AFTER_NAME):
 * mcp-ssh-manager's ssh_history, "Optional filters narrow the results by \u2026 and by a search
 * substring in the command text" for its `search` ("Search in commands"). The field's name (or
 * the last word of it) stands right before the match word, two words between at most, as the
 * field's own description would say it ("Substring in commit message").
 */
const TOOL_LITERAL_AFTER_NAME = /^(?:e?s)?[`'"]?\s+(?:[\w-]+\s+){0,2}(?:substrings?|prefix(?:es)?|suffix(?:es)?)\s+(?:(?:to\s+)?(?:search|match|find|look|filter)(?:es|ed|ing)?\s+(?:for\s+)?)?(?:in|of|on|against|within)\b/;

/**
 * Terms written apart by a separator the field or its tool names: hugeicons' search_icons `query`, "Separate multiple
 * searches with commas", in "Use commas to search for multiple icons (e.g. 'home, notification, settings')" (round 50,
 * re-reader AA2): plain terms, and how several are written.
 */
export function separatesTerms(description: string | undefined): boolean {
  return description !== undefined && TERMS_SEPARATED.test(description);
}

const EVERY_WORD_OF = /\b(?:every|each|all(?:\s+the)?)\s+words?\s+(?:in|of)\s+/i;

const TERMS_SEPARATED =
  /\bseparate\s+(?:multiple\s+|several\s+)?(?:searches|terms|keywords|queries|words|names)\s+(?:with|by)\s+(?:(?:a\s+)?commas?|spaces?|semicolons?|pipes?)\b|\buse\s+(?:commas?|spaces?|semicolons?)\s+to\s+(?:search\s+for|separate|combine)\s+(?:multiple|several)\b/i;

/** Whether a tool's description says the field named `field` is matched as a substring ("by a search substring in the command text"). */
export function toolMatchesLiterally(toolDescription: string | undefined, field: string): boolean {
  if (!toolDescription) return false;
  const substring = /substring|prefix|suffix/i.test(toolDescription);
  const everyWord = EVERY_WORD_OF.test(toolDescription);
  if (!substring && !everyWord) return false;
  const lower = (toolDescription.length > 20_000 ? toolDescription.slice(0, 20_000) : toolDescription).toLowerCase();
  const words = splitWords(field);
  const candidates = [field.toLowerCase(), words[words.length - 1]].filter((w): w is string => !!w && w.length > 1);
  // "Every word in the query must appear in a tool's name or description" (Qase's qase_discover_tools: the fifth held-out
  // round of 2026-12-07): the match rule, said of the field, as a substring match is.
  if (everyWord && candidates.some((candidate) => lower.includes(` ${candidate} must `) && new RegExp(`\\b(?:every|each|all(?: the)?) words? (?:in|of) (?:the |your )?${escapeRegExp(candidate)} must (?:appear|match|occur|be present)\\b`).test(lower))) return true;
  if (!substring) return false;
  for (const candidate of candidates) {
    for (let at = lower.indexOf(candidate); at >= 0; at = lower.indexOf(candidate, at + 1)) {
      if (at > 0 && WORD_CHAR.test(lower[at - 1])) continue;
      if (TOOL_LITERAL_AFTER_NAME.test(lower.slice(at + candidate.length, at + candidate.length + 120))) return true;
    }
  }
  return false;
}

/**
 * A tool whose description tells the agent to put the user's question in the field: "Provide the user's detailed question
 * as the 'query'." (Kendo's kendo_react_assistant: rounds 47 and 48, re-reader Z2). Words for the assistant to answer.
 */
export function toolAsksAQuestionIn(toolDescription: string | undefined, field: string): boolean {
  if (!toolDescription || !/question/i.test(toolDescription) || field.length > 64) return false;
  const text = toolDescription.length > 20_000 ? toolDescription.slice(0, 20_000) : toolDescription;
  return new RegExp(`\\b(?:provide|pass|send|put|give|enter)\\s+(?:the\\s+|a\\s+|your\\s+)?(?:user'?s?\\s+)?(?:[\\w-]+\\s+){0,2}?questions?\\s+(?:as|in)\\s+(?:the\\s+)?["'\`]?${escapeRegExp(field)}["'\`]?(?![\\w-])`, 'i').test(text);
}

/**
 * A match in one named field of the items searched, the field's name naming the same one: an iCloud
 * mail server's search_emails `subjectQuery`, "Match only in subject field"; `bodyQuery`, "Match only
 * in body field"; `fromQuery`, "Match only in from/sender field" (a slash joins two names of one
 * field). The description opens by saying where it matches, one field (the word "field", "attribute",
 * "property", "column" or "header", singular); the name says which, beside its query word. That is the
 * named searchable field, not a query language (the same tool's `query`, "matches subject, sender,
 * body", stays reported). Several fields ("in subject or body fields"), or a name that does not
 * name the field, and it stays reported.
 */
const ONE_FIELD_MATCH =
  /^\s*(?:(?:match(?:es|ed)?|search(?:es|ed)?|find|look)\s+(?:(?:only|up)\s+)?(?:with)?in|only\s+in)\s+(?:the\s+)?([A-Za-z][\w-]{0,40}(?:\/[A-Za-z][\w-]{0,40})?)\s+(?:field|attribute|property|column|header)\b(?!\s*(?:[,/]|or\b|and\b))/i;

/** Whether a description says the field matches in the one named field its name names ("Match only in subject field" for `subjectQuery`). */
export function matchesOneNamedField(name: string, description: string | undefined): boolean {
  const named = description ? ONE_FIELD_MATCH.exec(description)?.[1] : undefined;
  if (named === undefined) return false;
  const words = splitWords(name);
  return named.toLowerCase().split('/').some((word) => words.includes(word));
}

/**
 * Text looked for in the one attribute the field is named after: Trello's
 * find_checklist_items_by_description `description`, "Text to search for in checklist item
 * descriptions". The name holds no query word (the caller asks only then); the description ends its
 * clause on the attribute searched, the name's last word (singular or plural). That is the named
 * searchable field, as `projectNameFilter` is; "in titles or descriptions" (several) stays reported.
 */
const SEARCHED_IN = /\b(?:search(?:ed)?|look(?:ed)?|find|found|match(?:ed)?)\s+(?:for\s+)?(?:with)?in\s+(?:(?:the|their|its)\s+)?(?:(?!or\b|and\b)[\w-]+\s+){0,3}([a-z][\w-]*)(?=\s*(?:[.;(]|$))/i;

/** Whether a description says its text is looked for in the attribute the field's name names ("Text to search for in checklist item descriptions" for `description`). */
export function searchedInItsNamedAttribute(name: string, description: string | undefined): boolean {
  const attribute = description ? SEARCHED_IN.exec(description)?.[1].toLowerCase() : undefined;
  const last = attribute === undefined ? undefined : lastWord(name);
  return last !== undefined && (attribute === last || attribute === `${last}s` || attribute === `${last}es`);
}

/**
 * A bare `term` (or `terms`) with no description, in a tool whose description opens by saying it
 * searches: Umbraco's get-searcher-by-searcher-name-query `term`, in a tool that "Gets search results
 * from a specific searcher by name with query parameters." The search text of the tool, as "Search
 * term" would call it, with no word on how it is read. Elsewhere a term is a word to look up or a
 * period (a month, a loan's term), and a described `term` speaks through its description.
 */
const TERM_NAME = /^terms?$/i;
const SEARCH_TOOL = /^\s*(?:search(?:es)?\b|(?:gets?|returns?|fetch(?:es)?|retrieves?)\s+(?:the\s+)?search\s+results\b)/i;

/**
 * Whether a tool says it is a search: its name has the word ("search", "search_memory", "backup_search") or its
 * description opens so ("Search the user's past code sessions", "Gets search results"). Words in plain language sent
 * to such a tool are a search's text, not words for a model to read (lm-assist's `search`, "Natural language (\"brent oil
 * regime change\"), keywords, a file path, or an ID": the second held-out round of 2026-12-07).
 */
export function toolSearches(name: string | undefined, description: string | undefined): boolean {
  return (name !== undefined && splitWords(name).includes('search')) || (!!description && SEARCH_TOOL.test(description));
}

/** The opening of a tool's description that says it searches, for a bare undescribed `term` of it ("Gets search results\u2026"), or undefined. */
export function searchToolTerm(name: string, description: string | undefined, toolDescription: string | undefined): string | undefined {
  if (description !== undefined || !toolDescription || !TERM_NAME.test(name)) return undefined;
  return SEARCH_TOOL.exec(toolDescription)?.[0].trim();
}

/**
 * A description that says the text is plain text or natural language: no grammar to guess. bycrawl's
 * searches, "Search query \u2014 plain text, do NOT wrap in quotes"; a "Free-text search across summary,
 * description, location, and attendees" (Google Calendar's listEvents `q`), and "(optional) Free text search terms to
 * filter events" (google-workspace-mcp's list_events `query`: an "(optional)" opening, and the records they filter,
 * round 66, reader z2); the *arr servers' `search`,
 * "Natural-language search query"; MongoDB's search-knowledge, "A natural language query \u2026"; a query
 * matched by meaning (remember-mcp's search_relationship `query`, "Search query (semantic search on
 * observation field)"). And a query that steers a feature of the results, in words: exa's web_search_advanced
 * `summaryQuery`, "Focus query for summary generation", and `highlightsQuery`, "Query for highlight relevance"; keywords of
 * a few words each ("keyword search queries … of up to 5 words each", its deep_search `search_queries`): round 53,
 * re-reader AD2. Not
 * negated ("not plain text") nor withdrawn (Optimizely's export_data, "Natural language queries are
 * no longer supported").
 */
const STEERING_QUERY = /^\s*(?:focus\s+)?query\s+for\s+(?:the\s+)?(?:summary|summaries|highlights?)\s+(?:generation|relevance|extraction)\b/i;
const PLAIN_LANGUAGE = /\bkeyword\s+(?:search\s+)?quer(?:y|ies)\b[\s\S]{0,120}?\bup\s+to\s+\d+\s+words\b|(?<!\b(?:not|no|never|isn't)\s+(?:in\s+)?)\b(?:plain[- ]text|free[- ]text\s+search\s+(?:across|over|in|of)|^\s*(?:a\s+|the\s+)?free[- ]text\s+(?:quer(?:y|ies)|search(?:\s+(?:text|terms?))?)(?:\s+(?:to\s+(?:filter|search|match|find)|for)\s+(?:the\s+)?[a-z]+(?:\s+[a-z]+)?)?(?=\s*(?:[.,;:(]|$))|plain\s+(?:english|language)|natural[- ]language|semantic\s+(?:search|similarity|matching)|linguaggio\s+naturale|langage\s+naturel|lenguaje\s+natural|ricerca\s+semantica)\b(?![^.]{0,40}\b(?:no\s+longer|not)\s+supported)/i;

/** "(optional)", "(optional, default: 250)": an opening that says whether the input is needed, not what it holds. */
const NEEDED_OPENING = /^\s*\((?:optional|required)\b[^)]{0,60}\)\s*/i;

/** A query in words that steers a feature of a search's results, not the search ("Focus query for summary generation"). */
export function steersResults(description: string | undefined): boolean {
  return !!description && STEERING_QUERY.test(description);
}

export function describesPlainLanguage(description: string | undefined): boolean {
  if (!description) return false;
  const text = (description.length > 2000 ? description.slice(0, 2000) : description).replace(NEEDED_OPENING, '');
  return STEERING_QUERY.test(text) || PLAIN_LANGUAGE.test(text) || QUESTIONS_TO_ASK.test(text) || QUESTION_OR_TASK.test(text) || MAY_BE_A_QUESTION.test(text);
}

/**
 * Questions put to a model or a person, in words: "Array of questions to ask about the PDF" (pdf-analyzer's analyze_pdf `queries`);
 * "The question or topic to search for", "The research question or topic to investigate", "Specific question about the image"
 * (a Gemini server's gemini-search, gemini-deep-research and gemini-analyze-image `query`: round 44, reader T5).
 */
const QUESTIONS_TO_ASK = /^\s*(?:(?:an?\s+)?(?:array|list)\s+of\s+)?(?:the\s+|a\s+|specific\s+)?(?:research\s+)?questions?(?:\s+or\s+topics?)?\s+(?:to\s+(?:ask|answer|investigate|research|search\s+for)|about)\b/i;

/**
 * A query also called a question, or a topic or a task to reason about or investigate: "The search query or question.",
 * "The research topic or question to investigate in depth.", "The complex query or task to reason about." (perplexity-mcp's
 * search, deep_research and reason: round 45, reader V1), "Query or task description to get recommendations for" (agentdb's
 * learning_explain: round 48, re-reader Z2). Words for a model to answer, not a grammar. Not "The search query
 * to look for in the documentation" (a query, and no more said).
 */
const QUESTION_OR_TASK =
  /^\s*(?:the\s+|a\s+|an\s+|your\s+|specific\s+)?(?:(?:research|search|complex|user'?s?|natural[- ]language)\s+)?(?:(?:(?:query|queries|topics?|tasks?)\s+or\s+questions?|questions?\s+or\s+(?:query|queries|topics?|tasks?)|(?:query|queries)\s+or\s+task\s+descriptions?)(?=\s*(?:[.,;:)]|$)|\s+(?:to\s+|about\b|for\b))|(?:query|queries|topics?|questions?|tasks?)\s+or\s+(?:query|queries|topics?|questions?|tasks?)\s+to\s+(?:reason|think)\s+about\b)/i;

/** "Search query - can be a question, statement, or keywords" (Exa's web_search_advanced_exa: round 45, reader U1): words, said so. */
const MAY_BE_A_QUESTION = /\b(?:can|may|could)\s+be\s+(?:a\s+|an\s+)?(?:natural[- ]language\s+|plain\s+)?questions?\s*(?:,|or\b)/i;

/** Whether a description says its text is matched as written, or that it holds tags or keywords to match ("Optional hub filter tags", draw.io's "Space-separated search keywords": the separator is its syntax). */
export function describesLiteralText(description: string | undefined): boolean {
  return !!description && (LITERAL_TEXT.test(description) || TAGS.test(description) || ONE_ATTRIBUTE_SEARCH.test(description));
}

/**
 * A search on one named attribute, matched as it is, as "Name filter" is: a fuzzy match on it
 * (alibabacloud-devops' list_repositories `search`, "Search keyword, used to fuzzy match repository
 * paths"), a description that is a search by it ("Search by package name") or says the text is that
 * attribute (Ashby's ashby_search_candidates `query`, "Candidate name to search for."; TMDB's search_watch_providers
 * `query`, "Service name (or part of it) to look up, e.g. 'Netflix'.": round 42, re-reader S8; "Filter the executed tests by
 * spec name.", Angular CLI's test `filter`: round 42, re-reader S10; "Officer name, or part of one.", a Companies House
 * server's search_officers `query`: round 42, re-reader S12), a search on it (comfyui's
 * get_history `search`, "full-text search on model/LoRA filenames": round 41, re-reader R21), and the same in
 * Chinese: a name (\u540d\u79f0) or title (\u6807\u9898), maybe its keyword (\u5173\u952e\u5b57, \u5173\u952e\u8bcd) and fuzzy
 * (\u6a21\u7cca), then search or filter (\u641c\u7d22, \u8fc7\u6ee4, \u7b5b\u9009) in the description's opening clause:
 * "\u6807\u9898\u5173\u952e\u5b57\u641c\u7d22" (title keyword search), "\u5e94\u7528\u6807\u7b7e\u540d\u79f0\u7684\u6a21\u7cca\u641c\u7d22" (fuzzy search on the app tag
 * name), "\u6309\u540d\u79f0\u5173\u952e\u8bcd\u8fc7\u6ee4" (filter by name keyword). One attribute only: "by name or email", a
 * clause with \u6216 (or), \u548c (and) or \u3001 before the attribute, names several, and a search over several
 * attributes stays reported, as does a fuzzy search that names none.
 */
const ATTRIBUTE = '(?:names?|titles?|paths?|labels?|emails?|tags?|slugs?|filenames?|usernames?|types?)';
const ONE_ATTRIBUTE_SEARCH = new RegExp(
    `^\\s*(?:case[- ]?(?:in)?sensitive\\s+)?(?:substring\\s+|partial\\s+|exact\\s+|prefix\\s+)?match(?:es|ed)?\\s+(?:against|on)\\s+(?:(?:the|its|their)\\s+)?(?:(?!or\\b|and\\b)[\\w-]+\\s+){0,2}${ATTRIBUTE}\\s*(?:[.;(]|$)|` +
  `\\bfuzz(?:y|ily)[- ]?match(?:es|ed|ing)?\\s+(?:(?:against|on|in)\\s+)?(?:(?:the|its|their)\\s+)?(?:(?!or\\b|and\\b)[\\w-]+\\s+){0,2}${ATTRIBUTE}\\b(?!\\s*(?:[,/]|or\\b|and\\b))` +
    // "Filter teams by name", "Filter patterns by type": a filter whose value is that attribute's (a `nameFilter`, as the
    // labels read it); not "Search query for filtering by title" (a query, as Notion's title search is labelled).
    `|^\\s*(?:optional[:,.]?\\s*)?(?:an?\\s+)?filter(?:s|ed)?\\s+(?:(?!(?:by|or|and)\\b)[\\w-]+\\s+){0,3}by\\s+(?:(?:the|its|their)\\s+)?(?:(?!or\\b|and\\b)[\\w-]+\\s+){0,2}${ATTRIBUTE}\\s*(?:[.;(]|$)` +
    `|^\\s*(?:optional[:,.]?\\s*)?(?:(?:the|an?)\\s+)?(?:(?!(?:or|and|to)\\b)[\\w-]+\\s+){0,2}${ATTRIBUTE}(?:\\s*\\(\\s*or\\s+(?:a\\s+)?part\\s+of\\s+it\\s*\\))?\\s+to\\s+(?:search|look\\s+up|find|match|filter)(?:\\s+(?:for|by|on))?\\s*(?:[.;,(]|$)` +
    `|^\\s*(?:(?:the|an?)\\s+)?(?:(?!(?:or|and)\\b)[\\w-]+\\s+){0,2}${ATTRIBUTE},?\\s+or\\s+(?:a\\s+)?part\\s+of\\s+(?:one|it)\\s*(?:[.;,]|$)` +
    `|^\\s*(?:(?:the|a)\\s+)?partial\\s+(?:[\\w-]+\\s+)?${ATTRIBUTE}\\s*\\.?\\s*$` +
    '|^[^\\uff0c\\u3002\\uff1b,.;\\u6216\\u548c\\u3001]{0,12}?(?:\\u540d\\u79f0|\\u6807\\u9898)\\u7684?(?:\\u5173\\u952e[\\u5b57\\u8bcd])?\\u7684?(?:\\u6a21\\u7cca)?(?:\\u641c\\u7d22|\\u8fc7\\u6ee4|\\u7b5b\\u9009)',
  'i',
);

/**
 * Keywords said to be parted by spaces or commas are their syntax too: "keywords (space-separated)", and in Chinese
 * "多個關鍵字（空格分隔）" (several keywords, parted by spaces: mcp-shrimp-task-manager's query_task `query`, round 64,
 * re-reader v4).
 *
 * Tags or labels a result must carry, not an expression: Hugging Face's hub_repo_search `filters`,
 * "Optional hub filter tags. Applied to each selected repo type (e.g. ["text-generation"])". The
 * description opens by calling them so, or calls it a tag to narrow the results (comfyui's
 * download_model `filter`, "optional HuggingFace pipeline/library tag to narrow results").
 */
const TAGS = /^\s*(?:optional[:,.]?\s*)?(?:(?:a|an|the|list\s+of)\s+)?(?:[\w-]+\s+){0,2}(?:tags|labels)\b|^\s*(?:space|comma)[- ]separated\s+(?:search\s+)?(?:keywords|terms|words)\b|\b(?:tag|label)\s+to\s+(?:narrow|filter|restrict)\b|\bkeywords\s?\((?:space|comma)[- ]separated\)|(?:\u95dc\u9375[\u5b57\u8a5e]|\u5173\u952e[\u5b57\u8bcd])[\uff08(](?:\u7a7a\u683c|\u9017\u865f|\u9017\u53f7)\u5206\u9694[\uff09)]/i;
