// Properties of an input schema that are not required and have no default.
module.exports = (schema, _options, context) => {
  if (!schema || typeof schema !== 'object' || !schema.properties || typeof schema.properties !== 'object') return [];
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  const results = [];
  for (const [name, property] of Object.entries(schema.properties)) {
    if (required.has(name) || (property && typeof property === 'object' && 'default' in property)) continue;
    results.push({ message: `"${name}" is optional and has no default.`, path: [...context.path, 'properties', name] });
  }
  return results;
};
