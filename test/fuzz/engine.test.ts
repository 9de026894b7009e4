/**
 * The fuzzing suite through the engine (issue 12): random edits of the examples and of the
 * real MCP corpus (and its contract conversions), each property checked on its own seeded,
 * shrinking fast-check run. The seed is printed; FUZZ_SEED=<n> reproduces a run. A failure is
 * saved under test/fuzz/fixtures/ and replayed by regressions.test.ts.
 *
 * The CI run is bounded (about 35 s here, 25 s in server.test.ts): each property has a number
 * of runs and a time limit. `npm run fuzz -- --minutes N` runs them for longer.
 *
 * A property listed in knownFaults.ts fails today on a fault being fixed: its test is a todo.
 */
import { describe, test } from 'node:test';
import { caseArbitrary, hugeCaseArbitrary } from './mutations';
import { assertProperty, runSeed } from './harness';
import { engineCheck } from './engineProperties';
import { KNOWN_FAULTS } from './knownFaults';
import { loadSeeds } from './seeds';
import type { PropertyId } from './checks';

const { corpusNote } = loadSeeds();
if (corpusNote) process.stdout.write(`${corpusNote}\n`);

/** Runs and time limit of each property in a CI run. */
const BUDGET: Array<{ property: PropertyId; title: string; numRuns: number; timeLimitMs: number }> = [
  { property: 'lint-total', title: 'no exception escapes lint, and no internal-error finding', numRuns: 80, timeLimitMs: 5_000 },
  { property: 'lint-budget', title: 'every lint returns within its budget (2 s under 1 MB)', numRuns: 60, timeLimitMs: 4_000 },
  { property: 'ranges-within', title: "every finding's range lies within the document", numRuns: 80, timeLimitMs: 5_000 },
  { property: 'comment-neutral', title: 'a comment between tokens changes no finding (strict JSON and JSONC read alike)', numRuns: 60, timeLimitMs: 4_000 },
  { property: 'fixes-sound', title: 'every offered fix applies, parses, keeps every comment, stays in its tool and removes its finding', numRuns: 40, timeLimitMs: 9_000 },
  { property: 'fixall-converges', title: 'fix-all converges: its output parses, keeps comments, and is offered no more safe fixes', numRuns: 40, timeLimitMs: 6_000 },
  { property: 'fixall-equals-cli', title: 'fix-all in the editor equals lint --fix', numRuns: 25, timeLimitMs: 5_000 },
  { property: 'card-no-markup', title: "the review card's HTML holds no element or attribute its template does not", numRuns: 60, timeLimitMs: 4_000 },
];

describe(`fuzz: the engine (seed ${runSeed()})`, () => {
  for (const { property, title, numRuns, timeLimitMs } of BUDGET) {
    test(`${property}: ${title}`, { todo: KNOWN_FAULTS[property] }, async () => {
      await assertProperty(property, engineCheck(property), { numRuns, timeLimitMs, arbitrary: caseArbitrary() });
    });
  }

  // A few huge documents: 100,000 levels of nesting, a 1 MB key or string.
  const huge: PropertyId[] = ['lint-total', 'lint-budget', 'ranges-within'];
  test('huge documents (100,000 levels, 1 MB strings): lint-total, lint-budget, ranges-within', { todo: huge.map((p) => KNOWN_FAULTS[p]).find(Boolean) }, async () => {
    await assertProperty(huge, engineCheck('lint-total'), { numRuns: 6, timeLimitMs: 6_000, arbitrary: hugeCaseArbitrary() });
  });
});
