/**
 * One long name never freezes the engine (issue 12): every pattern applied to names and
 * descriptions is linear in their length. Timings are relative (a document against itself
 * with a short key, or a key against one half its length), interleaved and compared by
 * their fastest runs in CPU time, so a loaded machine slows neither side.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { lint } from '../../server/src/engine';
import fc from 'fast-check';
import { lastWord, lastWordAmong, splitWords } from '../../server/src/engine/heuristics/words';
import { contract, readTool, STANDARD_ERRORS } from '../helpers/contracts';
import { cpuMs } from '../helpers/cpuTime';

const MB = 1_000_000;
/** Before the fix a 0.5 MB upper-case key took minutes: fail on the timeout rather than wait. */
const TIMEOUT = { timeout: 60_000 };

type Json = Record<string, any>;

function toolsWith(count: number, place: (tools: Json[]) => void): string {
  const tools = Array.from({ length: count }, (_, i) => readTool({ name: `get_thing_${i}`, description: `Reads thing ${i} by id.` }));
  place(tools);
  return JSON.stringify(contract(tools, { version: '1.0.0' }), null, 2);
}

/** The key in a string input, a boolean input and a number output: every name heuristic reads it. */
function withKey(count: number, key: string): string {
  return toolsWith(count, (tools) => {
    tools[0].inputSchema.properties[key] = { type: 'string', description: 'Either this or the id.' };
    tools[1].inputSchema.properties[key] = { type: 'boolean', description: 'A flag.' };
    tools[2].outputSchema.properties[key] = { type: 'number', description: 'A figure.' };
  });
}

/** The description of an optional input without a default: input-optional-without-default reads what it says of when it is needed. */
function withDescription(count: number, description: string): string {
  return toolsWith(count, (tools) => {
    tools[0].inputSchema.properties.extra = { type: 'string', description };
  });
}

function withErrorType(count: number, type: string): string {
  return toolsWith(count, (tools) => {
    tools[0].errors = [...STANDARD_ERRORS, { type, description: 'Something else.' }];
  });
}

/**
 * The fastest lint times (CPU milliseconds) of two documents, linted alternately after one
 * warm-up each (load only ever adds time, so the fastest run is the truest). Each run gets a key of its own
 * (`run` changes its last letters): names are cached across lints, and a cached name would
 * time nothing.
 */
function timeBoth(a: (run: number) => string, b: (run: number) => string, runs = 5): [number, number] {
  // CPU time, not wall time (helpers/cpuTime).
  const time = (text: string): number => cpuMs(() => lint(text, { fileName: 'x.contract.json' }));
  const ta: number[] = [];
  const tb: number[] = [];
  for (let run = 0; run <= runs; run++) {
    const [textA, textB] = [a(run), b(run)];
    const [msA, msB] = [time(textA), time(textB)];
    if (run === 0) continue; // warm-up
    ta.push(msA);
    tb.push(msB);
  }
  return [Math.min(...ta), Math.min(...tb)];
}

/** `n` characters of `unit` repeated, ending in letters that say which run it is for. */
function repeated(unit: string, n: number, run: number): string {
  const tag = `Q${String.fromCharCode(65 + run)}`;
  return unit.repeat(Math.ceil(n / unit.length)).slice(0, n - tag.length) + tag;
}

function ruleIds(text: string): string[] {
  return lint(text, { fileName: 'x.contract.json' }).findings.map((f) => f.ruleId);
}

describe('long names', () => {
  // The document with the 1 MB key is 1.6x the bytes of the other (1,000 tools make 1.6 MB), and
  // its megabyte strings bring collections the short one does not: on a quiet machine the ratio is
  // 1.2-1.5x; fresh-clone CI runs beside other test files measured 82 against 34 ms (2.4x) and 88
  // against 28 ms (3.1x, the sixteenth session's, with the same ratios at the session's start:
  // 76/29, 99/58, 96/47), so the bound is 4x over seven runs. Before the fix this key took minutes.
  it('a 1 MB upper-case key: the lint takes less than four times that of the same document with a short key', TIMEOUT, () => {
    const withOneKey = (key: string) => toolsWith(1000, (tools) => (tools[0].inputSchema.properties[key] = { type: 'string', description: 'A thing.' }));
    const [shortMs, longMs] = timeBoth((run) => withOneKey(repeated('A', 8, run)), (run) => withOneKey(repeated('A', MB, run)), 7);
    assert.ok(longMs < 4 * shortMs, `1 MB key: ${longMs.toFixed(0)} ms, short key: ${shortMs.toFixed(0)} ms`);
  });

  // Each shape stalled a pattern (a run of capitals, a run of spaces where a separator may
  // follow) or costs a pass per word: doubling the length about doubles the time. The bound
  // is loose (4×, past a 50 ms floor) so that a loaded machine's noise cannot fail it; a
  // quadratic pattern takes minutes at these lengths and fails on the timeout.
  const shapes: ReadonlyArray<readonly [string, (n: number, run: number) => string]> = [
    ['upper-case letters', (n, run) => withKey(50, repeated('A', n, run))],
    ['capitals before a lower-case letter', (n, run) => withKey(50, repeated('AAa', n, run))],
    ['camelCase words', (n, run) => withKey(50, repeated('aA', n, run))],
    ['spaces', (n, run) => withKey(50, repeated(' ', n, run))],
    ['words joined by "or"', (n, run) => withKey(50, repeated('a or ', n, run))],
    ['dry_run words', (n, run) => withKey(50, repeated('dry_run_', n, run))],
    ['an error type with a run of spaces before no separator', (n, run) => withErrorType(50, `not_found_or${repeated(' ', n, run)}`)],
    // "Range reports only" was read from every boundary inside a run of letters and dashes (2 s at 20,000 characters).
    ['letters joined by dashes, in a description', (n, run) => withDescription(50, repeated('a-', n, run))],
  ];
  for (const [shape, make] of shapes) {
    it(`linear on a long name of ${shape}: 1 MB takes less than 4× 0.5 MB`, TIMEOUT, () => {
      const [halfMs, fullMs] = timeBoth((run) => make(MB / 2, run), (run) => make(MB, run), 3);
      assert.ok(fullMs < 4 * Math.max(halfMs, 50), `0.5 MB: ${halfMs.toFixed(0)} ms, 1 MB: ${fullMs.toFixed(0)} ms`);
    });
  }

  // The fuzzer's Notion document with a key of 100,000 letters in a list's items, above a `content` field: the last word of
  // the field's path was found by a pattern that tried every start in the run of letters (ten seconds a lint).
  it('a 100,000-letter key above other fields (the fuzzer\'s Notion document): less than four times the lint with a short key', TIMEOUT, () => {
    const { text } = JSON.parse(readFileSync(join(__dirname, '../fuzz/fixtures/server-total-6feee97f0b.json'), 'utf8')) as { text: string };
    const run = 'a'.repeat(100_000);
    assert.ok(text.includes(`"${run}"`));
    const withKey = (key: string): string => text.replace(run, key);
    const [shortMs, longMs] = timeBoth((r) => withKey(repeated('a', 8, r)), (r) => withKey(repeated('a', 100_000, r)), 3);
    assert.ok(longMs < 4 * Math.max(shortMs, 50), `100,000 letters: ${longMs.toFixed(0)} ms, a short key: ${shortMs.toFixed(0)} ms`);
  });

  it('a 100,000-character key is linted like a short one: no pattern is too large to build', () => {
    const short = ruleIds(withKey(5, 'QQ'));
    const long = ruleIds(withKey(5, 'Q'.repeat(100_000)));
    assert.deepEqual(long, short);
    assert.ok(!long.includes('internal-error'));
  });

  it('a multi-action tool whose enum holds a 100,000-character value: no internal error', () => {
    const text = toolsWith(1, (tools) => {
      tools[0].inputSchema.properties = {
        action: { type: 'string', enum: ['list', 'x'.repeat(100_000)], description: 'What to do.' },
        team: { type: 'string', description: `Team handle. ${'Used for: list. '.repeat(7_000)}` },
      };
      tools[0].inputSchema.required = ['action'];
    });
    assert.ok(!ruleIds(text).includes('internal-error'));
  });

  const AMONG = ['a', 'zz', 'b09', 'az'];
  const amongWords = lastWordAmong(AMONG);
  it('the last word read from the end is the last word of the split, on any name', () => {
    // Letters of each kind, the separators (ASCII and Unicode white space), and others.
    const char = fc.constantFrom(...'aAzZbQ09_-. \t\u00a0\u2028$é');
    fc.assert(
      fc.property(fc.array(char, { maxLength: 12 }), fc.integer({ min: 1, max: 8 }), (chars, longest) => {
        const name = chars.join('');
        const last = splitWords(name).at(-1);
        assert.equal(lastWord(name), last, JSON.stringify(name));
        assert.equal(lastWord(name, longest), last !== undefined && last.length <= longest ? last : undefined, JSON.stringify(name));
        assert.equal(amongWords(name), last !== undefined && AMONG.includes(last) ? last : undefined, JSON.stringify(name));
      }),
      { seed: 14, numRuns: 20_000 },
    );
  });

  it('word splitting is unchanged on ordinary names', () => {
    const cases: ReadonlyArray<readonly [string, readonly string[]]> = [
      ['fileSizeLimit', ['file', 'size', 'limit']],
      ['HTTPTimeoutMs', ['http', 'timeout', 'ms']],
      ['cost_USD', ['cost', 'usd']],
      ['XMLHttpRequest', ['xml', 'http', 'request']],
      ['retry-after.seconds', ['retry', 'after', 'seconds']],
      ['ABC', ['abc']],
      ['ABCd', ['ab', 'cd']],
      ['a1B2', ['a1', 'b2']],
      ['ID', ['id']],
      ['userIDs', ['user', 'i', 'ds']],
      ['  spaced  out ', ['spaced', 'out']],
      ['__proto__', ['proto']],
    ];
    for (const [name, words] of cases) assert.deepEqual(splitWords(name), words, name);
  });
});
