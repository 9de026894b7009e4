/**
 * What a cold CLI run compiles is what its code cache holds (codeCache.ts writes the cache as the
 * first run exits, with the functions that run compiled). A first run on a clean file compiles
 * no finding's path: no message, no placement of a finding in the text, no report of one, so
 * every later run on a file with findings compiled those again (a 20-tool file with findings took
 * 1.7x a bare `node -e 0` against 1.46x clean; bench/README.md, "Cold CLI"). Before the cache is
 * written, this lints the bundled flawed example (its findings cover 33 rules), as written (JSONC)
 * and as strict JSON, and renders the result in every report format, so the cache holds that code
 * too. It writes nothing and reads no file but the example.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stripComments } from 'jsonc-parser';
import { lint } from '../engine';
import { FORMATTERS } from './formatters';
import { packageInfo } from './packageInfo';
import { totalCounts, type FileReport } from './report';

export function warmUpForCodeCache(): void {
  let example: string;
  try {
    example = readFileSync(join(packageInfo().root, 'examples', 'flawed.contract.jsonc'), 'utf8');
  } catch {
    return; // An install without the examples: the cache holds what the run compiled.
  }
  const files: FileReport[] = [];
  for (const [name, text] of [['flawed.contract.jsonc', example], ['flawed.contract.json', stripComments(example)]] as const) {
    const path = join(packageInfo().root, 'examples', name);
    const result = lint(text, { fileName: path, readFile: () => undefined, maxSizeBytes: Number.POSITIVE_INFINITY });
    files.push({ path: name, absolutePath: path, format: result.format, findings: result.findings });
  }
  const report = { files, counts: totalCounts(files), durationMs: 0, severities: {}, cwd: packageInfo().root };
  for (const format of Object.values(FORMATTERS)) format(report, { color: false });
}
