/**
 * Every document the placement and incremental-lint comparisons run on: the examples, the
 * CLI test fixtures, the MCP corpus (read in place), the fuzz fixtures, fuzzed variants of
 * all of those (seeded, so the same texts every run) and the generated bench corpus with
 * findings.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import fc from 'fast-check';
import { generateContract } from '../../bench/corpus';
import { loadFixtures } from '../fuzz/harness';
import { buildDoc, caseArbitrary, hugeCaseArbitrary } from '../fuzz/mutations';
import { CORPUS, EXAMPLES, REPO_ROOT } from '../fuzz/seeds';

export interface CorpusDocument {
  readonly name: string;
  readonly fileName: string;
  readonly text: string;
}

function jsonFilesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const files: string[] = [];
  for (const entry of readdirSync(dir).sort()) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) files.push(...jsonFilesUnder(path));
    else if (/\.jsonc?$/.test(entry)) files.push(path);
  }
  return files;
}

/** `fuzzed` variants per kind (ordinary and huge cases), from a fixed fast-check seed. */
export function lintCorpus(options: { fuzzed?: number; huge?: number } = {}): CorpusDocument[] {
  const documents: CorpusDocument[] = [];
  const add = (path: string): void => {
    const name = path.startsWith(REPO_ROOT) ? relative(REPO_ROOT, path) : `corpus/${relative(CORPUS, path)}`;
    documents.push({ name, fileName: path.split('/').pop()!, text: readFileSync(path, 'utf8') });
  };
  for (const dir of [EXAMPLES, join(REPO_ROOT, 'test/cli/fixtures'), join(REPO_ROOT, 'test/fixtures'), CORPUS]) jsonFilesUnder(dir).forEach(add);
  for (const { file, fixture } of loadFixtures()) documents.push({ name: `fuzz fixture ${file}`, fileName: fixture.fileName, text: fixture.text });
  const fuzzed = options.fuzzed ?? 0;
  if (fuzzed > 0) {
    fc.sample(caseArbitrary(), { seed: 14, numRuns: fuzzed }).forEach((c, i) => {
      const doc = buildDoc(c);
      documents.push({ name: `fuzzed #${i} of ${doc.origin}`, fileName: doc.fileName, text: doc.text });
    });
  }
  const huge = options.huge ?? 0;
  if (huge > 0) {
    fc.sample(hugeCaseArbitrary(), { seed: 14, numRuns: huge }).forEach((c, i) => {
      const doc = buildDoc(c);
      documents.push({ name: `huge fuzzed #${i} of ${doc.origin}`, fileName: doc.fileName, text: doc.text });
    });
  }
  documents.push({ name: 'bench corpus, 200 tools with findings', fileName: 'bench.contract.json', text: generateContract(200, { flawed: true }) });
  return documents;
}
