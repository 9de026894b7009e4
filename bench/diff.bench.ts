/**
 * Versioning speed: how long `tool-contracts diff` takes to compare two versions of a generated
 * contract (bench/corpus.ts), the head with a realistic release's edits: output fields added,
 * removed and renamed, a unit changed, inputs added (optional and required), an input type
 * widened, an enum value added to an output, descriptions reworded, a few tools added and
 * removed. A benchmark, not a
 * test: it prints one row per corpus size. Run with `npm run bench` (after the lint bench) or
 * `node --import tsx bench/diff.bench.ts`.
 */
import { performance } from 'node:perf_hooks';
import { diffContracts, readBaseContract, requiredBump, type BaseContract, type ContractChange } from '../server/src/versioning';
import { generateContract } from './corpus';

const SIZES = [20, 200, 1000];
const FILE_NAME = 'bench.contract.json';

type Json = Record<string, any>;

/**
 * The head version: the same contract after a release's worth of edits. Edits are spread by the
 * ordinal of a tool among its kind (read tools `get_*`, `execute_*` tools), so that about one tool
 * in five is touched whatever the corpus size.
 */
function editedContract(baseText: string): string {
  const contract: Json = JSON.parse(baseText);
  const tools: Json[] = contract.tools;
  let reads = 0;
  let executes = 0;
  for (const [i, tool] of tools.entries()) {
    const input = tool.inputSchema;
    const output = tool.outputSchema;
    if (i % 15 === 1) tool.description = `${tool.description} Results are cached for a minute.`; // patch
    if (i % 20 === 2) input.properties.include_archived = { type: 'boolean', default: false, description: 'Also archived things.' }; // minor
    if (i % 20 === 4) output.properties.updated_at = { type: 'string', format: 'date-time' }; // minor
    if (tool.name.startsWith('execute_') && executes++ % 10 === 0) output.properties.status.enum = [...output.properties.status.enum, 'queued']; // major: output enum value added
    if (!tool.name.startsWith('get_')) continue;
    const n = reads++;
    if (n % 25 === 5) {
      output.properties.age_in_days = output.properties.age_days; // major: renamed
      delete output.properties.age_days;
    } else if (n % 40 === 6) {
      output.properties.age_hours = output.properties.age_days; // major: unit changed
      delete output.properties.age_days;
    }
    if (n % 50 === 7) {
      delete output.properties.title; // major: removed
      output.required = output.required.filter((name: string) => name !== 'title');
    }
    if (n % 60 === 8) {
      input.properties.tenant_id = { type: 'string', description: 'The tenant.' }; // major: required input
      input.required = [...input.required, 'tenant_id'];
    }
    if (n % 70 === 9) input.properties.ticket_id.type = ['string', 'integer']; // minor: an input accepts more
  }
  // A few read tools retired, a few new ones with their own schemas (about 0.5 % of the tools each way, at least one).
  const churn = Math.max(1, Math.round(tools.length / 200));
  const retired = new Set(tools.filter((t) => t.name.startsWith('get_')).filter((_, n) => n % 7 === 3).slice(0, churn).map((t) => t.name));
  contract.tools = tools.filter((t) => !retired.has(t.name));
  for (let i = 0; i < churn; i++) {
    contract.tools.push({
      name: `search_things_${i}`,
      description: `Searches things by text, page ${i}.`,
      sideEffects: 'read_only',
      annotations: { readOnlyHint: true },
      inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Words to find.' } }, required: ['query'], additionalProperties: false },
      outputSchema: { type: 'object', properties: { ids: { type: 'array', items: { type: 'string' }, maxItems: 50 }, next_cursor: { type: ['string', 'null'] } }, required: ['ids', 'next_cursor'] },
      errors: tools[0].errors,
    });
  }
  contract.version = '2.0.0';
  return JSON.stringify(contract, null, 2);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Samples of `run`, after a few warm-up runs; `prepare` is not timed (fresh inputs for each run). */
function samples<T>(prepare: () => T, run: (input: T) => unknown, iterations: number): number[] {
  for (let i = 0; i < Math.min(5, iterations); i++) run(prepare());
  const out: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const input = prepare();
    const start = performance.now();
    run(input);
    out.push(performance.now() - start);
  }
  return out;
}

function read(text: string, label: string): BaseContract {
  // A fresh copy of the text each time, so no cache can answer for it.
  const side = readBaseContract(text.slice(0), FILE_NAME, label);
  if (!side) throw new Error('the generated contract did not read');
  return side;
}

const rows = SIZES.map((tools) => {
  const baseText = generateContract(tools);
  const headText = editedContract(baseText);
  const iterations = tools <= 20 ? 200 : tools <= 200 ? 60 : 30;
  const parse = samples(() => undefined, () => [read(baseText, 'base'), read(headText, 'head')], iterations);
  const diff = samples(() => [read(baseText, 'base'), read(headText, 'head')] as const, ([base, head]) => diffContracts(base.model, head.model), iterations);
  const same = samples(() => [read(baseText, 'base'), read(baseText, 'head')] as const, ([base, head]) => diffContracts(base.model, head.model), iterations);
  const changes: ContractChange[] = diffContracts(read(baseText, 'base').model, read(headText, 'head').model);
  const count = (bump: string) => changes.filter((c) => c.bump === bump).length;
  return {
    tools,
    sizeKb: Math.round(headText.length / 1024),
    changes: `${changes.length} (${count('major')}/${count('minor')}/${count('patch')})`,
    required: requiredBump(changes),
    parseMs: median(parse),
    diffMs: median(diff),
    diffP95: percentile(diff, 95),
    sameMs: median(same),
    totalMs: median(parse) + median(diff),
  };
});

const header = ['tools', 'size (KB)', 'changes (major/minor/patch)', 'needs', 'parse+model ×2 median (ms)', 'diff median (ms)', 'diff p95 (ms)', 'unchanged diff median (ms)', 'total median (ms)'];
const table = rows.map((r) => [String(r.tools), String(r.sizeKb), r.changes, r.required, r.parseMs.toFixed(2), r.diffMs.toFixed(2), r.diffP95.toFixed(2), r.sameMs.toFixed(2), r.totalMs.toFixed(2)]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
const line = (cells: string[]) => '| ' + cells.map((c, i) => c.padStart(widths[i])).join(' | ') + ' |';
console.log(`Node ${process.version}, ${new Date().toISOString().slice(0, 10)}: diff of two versions of a generated contract`);
console.log(line(header));
console.log('|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|');
for (const row of table) console.log(line(row));
