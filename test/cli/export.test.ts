/**
 * `tool-contracts export` through the built CLI: the payload on stdout (the same as the engine's
 * exportText), --out, and every kind of bad usage with exit 2 and nothing on stdout.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { exportText } from '../../server/src/export';
import { REPO_ROOT, runCli, tempProject } from './helpers';

const TICKETS = 'examples/tickets.contract.json';

describe('tool-contracts export', () => {
  test('--to openai-responses --strict examples/tickets.contract.json: the strict payload, exit 0', async () => {
    const run = await runCli(['export', '--to', 'openai-responses', '--strict', TICKETS], { cwd: REPO_ROOT });
    assert.equal(run.code, 0, run.stderr);
    assert.equal(run.stderr, '');
    const expected = exportText(readFileSync(join(REPO_ROOT, TICKETS), 'utf8'), TICKETS, 'openai-responses', { strict: true });
    assert.ok(!('error' in expected));
    assert.deepEqual(JSON.parse(run.stdout), expected.payload);
    const [tool] = JSON.parse(run.stdout);
    assert.equal(tool.strict, true);
    assert.deepEqual(tool.parameters.required, ['filter', 'limit', 'cursor']);
    assert.deepEqual(tool.parameters.properties.limit.type, ['integer', 'null']);
    assert.match(tool.parameters.properties.limit.description, /Null means omitted\.$/);
  });

  test('each target prints JSON; the contract\'s own fields are gone', async () => {
    for (const target of ['anthropic', 'openai-chat', 'openai-responses', 'gemini', 'mcp']) {
      const run = await runCli(['export', `--to=${target}`, TICKETS], { cwd: REPO_ROOT });
      assert.equal(run.code, 0, `${target}: ${run.stderr}`);
      const text = run.stdout;
      JSON.parse(text);
      for (const field of ['sideEffects', 'previewTool', 'verifyTool', 'rollback', '"errors"', 'remediation']) assert.ok(!text.includes(field), `${target} has no ${field}`);
    }
  });

  const project = tempProject();
  after(project.cleanup);

  test('--out writes the payload to a file and prints nothing', async () => {
    const run = await runCli(['export', '--to', 'mcp', '--out', join(project.dir, 'tickets.tools.json'), join(REPO_ROOT, TICKETS)], { cwd: project.dir });
    assert.equal(run.code, 0, run.stderr);
    assert.equal(run.stdout, '');
    assert.equal(JSON.parse(readFileSync(join(project.dir, 'tickets.tools.json'), 'utf8')).tools[0].name, 'tickets_list_open');
  });

  const usage: Array<{ name: string; args: string[]; stderr: RegExp }> = [
    { name: 'no --to', args: ['export', TICKETS], stderr: /--to is required: one of anthropic, openai-chat, openai-responses, gemini, mcp\./ },
    { name: 'an unknown target', args: ['export', '--to', 'openai', TICKETS], stderr: /--to must be one of anthropic, openai-chat, openai-responses, gemini, mcp, not "openai"\./ },
    { name: '--strict for a target without strict mode', args: ['export', '--to', 'gemini', '--strict', TICKETS], stderr: /--strict: gemini has no strict mode/ },
    { name: 'no file', args: ['export', '--to', 'mcp'], stderr: /No file: tool-contracts export --to <target> <file>\./ },
    { name: 'two files', args: ['export', '--to', 'mcp', TICKETS, 'examples/metrics.contract.json'], stderr: /One file at a time, not 2/ },
    { name: 'no such file', args: ['export', '--to', 'mcp', 'nope.contract.json'], stderr: /No such file: nope\.contract\.json\./ },
    { name: 'a file with syntax errors', args: ['export', '--to', 'mcp', 'test/cli/fixtures/malformed.contract.jsonc'], stderr: /Cannot export .*: it has syntax errors/ },
  ];
  for (const { name, args, stderr } of usage) {
    test(`bad usage: ${name}: exit 2, the reason and a pointer to --help, nothing on stdout`, async () => {
      const run = await runCli(args, { cwd: REPO_ROOT });
      assert.equal(run.code, 2);
      assert.equal(run.stdout, '');
      assert.match(run.stderr, stderr);
      assert.match(run.stderr, /Run "tool-contracts export --help" for usage\./);
    });
  }

  test('export --help: the targets and options, exit 0', async () => {
    const run = await runCli(['export', '--help']);
    assert.equal(run.code, 0);
    assert.match(run.stdout, /^Usage: tool-contracts export --to <target>/);
    for (const target of ['anthropic', 'openai-chat', 'openai-responses', 'gemini', 'mcp']) assert.match(run.stdout, new RegExp(`^ {2}${target} `, 'm'));
  });
});
