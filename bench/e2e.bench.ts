/**
 * The packaged extension in a real VS Code (code-server): how long until the first diagnostics of
 * examples/flawed.contract.jsonc, and how big the .vsix is. A benchmark, not a test: it runs the
 * end-to-end stage's scenario A (test/e2e/scenarios/flawedContract.ts) several times, each with a
 * fresh code-server and profile (a cold start), and prints the median, min and max of what the
 * scenario measured. Needs the .vsix: `npm run package && node --import tsx bench/e2e.bench.ts`.
 * E2E_BENCH_RUNS sets the number of runs (default 3).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..');
const runs = Number(process.env.E2E_BENCH_RUNS || 3);
const samples: Record<string, number>[] = [];

for (let run = 1; run <= runs; run++) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'test', 'e2e', 'run.ts'), '--only', 'flawed'], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    console.error(`e2e bench: run ${run} failed (exit ${result.status})`);
    process.exit(1);
  }
  samples.push(JSON.parse(readFileSync(join(root, 'test-artifacts', 'e2e', 'timings.json'), 'utf8')));
  console.error(`e2e bench: run ${run}/${runs} done`);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const measures = Object.keys(samples[0]).filter((k) => samples.every((s) => typeof s[k] === 'number'));
console.log(`| measure (${runs} cold runs) | median | min | max |`);
console.log('|---|---|---|---|');
for (const measure of measures) {
  const values = samples.map((s) => s[measure]);
  const show = (value: number) => (measure.includes('(KB)') ? String(Math.round(value)) : `${value.toFixed(2)} s`);
  console.log(`| ${measure} | ${show(median(values))} | ${show(Math.min(...values))} | ${show(Math.max(...values))} |`);
}
