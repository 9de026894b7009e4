/**
 * `npm run fuzz -- --minutes N [--seed S] [--lanes L] [--no-sweep]`: the fuzzer for as long as
 * asked, then one summary line:
 *
 *   fuzz: 10234 edits (… through the server), 4108 fixes tried, 0 crashes, 0 broken fixes, 0 non-converging fix-all, seed 12345
 *
 * First a sweep: every quick fix of every finding of each seed document as it is (the
 * examples, the MCP corpus and its contract conversions), through the engine and through the
 * built server, fix-all, `lint --fix` and the review cards of each. Then rounds of seeded
 * fast-check runs until the time is up: engine rounds in this process, and L lanes of server
 * rounds, each lane with its own server (dist/server.js; `npm run build` first). Rounds go on
 * past failures: each new fault (property and fault) is shrunk, reduced, saved as a fixture
 * and listed at the end; a fault seen again is counted, not shrunk again. Exits 1 when any
 * property failed. FUZZ_SEED (or --seed) reproduces a run: round r uses seed + r.
 */
import { spawn } from 'node:child_process';
import fc from 'fast-check';
import { performance } from 'node:perf_hooks';
import { checkAllEngine, emptyEngineStats, type EngineStats } from './engineProperties';
import { checkCommentNeutral, checkFixAll, checkFixAllEqualsCli, checkFixes, checkLint, type Violation } from './checks';
import { checkCardMarkdown, checkCardPage } from './cardPage';
import { buildSteps, caseArbitrary, describeCase, type FuzzCase, type FuzzDoc } from './mutations';
import { fuzzSeed, reduceText, saveFixture } from './harness';
import { ALL_PARTS, emptyServerStats, ServerFuzzer, type ServerStats } from './serverChecks';
import { loadSeeds } from './seeds';
import { isRequestWriteEcho } from '../lsp/lspClient';

interface Args {
  minutes: number;
  seed: number;
  lanes: number;
  sweep: boolean;
}

function parseArgs(argv: readonly string[]): Args {
  const value = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  if (argv.includes('--help')) {
    process.stdout.write('Usage: npm run fuzz -- [--minutes N] [--seed S] [--lanes L] [--no-sweep]\n');
    process.exit(0);
  }
  const seedArg = value('--seed');
  if (seedArg !== undefined) process.env.FUZZ_SEED = seedArg;
  return { minutes: Number(value('--minutes') ?? 1), seed: fuzzSeed(), lanes: Number(value('--lanes') ?? 4), sweep: !argv.includes('--no-sweep') };
}

const keyOf = (v: Violation) => `${v.property}: ${v.fault}`;

interface Found {
  readonly key: string;
  readonly count: number;
  readonly fixture?: string;
  readonly example: string;
}

class Faults {
  readonly found = new Map<string, { count: number; fixture?: string; example: string }>();
  /** Counts each violation; returns the keys not seen before. */
  record(violations: readonly Violation[], where: string): string[] {
    const fresh: string[] = [];
    for (const v of violations) {
      const key = keyOf(v);
      const entry = this.found.get(key);
      if (entry) entry.count++;
      else {
        this.found.set(key, { count: 1, example: `${where}: ${v.detail.slice(0, 300)}` });
        fresh.push(key);
      }
    }
    return fresh;
  }
  list(): Found[] {
    return [...this.found].map(([key, e]) => ({ key, ...e }));
  }
}

type Check = (doc: FuzzDoc, steps?: readonly string[]) => Violation[] | Promise<Violation[]>;

/**
 * One seeded fast-check round of `numRuns` cases. A case with a fault not seen before fails the
 * round: fast-check shrinks it (the shrinking checks that one fault only, and counts nothing),
 * its text is reduced, and it is saved.
 */
async function round(seed: number, numRuns: number, timeLimitMs: number, maxMutations: number, check: (c: FuzzCase, counting: boolean) => Promise<Violation[]>, faults: Faults, docCheck: Check): Promise<void> {
  let target: string | undefined;
  const details = await fc.check(
    fc.asyncProperty(caseArbitrary({ maxMutations }), async (c) => {
      const violations = await check(c, target === undefined);
      if (target !== undefined) {
        if (violations.some((v) => keyOf(v) === target)) throw new Error(target);
        return;
      }
      const fresh = faults.record(violations, describeCase(c));
      if (fresh.length > 0) {
        target = fresh[0];
        throw new Error(target);
      }
    }),
    { seed, numRuns, interruptAfterTimeLimit: timeLimitMs, markInterruptAsFailure: false, endOnFailure: false },
  );
  if (!details.failed || target === undefined) return;
  const wanted = target;
  const counterexample = details.counterexample![0] as FuzzCase;
  const { doc } = buildSteps(counterexample);
  const fails = async (d: FuzzDoc) => (await docCheck(d)).some((v) => keyOf(v) === wanted);
  const reduced = (await fails(doc)) ? await reduceText(doc, fails, 30_000) : doc;
  const violations = (await docCheck(reduced)).filter((v) => keyOf(v) === wanted);
  const fixture = saveFixture({
    property: violations[0]?.property ?? (wanted.split(':')[0] as Violation['property']),
    faults: [wanted.slice(wanted.indexOf(': ') + 2)],
    found: { seed, path: details.counterexamplePath ?? undefined, case: counterexample, origin: doc.origin },
    fileName: reduced.fileName,
    text: reduced.text,
    violations: violations.length > 0 ? violations : [{ property: 'lint-total', fault: wanted, detail: 'found in the run; the case alone (its text opened as it is) did not show it again' }],
  });
  const entry = faults.found.get(wanted);
  if (entry) entry.fixture = fixture;
  process.stdout.write(`fuzz: new fault ${wanted} (seed ${seed}): ${fixture}\n`);
}

async function sweepEngine(engine: EngineStats, faults: Faults): Promise<void> {
  for (const seed of loadSeeds().seeds) {
    const doc: FuzzDoc = { text: seed.text, fileName: seed.fileName, folder: seed.folder, origin: seed.name };
    engine.documents++;
    const { result, violations } = checkLint(doc);
    if (result) {
      violations.push(...checkCommentNeutral(doc, result));
      violations.push(...checkFixes(doc, result, undefined, engine));
      violations.push(...checkFixAll(doc, result, engine));
    }
    violations.push(...checkFixAllEqualsCli(doc), ...checkCardPage(doc.text, doc.fileName), ...checkCardMarkdown(doc.text, doc.fileName));
    await saveSweepFaults(faults, violations, doc, (d) => checkAllEngine(d, emptyEngineStats()));
  }
}

async function sweepServer(server: ServerStats, faults: Faults, fuzzer: ServerFuzzer): Promise<void> {
  for (const seed of loadSeeds().seeds) {
    const doc: FuzzDoc = { text: seed.text, fileName: seed.fileName, folder: seed.folder, origin: seed.name };
    const all = { ...ALL_PARTS, actionLimit: Infinity };
    await saveSweepFaults(faults, await fuzzer.check(doc, server, [doc.text], all), doc, (d) => fuzzer.check(d, undefined, undefined, all));
  }
}

/** Records the sweep's faults; a new one is reduced (as a round's failure is) and saved. */
async function saveSweepFaults(faults: Faults, violations: readonly Violation[], doc: FuzzDoc, check: Check): Promise<void> {
  for (const key of faults.record(violations, `sweep ${doc.origin}`)) {
    const fails = async (d: FuzzDoc) => (await check(d)).some((v) => keyOf(v) === key);
    const reduced = await reduceText(doc, fails, 30_000);
    const found = (await check(reduced)).filter((x) => keyOf(x) === key);
    const shown = found.length > 0 ? found : violations.filter((x) => keyOf(x) === key);
    const fixture = saveFixture({ property: shown[0].property, faults: [shown[0].fault], found: { seed: 0, origin: doc.origin }, fileName: doc.fileName, text: found.length > 0 ? reduced.text : doc.text, violations: shown });
    faults.found.get(key)!.fixture = fixture;
  }
}

interface LaneResult {
  edits: number;
  engine: EngineStats;
  server: ServerStats;
  faults: Found[];
}

/** The engine's sweep and rounds (in their own process, so the server lanes' event loop stays free). */
async function engineRole(args: Args, deadline: number): Promise<LaneResult> {
  const engine = emptyEngineStats();
  const faults = new Faults();
  let edits = 0;
  if (args.sweep) await sweepEngine(engine, faults);
  const check = async (c: FuzzCase, counting: boolean) => {
    const { doc } = buildSteps(c);
    if (counting) edits += c.mutations.length;
    return checkAllEngine(doc, counting ? engine : emptyEngineStats());
  };
  for (let r = 0; performance.now() < deadline; r++) {
    await round(args.seed + r, 20, deadline - performance.now(), 4, check, faults, (doc) => checkAllEngine(doc, emptyEngineStats()));
  }
  return { edits, engine, server: emptyServerStats(), faults: faults.list() };
}

/** The server's sweep and L lanes of rounds, each lane with its own server. Seeds from seed + 1,000,000. */
async function serverRole(args: Args, deadline: number): Promise<LaneResult> {
  const server = emptyServerStats();
  const faults = new Faults();
  const fuzzers = await Promise.all(Array.from({ length: Math.max(1, args.lanes) }, () => ServerFuzzer.start()));
  if (args.sweep) await sweepServer(server, faults, fuzzers[0]);
  let nextRound = 0;
  // A lane's fuzzer replaces its server when it died or stopped answering (a fault its case recorded).
  const lane = async (fuzzer: ServerFuzzer) => {
    const check = async (c: FuzzCase, counting: boolean) => {
      const { doc, steps } = buildSteps(c);
      return fuzzer.check(doc, counting ? server : emptyServerStats(), steps);
    };
    while (performance.now() < deadline) {
      const r = nextRound++;
      await round(args.seed + 1_000_000 + r, 10, deadline - performance.now(), 8, check, faults, (doc) => fuzzer.check(doc));
    }
  };
  await Promise.all(fuzzers.map((f) => lane(f)));
  await Promise.all(fuzzers.map((f) => f.stop()));
  return { edits: server.edits, engine: emptyEngineStats(), server, faults: faults.list() };
}

const STATS_LINE = 'FUZZ_ENGINE_RESULT ';

function runEngineChild(args: Args): Promise<LaneResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', __filename, '--role', 'engine', '--minutes', String(args.minutes), '--seed', String(args.seed), ...(args.sweep ? [] : ['--no-sweep'])], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      for (const line of chunk.split('\n')) if (line && !line.startsWith(STATS_LINE) && !line.startsWith('fuzz: seed')) process.stdout.write(`${line}\n`);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const line = out.split('\n').find((l) => l.startsWith(STATS_LINE));
      if (!line) reject(new Error(`the engine lane exited with ${code} and no result`));
      else resolve(JSON.parse(line.slice(STATS_LINE.length)) as LaneResult);
    });
  });
}

/**
 * Promises the harness let reject unhandled (a write to a server that died or was replaced while
 * it was queued): recorded and reported as a fault of the run, with the stack, instead of ending
 * the run before the lanes could say which server died and why.
 */
const unhandled: string[] = [];
/** vscode-jsonrpc's copies of a request write that failed (see isRequestWriteEcho): the request itself failed to its caller. */
let requestWriteEchoes = 0;
process.on('unhandledRejection', (reason) => {
  if (isRequestWriteEcho(reason)) {
    requestWriteEchoes++;
    return;
  }
  const text = reason instanceof Error ? (reason.stack ?? reason.message) : String(reason);
  if (unhandled.length < 5) unhandled.push(`${((performance.now()) / 60_000).toFixed(1)} min: ${text.split('\n').slice(0, 8).join('\n      ')}`);
  else unhandled.push('(more)');
});

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const args = parseArgs(argv);
  const role = argv[argv.indexOf('--role') + 1];
  const started = performance.now();
  const deadline = started + args.minutes * 60_000;
  if (argv.includes('--role') && role === 'engine') {
    process.stdout.on('error', () => process.exit(2)); // the parent is gone
    process.stdout.write(`${STATS_LINE}${JSON.stringify(await engineRole(args, deadline))}\n`);
    return;
  }
  const { corpusNote } = loadSeeds();
  if (corpusNote) process.stdout.write(`${corpusNote}\n`);
  const [engineResult, serverResult] = await Promise.all([runEngineChild(args), serverRole(args, deadline)]);
  const engine = engineResult.engine;
  const server = serverResult.server;
  const found = new Map<string, Found>();
  for (const f of [...engineResult.faults, ...serverResult.faults]) {
    const seen = found.get(f.key);
    found.set(f.key, seen ? { ...seen, count: seen.count + f.count } : f);
  }
  for (const f of found.values()) process.stdout.write(`fuzz: ${f.count}x ${f.key}\n    e.g. ${f.example}\n${f.fixture ? `    fixture ${f.fixture}\n` : ''}`);
  const crashes = engine.crashes + server.crashes;
  const broken = engine.brokenFixes + server.brokenFixes;
  const nonConverging = engine.nonConverging + server.nonConverging;
  const minutes = ((performance.now() - started) / 60_000).toFixed(1);
  process.stdout.write(
    `fuzz: ${engineResult.edits + server.edits} edits (${server.edits} through the server in ${server.documents} documents, ${engine.documents} documents through the engine), ` +
      `${engine.fixesTried + server.fixesTried} fixes tried, ${crashes} crashes, ${broken} broken fixes, ${nonConverging} non-converging fix-all, ${found.size} distinct faults, ${minutes} min, seed ${args.seed}\n`,
  );
  if (requestWriteEchoes > 0) process.stdout.write(`fuzz: harness: ${requestWriteEchoes} request(s) written to a server whose input had closed (each failed to its caller; vscode-jsonrpc's second copy of the error is not a fault)\n`);
  for (const u of unhandled.slice(0, 6)) process.stdout.write(`fuzz: harness: unhandled rejection at ${u}\n`);
  process.exitCode = found.size > 0 || unhandled.length > 0 ? 1 : 0;
}

main().catch((error) => {
  process.stderr.write(`fuzz: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(2);
});
