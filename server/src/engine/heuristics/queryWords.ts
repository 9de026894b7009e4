/**
 * Free-form query strings: names that say "query language" and the grammar names
 * whose mention in a description makes such a field acceptable (spec §3.1).
 */
import { splitWords } from './words';

export const QUERY_WORDS: readonly string[] = ['query', 'q', 'search', 'filter', 'where', 'expression', 'expr', 'sql', 'jql', 'condition', 'predicate'];

/** Nouns that, after a query word, still name the query text itself: `search_term`, `where_clause`. */
const QUERY_TEXT_NOUNS: readonly string[] = ['term', 'terms', 'text', 'string', 'str', 'clause', 'phrase', 'keywords', 'keyword', 'input', 'statement', 'criteria'];

/** Grammars (and words that say a grammar is documented) that make a query field acceptable. */
const GRAMMAR_MENTION = /\b(?:grammar|syntax|bnf|ebnf|sql|jql|kql|cql|lucene|elasticsearch query string|jsonpath|jmespath|jq|xpath|regex|regexp|regular expression|odata|graphql|cel|promql|logql|rsql|fiql|glob|query language|operators?|(?:key|field|name|attribute):value|(?:key|field|name|attribute)=value)\b|\bsee https?:\/\/\S+/i;

/** The query word a field name uses anywhere (`search_query` → query), or undefined. */
export function queryWord(name: string): string | undefined {
  return splitWords(name).find((word) => QUERY_WORDS.includes(word));
}

/**
 * The query word of a name that holds query text: the name ends with a query word
 * (`query`, `q`, `search_query`, `status_filter`) or with a word for the text of one
 * (`search_term`, `where_clause`). `filter_status` and `query_id` hold a value or an id,
 * not a query, and give undefined.
 */
export function freeFormQueryWord(name: string): string | undefined {
  const words = splitWords(name);
  const last = words[words.length - 1];
  if (last === undefined) return undefined;
  if (QUERY_WORDS.includes(last)) return last;
  if (!QUERY_TEXT_NOUNS.includes(last)) return undefined;
  return words.slice(0, -1).find((word) => QUERY_WORDS.includes(word));
}

export function namesGrammar(description: string | undefined): boolean {
  return !!description && GRAMMAR_MENTION.test(description);
}
