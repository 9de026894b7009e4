/**
 * Lint time with one long property name against the same document with a short one: a
 * benchmark, not a test (test/engine/long-names.test.ts holds the bound). Each row puts one
 * key of the given length and shape in the first tool's input of the 1,000-tool corpus and
 * prints the median lint time and its ratio to the short key's. Run with
 * `node --import tsx bench/long-names.bench.ts`.
 */
import { performance } from 'node:perf_hooks';
import { lint } from '../server/src/engine';
import { contract, readTool } from '../test/helpers/contracts';

const TOOLS = 1000;
const RUNS = 9;

function documentWithKey(key: string): string {
  const tools: Array<Record<string, any>> = Array.from({ length: TOOLS }, (_, i) => readTool({ name: `get_thing_${i}`, description: `Reads thing ${i} by id.` }));
  tools[0].inputSchema.properties[key] = { type: 'string', description: 'A thing.' };
  return JSON.stringify(contract(tools, { version: '1.0.0' }), null, 2);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1];
}

/**
 * Median lint times of the documents, linted in turn so that load falls on all of them alike.
 * Each run gets keys of its own (`run` changes their last letters): names are cached across
 * lints, and a cached name would time nothing.
 */
function timeAll(documents: ReadonlyArray<(run: number) => string>): number[] {
  const samples = documents.map(() => [] as number[]);
  for (let run = 0; run <= RUNS; run++) {
    documents.forEach((make, i) => {
      const text = make(run);
      const start = performance.now();
      lint(text, { fileName: 'bench.contract.json' });
      if (run > 0) samples[i].push(performance.now() - start); // run 0 warms up
    });
  }
  return samples.map(median);
}

/** `n` characters of `unit` repeated, ending in letters that say which run it is for. */
function repeated(unit: string, n: number, run: number): string {
  const tag = `Q${String.fromCharCode(65 + run)}`;
  return unit.repeat(Math.ceil(n / unit.length)).slice(0, n - tag.length) + tag;
}

const shapes: ReadonlyArray<readonly [string, string]> = [
  ['upper-case (AAAA…)', 'A'],
  ['capitals before a word (AAa…)', 'AAa'],
];
const lengths = [64_000, 250_000, 500_000, 1_000_000];

const rows: string[][] = [];
for (const [shape, unit] of shapes) {
  const documents = [8, ...lengths].map((n) => (run: number) => documentWithKey(repeated(unit, n, run)));
  const [shortMs, ...longMs] = timeAll(documents);
  rows.push([shape, 'short (8)', shortMs.toFixed(1), '1.00×']);
  lengths.forEach((n, i) => rows.push([shape, `${n / 1000} K`, longMs[i].toFixed(1), `${(longMs[i] / shortMs).toFixed(2)}×`]));
}

const header = ['key shape', 'key length', 'lint median (ms)', 'vs short key'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
const line = (cells: string[]) => '| ' + cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ') + ' |';
console.log(`Node ${process.version}, ${new Date().toISOString().slice(0, 10)}, ${TOOLS} tools`);
console.log(line(header));
console.log('|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|');
for (const row of rows) console.log(line(row));
