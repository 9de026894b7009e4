/**
 * Free-form query strings: names that say "query language" and the grammar names
 * whose mention in a description makes such a field acceptable (spec §3.1).
 */
import { splitWords } from './words';

export const QUERY_WORDS: readonly string[] = ['query', 'q', 'search', 'filter', 'where', 'expression', 'expr', 'sql', 'jql', 'condition', 'predicate'];

/** Grammars (and words that say a grammar is documented) that make a query field acceptable. */
const GRAMMAR_MENTION = /\b(grammar|syntax|bnf|ebnf|sql|jql|kql|cql|lucene|elasticsearch query string|jsonpath|jmespath|jq|xpath|regex|regular expression|odata|graphql|cel|promql|logql|rsql|fiql|glob|query language|see https?:\/\/\S+)/i;

/** The query word a field name uses (`search_query` → query), or undefined. */
export function queryWord(name: string): string | undefined {
  return splitWords(name).find((word) => QUERY_WORDS.includes(word));
}

export function namesGrammar(description: string | undefined): boolean {
  return !!description && GRAMMAR_MENTION.test(description);
}
