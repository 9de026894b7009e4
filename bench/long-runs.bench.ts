/**
 * Long runs of one shape in every place a rule reads text: a sweep, not a test (test/engine/long-names.test.ts
 * holds the bound for the shapes that once stalled a pattern). For each seed document (the examples, and four
 * servers of the MCP corpus, each cut to its first 12 tools), each place (a property key or every key,
 * descriptions, tool names, an enum value, string defaults, titles, patterns, examples, error types) and each
 * shape (runs of letters, capitals, separators, punctuation and words, 30,000 characters by default), the
 * place is filled with the run and the document linted once. Prints the lints over a second, the slowest per
 * place, and a count; a pattern that is quadratic in a run takes seconds here and minutes at the test's lengths.
 * Run with `node --import tsx bench/long-runs.bench.ts [--length N] [--quick]`. Found this way: "… reports only"
 * read from every boundary of "a-a-a-…" (2 s a field at 20,000 characters).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { lint } from '../server/src/engine';
import { DEFAULT_CORPUS as CORPUS } from './judgement/score';

const ROOT = resolve(__dirname, '..');
const QUICK = process.argv.includes('--quick');
const at = process.argv.indexOf('--length');
const LENGTH = at >= 0 ? Number(process.argv[at + 1]) : 30_000;
/** Tools kept of each seed document: a run in every place of a whole server makes a file of tens of megabytes. */
const TOOLS_KEPT = 12;
/** A lint longer than this is printed. */
const SLOW_MS = 1_000;

type Json = Record<string, any>;

const run = (unit: string): string => unit.repeat(Math.ceil(LENGTH / unit.length)).slice(0, LENGTH);

const SHAPES: ReadonlyArray<readonly [string, () => string]> = [
  ...(['a', 'A', 'Aa', 'aA', '_', ' ', '1', 'ab ', 'a_', 'a.', 'a-', 'é', '(a', 'a, ', 'a: ', "'a' ", 'e.g. ', 'a or ', 'a\n', 'a|', '1ms ', 'http://a/'] as const).map(
    (unit) => [JSON.stringify(unit), () => run(unit)] as const,
  ),
  ...(['aB1_', '[a]', '{a}', '"a" ', '\\a', 'a=b ', 'a/b ', '1-2 ', 'A_B', '#a', '...', '代表', 'e.g., ', '$a', 'true ', '\t', 'a & ', 'a*', 'AB ', '1.5 ', '5% ', 'a; ', '`a` '] as const).map(
    (unit) => [JSON.stringify(unit), () => run(unit)] as const,
  ),
  ['letters then a digit', () => `${run('a')}1`],
  ['letters then Ids', () => `${run('a')}Ids`],
  ['capitals then a letter', () => `${run('A')}x`],
  ['letters then a dot', () => `${run('a')}.`],
];

const PLACES = ['key', 'every key', 'description', 'tool name', 'enum value', 'default', 'title', 'pattern', 'examples', 'error'] as const;
type Place = (typeof PLACES)[number];

/** Fills `place` in every schema of every tool with a fresh run (numbered, so no two keys are one). */
function fill(doc: Json, place: Place, make: () => string): void {
  let n = 0;
  const walk = (schema: unknown): void => {
    if (typeof schema !== 'object' || schema === null) return;
    if (Array.isArray(schema)) return schema.forEach(walk);
    const s = schema as Json;
    if (place === 'description' && typeof s.description === 'string') s.description = make() + n++;
    if (place === 'default' && s.type === 'string') s.default = make();
    if (place === 'title') s.title = make();
    if (place === 'pattern' && s.type === 'string') s.pattern = make();
    if (place === 'examples' && s.type === 'string') s.examples = [make()];
    if (typeof s.properties === 'object' && s.properties !== null && !Array.isArray(s.properties)) {
      const entries = Object.entries(s.properties as Json);
      const renamed = place === 'every key' ? entries : place === 'key' ? entries.slice(0, 1) : [];
      for (const [name, value] of renamed) {
        delete s.properties[name];
        s.properties[make() + n++] = value;
      }
      for (const value of Object.values(s.properties as Json)) walk(value);
    }
    for (const key of ['items', 'anyOf', 'oneOf', 'allOf']) walk(s[key]);
  };
  for (const tool of doc.tools as Json[]) {
    if (place === 'tool name') tool.name = make() + n++;
    if (place === 'description' && typeof tool.description === 'string') tool.description = make();
    if (place === 'error' && Array.isArray(tool.errors)) for (const error of tool.errors) Object.assign(error, { type: make() + n++, description: make() });
    if (place === 'enum value') {
      const inputs = Object.values((tool.inputSchema?.properties ?? {}) as Json);
      const text = inputs.find((input) => input?.type === 'string');
      if (text) text.enum = [make(), 'b'];
    }
    walk(tool.inputSchema);
    walk(tool.outputSchema);
  }
}

function seeds(): string[] {
  const examples = readdirSync(join(ROOT, 'examples'))
    .filter((name) => name.endsWith('.json'))
    .map((name) => join(ROOT, 'examples', name));
  const servers = ['@notionhq__notion-mcp-server@2.5.2', '@modelcontextprotocol__server-github@2025.4.8', '@playwright__mcp@0.0.83', '@azure-devops__mcp@2.10.0'].map((name) =>
    join(CORPUS, `${name}.tools.json`),
  );
  const found = servers.filter((file) => existsSync(file));
  if (found.length < servers.length) console.log(`(${CORPUS} holds ${found.length} of the ${servers.length} corpus servers; the sweep reads the examples and those)\n`);
  const all = [...examples, ...found];
  return QUICK ? all.slice(0, 2).concat(found.slice(0, 1)) : all;
}

const slowest = new Map<Place, { ms: number; what: string }>();
let lints = 0;
const slow: string[] = [];
const start = performance.now();
for (const file of seeds()) {
  const base = JSON.parse(readFileSync(file, 'utf8')) as Json;
  if (!Array.isArray(base.tools)) continue;
  base.tools = base.tools.slice(0, TOOLS_KEPT);
  for (const place of PLACES) {
    for (const [shape, make] of SHAPES) {
      const doc = structuredClone(base);
      fill(doc, place, make);
      const text = JSON.stringify(doc, null, 2);
      const t = performance.now();
      lint(text, { fileName: basename(file) });
      const ms = performance.now() - t;
      lints++;
      if (ms > (slowest.get(place)?.ms ?? -1)) slowest.set(place, { ms, what: `${basename(file)}, ${shape}` });
      if (ms > SLOW_MS) slow.push(`| ${basename(file)}, ${place}, ${shape} | ${ms.toFixed(0)} |`);
    }
  }
}
console.log(`Runs of ${LENGTH.toLocaleString('en')} characters, ${SHAPES.length} shapes, ${PLACES.length} places: ${lints} lints in ${((performance.now() - start) / 1000).toFixed(0)} s, ${slow.length} over ${SLOW_MS} ms\n`);
if (slow.length > 0) console.log(['| document, place, shape | lint (ms) |', '|---|---:|', ...slow, ''].join('\n'));
console.log(['| place | slowest lint (ms) | document, shape |', '|---|---:|---|', ...PLACES.map((place) => `| ${place} | ${slowest.get(place)?.ms.toFixed(0) ?? '—'} | ${slowest.get(place)?.what ?? ''} |`)].join('\n'));
