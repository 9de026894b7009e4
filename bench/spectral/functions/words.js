// Splits a field name into lowercase words: snake_case, kebab-case, camelCase.
module.exports.words = (name) =>
  String(name)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
