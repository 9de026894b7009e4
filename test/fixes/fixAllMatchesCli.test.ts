/**
 * Fix-all in the editor (source.fixAll.tool-contracts: fixAll() from the published lint)
 * writes exactly what `lint --fix` writes (issue 12), on the flawed example and on a
 * generated file with flaws. Runs the built CLI (dist/cli.js: `npm run build` first).
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { lint } from '../../server/src/engine';
import { fixAll } from '../../server/src/engine/fixes';
import { generateContract } from '../../bench/corpus';
import { REPO_ROOT, runCli } from '../cli/helpers';

describe('fix-all equals lint --fix', { concurrency: 1 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'tool-contracts-fixall-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  const cases: Array<[string, () => string]> = [
    ['flawed.contract.jsonc', () => readFileSync(join(REPO_ROOT, 'examples/flawed.contract.jsonc'), 'utf8')],
    ['generated.contract.json', () => generateContract(60, { flawed: true })],
  ];
  for (const [name, source] of cases) {
    test(name, async () => {
      const path = join(dir, name);
      const original = source();
      writeFileSync(path, original);
      const readFile = (relative: string) => {
        try {
          return readFileSync(join(dir, relative), 'utf8');
        } catch {
          return undefined;
        }
      };
      const options = { fileName: path, readFile };
      const inEditor = fixAll(original, options, {}, undefined, lint(original, options));
      assert.ok(inEditor.fixedCount > 0 && inEditor.settled);
      const run = await runCli(['lint', '--fix', name], { cwd: dir });
      assert.ok(run.code === 0 || run.code === 1, run.stderr);
      assert.equal(readFileSync(path, 'utf8'), inEditor.text);
    });
  }
});
