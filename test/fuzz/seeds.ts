/**
 * The documents the fuzzer starts from: the bundled examples, the real MCP tools/list files
 * of ../shared/corpus/mcp-servers/ (read in place, never copied into the project) and the
 * contract skeleton `tool-contracts import` makes of each of them. Where the corpus folder is
 * absent the fuzzer says so once and runs on the examples alone.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEFAULT_CORPUS } from '../../bench/judgement/score';
import { contractSkeletonText } from '../../server/src/mcp/skeleton';

export const REPO_ROOT = resolve(__dirname, '../..');
export const EXAMPLES = join(REPO_ROOT, 'examples');
/** The corpus folder the judgement bench reads (beside the repository, or where TOOL_CONTRACTS_CORPUS or /work/shared puts it). */
export const CORPUS = DEFAULT_CORPUS;

export interface Seed {
  /** Where it comes from: `examples/flawed.contract.jsonc`, `corpus/<file>`, `import(<file>)`. */
  readonly name: string;
  /** The file name the document is linted under (decides the format). */
  readonly fileName: string;
  readonly text: string;
  /** The folder whose files the lint may read (the changelog beside an example). */
  readonly folder?: string;
}

let cached: { seeds: Seed[]; corpusNote?: string } | undefined;

/** Every seed, examples first, then the corpus files and their contract conversions. */
export function loadSeeds(): { seeds: Seed[]; corpusNote?: string } {
  if (cached) return cached;
  const seeds: Seed[] = [];
  for (const file of readdirSync(EXAMPLES).sort()) {
    if (!/\.contract\.jsonc?$/.test(file)) continue;
    seeds.push({ name: `examples/${file}`, fileName: file, text: readFileSync(join(EXAMPLES, file), 'utf8'), folder: EXAMPLES });
  }
  let corpusNote: string | undefined;
  if (!existsSync(CORPUS)) {
    corpusNote = `fuzz: ${CORPUS} is absent: fuzzing the examples only (the MCP corpus and its contract conversions are skipped)`;
  } else {
    for (const file of readdirSync(CORPUS).sort()) {
      if (!file.endsWith('.tools.json')) continue;
      const text = readFileSync(join(CORPUS, file), 'utf8');
      seeds.push({ name: `corpus/${file}`, fileName: file.replace(/^@/, '').replace(/[@/]/g, '_'), text });
      const tools = (JSON.parse(text) as { tools?: unknown[] } | unknown[]);
      const list = Array.isArray(tools) ? tools : tools.tools ?? [];
      const server = file.replace(/\.tools\.json$/, '');
      seeds.push({ name: `import(${file})`, fileName: `${server.replace(/^@/, '').replace(/[@/]/g, '_')}.contract.json`, text: contractSkeletonText({ server, tools: list }) });
    }
  }
  cached = { seeds, corpusNote };
  return cached;
}
