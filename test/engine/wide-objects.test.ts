/**
 * One object of thousands of members never freezes the engine: what a rule reads of an input's
 * siblings is read once per tool, not once per input. Timings are relative (four times the
 * members against one), by their fastest runs in CPU time (helpers/cpuTime), so a loaded
 * machine slows neither side.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lint } from '../../server/src/engine';
import { fastestCpuMs } from '../helpers/cpuTime';

/** Before the fix 6,000 such members took 1.8-3.8 s and 12,000 took 7-14 s: fail on the timeout rather than wait. */
const TIMEOUT = { timeout: 120_000 };

/**
 * A tools/list result of one tool whose input has `members` optional strings, described or
 * not, with the ends of ranges (`…_to`, `…_end`) and names a description may mention.
 */
function wideTool(members: number, described: boolean): string {
  const properties: Record<string, unknown> = {};
  for (let i = 0; i < members; i++) {
    const name = i % 3 === 0 ? `field${i}_to` : i % 3 === 1 ? `field${i}_end` : `field${i}`;
    properties[name] = described ? { type: 'string', description: `The value number ${i}, used with field${i + 1}.` } : { type: 'string' };
  }
  return JSON.stringify({ tools: [{ name: 'report_things', description: 'Reports things.', inputSchema: { type: 'object', properties } }] });
}

/** The fewest CPU milliseconds a lint of `text` takes (helpers/cpuTime). */
const lintCpuMs = (text: string, fileName: string): number => fastestCpuMs(() => lint(text, { fileName }));

describe('an object of thousands of members', () => {
  for (const described of [false, true]) {
    it(`lints in time linear in its members (${described ? 'described' : 'undescribed'}): 4,000 take less than 6x 1,000`, TIMEOUT, () => {
      const time = (members: number): number => lintCpuMs(wideTool(members, described), 'wide.tools.json');
      time(200); // warm-up: compiles what the rules use
      const [small, large] = [time(1_000), time(4_000)];
      assert.ok(large < 6 * Math.max(small, 25), `1,000 members: ${small.toFixed(0)} ms, 4,000: ${large.toFixed(0)} ms`);
    });
  }

  it('an enum of 32,000 values lints in less than 6x the time of one of 8,000 (each value is kept once without a search of those kept)', TIMEOUT, () => {
    const enumOf = (values: number): string =>
      JSON.stringify({ tools: [{ name: 'get_thing', description: 'Gets a thing.', inputSchema: { type: 'object', properties: { mode: { type: 'string', enum: Array.from({ length: values }, (_, i) => `v${i}`) } } } }] });
    const time = (values: number): number => lintCpuMs(enumOf(values), 'enum.tools.json');
    time(1_000);
    const [small, large] = [time(8_000), time(32_000)];
    assert.ok(large < 6 * Math.max(small, 25), `8,000 values: ${small.toFixed(0)} ms, 32,000: ${large.toFixed(0)} ms`);
  });

  it('still finds what a member says of a sibling left out, and the end of a range beside its start', () => {
    const text = JSON.stringify({
      tools: [
        {
          name: 'report_sales',
          description: 'Reports sales.',
          annotations: { readOnlyHint: true },
          inputSchema: {
            type: 'object',
            properties: {
              region: { type: 'string' },
              country: { type: 'string', description: 'Country code. If region is omitted, every region of the country is reported.' },
              date_from: { type: 'string', description: 'First day, e.g. 2026-01-01.' },
              date_to: { type: 'string' },
            },
          },
        },
      ],
    });
    const flagged = lint(text, { fileName: 'sales.tools.json' })
      .findings.filter((f) => f.ruleId === 'input-optional-without-default')
      .map((f) => f.pointer);
    assert.ok(!flagged.some((pointer) => pointer.endsWith('/region')), `region: ${flagged.join(', ')}`);
    assert.ok(!flagged.some((pointer) => pointer.endsWith('/date_to')), `date_to: ${flagged.join(', ')}`);
  });
});
