/**
 * The CLI at its limits (README "Limits"): a 40,000-tool contract is linted, not crashed on;
 * a file that cannot be linted fully (too large, too deep, unreadable, not UTF-8 under --fix)
 * is an error finding and exit 1, never a silent pass.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { runCli } from './helpers';

/** `count` bare tools: five findings each with the default rules (no output, no errors, no sideEffects, two schema problems). */
function manyToolsContract(count: number): string {
  const tools: string[] = [];
  for (let i = 0; i < count; i++) tools.push(`{"name":"t${i}"}`);
  return `{"name":"big","version":"1.0.0","tools":[\n${tools.join(',\n')}\n]}\n`;
}

/** A temporary folder with no .toolcontracts.json: the default rules. */
function bareFolder(): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'tool-contracts-limits-'));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

describe('a 40,000-tool contract (200,000 findings)', { concurrency: 1 }, () => {
  const folder = bareFolder();
  after(folder.cleanup);
  writeFileSync(join(folder.dir, 'big.contract.json'), manyToolsContract(40_000));

  for (const format of ['stylish', 'json', 'sarif']) {
    test(`lint --format ${format} reports every finding, without a stack overflow, in seconds`, async (t) => {
      const started = Date.now();
      const run = await runCli(['lint', '--format', format, 'big.contract.json'], { cwd: folder.dir });
      const seconds = (Date.now() - started) / 1000;
      t.diagnostic(`${format}: ${seconds} s`);
      assert.equal(run.stderr, '', 'no internal error');
      assert.equal(run.code, 1, 'the findings include errors');
      if (format === 'stylish') assert.match(run.stdout, /✖ 200001 problems \(120000 errors, 80001 warnings, 0 infos\)\n$/);
      if (format === 'json') assert.equal(JSON.parse(run.stdout).summary.error_count, 120_000);
      if (format === 'sarif') assert.equal(JSON.parse(run.stdout).runs[0].results.length, 200_001);
      // About 3 s on an idle laptop (sarif, 200 MB of JSON, about 6 s); generous for a loaded CI machine.
      assert.ok(seconds < 30, `took ${seconds} s`);
    });
  }
});
