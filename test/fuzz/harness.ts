/**
 * Running a property with fast-check, reproducibly: the seed is FUZZ_SEED or a fresh one,
 * and it is printed; a failure is shrunk by fast-check (fewer tools, fewer and smaller
 * edits), then its text is reduced further (lines and long runs dropped while the same
 * property still fails), saved under test/fuzz/fixtures/ and replayed by
 * regressions.test.ts on every run.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { applyEdits, getNodePath, modify, parseTree, type JSONPath, type Node } from 'jsonc-parser';
import type { PropertyId, Violation } from './checks';
import { buildSteps, describeCase, type FuzzCase, type FuzzDoc } from './mutations';
import { KNOWN_FAULTS } from './knownFaults';

export const FIXTURES = join(__dirname, 'fixtures');
/** Reducing a failure's text: short in a CI run, longer in `npm run fuzz`. */
export const REDUCE_MS = 8_000;

let printed = false;
/** The run's seed: FUZZ_SEED, or one drawn now. Printed once per process. */
export function fuzzSeed(): number {
  const fromEnv = process.env.FUZZ_SEED;
  const seed = fromEnv !== undefined && fromEnv !== '' ? Number(fromEnv) : Math.floor(Math.random() * 2 ** 31);
  if (!Number.isInteger(seed)) throw new Error(`FUZZ_SEED must be an integer, not ${fromEnv}`);
  if (!printed) {
    process.stdout.write(`fuzz: seed ${seed} (reproduce with FUZZ_SEED=${seed})\n`);
    printed = true;
  }
  return seed;
}
const SEED = { value: undefined as number | undefined };
export function runSeed(): number {
  return (SEED.value ??= fuzzSeed());
}

export interface Fixture {
  readonly property: PropertyId;
  /** `issue 12: …` while the fault is open: the replay is then a todo test. */
  readonly todo?: string;
  readonly faults: readonly string[];
  readonly found: { readonly seed: number; readonly path?: string; readonly case?: FuzzCase; readonly origin: string };
  readonly fileName: string;
  readonly text: string;
  readonly violations: readonly Violation[];
}

/** A check of a document; `steps`, when given, are its texts before and after each edit (the server sends them as changes). */
export type DocCheck = (doc: FuzzDoc, steps?: readonly string[]) => Violation[] | Promise<Violation[]>;

/** Drops lines (in halving chunks) and halves long runs of one unit while `fails` holds, within `budgetMs`. */
export async function reduceText(doc: FuzzDoc, fails: (doc: FuzzDoc) => Promise<boolean> | boolean, budgetMs = 20_000): Promise<FuzzDoc> {
  const deadline = Date.now() + budgetMs;
  let best = doc;
  const attempt = async (text: string): Promise<boolean> => {
    if (Date.now() > deadline || text === best.text) return false;
    const candidate = { ...best, text };
    if (await fails(candidate)) {
      best = candidate;
      return true;
    }
    return false;
  };
  // Long runs first (a 1 MB key makes every other attempt slow).
  for (let changed = true; changed && Date.now() < deadline; ) {
    changed = false;
    const run = /(.{1,8}?)\1{63,}/su.exec(best.text);
    if (run) changed = await attempt(best.text.slice(0, run.index) + run[1].repeat(Math.floor(run[0].length / run[1].length / 2)) + best.text.slice(run.index + run[0].length));
  }
  // JSON nodes, shallowest first: a member or an element removed with its comma.
  for (let changed = true; changed && Date.now() < deadline; ) {
    changed = false;
    for (const path of removablePaths(best.text)) {
      if (Date.now() > deadline) break;
      let text: string;
      try {
        text = applyEdits(best.text, modify(best.text, path, undefined, { formattingOptions: { insertSpaces: true, tabSize: 2 } }));
      } catch {
        continue;
      }
      if (await attempt(text)) {
        changed = true;
        break;
      }
    }
  }
  const splitLines = (t: string) => t.match(/[^\r\n]*(\r\n|\r|\n|$)/g)!.filter((l, i, all) => l !== '' || i < all.length - 1);
  for (let chunk = Math.max(1, splitLines(best.text).length >> 1); chunk >= 1 && Date.now() < deadline; chunk >>= 1) {
    for (let start = 0; Date.now() < deadline; ) {
      const lines = splitLines(best.text);
      if (start >= lines.length) break;
      if (!(await attempt([...lines.slice(0, start), ...lines.slice(start + chunk)].join('')))) start += chunk;
    }
  }
  return best;
}

/** The paths of every member and element of the text, breadth first. */
function removablePaths(text: string): JSONPath[] {
  let root: Node | undefined;
  try {
    root = parseTree(text, [], { allowTrailingComma: true, disallowComments: false });
  } catch {
    return [];
  }
  const paths: JSONPath[] = [];
  const queue: Node[] = root ? [root] : [];
  for (let i = 0; i < queue.length && paths.length < 5_000; i++) {
    const node = queue[i];
    const children = node.type === 'object' ? (node.children ?? []).map((p) => p.children?.[1]).filter((c): c is Node => c !== undefined) : node.type === 'array' ? (node.children ?? []) : [];
    for (const child of children) {
      paths.push(getNodePath(child));
      queue.push(child);
    }
  }
  return paths;
}

/**
 * Saves a failure and returns its path: once per property and faults (a fault found again,
 * in this run or another, keeps the fixture it has), so runs that meet an open fault add nothing.
 */
export function saveFixture(fixture: Omit<Fixture, 'todo'>): string {
  mkdirSync(FIXTURES, { recursive: true });
  const faults = [...fixture.faults].sort().join('\n');
  // The same fault in the same text is kept once; the same fault in another text is another
  // fixture (a fault thought fixed can come back by another way: its old fixture passes).
  const same = loadFixtures().find(({ fixture: f }) => f.property === fixture.property && [...f.faults].sort().join('\n') === faults && f.text === fixture.text);
  if (same) return join(FIXTURES, same.file);
  const hash = createHash('sha256').update(fixture.property).update(fixture.text).digest('hex').slice(0, 10);
  const path = join(FIXTURES, `${fixture.property}-${hash}.json`);
  const todo = KNOWN_FAULTS[fixture.property];
  if (!existsSync(path)) writeFileSync(path, `${JSON.stringify({ ...fixture, ...(todo ? { todo } : {}) }, null, 2)}\n`);
  return path;
}

export function loadFixtures(): Array<{ file: string; fixture: Fixture }> {
  if (!existsSync(FIXTURES)) return [];
  return readdirSync(FIXTURES)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => ({ file, fixture: JSON.parse(readFileSync(join(FIXTURES, file), 'utf8')) as Fixture }));
}

export interface PropertyRun {
  readonly numRuns: number;
  /** Stops generating new cases after this long (what ran is still checked). */
  readonly timeLimitMs: number;
  readonly seed?: number;
  readonly arbitrary: fc.Arbitrary<FuzzCase>;
  /** How long the text of a failure is reduced after fast-check's shrinking (default REDUCE_MS). */
  readonly reduceMs?: number;
}

function summary(violations: readonly Violation[]): string {
  return violations
    .slice(0, 6)
    .map((v) => `  ${v.property}: ${v.fault}: ${v.detail.slice(0, 400)}`)
    .join('\n');
}

/**
 * Checks `properties` (their violations only) on generated cases; on a failure shrinks it,
 * reduces its text, saves the fixture (under the first property violated) and throws an error
 * that says how to reproduce it.
 */
export async function assertProperty(properties: PropertyId | readonly PropertyId[], check: DocCheck, run: PropertyRun): Promise<{ runs: number }> {
  const ids: readonly PropertyId[] = typeof properties === 'string' ? [properties] : properties;
  const seed = run.seed ?? runSeed();
  const mine = (violations: readonly Violation[]) => violations.filter((v) => ids.includes(v.property));
  const property = fc.asyncProperty(run.arbitrary, async (c: FuzzCase) => {
    const { doc, steps } = buildSteps(c);
    const violations = mine(await check(doc, steps));
    if (violations.length > 0) throw new Error(summary(violations));
  });
  let details = await fc.check(property, { seed, numRuns: run.numRuns, interruptAfterTimeLimit: run.timeLimitMs, markInterruptAsFailure: false, endOnFailure: false });
  // The time limit can pass before the first case ends on a loaded machine: fast-check then fails
  // with no counterexample. One case is always checked, without the limit.
  if (details.failed && details.counterexample === null && details.interrupted) {
    details = await fc.check(property, { seed, numRuns: 1, endOnFailure: false });
  }
  if (!details.failed) return { runs: details.numRuns };
  if (details.counterexample === null) throw new Error(`fast-check failed without a case (${details.numSkips} skipped): ${String(details.errorInstance ?? '')}`);
  const counterexample = details.counterexample![0] as FuzzCase;
  const { doc: shrunk, steps } = buildSteps(counterexample);
  const first = mine(await check(shrunk, steps))[0]?.property ?? ids[0];
  // The text alone (opened as it is), reduced while the same property fails.
  const fails = async (doc: FuzzDoc) => (await check(doc)).some((v) => v.property === first);
  const reduced = (await fails(shrunk)) ? await reduceText(shrunk, fails, run.reduceMs ?? REDUCE_MS) : shrunk;
  const violations = mine(await check(reduced, reduced === shrunk ? steps : undefined));
  const file = saveFixture({
    property: first,
    faults: [...new Set(violations.map((v) => v.fault))],
    found: { seed, path: details.counterexamplePath ?? undefined, case: counterexample, origin: shrunk.origin },
    fileName: reduced.fileName,
    text: reduced.text,
    violations,
  });
  const shown = reduced.text.length > 600 ? `${JSON.stringify(reduced.text.slice(0, 600))}… (${reduced.text.length} chars)` : JSON.stringify(reduced.text);
  throw new Error(
    `${first} fails (seed ${seed}, path ${details.counterexamplePath}; reproduce with FUZZ_SEED=${seed}) after ${details.numRuns} runs, ${details.numShrinks} shrinks.\n` +
      `case: ${describeCase(counterexample)}\nminimal ${reduced.fileName}: ${shown}\n${summary(violations)}\nsaved: ${file}`,
  );
}
