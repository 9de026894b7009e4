/**
 * Lint speed against the speed of parsing the same text: a benchmark, not a test.
 * Prints one row per corpus size: median lint time, median JSON.parse time, and
 * their ratio. Run with `npm run bench`.
 */
import { performance } from 'node:perf_hooks';
import { lint } from '../server/src/engine';
import { generateContract } from './corpus';

const SIZES = [20, 200, 1000];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function time(run: () => unknown, iterations: number): number {
  for (let i = 0; i < Math.min(5, iterations); i++) run(); // warm-up: JIT and ajv's compiled validators
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

const rows = SIZES.map((tools) => {
  const text = generateContract(tools);
  // Each lint gets a fresh copy of the text so no cache can answer for it.
  const iterations = tools <= 20 ? 200 : tools <= 200 ? 60 : 20;
  const lintMs = time(() => lint(text.slice(0), { fileName: 'bench.contract.json' }), iterations);
  const parseMs = time(() => JSON.parse(text), iterations);
  const findings = lint(text, { fileName: 'bench.contract.json' }).findings.length;
  return { tools, sizeKb: Math.round(text.length / 1024), lintMs, parseMs, ratio: lintMs / parseMs, findings };
});

const header = ['tools', 'size (KB)', 'lint median (ms)', 'JSON.parse median (ms)', 'ratio', 'findings'];
const table = rows.map((r) => [String(r.tools), String(r.sizeKb), r.lintMs.toFixed(2), r.parseMs.toFixed(2), r.ratio.toFixed(1) + '×', String(r.findings)]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
const line = (cells: string[]) => '| ' + cells.map((c, i) => c.padStart(widths[i])).join(' | ') + ' |';
console.log(`Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`);
console.log(line(header));
console.log('|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|');
for (const row of table) console.log(line(row));
