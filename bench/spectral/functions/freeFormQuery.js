// String inputs that hold a query, search or filter expression, with no pattern, no enum and no
// grammar named in their description.
const { words } = require('./words');

const QUERY_WORDS = new Set(['query', 'q', 'search', 'filter', 'expression', 'where']);
const GRAMMARS = /\b(sql|jql|lucene|kql|jmespath|jsonpath|regex|regular expression|graphql|cql|syntax|grammar)\b/i;

module.exports = (properties, _options, context) => {
  if (!properties || typeof properties !== 'object') return [];
  const results = [];
  for (const [name, schema] of Object.entries(properties)) {
    if (!schema || schema.type !== 'string' || schema.pattern !== undefined || schema.enum !== undefined) continue;
    const parts = words(name);
    if (!parts.some((w) => QUERY_WORDS.has(w)) || parts.includes('id')) continue;
    if (typeof schema.description === 'string' && GRAMMARS.test(schema.description)) continue;
    results.push({ message: `"${name}" is a free-form query string.`, path: [...context.path, name] });
  }
  return results;
};
