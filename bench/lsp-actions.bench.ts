/**
 * Heavy documents in the language server, through the real server over stdio (issue 12): a
 * benchmark, not a test. For the 1,000-tool corpus with findings (`generateContract(1000,
 * { flawed: true })`) and for a 5 MB contract with findings (the most tools under the editor's
 * 5,120 KB limit), each in a fresh server, it prints:
 * - open → publishDiagnostics, and the server's own lint time (its status notification);
 * - a code action on a range in the middle (one line, with the diagnostics that meet it, as
 *   VS Code asks when the cursor is there): the first after the lint and the next ones;
 * - a code action sent right after an edit, as VS Code does when the cursor moves: edit →
 *   diagnostics of the new version, edit → answer, and answer − diagnostics (how long after
 *   the lint it is based on the answer comes);
 * - a small contract edited together with the heavy one, and while fix-all of the heavy one
 *   runs: how long its diagnostics take;
 * - the server's peak memory (VmHWM of its process, and its RSS at the end).
 *
 *   node --import tsx bench/lsp-actions.bench.ts [--server path/to/server.js] [--rounds N]
 *
 * `--server` runs another build (an older commit's dist/server.js) for a before/after.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { CodeActionRequest, type CodeAction, type Diagnostic, type Range } from 'vscode-languageserver-protocol/node';
import { contract, readTool } from '../test/helpers/contracts';
import { LspTestClient, withDeadline } from '../test/lsp/lspClient';
import { generateContract } from './corpus';
import { printMeasures } from './table';

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const serverBundle = option('--server');
const ROUNDS = Number(option('--rounds') ?? 7);
const DEADLINE_MS = 300_000;
/** Fix-all of an older build may not answer at all on 5 MB: it is given this long, then reported as timed out. */
const FIX_ALL_DEADLINE_MS = 120_000;
/** The editor's default toolContracts.maxFileSizeKb. */
const EDITOR_LIMIT = 5120 * 1024;

const SMALL = JSON.stringify(contract([readTool({ outputSchema: { type: 'array', items: { type: 'string' }, maxItems: 10 } })], { version: '1.0.0' }), null, 2);

/** The most flawed tools whose contract fits under the editor's limit (what a 5 MB file with findings is). */
function fiveMegabytes(): { text: string; tools: number } {
  const perTool = generateContract(200, { flawed: true }).length / 200;
  for (let tools = Math.floor(EDITOR_LIMIT / perTool); tools > 0; tools -= 10) {
    const text = generateContract(tools, { flawed: true });
    if (text.length <= EDITOR_LIMIT) return { text, tools };
  }
  throw new Error('no size fits');
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
const ms = (value: number) => (Math.abs(value) >= 100 ? value.toFixed(0) : value.toFixed(1));
const orTimeout = (value: number) => (Number.isNaN(value) ? `no answer in ${FIX_ALL_DEADLINE_MS / 1000} s` : ms(value));
const spread = (values: number[]) => `${ms(median(values))} (${ms(Math.min(...values))}–${ms(Math.max(...values))})`;

function meets(a: Range, b: Range): boolean {
  const before = (x: Range['start'], y: Range['start']) => x.line < y.line || (x.line === y.line && x.character < y.character);
  return !before(a.end, b.start) && !before(b.end, a.start);
}

/** Peak and current resident memory of a process, in MB (Linux). */
function memoryOf(pid: number): { peakMb: number; rssMb: number } {
  let status = '';
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    // not Linux, or the server is gone (an older build that ran out of memory): NaN
  }
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return { peakMb: Math.round(kb('VmHWM') / 1024), rssMb: Math.round(kb('VmRSS') / 1024) };
}

interface Row {
  readonly label: string;
  readonly sizeKb: number;
  readonly diagnostics: number;
  readonly openToPublish: number;
  readonly serverLint: number[];
  readonly firstAction: number;
  readonly nextActions: number[];
  readonly editToPublish: number[];
  readonly editToAnswer: number[];
  readonly answerAfterPublish: number[];
  readonly smallWithHeavyEdit: number[];
  readonly heavyWithSmallEdit: number[];
  readonly fixAll: number;
  readonly smallDuringFixAll: number;
  readonly peakMb: number;
  readonly rssMb: number;
}

async function measure(label: string, text: string): Promise<Row> {
  const { client } = await LspTestClient.start(serverBundle ? { serverBundle } : {});
  const pid = client.child.pid!;
  const uri = 'file:///bench/heavy.contract.json';
  const smallUri = 'file:///bench/small.contract.json';
  const arrival = <T>(promise: Promise<T>) => promise.then((value) => ({ value, at: performance.now() }));
  const diagnosticsOf = (of: string, version: number) => arrival(client.diagnostics.next((p) => p.uri === of && p.version === version, `${of} v${version}`, DEADLINE_MS));
  const statusOf = (of: string, version: number) => client.statuses.next((p) => p.uri === of && p.version === version, `status ${of} v${version}`, DEADLINE_MS);
  const ask = (range: Range, diagnostics: Diagnostic[], only?: string[]) =>
    arrival(client.connection.sendRequest(CodeActionRequest.type, { textDocument: { uri }, range, context: { diagnostics, only } }) as Promise<CodeAction[] | null>);

  try {
    const serverLint: number[] = [];
    let started = performance.now();
    const opened = diagnosticsOf(uri, 1);
    const openStatus = statusOf(uri, 1);
    await client.open(uri, text);
    const published = await opened;
    serverLint.push((await openStatus).duration_ms);
    const openToPublish = published.at - started;
    let diagnostics = published.value.diagnostics;

    const line = diagnostics[Math.floor(diagnostics.length / 2)].range.start.line;
    const range = { start: { line, character: 0 }, end: { line: line + 1, character: 0 } };
    const atCursor = (all: Diagnostic[]) => all.filter((d) => meets(d.range, range));

    started = performance.now();
    const first = await ask(range, atCursor(diagnostics));
    if (!first.value?.length) throw new Error(`no code action in the middle of ${label}`);
    const firstAction = first.at - started;
    const nextActions: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      started = performance.now();
      nextActions.push((await ask(range, atCursor(diagnostics))).at - started);
    }

    // A keystroke on line 2, then the code action VS Code asks for at once (the cursor moved).
    let version = 1;
    const editToPublish: number[] = [];
    const editToAnswer: number[] = [];
    const answerAfterPublish: number[] = [];
    const keystroke = (v: number) => (v % 2 === 0 ? { range: { start: { line: 1, character: 0 }, end: { line: 1, character: 0 } }, text: ' ' } : { range: { start: { line: 1, character: 0 }, end: { line: 1, character: 1 } }, text: '' });
    for (let i = 0; i < ROUNDS; i++) {
      const next = version + 1;
      const publishedNext = diagnosticsOf(uri, next);
      const statusNext = statusOf(uri, next);
      started = performance.now();
      version = await client.change(uri, keystroke(next));
      const answer = await ask(range, atCursor(diagnostics));
      const publishedAt = await publishedNext;
      serverLint.push((await statusNext).duration_ms);
      diagnostics = publishedAt.value.diagnostics;
      editToPublish.push(publishedAt.at - started);
      editToAnswer.push(answer.at - started);
      answerAfterPublish.push(answer.at - publishedAt.at);
    }

    // A small contract edited at the same moment as the heavy one.
    const smallOpened = diagnosticsOf(smallUri, 1);
    await client.open(smallUri, SMALL);
    await smallOpened;
    let smallVersion = 1;
    const smallWithHeavyEdit: number[] = [];
    const heavyWithSmallEdit: number[] = [];
    const smallEdit = (v: number) => ({ range: { start: { line: 0, character: 0 }, end: { line: 0, character: v % 2 === 0 ? 0 : 1 } }, text: v % 2 === 0 ? ' ' : '' });
    for (let i = 0; i < ROUNDS; i++) {
      const heavyNext = diagnosticsOf(uri, version + 1);
      const smallNext = diagnosticsOf(smallUri, smallVersion + 1);
      started = performance.now();
      version = await client.change(uri, keystroke(version + 1));
      smallVersion = await client.change(smallUri, smallEdit(smallVersion + 1));
      const [heavy, small] = await Promise.all([heavyNext, smallNext]);
      heavyWithSmallEdit.push(heavy.at - started);
      smallWithHeavyEdit.push(small.at - started);
    }

    // Fix-all of the heavy file (one synchronous piece of work) with a small edit right behind it.
    const whole = { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
    const smallTarget = smallVersion + 1;
    const smallDuring = arrival(client.diagnostics.next((p) => p.uri === smallUri && p.version === smallTarget, 'small during fix-all', FIX_ALL_DEADLINE_MS));
    started = performance.now();
    const fixAll = arrival(withDeadline(client.connection.sendRequest(CodeActionRequest.type, { textDocument: { uri }, range: whole, context: { diagnostics: [], only: ['source.fixAll.tool-contracts'] } }), 'fix-all', FIX_ALL_DEADLINE_MS));
    smallVersion = await client.change(smallUri, smallEdit(smallVersion + 1));
    const timedOut = { at: Number.NaN };
    const [fixed, small] = await Promise.all([fixAll.catch(() => timedOut), smallDuring.catch(() => timedOut)]);

    const memory = memoryOf(pid);
    return {
      label,
      sizeKb: Math.round(text.length / 1024),
      diagnostics: published.value.diagnostics.length,
      openToPublish,
      serverLint,
      firstAction,
      nextActions,
      editToPublish,
      editToAnswer,
      answerAfterPublish,
      smallWithHeavyEdit,
      heavyWithSmallEdit,
      fixAll: fixed.at - started,
      smallDuringFixAll: small.at - started,
      ...memory,
    };
  } finally {
    await client.stop();
  }
}

async function main(): Promise<void> {
  const big = fiveMegabytes();
  const rows: Row[] = [];
  rows.push(await measure('1,000 tools with findings', generateContract(1000, { flawed: true })));
  rows.push(await measure(`5 MB: ${big.tools.toLocaleString('en')} tools with findings`, big.text));

  console.log(`Node ${process.version}, ${new Date().toISOString().slice(0, 10)}, server ${serverBundle ?? 'dist/server.js'}, ${ROUNDS} rounds; times in ms, median (min–max)`);
  const measures: Array<[string, (row: Row) => string]> = [
    ['size (KB) / diagnostics', (r) => `${r.sizeKb} / ${r.diagnostics}`],
    ['open → publishDiagnostics', (r) => ms(r.openToPublish)],
    ["server's lint (status)", (r) => spread(r.serverLint)],
    ['code action in the middle, first after the lint', (r) => ms(r.firstAction)],
    ['code action in the middle, next ones', (r) => spread(r.nextActions)],
    ['edit → publishDiagnostics', (r) => spread(r.editToPublish)],
    ['edit → code action asked at once answered', (r) => spread(r.editToAnswer)],
    ['that answer − its lint\'s publishDiagnostics', (r) => spread(r.answerAfterPublish)],
    ['small file edited with it: edit → its diagnostics', (r) => spread(r.smallWithHeavyEdit)],
    ['the heavy file in those rounds: edit → diagnostics', (r) => spread(r.heavyWithSmallEdit)],
    ['source.fixAll of the heavy file', (r) => orTimeout(r.fixAll)],
    ['small file edited during fix-all: → its diagnostics', (r) => orTimeout(r.smallDuringFixAll)],
    ['server peak memory VmHWM (MB) / RSS at the end', (r) => `${r.peakMb} / ${r.rssMb}`],
  ];
  printMeasures(rows, (r) => r.label, measures);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
