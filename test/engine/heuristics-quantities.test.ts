import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cpuMs as cpuMsOf, fastestCpuMs } from '../helpers/cpuTime';
import {
  appendUnit,
  costingMoney,
  describedUnit,
  describesUnitInterval,
  endsInUnit,
  findQuantity,
  findUnitlessQuantity,
  hasAnyUnit,
  hasUnit,
  isSpatialVector,
  listsUnitsOf,
  meansQuantity,
  nameStyle,
  pricedRate,
  suggestUnitNames,
  workHours,
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
  // a trailing `until` is a moment, as a trailing `at` is; alone it is no quantity word
  ['blockedUntil', 'time'],
  ['blocked_until_ms', undefined],
  ['until', undefined],
  // `rate` is a ratio as the last word only
  ['lastRateLimitedAt', 'time'],
  ['error_rate', undefined],
  ['price_rate', undefined],
  // a time zone's offset is a time, not a place; an offset alone places things
  ['form_timezone_offset', 'time'],
  ['utcOffset', 'time'],
  ['tzOffset', 'time'],
  ['zone_diff', 'time'],
  ['gmt_offset_minutes', undefined],
  ['offset', undefined],
  ['timezone', undefined],
  // tonnes and pounds
  ['max_weight_tonnes', undefined],
  ['weight_lbs', undefined],
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

describe('quantities: a name that ends in a unit of another kind carries its unit', () => {
  it("Godot's budget_ms is no money without a unit; a unit that is a word too (in, us, a currency code) is not read", () => {
    assert.equal(endsInUnit('budget_ms'), true);
    assert.equal(endsInUnit('costPx'), true);
    assert.equal(endsInUnit('price_in'), false);
    assert.equal(endsInUnit('delay_try'), false);
    assert.equal(endsInUnit('ms'), false);
  });
  it('work hours, and a size that is a vector of three numbers', () => {
    assert.equal(workHours('\u5b9e\u9645\u5de5\u65f6'), '\u5de5\u65f6');
    assert.equal(workHours('Estimated man-hours'), 'man-hours');
    assert.equal(workHours('Actual time spent'), undefined);
    assert.equal(isSpatialVector({ type: 'array', items: { type: 'number' }, minItems: 3, maxItems: 3 }, undefined), true);
    assert.equal(isSpatialVector({ type: 'array', items: { type: 'number' } }, 'Bounding box [X, Y, Z].'), true);
    assert.equal(isSpatialVector({ type: 'array', items: { type: 'number' }, minItems: 2, maxItems: 2 }, 'Window size [x, y]'), false);
  });
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
    ['form_timezone_offset', 'time', ['form_timezone_offset_minutes', 'form_timezone_offset_seconds']],
    ['utcOffset', 'time', ['utcOffsetMinutes', 'utcOffsetSeconds']],
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

describe('quantities: describedUnit', () => {
  const cases: ReadonlyArray<readonly [string, { kind: QuantityKind; unit?: string; phrase: string } | undefined]> = [
    ['Start time in epoch seconds', { kind: 'time', unit: 'seconds', phrase: 'in epoch seconds' }],
    ['End of the queried time period, seconds since the Unix epoch.', { kind: 'time', unit: 'seconds', phrase: 'seconds since the Unix epoch' }],
    ['POSIX timestamp for when the mute should end', { kind: 'time', unit: 'seconds', phrase: 'POSIX timestamp' }],
    ['Search hosts from this UNIX timestamp', { kind: 'time', unit: 'seconds', phrase: 'UNIX timestamp' }],
    ['Timestamp for the engagement (milliseconds since epoch).', { kind: 'time', unit: 'ms', phrase: 'milliseconds since epoch' }],
    ['Unix time in ms', { kind: 'time', unit: 'ms', phrase: 'in ms' }],
    ['Only events after this timestamp.', { kind: 'time', phrase: 'timestamp' }],
    ['Number of seconds from which you want to get total number of active hosts', { kind: 'time', unit: 'seconds', phrase: 'Number of seconds' }],
    ['The number of milliseconds of silence', { kind: 'time', unit: 'ms', phrase: 'number of milliseconds' }],
    ['How many minutes to ignore the issue', { kind: 'time', unit: 'minutes', phrase: 'How many minutes' }],
    ['Positive number in meters that is used to simplify geometries.', { kind: 'dimension', unit: 'm', phrase: 'in meters' }],
    ['The search radius, in miles, for a near query.', { kind: 'dimension', unit: 'miles', phrase: 'in miles' }],
    ['Memory per run in MB.', { kind: 'size', unit: 'mb', phrase: 'in MB' }],
    ['The amount to refund in cents.', { kind: 'money', unit: 'cents', phrase: 'in cents' }],
    ['Price in USD', { kind: 'money', unit: 'usd', phrase: 'in USD' }],
    ['Wait time (ms)', { kind: 'time', unit: 'ms', phrase: '(ms)' }],
    ['The max vehicle weight, in metric tons (1000 kg).', { kind: 'mass', unit: 'tonnes', phrase: 'in metric tons' }],
    ['Payload in tonnes', { kind: 'mass', unit: 'tonnes', phrase: 'in tonnes' }],
    ['Load in tons', { kind: 'mass', unit: 'tons', phrase: 'in tons' }],
    ['Shipment weight in lbs', { kind: 'mass', unit: 'lb', phrase: 'in lbs' }],
    ['Item weight in ounces', { kind: 'mass', unit: 'oz', phrase: 'in ounces' }],
    ['Parcel weight in kg', { kind: 'mass', unit: 'kg', phrase: 'in kg' }],
    // no unit, or a rate
    ['The walking speed, in meters per second.', undefined],
    ['Upload speed in MB/s.', undefined],
    ['Maximum number of logs to return.', undefined],
    ['Optional position in the workflow', undefined],
    ['Sort order for the milestone within its project', undefined],
    ['Number of data points', undefined],
    ['Results in php', undefined],
    ['Weight of the issue (numeric, typically hours of work)', undefined],
    ['Sizes in metric units', undefined],
    ['Price in pounds', undefined], // money or mass: neither said
    ['Relative mouse-look: a mouse movement of [dx, dy] SCREEN pixels', { kind: 'dimension', unit: 'px', phrase: '[dx, dy] SCREEN pixels' }],
    ['Offset [x, y] pixels per second', undefined],
    ['', undefined],
  ];
  for (const [description, expected] of cases) {
    it(`${JSON.stringify(description)} → ${expected ? `${expected.kind} ${expected.unit ?? '?'}` : 'nothing'}`, () => {
      const found = describedUnit(description);
      assert.deepEqual(found && { kind: found.kind, ...(found.unit === undefined ? {} : { unit: found.unit }), phrase: found.phrase }, expected);
    });
  }
  // CPU time of the fastest of three runs, 1 MB against 0.5 MB, as long-names.test.ts times names.
  const cpuMs = (text: string): number => fastestCpuMs(() => describedUnit(text));
  const shapes: ReadonlyArray<readonly [string, (n: number) => string]> = [
    ['"in" before a run of spaces', (n) => `in${' '.repeat(n)}`],
    ['"seconds" before a run of spaces', (n) => `seconds${' '.repeat(n)}since`],
    ['"by" before a run of spaces and a timestamp', (n) => `by${' '.repeat(n)}timestamp`],
    ['an open parenthesis before a run of spaces', (n) => `(${' '.repeat(n)}`],
    ['repeated "number of in"', (n) => 'number of in '.repeat(n / 13)],
  ];
  for (const [shape, make] of shapes) {
    it(`linear on ${shape}: 1 MB takes less than 4× 0.5 MB`, () => {
      const [half, full] = [cpuMs(make(500_000)), cpuMs(make(1_000_000))];
      assert.ok(full < 4 * Math.max(half, 20), `0.5 MB: ${half.toFixed(0)} ms, 1 MB: ${full.toFixed(0)} ms`);
    });
  }
  it('every unit it suggests is a unit of its kind in a name', () => {
    for (const [description, expected] of cases) if (expected?.unit) assert.equal(hasUnit(`value_${expected.unit}`, expected.kind), true, description);
  });
});

describe('quantities: describesUnitInterval', () => {
  const ratios = [
    'Set the innerRadius of pie chart, the value between 0 and 1. Set the value to 0.6 or number in [0 ,1] to enable it.',
    'The temperature setting for the model (0.0 to 1.0)',
    'Opacity in [0, 1].',
    'A fraction, 0-1.',
    'From 0 to 1',
    'between 0.0 and 1.0',
  ];
  for (const text of ratios) it(`${JSON.stringify(text)} → [0, 1]`, () => assert.equal(describesUnitInterval(text), true));
  const others = ['Quality from 0 to 100', 'between 0 and 10', 'Scale, 0 to 1.5', 'From 10 to 1', 'Weight of the issue', 'Values 0, 1 or 2', 'Must be between 0 and 100 metric tons', ''];
  for (const text of others) it(`${JSON.stringify(text)} → not [0, 1]`, () => assert.equal(describesUnitInterval(text), false));
  it('linear on long runs of spaces after a 0 and after "between"', () => {
    for (const make of [(n: number) => `0${' '.repeat(n)}x`, (n: number) => `between${' '.repeat(n)}0`, (n: number) => `[${' '.repeat(n)}0,`, (n: number) => '0 to '.repeat(n / 5), (n: number) => `0.${'0'.repeat(n)}`, (n: number) => `0 to 1${'1'.repeat(n)}`]) {
      const time = (n: number): number => {
        const text = make(n);
        return cpuMsOf(() => describesUnitInterval(text));
      };
      const [half, full] = [time(500_000), time(1_000_000)];
      assert.ok(full < 4 * Math.max(half, 20), `0.5 MB: ${half.toFixed(0)} ms, 1 MB: ${full.toFixed(0)} ms`);
    }
  });
});

describe('quantities: meansQuantity', () => {
  const weight = findQuantity('weight')!;
  const temperature = findQuantity('temperature')!;
  it('a weight is a mass where goods are weighed or a mass unit is named', () => {
    assert.equal(meansQuantity(weight, 'weight', 'Weight of the parcel.'), true);
    assert.equal(meansQuantity(findQuantity('shipmentWeight')!, 'shipmentWeight', undefined), true);
    assert.equal(meansQuantity(findQuantity('max_weight')!, 'max_weight', 'The max vehicle weight, in metric tons'), true);
    assert.equal(meansQuantity(weight, 'weight', 'Item weight in lbs'), true);
  });
  it('a weight is no mass elsewhere (GitLab issue weight, ranking weights, no description)', () => {
    assert.equal(meansQuantity(weight, 'weight', 'Weight of the issue (numeric, typically hours of work)'), false);
    assert.equal(meansQuantity(weight, 'weight', 'Relative weight of the term in the ranking'), false);
    assert.equal(meansQuantity(weight, 'weight', undefined), false);
    assert.equal(meansQuantity(weight, 'weight', 'Weight in seconds'), false);
  });
  it('a temperature is none where it samples a model', () => {
    assert.equal(meansQuantity(temperature, 'temperature', 'Temperature in celsius'), true);
    assert.equal(meansQuantity(temperature, 'temperature', undefined), true);
    assert.equal(meansQuantity(findQuantity('modelTemperature')!, 'modelTemperature', undefined), false);
    assert.equal(meansQuantity(temperature, 'temperature', 'What sampling temperature to use'), false);
    assert.equal(meansQuantity(temperature, 'temperature', 'The temperature setting for the model'), false);
    assert.equal(meansQuantity(temperature, 'temperature', 'LLM temperature'), false);
  });
  it('other quantity words mean their quantity', () => {
    assert.equal(meansQuantity(findQuantity('timeout')!, 'timeout', 'Model timeout'), true);
  });
});

describe('quantities: listsUnitsOf', () => {
  it('an enum whose values are all units of the kind', () => {
    assert.equal(listsUnitsOf(['days', 'weeks', 'months', 'years'], 'time'), true);
    assert.equal(listsUnitsOf(['MS', 'Seconds'], 'time'), true);
    assert.equal(listsUnitsOf(['bytes', 'mb'], 'time'), false);
    assert.equal(listsUnitsOf(['s', 'm', 'l', 'xl'], 'time'), false);
    assert.equal(listsUnitsOf([], 'time'), false);
    assert.equal(listsUnitsOf(['days', 3], 'time'), false);
  });
});

describe('quantities: pricedRate', () => {
  it('a rate that is a price: by its description, its first word, or a qty beside it (ERPNext)', () => {
    assert.deepEqual(pricedRate('standard_rate', 'Default selling rate', {}), { phrase: 'selling rate' });
    assert.deepEqual(pricedRate('basic_rate', 'Valuation rate (for receipts)', {}), { phrase: 'Valuation rate' });
    assert.deepEqual(pricedRate('rate', 'Price per hour', {}), { phrase: 'Price per hour' });
    assert.deepEqual(pricedRate('valuationRate', undefined, {}), { because: 'a "valuation" rate is a price, not a ratio' });
    assert.deepEqual(pricedRate('rate', undefined, { item_code: {}, qty: {}, rate: {} }), { because: 'a rate beside "qty": a price per unit' });
  });
  it('a rate of a tax, an exchange or an interest, or with nothing saying price, is none', () => {
    assert.equal(pricedRate('rate', 'Tax rate applied', { qty: {} }), undefined);
    assert.equal(pricedRate('standard_rate', 'Standard VAT rate', {}), undefined);
    assert.equal(pricedRate('exchange_rate', undefined, { quantity: {} }), undefined);
    assert.equal(pricedRate('rate', undefined, { period: {} }), undefined);
    assert.equal(pricedRate('unit_conversion_rate', undefined, {}), undefined);
    assert.equal(pricedRate('rate_usd', undefined, { qty: {} }), undefined);
  });
});

describe('quantities: costingMoney', () => {
  it('a costing its description calls a budget, a cost or an amount', () => {
    assert.equal(costingMoney('estimated_costing', 'Budget estimate'), 'Budget estimate');
    assert.equal(costingMoney('total_costing', 'Total cost of the project'), 'cost');
    assert.equal(costingMoney('estimated_costing', undefined), undefined);
    assert.equal(costingMoney('costing_method', 'How items are valued: FIFO or moving average'), undefined);
    assert.equal(costingMoney('budget', 'Budget estimate'), undefined);
  });
});
