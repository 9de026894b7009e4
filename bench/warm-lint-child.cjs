// Run by cold.bench.ts in a process of its own: `node warm-lint-child.cjs <engine bundle> <file> <iterations>`.
// Only the bundled engine is loaded, as in the language server and the CLI (not tsx, esbuild or the
// bench's generated corpora, whose heap the bench's own process carries). Prints one JSON object:
//  - lintMs / parseMs: medians of lint and JSON.parse alternating, one after the other;
//  - parseAloneMs: the median of JSON.parse in a loop of its own;
//  - lintRowMs / parseRowMs: the mean of a call in blocks of calls in a row, the garbage collections
//    each leaves included (a median can leave out a collection that falls on every second call),
//    taken from the block whose ratio is the median of the blocks;
//  - lintRowGcMs / lintRowScavenges: in that block's lints, the time in garbage collection and the
//    young-generation collections (scavenges), per lint, as perf_hooks reports them.
'use strict';
const { readFileSync } = require('node:fs');
const { performance, PerformanceObserver, constants } = require('node:perf_hooks');

const [engine, file, iterationsText] = process.argv.slice(2);
const { lint } = require(engine);
const text = readFileSync(file, 'utf8');
const iterations = Number(iterationsText) || 40;
const options = { fileName: 'bench.contract.json' };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

for (let i = 0; i < 8; i++) {
  lint(text, options);
  JSON.parse(text);
}

const lints = [];
const parses = [];
for (let i = 0; i < iterations; i++) {
  let start = performance.now();
  lint(text, options);
  lints.push(performance.now() - start);
  start = performance.now();
  JSON.parse(text);
  parses.push(performance.now() - start);
}

const alone = [];
for (let i = 0; i < iterations; i++) {
  const start = performance.now();
  JSON.parse(text);
  alone.push(performance.now() - start);
}

// Collections as perf_hooks reports them: delivered once this synchronous run is over (a timer
// later, not at the next check phase), each placed in a block's lints by its start time.
const collections = [];
const observer = new PerformanceObserver((list) => collections.push(...list.getEntries()));
observer.observe({ entryTypes: ['gc'] });

const blocks = [];
const perBlock = 20;
for (let b = 0; b < Math.max(3, Math.round(iterations / 8)); b++) {
  let start = performance.now();
  for (let i = 0; i < perBlock; i++) lint(text, options);
  const lintEnd = performance.now();
  const lintMean = (lintEnd - start) / perBlock;
  const lints = { start, end: lintEnd };
  start = performance.now();
  for (let i = 0; i < perBlock; i++) JSON.parse(text);
  blocks.push({ lintMean, parseMean: (performance.now() - start) / perBlock, lints });
}
blocks.sort((a, b) => a.lintMean / a.parseMean - b.lintMean / b.parseMean);
const middle = blocks[blocks.length >> 1];
const findings = lint(text, options).findings.length;

setTimeout(() => {
  observer.disconnect();
  const inLints = collections.filter((entry) => entry.startTime >= middle.lints.start && entry.startTime < middle.lints.end);
  const minor = constants.NODE_PERFORMANCE_GC_MINOR;
  console.log(
    JSON.stringify({
      findings,
      lintMs: median(lints),
      parseMs: median(parses),
      parseAloneMs: median(alone),
      lintRowMs: middle.lintMean,
      parseRowMs: middle.parseMean,
      lintRowGcMs: inLints.reduce((sum, entry) => sum + entry.duration, 0) / perBlock,
      lintRowScavenges: inLints.filter((entry) => (entry.detail?.kind ?? entry.kind) === minor).length / perBlock,
    }),
  );
}, 50);
