/**
 * Typing in a big contract, through the real server over stdio (issue 14): a benchmark, not a
 * test. For the 1,000-tool corpus clean and with findings (`generateContract(1000)` and
 * `generateContract(1000, { flawed: true })`), each in a fresh server, it opens the file, then
 * types: a character typed or deleted in the description of a tool picked at random (seeded),
 * one keystroke after the other's diagnostics came. It prints:
 * - keystroke → publishDiagnostics of that version, p50 and p95 (debounce included: the time a
 *   user waits for the squiggles to follow what they typed);
 * - the server's own lint time of each edit (its status notification), p50 and p95, and how many
 *   of those lints re-linted one tool only (the server's trace);
 * - the server's memory (VmRSS) after the first lint, right after the 50th edit's diagnostics,
 *   and after the typing pauses (10 s, when V8's memory reducer collects what the edits left),
 *   and its median and maximum over all the edits (read after each one's diagnostics): the RSS
 *   of a server that is typed into is a sawtooth, garbage piling up until a full collection, so
 *   the one sample after the 50th edit lands high or low by chance;
 * - in this process, with the engine alone: the heap still in use after a full garbage
 *   collection, after the first lint and after 50 edits (what the edits keep, not what they left
 *   for the collector), and the CPU time of each relint (process.cpuUsage: unlike wall time, it
 *   does not grow when other processes share the cores);
 * - the server process's CPU time per keystroke (/proc/<pid>/stat, all its work for an edit:
 *   reading it, the lint, the diagnostics' JSON), a mean over the run (the clock ticks are 10 ms).
 *
 *   node --import tsx bench/keystroke.bench.ts [--server path/to/server.js] [--edits N]
 *
 * `--server` runs another build (an older commit's dist/server.js) for a before/after.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { relint, type LintResult } from '../server/src/engine';
import { HEAP_POLICY_EXEC_ARGV } from '../server/src/lsp/heapPolicy';
import { LspTestClient } from '../test/lsp/lspClient';
import { random } from '../test/helpers/randomEdits';
import { generateContract } from './corpus';
import { printMeasures } from './table';

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const serverBundle = option('--server');
/** `--exec-argv "<flags>"`: the server's Node options (default: the VS Code client's, HEAP_POLICY_EXEC_ARGV); `--exec-argv ""` for none. */
const execArgvOption = option('--exec-argv');
const EXEC_ARGV: readonly string[] = execArgvOption === undefined ? HEAP_POLICY_EXEC_ARGV : execArgvOption.split(' ').filter(Boolean);
const EDITS = Math.max(50, Number(option('--edits') ?? 80));
const DEADLINE_MS = 300_000;

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
const ms = (value: number) => (Math.abs(value) >= 100 ? value.toFixed(0) : value.toFixed(1));

/** Resident memory of a process, in MB (Linux; NaN elsewhere). */
function rssOf(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024);
  } catch {
    return Number.NaN;
  }
}

const DESCRIPTION = '"description": "';

/** The offsets just inside each description's opening quote (of a tool or a field): where the keystrokes go. */
function descriptionStarts(text: string): number[] {
  const starts: number[] = [];
  for (let at = text.indexOf(DESCRIPTION); at >= 0; at = text.indexOf(DESCRIPTION, at + 1)) starts.push(at + DESCRIPTION.length);
  return starts;
}

interface Keystroke {
  /** Offset in the text before it, just inside a description's opening quote. */
  readonly at: number;
  /** Typed 'x' there, or deleted the character there. */
  readonly typed: boolean;
}

/** The keystrokes, seeded: alternately an 'x' typed and a character deleted, each in a description picked at random. */
function plan(text: string, count: number): Keystroke[] {
  const next = random(14);
  const keystrokes: Keystroke[] = [];
  for (let i = 0; i < count; i++) {
    const starts = descriptionStarts(text);
    const keystroke = { at: starts[Math.floor(next() * starts.length)], typed: i % 2 === 0 };
    keystrokes.push(keystroke);
    text = apply(text, keystroke);
  }
  return keystrokes;
}

function apply(text: string, { at, typed }: Keystroke): string {
  return typed ? text.slice(0, at) + 'x' + text.slice(at) : text.slice(0, at) + text.slice(at + 1);
}

interface Row {
  readonly label: string;
  readonly sizeKb: number;
  readonly diagnostics: number;
  readonly openToPublish: number;
  readonly firstLint: number;
  readonly keystroke: number[];
  readonly serverLint: number[];
  readonly incremental: number;
  readonly rssFirst: number;
  readonly rssAfter50: number;
  readonly rssPaused: number;
  /** The server's RSS after each edit's diagnostics: a sawtooth (garbage piles up until a full collection), so one sample can land high or low. */
  readonly rssByEdit: number[];
  readonly heapFirst: number;
  readonly heapAfter50: number;
  readonly engineCpu: number[];
  readonly serverCpuPerEdit: number;
}

/** A full collection in this process (the bench's own: the flag is set at run time, the server never has it). */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

/** The engine alone, in this process: heap in use after a full collection, after the first lint and after 50 edits. */
function engineAlone(text: string, keystrokes: readonly Keystroke[]): { first: number; after50: number; cpu: number[] } {
  const options = { fileName: 'typed.contract.json' };
  let result: LintResult = relint(text, options);
  collectGarbage();
  const first = process.memoryUsage().heapUsed;
  const cpu: number[] = [];
  let after50 = Number.NaN;
  for (let i = 0; i < keystrokes.length; i++) {
    text = apply(text, keystrokes[i]);
    const before = process.cpuUsage();
    result = relint(text, options, result);
    const used = process.cpuUsage(before);
    cpu.push((used.user + used.system) / 1000);
    if (i === 49) {
      collectGarbage();
      after50 = process.memoryUsage().heapUsed;
    }
  }
  if (result.findings.length < 0) throw new Error('unreachable'); // keeps the last result alive to here
  return { first: Math.round(first / 1048576), after50: Math.round(after50 / 1048576), cpu };
}

/** CPU time a process has used, in ms (Linux; NaN elsewhere). */
function cpuOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in clock ticks of 10 ms
  } catch {
    return Number.NaN;
  }
}

async function measure(label: string, text: string): Promise<Row> {
  const keystrokes = plan(text, EDITS);
  // Before the client, whose streams keep every message it receives.
  const engine = engineAlone(text, keystrokes);
  const { client } = await LspTestClient.start({ trace: 'verbose', execArgv: EXEC_ARGV, ...(serverBundle ? { serverBundle } : {}) });
  const pid = client.child.pid!;
  const uri = 'file:///bench/typed.contract.json';
  const diagnosticsOf = (version: number) => client.diagnostics.next((p) => p.uri === uri && p.version === version, `v${version}`, DEADLINE_MS).then((value) => ({ value, at: performance.now() }));
  const statusOf = (version: number) => client.statuses.next((p) => p.uri === uri && p.version === version, `status v${version}`, DEADLINE_MS);
  try {
    let started = performance.now();
    const opened = diagnosticsOf(1);
    const openStatus = statusOf(1);
    await client.open(uri, text);
    const published = await opened;
    const openToPublish = published.at - started;
    const firstLint = (await openStatus).duration_ms;
    const rssFirst = rssOf(pid);

    let current = text;
    const cpuBefore = cpuOf(pid);
    let rssAfter50 = Number.NaN;
    let rssPaused = Number.NaN;
    const keystroke: number[] = [];
    const serverLint: number[] = [];
    const rssByEdit: number[] = [];
    for (let i = 0; i < EDITS; i++) {
      const { at, typed } = keystrokes[i];
      const line = current.slice(0, at).split('\n').length - 1;
      const character = at - (current.lastIndexOf('\n', at - 1) + 1);
      const change = typed
        ? { range: { start: { line, character }, end: { line, character } }, text: 'x' }
        : { range: { start: { line, character }, end: { line, character: character + 1 } }, text: '' };
      current = apply(current, keystrokes[i]);
      const version = i + 2;
      const publishedNext = diagnosticsOf(version);
      const statusNext = statusOf(version);
      started = performance.now();
      await client.change(uri, change);
      const arrived = await publishedNext;
      keystroke.push(arrived.at - started);
      serverLint.push((await statusNext).duration_ms);
      rssByEdit.push(rssOf(pid));
      if (i === 49) {
        rssAfter50 = rssOf(pid);
        await sleep(10_000);
        rssPaused = rssOf(pid);
      }
    }
    const serverCpuPerEdit = (cpuOf(pid) - cpuBefore) / EDITS;
    const incremental = client.traces.received.filter((m) => m.startsWith(`lint ${uri} `) && m.endsWith('(incremental)')).length;
    return { label, sizeKb: Math.round(text.length / 1024), diagnostics: published.value.diagnostics.length, openToPublish, firstLint, keystroke, serverLint, incremental, rssFirst, rssAfter50, rssPaused, rssByEdit, heapFirst: engine.first, heapAfter50: engine.after50, engineCpu: engine.cpu, serverCpuPerEdit };
  } finally {
    await client.stop();
  }
}

async function main(): Promise<void> {
  const rows: Row[] = [];
  rows.push(await measure('1,000 tools, clean', generateContract(1000)));
  rows.push(await measure('1,000 tools with findings', generateContract(1000, { flawed: true })));

  console.log(`Node ${process.version}, ${new Date().toISOString().slice(0, 10)}, server ${serverBundle ?? 'dist/server.js'} (node ${EXEC_ARGV.join(' ') || 'with no options'}), ${EDITS} keystrokes each; times in ms`);
  const measures: Array<[string, (row: Row) => string]> = [
    ['size (KB) / diagnostics', (r) => `${r.sizeKb} / ${r.diagnostics}`],
    ['open → publishDiagnostics (first lint)', (r) => `${ms(r.openToPublish)} (${ms(r.firstLint)})`],
    ['keystroke → publishDiagnostics p50 / p95', (r) => `${ms(percentile(r.keystroke, 50))} / ${ms(percentile(r.keystroke, 95))}`],
    ["server's lint per edit p50 / p95", (r) => `${ms(percentile(r.serverLint, 50))} / ${ms(percentile(r.serverLint, 95))}`],
    ['server CPU time per keystroke, mean', (r) => ms(r.serverCpuPerEdit)],
    ['engine relint CPU time p50 / p95 (this process)', (r) => `${ms(percentile(r.engineCpu, 50))} / ${ms(percentile(r.engineCpu, 95))}`],
    ['edits re-linted one tool only', (r) => `${r.incremental} of ${r.keystroke.length}`],
    ['server RSS (MB): first lint / 50 edits / paused 10 s', (r) => `${r.rssFirst} / ${r.rssAfter50} (${(r.rssAfter50 / r.rssFirst).toFixed(2)}×) / ${r.rssPaused} (${(r.rssPaused / r.rssFirst).toFixed(2)}×)`],
    ['server RSS over the edits (MB): median / max', (r) => `${percentile(r.rssByEdit, 50)} (${(percentile(r.rssByEdit, 50) / r.rssFirst).toFixed(2)}×) / ${Math.max(...r.rssByEdit)} (${(Math.max(...r.rssByEdit) / r.rssFirst).toFixed(2)}×)`],
    ['engine heap kept (MB): first lint / 50 edits', (r) => `${r.heapFirst} / ${r.heapAfter50} (${(r.heapAfter50 / r.heapFirst).toFixed(2)}×)`],
  ];
  printMeasures(rows, (r) => r.label, measures);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
