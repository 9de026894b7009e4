import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  appendUnit,
  findQuantity,
  findUnitlessQuantity,
  hasAnyUnit,
  nameStyle,
  suggestUnitNames,
  type QuantityKind,
} from '../../server/src/engine/heuristics/quantities';

/** [name, the kind it lacks a unit for, or undefined when it is fine as a number] — spec §3.6. */
const UNITLESS: ReadonlyArray<readonly [string, QuantityKind | undefined]> = [
  // the spec's own examples
  ['fileSizeLimit', 'size'],
  ['latency', 'time'],
  ['latency_ms', undefined],
  ['latencyMs', undefined],
  ['costUsd', undefined],
  ['cost_inr_paise', undefined],
  ['timeoutSeconds', undefined],
  ['retry_after', 'time'],
  ['retry_after_ms', undefined],
  ['expires_in', 'time'],
  ['page_size', undefined],
  ['batchSize', undefined],
  ['count', undefined],
  ['total', undefined],
  ['limit', undefined],
  ['index', undefined],
  ['memory_mb', undefined],
  ['width_px', undefined],
  ['temperature_celsius', undefined],
  ['weight_kg', undefined],
  ['latency_pct', undefined],
  ['cost_ratio', undefined],
  // camelCase and other styles
  ['retryAfter', 'time'],
  ['retryAfterMs', undefined],
  ['expiresIn', 'time'],
  ['expiresInSeconds', undefined],
  ['fileSizeLimitBytes', undefined],
  ['memoryMiB', undefined],
  ['costUSD', undefined],
  ['HTTPTimeout', 'time'],
  ['HTTPTimeoutMs', undefined],
  ['p99-latency', 'time'],
  ['LATENCY_MS', undefined],
  ['widthPx', undefined],
  ['weightKg', undefined],
  ['temperatureCelsius', undefined],
  ['costInrPaise', undefined],
  // each kind without its unit
  ['cost', 'money'],
  ['total_price', 'money'],
  ['memory', 'size'],
  ['width', 'dimension'],
  ['distance', 'dimension'],
  ['weight', 'mass'],
  ['temperature', 'temperature'],
  ['age', 'time'],
  ['response_time', 'time'],
  // a unit of another kind is no unit
  ['cost_ms', 'money'],
  ['latency_kg', 'time'],
  ['timeout_min', 'time'], // min is a minimum far more often than minutes
  ['timeout_mins', undefined],
  // edges
  ['age_days', undefined],
  ['age_days_min', undefined],
  ['image_size_px', undefined], // a size can be a dimension
  ['font_size', 'dimension'],
  ['font_size_pt', undefined],
  ['chunkSize', undefined],
  ['sample_size', undefined],
  ['buffer_size', 'size'],
  ['max_size', 'size'],
  ['size_limit', 'size'],
  ['timeout_count', undefined],
  ['price_index', undefined],
  ['created_at', 'time'],
  ['createdAtMs', undefined],
  ['tax_rate', undefined],
  ['priority', undefined],
  ['ticket_id', undefined],
  ['page', undefined],
  ['usage', undefined],
  ['timestamp', 'time'],
  ['', undefined],
  ['_', undefined],
];

describe('quantities: findUnitlessQuantity', () => {
  for (const [name, kind] of UNITLESS) {
    it(`${JSON.stringify(name)} → ${kind ?? 'fine'}`, () => {
      assert.equal(findUnitlessQuantity(name)?.kind, kind);
    });
  }
});

describe('quantities: findQuantity', () => {
  it('names the pair that matched', () => {
    assert.deepEqual(findQuantity('retry_after_ms'), { kind: 'time', word: 'retry_after' });
    assert.deepEqual(findQuantity('expiresIn'), { kind: 'time', word: 'expires_in' });
  });
  it('splits camelCase into words', () => {
    assert.deepEqual(findQuantity('fileSizeLimit'), { kind: 'size', word: 'size' });
  });
  it('counts are not quantities', () => {
    for (const name of ['count', 'total', 'limit', 'index', 'page_size', 'batchSize']) assert.equal(findQuantity(name), undefined, name);
  });
});

describe('quantities: hasAnyUnit', () => {
  it('sees a unit of any kind', () => {
    assert.equal(hasAnyUnit('retry_after_ms'), true);
    assert.equal(hasAnyUnit('retryAfterSeconds'), true);
    assert.equal(hasAnyUnit('retry_after'), false);
  });
});

describe('quantities: suggestUnitNames', () => {
  const cases: ReadonlyArray<readonly [string, QuantityKind, readonly string[]]> = [
    ['latency', 'time', ['latency_ms', 'latency_seconds']],
    ['latencyValue', 'time', ['latencyValueMs', 'latencyValueSeconds']],
    ['LatencyValue', 'time', ['LatencyValueMs', 'LatencyValueSeconds']],
    ['retry_after', 'time', ['retry_after_ms', 'retry_after_seconds']],
    ['retry-after', 'time', ['retry-after-ms', 'retry-after-seconds']],
    ['RETRY_AFTER', 'time', ['RETRY_AFTER_MS', 'RETRY_AFTER_SECONDS']],
    ['cost', 'money', ['cost_usd', 'cost_usd_cents']],
    ['totalCost', 'money', ['totalCostUsd', 'totalCostUsdCents']],
    ['fileSizeLimit', 'size', ['fileSizeLimitBytes', 'fileSizeLimitMb']],
    ['width', 'dimension', ['width_px', 'width_cm']],
    ['distance', 'dimension', ['distance_m', 'distance_km']],
    ['age', 'time', ['age_days', 'age_seconds']],
    ['weight', 'mass', ['weight_kg', 'weight_g']],
    ['temperature', 'temperature', ['temperature_celsius', 'temperature_fahrenheit']],
  ];
  for (const [name, kind, expected] of cases) {
    it(`${name} → ${expected.join(', ')}`, () => assert.deepEqual(suggestUnitNames(name, kind), expected));
  }
  it('a one-word name follows the style it is told (its camelCase siblings)', () => {
    assert.deepEqual(suggestUnitNames('latency', 'time', 'camel'), ['latencyMs', 'latencySeconds']);
  });
  it('every suggestion has its unit', () => {
    for (const [name, kind] of cases) for (const s of suggestUnitNames(name, kind)) assert.equal(findUnitlessQuantity(s), undefined, s);
  });
});

describe('quantities: name styles', () => {
  it('reads the style of a name', () => {
    assert.equal(nameStyle('latency_value'), 'snake');
    assert.equal(nameStyle('LATENCY'), 'screaming');
    assert.equal(nameStyle('latency-value'), 'kebab');
    assert.equal(nameStyle('latencyValue'), 'camel');
    assert.equal(nameStyle('LatencyValue'), 'pascal');
    assert.equal(nameStyle('latency'), 'snake');
  });
  it('appends a two-word unit in each style', () => {
    assert.equal(appendUnit('cost', 'usd_cents', 'camel'), 'costUsdCents');
    assert.equal(appendUnit('cost', 'usd_cents', 'kebab'), 'cost-usd-cents');
    assert.equal(appendUnit('COST', 'usd_cents', 'screaming'), 'COST_USD_CENTS');
  });
});
