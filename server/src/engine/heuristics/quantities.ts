/**
 * Quantities and their units (spec §3.6). A numeric field is a quantity when one of
 * its words names one; it has its unit when one of its words is a unit of that kind.
 * The lists live here, and only here.
 */
import { rememberedByString } from '../remembered';
import { splitWords } from './words';

export type QuantityKind = 'time' | 'money' | 'size' | 'dimension' | 'mass' | 'temperature';

/** Words that make a field a quantity. Two-word entries (`retry_after`) match adjacent words. */
const QUANTITY_WORDS: Record<QuantityKind, readonly string[]> = {
  time: [
    'latency', 'duration', 'elapsed', 'timeout', 'delay', 'interval', 'ttl', 'age', 'uptime', 'wait', 'period', 'time',
    'timestamp', 'runtime', 'backoff', 'cooldown', 'deadline', 'expiry',
    'retry_after', 'retry_in', 'expires_in', 'expires_after',
  ],
  money: ['cost', 'price', 'amount', 'fee', 'balance', 'budget', 'spend', 'revenue', 'tax', 'subtotal', 'refund', 'payout', 'salary', 'wage'],
  size: ['size', 'filesize', 'memory', 'bandwidth', 'disk', 'storage'],
  dimension: ['width', 'height', 'distance', 'radius', 'diameter', 'altitude', 'elevation'],
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

/**
 * Unit words by kind. `min` is left out on purpose: `latency_min` is far more often a
 * minimum than minutes. `epoch` is no unit either: epoch seconds or epoch milliseconds?
 */
const UNIT_WORDS: Record<QuantityKind, readonly string[]> = {
  time: [
    'ms', 'us', 'ns', 's', 'h', 'sec', 'secs', 'second', 'seconds', 'mins', 'minute', 'minutes', 'hour', 'hours', 'hrs',
    'day', 'days', 'week', 'weeks', 'month', 'months', 'year', 'years', 'yrs',
    'msec', 'usec', 'nsec', 'millis', 'micros', 'nanos', 'milliseconds', 'microseconds', 'nanoseconds',
  ],
  money: [...CURRENCY_CODES, 'cents', 'paise', 'pence', 'minor'],
  size: ['b', 'byte', 'bytes', 'kb', 'kib', 'mb', 'mib', 'gb', 'gib', 'tb', 'tib', 'kilobytes', 'megabytes', 'gigabytes', 'bits', 'bps', 'kbps', 'mbps', 'gbps'],
  dimension: ['px', 'pt', 'em', 'rem', 'mm', 'cm', 'm', 'km', 'mi', 'ft', 'in', 'yd', 'um', 'pixels', 'points', 'meters', 'metres', 'kilometers', 'kilometres', 'miles', 'feet', 'inches'],
  mass: ['g', 'mg', 'kg', 'lb', 'lbs', 'oz', 'grams', 'kilograms', 'pounds', 'ounces'],
  temperature: ['celsius', 'fahrenheit', 'kelvin', 'c', 'f', 'k'],
};

/**
 * Units a kind also accepts: a `size` is as often a dimension as an amount of data
 * (`image_size_px`), so both families name it.
 */
const ALSO_ACCEPTS: Partial<Record<QuantityKind, QuantityKind>> = { size: 'dimension' };

/** Words that make any quantity dimensionless: a ratio or a percentage needs no unit. */
const DIMENSIONLESS_UNITS = ['pct', 'percent', 'percentage', 'ratio', 'fraction', 'factor', 'multiplier', 'rate'];

/** `size` after these words is a count of items (page_size, batchSize), not bytes. */
const COUNT_SIZE_PREFIXES = ['page', 'batch', 'chunk', 'sample', 'window', 'pool', 'queue', 'group', 'team', 'set', 'result', 'results'];

/** `size` after these words is a length on screen or paper (font_size → px or pt). */
const DIMENSION_SIZE_PREFIXES = ['font', 'icon', 'text', 'line'];

/** A name ending in one of these words counts or identifies things: `timeout_count`, `price_index`. */
const COUNT_LAST_WORDS = ['count', 'counts', 'index', 'idx', 'num', 'number', 'id', 'ids', 'rank', 'version'];

export interface Quantity {
  readonly kind: QuantityKind;
  /** The word that made it a quantity, as it appears after splitting (`retry_after` for pairs). */
  readonly word: string;
}

const KINDS = Object.keys(QUANTITY_WORDS) as QuantityKind[];

/** Built once: every quantity word (and pair) to its kind, every kind to its unit words. */
const KIND_OF_WORD = new Map<string, QuantityKind>(KINDS.flatMap((kind) => QUANTITY_WORDS[kind].map((word) => [word, kind] as const)));
const UNIT_SETS = new Map<QuantityKind, ReadonlySet<string>>(
  KINDS.map((kind) => {
    const also = ALSO_ACCEPTS[kind];
    return [kind, new Set([...UNIT_WORDS[kind], ...DIMENSIONLESS_UNITS, ...(also ? UNIT_WORDS[also] : [])])];
  }),
);
const COUNT_LAST = new Set(COUNT_LAST_WORDS);

/** The quantity a field name names, or undefined for a non-quantity (counts, ids, flags). */
export function findQuantity(name: string): Quantity | undefined {
  return quantityOfWords(splitWords(name));
}

function quantityOfWords(words: readonly string[]): Quantity | undefined {
  if (words.length === 0 || COUNT_LAST.has(words[words.length - 1])) return undefined;
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    if (i + 1 < words.length) {
      const pair = `${word}_${words[i + 1]}`;
      const pairKind = KIND_OF_WORD.get(pair);
      if (pairKind) return { kind: pairKind, word: pair };
    }
    const kind = KIND_OF_WORD.get(word);
    if (!kind) continue;
    if (word === 'size' && i > 0) {
      if (COUNT_SIZE_PREFIXES.includes(words[i - 1])) continue;
      if (DIMENSION_SIZE_PREFIXES.includes(words[i - 1])) return { kind: 'dimension', word };
    }
    return { kind, word };
  }
  // `created_at`, `expiresAt`: a number here is an epoch time, in seconds or in milliseconds.
  if (words.length > 1 && words[words.length - 1] === 'at') return { kind: 'time', word: `${words[words.length - 2]}_at` };
  return undefined;
}

/** Whether the name carries a unit of the given kind (or a dimensionless one). */
export function hasUnit(name: string, kind: QuantityKind): boolean {
  return wordsHaveUnit(splitWords(name), kind);
}

function wordsHaveUnit(words: readonly string[], kind: QuantityKind): boolean {
  const units = UNIT_SETS.get(kind)!;
  return words.some((word) => units.has(word));
}

/** The quantity a numeric field names without its unit, or undefined when it is fine. */
export function findUnitlessQuantity(name: string): Quantity | undefined {
  return unitlessRemembered(name);
}

/** Names repeat across the tools of a file (and between lints): remember the answers. */
const unitlessRemembered = rememberedByString((name): Quantity | undefined => {
  const words = splitWords(name);
  const quantity = quantityOfWords(words);
  return quantity && !wordsHaveUnit(words, quantity.kind) ? quantity : undefined;
}, 10_000);

/** Whether a name carries any known unit word for any kind (used to spot unit-suffixed hints). */
export function hasAnyUnit(name: string): boolean {
  const words = splitWords(name);
  return KINDS.some((kind) => wordsHaveUnit(words, kind));
}

/** The likeliest unit suffixes for a quantity kind, most likely first (the fix offers one each). */
export const SUGGESTED_UNITS: Record<QuantityKind, readonly string[]> = {
  time: ['ms', 'seconds'],
  money: ['usd', 'usd_cents'],
  size: ['bytes', 'mb'],
  dimension: ['m', 'km'],
  mass: ['kg', 'g'],
  temperature: ['celsius', 'fahrenheit'],
};

/** Where the quantity word says more than its kind (a width is in pixels more often than in metres). */
const SUGGESTED_UNITS_BY_WORD: Readonly<Record<string, readonly string[]>> = {
  width: ['px', 'cm'],
  height: ['px', 'cm'],
  age: ['days', 'seconds'],
  uptime: ['seconds', 'ms'],
  ttl: ['seconds', 'ms'],
  period: ['days', 'seconds'],
};

export type NameStyle = 'snake' | 'screaming' | 'kebab' | 'camel' | 'pascal';

/** The case style a name is written in; a single lower-case word is snake unless `singleWord` says otherwise. */
export function nameStyle(name: string, singleWord: NameStyle = 'snake'): NameStyle {
  if (name.includes('_')) return /[a-z]/.test(name) ? 'snake' : 'screaming';
  if (name.includes('-')) return 'kebab';
  if (/^[A-Z]/.test(name)) return /[a-z]/.test(name) ? 'pascal' : 'screaming';
  if (/[A-Z]/.test(name)) return 'camel';
  return singleWord;
}

/** Appends a unit (snake_case, e.g. `usd_cents`) to a name, in the given style. */
export function appendUnit(name: string, unit: string, style: NameStyle = nameStyle(name)): string {
  const parts = unit.split('_');
  switch (style) {
    case 'snake':
      return `${name}_${unit}`;
    case 'screaming':
      return `${name}_${unit.toUpperCase()}`;
    case 'kebab':
      return `${name}-${parts.join('-')}`;
    default:
      return name + parts.map((p) => p.charAt(0).toUpperCase() + p.slice(1)).join('');
  }
}

/**
 * The names a unitless quantity could be renamed to, one per likely unit, in the
 * name's own style: `latency` → latency_ms, latency_seconds; `latencyValue` →
 * latencyValueMs, latencyValueSeconds. `singleWord` is the style to use for a
 * one-word name (its siblings' style, when they are camelCase).
 */
export function suggestUnitNames(name: string, kind: QuantityKind, singleWord: NameStyle = 'snake'): string[] {
  const word = (findUnitlessQuantity(name) ?? findQuantity(name))?.word;
  const units = (word && SUGGESTED_UNITS_BY_WORD[word]) || SUGGESTED_UNITS[kind];
  const style = nameStyle(name, singleWord);
  return units.map((unit) => appendUnit(name, unit, style));
}

/** How a kind reads in a message: "a time", "an amount of money". */
export const QUANTITY_KIND_NAMES: Record<QuantityKind, string> = {
  time: 'a time',
  money: 'an amount of money',
  size: 'a size',
  dimension: 'a length',
  mass: 'a mass',
  temperature: 'a temperature',
};

/** What an agent cannot tell without the unit, by kind (for messages and docs). */
export const QUANTITY_AMBIGUITY: Record<QuantityKind, string> = {
  time: 'milliseconds from seconds',
  money: 'one currency from another, or whole units from cents',
  size: 'bytes from megabytes',
  dimension: 'pixels from points, or metres from kilometres',
  mass: 'kilograms from pounds',
  temperature: 'Celsius from Fahrenheit',
};
