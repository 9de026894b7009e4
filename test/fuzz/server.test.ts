/**
 * The fuzzing suite through the built language server (dist/server.js --stdio: `npm run
 * build` first), a bounded number of cases per CI run (about 25 s): each case is opened as
 * its seed and its edits sent as incremental changes; serverChecks.ts says what is checked.
 * Seeded like engine.test.ts (FUZZ_SEED), failures shrunk and saved as fixtures.
 */
import { after, before, describe, test } from 'node:test';
import { caseArbitrary, hugeCaseArbitrary } from './mutations';
import { assertProperty, runSeed } from './harness';
import { KNOWN_FAULTS } from './knownFaults';
import { ServerFuzzer, type ServerParts } from './serverChecks';
import type { PropertyId } from './checks';

const NONE: ServerParts = { actions: false, fixAll: false, cards: false };

const BUDGET: Array<{ properties: PropertyId[]; title: string; numRuns: number; timeLimitMs: number; parts: ServerParts; maxMutations?: number }> = [
  { properties: ['server-total', 'server-ranges'], title: 'edits as incremental changes: every version linted in time, ranges within it, no internal error, the server alive and logging no error', numRuns: 40, timeLimitMs: 7_000, parts: NONE, maxMutations: 8 },
  { properties: ['server-fixes-sound'], title: 'every quick fix of a diagnostic applies, parses, keeps comments, stays in its tool and removes its finding', numRuns: 20, timeLimitMs: 7_000, parts: { ...NONE, actions: true } },
  { properties: ['server-fixall'], title: "source.fixAll gives the engine's fix-all, and is not offered again on its result", numRuns: 20, timeLimitMs: 5_000, parts: { ...NONE, fixAll: true } },
  { properties: ['server-cards'], title: 'review cards answer, are placed in the text, and render to the template markup only', numRuns: 20, timeLimitMs: 3_000, parts: { ...NONE, cards: true } },
];

describe(`fuzz: the built server over stdio (seed ${runSeed()})`, { concurrency: 1 }, () => {
  let server: ServerFuzzer;
  before(async () => {
    server = await ServerFuzzer.start();
  });
  after(async () => server?.stop());

  for (const { properties, title, numRuns, timeLimitMs, parts, maxMutations } of BUDGET) {
    test(`${properties.join(', ')}: ${title}`, { todo: properties.map((p) => KNOWN_FAULTS[p]).find(Boolean) }, async () => {
      await assertProperty(properties, (doc, steps) => server.check(doc, undefined, steps, parts), { numRuns, timeLimitMs, arbitrary: caseArbitrary({ maxMutations }) });
    });
  }

  test('huge documents through the server (100,000 levels, 1 MB strings)', { todo: KNOWN_FAULTS['server-total'] }, async () => {
    await assertProperty(['server-total', 'server-ranges'], (doc, steps) => server.check(doc, undefined, steps, NONE), { numRuns: 3, timeLimitMs: 4_000, arbitrary: hugeCaseArbitrary() });
  });
});
