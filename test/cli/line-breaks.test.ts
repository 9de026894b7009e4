/**
 * The CLI counts lines as the editor does (issue 12): a contract written with lone `\r` or
 * `\r\n` line breaks gets the same line and column numbers, in stylish and in SARIF, as the
 * same contract written with `\n`.
 */
import assert from 'node:assert/strict';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { REPO_ROOT, runCli, tempProject } from './helpers';

const FLAWED = readFileSync(join(REPO_ROOT, 'examples/flawed.contract.jsonc'), 'utf8');
const project = tempProject();
// Every rule on: the isolating config would leave two rules and few lines to compare.
rmSync(join(project.dir, '.toolcontracts.json'));
after(project.cleanup);

const BREAKS = { lf: '\n', cr: '\r', crlf: '\r\n' } as const;
for (const [name, eol] of Object.entries(BREAKS)) writeFileSync(join(project.dir, `${name}.contract.jsonc`), FLAWED.replace(/\n/g, eol));

async function stylishPositions(name: string): Promise<string[]> {
  const run = await runCli(['lint', '--format', 'stylish', `${name}.contract.jsonc`], { cwd: project.dir });
  return run.stdout.split('\n').map((line) => /^\s+(\d+:\d+)\s/.exec(line)?.[1]).filter((p): p is string => p !== undefined);
}

async function sarifRegions(name: string): Promise<unknown[]> {
  const run = await runCli(['lint', '--format', 'sarif', `${name}.contract.jsonc`], { cwd: project.dir });
  return JSON.parse(run.stdout).runs[0].results.map((r: any) => [r.ruleId, r.locations[0].physicalLocation.region]);
}

describe('line breaks in the CLI', () => {
  it('stylish: the same line:column for \\r, \\r\\n and \\n', async () => {
    const lf = await stylishPositions('lf');
    assert.ok(lf.length > 30, `${lf.length} findings`);
    assert.deepEqual(await stylishPositions('cr'), lf);
    assert.deepEqual(await stylishPositions('crlf'), lf);
  });

  it('sarif: the same regions for \\r, \\r\\n and \\n', async () => {
    const lf = await sarifRegions('lf');
    assert.deepEqual(await sarifRegions('cr'), lf);
    assert.deepEqual(await sarifRegions('crlf'), lf);
  });
});
