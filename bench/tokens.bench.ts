/**
 * What counting tokens costs (issue 16, item 5): a benchmark, not a test. On the 1,000-tool
 * contract of bench/corpus.ts, interleaved in one process and timed in CPU milliseconds (this
 * machine is shared: CPU time moves far less with the load than wall time does):
 *
 * - the lint as before this work (tool-context-budget taken out of the registry), and as it is
 *   by default (the rule registered, no contextBudgetTokens: nothing is counted) — the figure
 *   the issue holds to 10 %;
 * - the lint with a budget (every tool counted, from the per-tool cache after the first lint);
 * - a count after one tool's description was edited (that tool recounted, 999 from the cache);
 *
 * and, in a fresh process each, the first count (the tokenizer's tables loaded, every tool
 * counted once), in wall time. Run with `node --import tsx bench/tokens.bench.ts`; figures in
 * bench/README.md.
 */
import { spawnSync } from 'node:child_process';
import { lint, RULES } from '../server/src/engine';
import { contextCost } from '../server/src/engine/contextTokens';
import { generateContract } from './corpus';

const TOOLS = 1000;
const ROUNDS = 30;
const fileName = 'bench.contract.json';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function cpuMs(run: () => unknown): number {
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

/** The registry without tool-context-budget, for the "before" lint; put back after each. */
const registry = RULES as unknown as unknown[];
const ruleIndex = RULES.findIndex((rule) => rule.meta.id === 'tool-context-budget');
const budgetRule = registry[ruleIndex];
function withoutTheRule<T>(run: () => T): T {
  registry.splice(ruleIndex, 1);
  try {
    return run();
  } finally {
    registry.splice(ruleIndex, 0, budgetRule);
  }
}

const text = generateContract(TOOLS);
const edited = text.replace('"description": "', '"description": "Edited. ');
const variants: Record<string, () => unknown> = {
  before: () => withoutTheRule(() => lint(text.slice(0), { fileName })),
  off: () => lint(text.slice(0), { fileName }),
  on: () => lint(text.slice(0), { fileName, contextBudgetTokens: 1 }),
  edited: () => lint(edited.slice(0), { fileName, contextBudgetTokens: 1 }),
};
for (const run of Object.values(variants)) for (let i = 0; i < 3; i++) run(); // warm-up: JIT, validators, the tokenizer
const samples: Record<string, number[]> = Object.fromEntries(Object.keys(variants).map((name) => [name, []]));
for (let round = 0; round < ROUNDS; round++) {
  const order = round % 2 ? Object.keys(variants) : Object.keys(variants).reverse();
  for (const name of order) {
    // The edited text's tool is counted afresh each time: forget it by editing it differently.
    const run = name === 'edited' ? () => lint(edited.replace('Edited.', `Edited ${round}.`), { fileName, contextBudgetTokens: 1 }) : variants[name];
    samples[name].push(cpuMs(run));
  }
}

/** The first count of the corpus in a fresh process: tokenizer load plus every tool counted once. */
function coldCountMs(): number {
  const script = `
    const { performance } = require('node:perf_hooks');
    const { lint } = require('./server/src/engine');
    const { contextCost } = require('./server/src/engine/contextTokens');
    const { generateContract } = require('./bench/corpus');
    const result = lint(generateContract(${TOOLS}), { fileName: 'bench.contract.json' });
    const start = performance.now();
    contextCost(result.model);
    process.stdout.write(String(performance.now() - start));`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], { cwd: `${__dirname}/..`, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return Number(run.stdout);
}
const cold = median([coldCountMs(), coldCountMs(), coldCountMs()]);

const before = median(samples.before);
const percent = (ms: number) => `${ms >= before ? '+' : ''}${(((ms - before) / before) * 100).toFixed(1)} %`;
const rows: Array<[string, string, string]> = [
  ['lint without tool-context-budget (before)', `${before.toFixed(1)} ms`, ''],
  ['lint, rule registered, no budget (the default)', `${median(samples.off).toFixed(1)} ms`, percent(median(samples.off))],
  ['lint with contextBudgetTokens (counted from the cache)', `${median(samples.on).toFixed(1)} ms`, percent(median(samples.on))],
  ['lint with a budget after one tool was edited', `${median(samples.edited).toFixed(1)} ms`, percent(median(samples.edited))],
  ['first count in a fresh process (tokenizer load + every tool), wall', `${cold.toFixed(0)} ms`, ''],
];
const header: [string, string, string] = ['1,000 tools', 'median', 'vs before'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
const total = contextCost(lint(text, { fileName }).model!).total;
console.log(`Node ${process.version}, ${new Date().toISOString().slice(0, 10)}: ${TOOLS} tools, ${Math.round(text.length / 1024)} KB, ${total.toLocaleString('en-US')} tokens (o200k_base); CPU ms, ${ROUNDS} interleaved rounds`);
console.log(line(header));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const row of rows) console.log(line(row));
