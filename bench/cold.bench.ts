/**
 * Speed as users meet it outside the editor (issue 14): a benchmark, not a test. Prints four tables:
 *
 * 1. Warm lint of the 1,000-tool file with findings and of the clean one, each against JSON.parse
 *    of the same text: lint and parse alternating (medians and their ratio), and each in blocks of
 *    calls in a row (means, the garbage collections each leaves included, and how much of a lint
 *    in a row went to collecting, with its scavenges, as perf_hooks reports them). The engine is bundled
 *    by esbuild as the language server and the CLI bundle it, and run in a process of its own
 *    (bench/warm-lint-child.cjs) that loads nothing else.
 * 2. Cold CLI: `lint --format json` of a 20-tool file as a whole process, against a bare
 *    `node -e 0`, with the V8 code cache (server/src/cli/codeCache.ts) warm and turned off, and
 *    the stylish and SARIF reports (no token counts, so no tokenizer); `--before <cli.js>` adds
 *    another build of the CLI (an older commit's) for comparison.
 * 3. Whole process against Spectral CLI running a ruleset of the same eight checks
 *    (bench/spectral/ruleset.yaml) on the same files, at 20 and 1,000 tools: our lint with every
 *    rule, and with only those eight on (a .toolcontracts.json turning the others off), the same work.
 * 4. The CLI on a 5,000-tool file: no size limit, every finding.
 *
 * Processes alternate run by run (A, B, A, B…), so load from elsewhere falls on both sides.
 * Run with `npm run bench` (it builds first) or `node --import tsx bench/cold.bench.ts [--quick]`.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildSync } from 'esbuild';
import { RULE_IDS } from '../server/src/engine/registry';
import { generateContract } from './corpus';

const ROOT = resolve(__dirname, '..');
const CLI = join(ROOT, 'dist/cli.js');
const SPECTRAL = join(ROOT, 'node_modules/@stoplight/spectral-cli/dist/index.js');
const RULESET = join(ROOT, 'bench/spectral/ruleset.yaml');
const QUICK = process.argv.includes('--quick');
/** `--before <cli.js>`: another build of the CLI (an older commit's dist/cli.js) for a before column. */
const BEFORE = process.argv.includes('--before') ? resolve(process.argv[process.argv.indexOf('--before') + 1]) : undefined;

/** The eight rules Spectral's ruleset mirrors. */
const EIGHT = ['input-optional-without-default', 'field-unit-suffix', 'output-not-object', 'output-missing', 'side-effects-undeclared', 'mutation-dry-run-flag', 'mutation-self-confirmation', 'input-free-form-query'];

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function table(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) => '| ' + cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ') + ' |';
  console.log(line(header));
  console.log('|' + widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : '-'.repeat(w + 1) + ':')).join('|') + '|');
  for (const row of rows) console.log(line(row));
  console.log('');
}

/**
 * The with-findings corpus of bench/corpus.ts, plus flaws for the eight checks Spectral runs, so
 * both linters have something to report: every 5th tool an optional unit-less `timeout`, every 7th
 * no sideEffects, every 11th no outputSchema, every 13th a bare-array output, every 17th a
 * `dry_run` flag, every 19th a `confirm` flag, every 23rd a free-form `query`.
 */
function withEightFlaws(toolCount: number): string {
  const doc = JSON.parse(generateContract(toolCount, { flawed: true }));
  doc.tools.forEach((tool: Record<string, any>, i: number) => {
    const inputs = tool.inputSchema.properties;
    if (i % 5 === 0) inputs.timeout = { type: 'integer', description: 'How long to wait.' };
    if (i % 7 === 0) delete tool.sideEffects;
    if (i % 11 === 0) delete tool.outputSchema;
    else if (i % 13 === 0) tool.outputSchema = { type: 'array', items: { type: 'string' } };
    if (i % 17 === 0) inputs.dry_run = { type: 'boolean', description: 'Only show what would change.' };
    if (i % 19 === 0) inputs.confirm = { type: 'boolean', description: 'Proceed without asking.' };
    if (i % 23 === 0) inputs.query = { type: 'string', description: 'Search text.' };
  });
  return JSON.stringify(doc, null, 2);
}

/** The engine as an esbuild bundle, built into `dir` with the settings of scripts/build.mjs: its path. */
function bundledEngine(dir: string): string {
  const outfile = join(dir, 'engine.js');
  buildSync({
    entryPoints: [join(ROOT, 'server/src/engine/index.ts')],
    bundle: true,
    platform: 'node',
    target: 'node18',
    format: 'cjs',
    outfile,
    logLevel: 'warning',
    alias: { 'jsonc-parser': join(ROOT, 'node_modules/jsonc-parser/lib/esm/main.js') },
  });
  return outfile;
}

// 1. Warm lint against JSON.parse.
interface WarmFigures {
  readonly findings: number;
  readonly lintMs: number;
  readonly parseMs: number;
  readonly parseAloneMs: number;
  readonly lintRowMs: number;
  readonly parseRowMs: number;
  readonly lintRowGcMs: number;
  readonly lintRowScavenges: number;
}

/**
 * Each file in a process of its own that loads only the bundled engine (bench/warm-lint-child.cjs),
 * as the language server and the CLI do: this process also holds tsx, esbuild and the corpora,
 * whose heap slowed its own warm lints by about a fifth (bench/README.md, tenth session).
 */
function warmRows(engine: string, folder: string): string[][] {
  const files = [
    { name: '1,000 tools, with findings', text: generateContract(1000, { flawed: true }) },
    { name: '1,000 tools, clean', text: generateContract(1000) },
  ];
  const iterations = QUICK ? 24 : 60;
  return files.map(({ name, text }, i) => {
    const path = join(folder, `warm${i}.contract.json`);
    writeFileSync(path, text);
    const child = spawnSync(process.execPath, [join(ROOT, 'bench/warm-lint-child.cjs'), engine, path, String(iterations)], { encoding: 'utf8', maxBuffer: 1 << 24 });
    if (child.status !== 0) throw new Error(`warm lint of ${name} failed: ${child.stderr}`);
    const f = JSON.parse(child.stdout) as WarmFigures;
    const x = (a: number, b: number): string => `${(a / b).toFixed(1)}×`;
    return [
      name,
      (text.length / 1024 / 1024).toFixed(1),
      String(f.findings),
      f.lintMs.toFixed(1),
      f.parseMs.toFixed(1),
      x(f.lintMs, f.parseMs),
      f.parseAloneMs.toFixed(1),
      x(f.lintMs, f.parseAloneMs),
      f.lintRowMs.toFixed(1),
      f.parseRowMs.toFixed(1),
      x(f.lintRowMs, f.parseRowMs),
      `${f.lintRowGcMs.toFixed(1)} (${f.lintRowScavenges.toFixed(2)})`,
    ];
  });
}

// Whole processes.
interface Command {
  readonly label: string;
  readonly args: readonly string[];
  readonly env?: Record<string, string>;
  /** Where it runs, when not in the bench's folder (the project whose config it reads). */
  readonly cwd?: string;
}

/**
 * CPU time (user + system, ms) of the children this process has waited for, from /proc/self/stat
 * (cutime, cstime; clock ticks of 10 ms); undefined off Linux. On a loaded machine the wall clock
 * mostly measures the wait for a core, so the CPU time is printed beside it.
 */
function childrenCpuMs(): number | undefined {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return undefined;
  }
}

interface Sample {
  readonly ms: number;
  readonly cpuMs: number | undefined;
  readonly stdout: string;
}

function runOnce(command: Command, cwd: string): Sample {
  const cpuBefore = childrenCpuMs();
  const start = performance.now();
  const run = spawnSync(process.execPath, command.args, { cwd: command.cwd ?? cwd, encoding: 'utf8', maxBuffer: 1 << 30, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...command.env } });
  const ms = performance.now() - start;
  const cpuAfter = childrenCpuMs();
  if (run.status !== 0 && run.status !== 1) throw new Error(`${command.label} exited ${run.status}: ${run.stderr}`);
  return { ms, cpuMs: cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore, stdout: run.stdout };
}

interface Timing {
  /** Median wall-clock time. */
  readonly ms: number;
  /** Mean CPU time (the ticks are 10 ms, so a mean says more than a median). */
  readonly cpuMs: number | undefined;
}

/** Alternating runs of each command: median wall clock and mean CPU time of each. */
function alternate(commands: readonly Command[], runs: number, cwd: string): Timing[] {
  const samples = commands.map(() => [] as Sample[]);
  for (const command of commands) runOnce(command, cwd); // warm the file cache (and the code cache)
  for (let i = 0; i < runs; i++) commands.forEach((command, j) => samples[j].push(runOnce(command, cwd)));
  return samples.map((list) => {
    const cpu = list.map((s) => s.cpuMs);
    return { ms: median(list.map((s) => s.ms)), cpuMs: cpu.includes(undefined) ? undefined : (cpu as number[]).reduce((a, b) => a + b, 0) / cpu.length };
  });
}

const ratio = (a: number | undefined, b: number | undefined, digits = 2): string => (a === undefined || b === undefined ? '—' : `${(a / b).toFixed(digits)}×`);
const ms = (value: number | undefined, digits = 0): string => (value === undefined ? '—' : value.toFixed(digits));

function ourCount(stdout: string): number {
  return (JSON.parse(stdout).files[0].findings as Array<{ rule_id: string }>).filter((f) => EIGHT.includes(f.rule_id)).length;
}

function spectralCount(stdout: string): number {
  const end = stdout.lastIndexOf(']');
  return end < 0 ? 0 : (JSON.parse(stdout.slice(0, end + 1)) as unknown[]).length;
}

const folder = mkdtempSync(join(tmpdir(), 'tool-contracts-cold-bench-'));
const cache = join(folder, 'code-cache');
try {
  const load = () => loadavg().map((l) => l.toFixed(1)).join(' ');
  console.log(`Node ${process.version}, ${new Date().toISOString().slice(0, 16)}Z, load average at start ${load()}\n`);

  console.log('Warm lint against JSON.parse of the same text (the engine bundled as it ships, in a process of its own; medians of alternating runs, and means of calls in a row, collections included)\n');
  table(
    ['file', 'MB', 'findings', 'lint (ms)', 'JSON.parse, alternating (ms)', 'ratio', 'JSON.parse, alone (ms)', 'ratio to it', 'lint, in a row (ms)', 'JSON.parse, in a row (ms)', 'ratio in a row', 'of a lint in a row: collecting (ms), scavenges'],
    warmRows(bundledEngine(folder), folder),
  );

  const file = (tools: number) => `t${tools}.contract.json`;
  const sizes = new Map<number, number>();
  for (const tools of [20, 1000, 5000]) {
    const text = withEightFlaws(tools);
    sizes.set(tools, text.length);
    writeFileSync(join(folder, file(tools)), text);
  }
  writeFileSync(join(folder, 'clean20.contract.json'), generateContract(20));
  const ours = (name: string, env: Record<string, string> = { TOOL_CONTRACTS_CODE_CACHE: cache }): Command => ({ label: `lint ${name}`, args: [CLI, 'lint', '--format', 'json', name], env });

  console.log('Cold CLI: whole process, `lint --format json` of a 20-tool file, against `node -e 0` (medians of alternating runs)\n');
  const bare: Command = { label: 'node -e 0', args: ['-e', '0'] };
  const coldRuns = QUICK ? 9 : 31;
  const stylish: Command = { label: 'lint stylish', args: [CLI, 'lint', 'clean20.contract.json'], env: { TOOL_CONTRACTS_CODE_CACHE: cache } };
  // SARIF: a report as large as JSON's, without the token counts the JSON report adds (which load the tokenizer).
  const sarif: Command = { label: 'lint sarif', args: [CLI, 'lint', '--format', 'sarif', 'clean20.contract.json'], env: { TOOL_CONTRACTS_CODE_CACHE: cache } };
  const before: Command[] = BEFORE ? [{ label: 'before', args: [BEFORE, 'lint', '--format', 'json', 'clean20.contract.json'] }] : [];
  const cold = alternate([bare, ours('clean20.contract.json'), ours('clean20.contract.json', { TOOL_CONTRACTS_CODE_CACHE: 'off' }), ours(file(20)), ours(file(20), { TOOL_CONTRACTS_CODE_CACHE: 'off' }), stylish, sarif, ...before], coldRuns, folder);
  const labels = ['node -e 0', 'lint --format json, 20 tools clean, code cache', '… no code cache', 'lint --format json, 20 tools with findings, code cache', '… no code cache', 'lint (stylish), 20 tools clean, code cache', 'lint --format sarif, 20 tools clean, code cache', `before: ${BEFORE}, json, 20 tools clean`];
  table(
    ['process', 'wall median (ms)', 'ratio', 'CPU mean (ms)', 'CPU ratio'],
    cold.map((timing, i) => [labels[i], ms(timing.ms, 1), ratio(timing.ms, cold[0].ms), ms(timing.cpuMs, 1), ratio(timing.cpuMs, cold[0].cpuMs)]),
  );

  console.log('Whole process against Spectral CLI with the same eight checks (bench/spectral/ruleset.yaml), medians of alternating runs\n');
  const rows: string[][] = [];
  // The same work as Spectral's: a project folder whose .toolcontracts.json turns off every rule but the eight.
  const eightOnly = join(folder, 'eight-rules-only');
  mkdirSync(eightOnly);
  writeFileSync(join(eightOnly, '.toolcontracts.json'), JSON.stringify({ rules: Object.fromEntries(RULE_IDS.filter((id) => !EIGHT.includes(id)).map((id) => [id, 'off'])) }));
  for (const tools of [20, 1000]) {
    copyFileSync(join(folder, file(tools)), join(eightOnly, file(tools)));
    const spectral: Command = { label: `spectral ${tools}`, args: [SPECTRAL, 'lint', '-r', RULESET, '-f', 'json', '--quiet', file(tools)] };
    const oursSarif: Command = { label: `sarif ${tools}`, args: [CLI, 'lint', '--format', 'sarif', file(tools)], env: { TOOL_CONTRACTS_CODE_CACHE: cache } };
    const oursEight: Command = { ...ours(join('eight-rules-only', file(tools))), cwd: eightOnly, args: [CLI, 'lint', '--format', 'json', file(tools)] };
    const [a, b, c, d] = alternate([ours(file(tools)), spectral, oursSarif, oursEight], QUICK ? 3 : tools <= 20 ? 11 : 5, folder);
    const eightOurs = ourCount(runOnce(ours(file(tools)), folder).stdout);
    const eightSpectral = spectralCount(runOnce(spectral, folder).stdout);
    const eightAlone = JSON.parse(runOnce(oursEight, folder).stdout).files.at(-1).findings.length;
    rows.push([`${tools} tools, ours --format json`, ms(a.ms), ms(b.ms), ratio(b.ms, a.ms, 1), ms(a.cpuMs), ms(b.cpuMs), ratio(b.cpuMs, a.cpuMs, 1), String(eightOurs), String(eightSpectral)]);
    rows.push([`${tools} tools, ours --format sarif`, ms(c.ms), ms(b.ms), ratio(b.ms, c.ms, 1), ms(c.cpuMs), ms(b.cpuMs), ratio(b.cpuMs, c.cpuMs, 1), '', '']);
    rows.push([`${tools} tools, ours json, only the eight rules on`, ms(d.ms), ms(b.ms), ratio(b.ms, d.ms, 1), ms(d.cpuMs), ms(b.cpuMs), ratio(b.cpuMs, d.cpuMs, 1), String(eightAlone), '']);
  }
  table(['file (with findings)', 'ours, wall (ms)', 'Spectral, wall (ms)', 'Spectral / ours', 'ours, CPU (ms)', 'Spectral, CPU (ms)', 'CPU ratio', 'our findings of the 8 rules', 'Spectral results'], rows);

  console.log('No size limit on the command line: the 5,000-tool file with findings\n');
  const big = [0, ...Array.from({ length: QUICK ? 0 : 2 })].map(() => runOnce(ours(file(5000)), folder));
  const bigFindings = JSON.parse(big[0].stdout).files[0].findings.length;
  table(
    ['file', 'MB', 'findings', 'wall median (ms)', 'CPU median (ms)'],
    [['5,000 tools, with findings', (sizes.get(5000)! / 1024 / 1024).toFixed(1), String(bigFindings), ms(median(big.map((r) => r.ms))), big[0].cpuMs === undefined ? '—' : ms(median(big.map((r) => r.cpuMs!)))]],
  );
  console.log(`load average at end ${load()}`);
} finally {
  rmSync(folder, { recursive: true, force: true });
}
