/**
 * Quantities and their units (spec §3.6). A numeric field is a quantity when one of
 * its words names one; it has its unit when one of its words is a unit of that kind.
 * The lists live here, and only here.
 */
import { splitWords } from './words';

export type QuantityKind = 'time' | 'money' | 'size' | 'dimension' | 'mass' | 'temperature';

const QUANTITY_WORDS: Record<QuantityKind, readonly string[]> = {
  time: ['latency', 'duration', 'elapsed', 'timeout', 'delay', 'interval', 'ttl', 'age', 'uptime', 'wait', 'period', 'time', 'timestamp', 'retry_after', 'expires_in'],
  money: ['cost', 'price', 'amount', 'fee', 'balance', 'budget', 'spend', 'revenue'],
  size: ['size', 'memory', 'bandwidth', 'disk'],
  dimension: ['width', 'height', 'distance', 'radius', 'altitude'],
  mass: ['weight', 'mass'],
  temperature: ['temperature'],
};

/** ISO 4217 codes in common use; a money field is suffixed by one of these or by a minor unit. */
export const CURRENCY_CODES: readonly string[] = [
  'usd', 'eur', 'gbp', 'jpy', 'cny', 'inr', 'aud', 'cad', 'chf', 'sek', 'nok', 'dkk', 'pln', 'czk', 'huf',
  'ron', 'bgn', 'try', 'rub', 'uah', 'brl', 'mxn', 'ars', 'clp', 'cop', 'pen', 'zar', 'ngn', 'kes', 'egp',
  'mad', 'aed', 'sar', 'qar', 'kwd', 'ils', 'krw', 'sgd', 'hkd', 'twd', 'thb', 'myr', 'idr', 'php', 'vnd',
  'pkr', 'bdt', 'lkr', 'nzd', 'isk',
];

const UNIT_WORDS: Record<QuantityKind, readonly string[]> = {
  time: ['ms', 'us', 'ns', 's', 'sec', 'secs', 'second', 'seconds', 'min', 'mins', 'minute', 'minutes', 'hour', 'hours', 'hrs', 'day', 'days', 'week', 'weeks', 'millis', 'micros', 'nanos', 'epoch'],
  money: [...CURRENCY_CODES, 'cents', 'paise', 'minor', 'pence'],
  size: ['bytes', 'byte', 'b', 'kb', 'kib', 'mb', 'mib', 'gb', 'gib', 'tb', 'tib', 'bits', 'kbps', 'mbps', 'gbps'],
  dimension: ['px', 'pt', 'em', 'rem', 'cm', 'mm', 'm', 'km', 'mi', 'ft', 'in', 'meters', 'metres', 'miles', 'feet', 'pixels'],
  mass: ['g', 'kg', 'mg', 'lb', 'lbs', 'oz', 'grams', 'kilograms', 'pounds'],
  temperature: ['celsius', 'fahrenheit', 'kelvin', 'c', 'f', 'k'],
};

/** Units that fit any quantity: a ratio has no dimension. */
const DIMENSIONLESS_UNITS = ['pct', 'percent', 'percentage', 'ratio', 'fraction', 'factor', 'multiplier'];

/** `size` after these words is a count of items (page_size), not a size in bytes. */
const COUNT_SIZE_PREFIXES = ['page', 'batch', 'chunk', 'sample', 'window', 'pool', 'queue', 'buffer', 'step', 'group', 'team', 'set'];

export interface Quantity {
  readonly kind: QuantityKind;
  /** The word that made it a quantity, as it appears after splitting (`retry_after` for pairs). */
  readonly word: string;
}

/** The quantity a field name names, or undefined for a non-quantity (counts, ids, flags). */
export function findQuantity(name: string): Quantity | undefined {
  const words = splitWords(name);
  for (let i = 0; i < words.length; i++) {
    const pair = i + 1 < words.length ? `${words[i]}_${words[i + 1]}` : undefined;
    for (const kind of Object.keys(QUANTITY_WORDS) as QuantityKind[]) {
      const list = QUANTITY_WORDS[kind];
      if (pair && list.includes(pair)) return { kind, word: pair };
      if (!list.includes(words[i])) continue;
      if (words[i] === 'size' && i > 0 && COUNT_SIZE_PREFIXES.includes(words[i - 1])) continue;
      return { kind, word: words[i] };
    }
  }
  return undefined;
}

/** Whether the name carries a unit of the given kind (or a dimensionless one). */
export function hasUnit(name: string, kind: QuantityKind): boolean {
  const units = UNIT_WORDS[kind];
  return splitWords(name).some((word) => units.includes(word) || DIMENSIONLESS_UNITS.includes(word));
}

/** The quantity a numeric field names without its unit, or undefined when it is fine. */
export function findUnitlessQuantity(name: string): Quantity | undefined {
  const quantity = findQuantity(name);
  return quantity && !hasUnit(name, quantity.kind) ? quantity : undefined;
}

/** Whether a name carries any known unit word for any kind (used to spot unit-suffixed hints). */
export function hasAnyUnit(name: string): boolean {
  return (Object.keys(UNIT_WORDS) as QuantityKind[]).some((kind) => hasUnit(name, kind));
}

/** The likeliest unit suffixes for a quantity kind, most likely first (the fix offers one each). */
export const SUGGESTED_UNITS: Record<QuantityKind, readonly string[]> = {
  time: ['ms', 'seconds'],
  money: ['usd', 'cents'],
  size: ['bytes'],
  dimension: ['m', 'km'],
  mass: ['kg'],
  temperature: ['celsius'],
};
