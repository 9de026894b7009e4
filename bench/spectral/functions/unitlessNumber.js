// Numeric properties named for a quantity (time, money, size, length, mass) with no unit word.
const { words } = require('./words');

const QUANTITIES = new Set(['latency', 'duration', 'elapsed', 'timeout', 'delay', 'interval', 'ttl', 'age', 'wait', 'backoff', 'cooldown', 'cost', 'price', 'amount', 'fee', 'balance', 'budget', 'size', 'memory', 'bandwidth', 'width', 'height', 'distance', 'weight']);
const UNITS = new Set(['ms', 's', 'sec', 'secs', 'seconds', 'minutes', 'hours', 'days', 'millis', 'usd', 'eur', 'gbp', 'cents', 'bytes', 'kb', 'mb', 'gb', 'px', 'm', 'km', 'kg', 'g', 'pct', 'percent', 'ratio']);
const COUNTS = new Set(['page', 'batch', 'count', 'index', 'id', 'number']);

module.exports = (properties, _options, context) => {
  if (!properties || typeof properties !== 'object') return [];
  const results = [];
  for (const [name, schema] of Object.entries(properties)) {
    if (!schema || (schema.type !== 'number' && schema.type !== 'integer')) continue;
    const parts = words(name);
    if (!parts.some((w) => QUANTITIES.has(w)) || parts.some((w) => UNITS.has(w) || COUNTS.has(w))) continue;
    results.push({ message: `"${name}" is a number with no unit in its name.`, path: [...context.path, name] });
  }
  return results;
};
