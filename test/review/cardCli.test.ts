/**
 * `tool-contracts card` through the built CLI (dist/cli.js): the exact JSON shape, the
 * Markdown, exit codes 0 (all GO), 1 (a STOP), 2 (bad usage), --tool with did-you-mean.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { REPO_ROOT, runCli } from '../cli/helpers';
import { contract, mutationTrio } from '../helpers/contracts';

const CHECKS = ['target', 'diff', 'impact', 'approval', 'replay_safety', 'evidence', 'recovery'];

function parse(stdout: string): any {
  try {
    return JSON.parse(stdout);
  } catch {
    throw new Error(`stdout is not JSON:\n${stdout}`);
  }
}

describe('tool-contracts card', () => {
  let folder: string;
  before(() => {
    folder = mkdtempSync(join(tmpdir(), 'tool-contracts-card-'));
  });
  after(() => rmSync(folder, { recursive: true, force: true }));

  it('metrics: JSON of one card, every check GO, exit 0', async () => {
    const run = await runCli(['card', '--format', 'json', 'examples/metrics.contract.json'], { cwd: REPO_ROOT });
    assert.equal(run.code, 0, run.stderr);
    assert.equal(run.stderr, '');
    const json = parse(run.stdout);
    assert.deepEqual(Object.keys(json), ['format_version', 'file', 'cards']);
    assert.equal(json.format_version, 1);
    assert.equal(json.file, 'examples/metrics.contract.json');
    assert.equal(json.cards.length, 1);
    const [card] = json.cards;
    assert.deepEqual(Object.keys(card), ['tool', 'verdict', 'checks']);
    assert.equal(card.tool, 'execute_metric_update');
    assert.equal(card.verdict, 'go');
    assert.deepEqual(card.checks.map((c: any) => c.check), CHECKS);
    for (const check of card.checks) {
      assert.deepEqual(Object.keys(check), ['check', 'status', 'reason', 'pointer']);
      assert.equal(check.status, 'go');
      assert.match(check.pointer, /^\/tools\/\d+\//);
    }
  });

  it('flawed: STOP cards whose failing checks match the flaws, exit 1', async () => {
    const run = await runCli(['card', '-f', 'json', 'examples/flawed.contract.jsonc'], { cwd: REPO_ROOT });
    assert.equal(run.code, 1, run.stderr);
    const json = parse(run.stdout);
    const stops = Object.fromEntries(json.cards.map((c: any) => [c.tool, [c.verdict, c.checks.filter((k: any) => k.status === 'stop').map((k: any) => k.check)]]));
    assert.deepEqual(stops, {
      delete_ticket: ['stop', CHECKS],
      execute_refund: ['stop', ['impact', 'approval', 'evidence']],
    });
    const refund = json.cards.find((c: any) => c.tool === 'execute_refund');
    const byCheck = Object.fromEntries(refund.checks.map((k: any) => [k.check, k]));
    assert.equal(byCheck.approval.pointer, '/tools/5/inputSchema/properties/amount_usd');
    assert.equal(byCheck.evidence.pointer, '/tools/5/verifyTool');
    assert.match(byCheck.evidence.reason, /verify_refnd/);
    assert.match(byCheck.impact.reason, /cannot be undone/);
  });

  it('--tokens: each card with its tool\'s tokens in the model\'s context, as lint --tokens counts them', async () => {
    const [json, md, lint] = await Promise.all([
      runCli(['card', '--tokens', '--format', 'json', 'examples/metrics.contract.json'], { cwd: REPO_ROOT }),
      runCli(['card', '--tokens', 'examples/metrics.contract.json'], { cwd: REPO_ROOT }),
      runCli(['lint', '--format', 'json', '--tokens', 'examples/metrics.contract.json'], { cwd: REPO_ROOT }),
    ]);
    assert.equal(json.code, 0, json.stderr);
    const [card] = parse(json.stdout).cards;
    assert.deepEqual(Object.keys(card), ['tool', 'verdict', 'checks', 'tokens']);
    const counted = parse(lint.stdout).files[0].tokens.tools.find((t: { name: string }) => t.name === card.tool).tokens;
    assert.ok(counted > 0);
    assert.equal(card.tokens, counted);
    assert.match(md.stdout, new RegExp(`^All 7 checks pass\\. Context: ${counted} tokens \\(o200k_base\\)\\.$`, 'm'));
    // Without --tokens, no count (the tokenizer is not loaded).
    const plain = await runCli(['card', 'examples/metrics.contract.json'], { cwd: REPO_ROOT });
    assert.doesNotMatch(plain.stdout, /Context: /);
  });

  it('prints Markdown by default, one tool with --tool', async () => {
    const run = await runCli(['card', 'examples/flawed.contract.jsonc', '--tool', 'execute_refund'], { cwd: REPO_ROOT });
    assert.equal(run.code, 1, run.stderr);
    assert.match(run.stdout, /^## Stop\/go review: helpdesk, version 1\.0$/m);
    assert.match(run.stdout, /^### execute_refund: STOP$/m);
    assert.doesNotMatch(run.stdout, /delete_ticket/);
    assert.equal(run.stdout.split('\n').filter((l) => /^- \[[ x]\] /.test(l)).length, 7);
  });

  it('--tool selecting a GO card exits 0 even when another card stops', async () => {
    const file = join(folder, 'two.contract.json');
    writeFileSync(file, JSON.stringify(contract([...mutationTrio('a'), ...mutationTrio('b', { rollback: undefined })]), null, 2));
    assert.equal((await runCli(['card', file])).code, 1);
    assert.equal((await runCli(['card', file, '--tool', 'execute_a'])).code, 0);
    assert.equal((await runCli(['card', file, '--tool', 'execute_b'])).code, 1);
  });

  it('a contract without mutating tools: no cards, exit 0', async () => {
    const run = await runCli(['card', '--format', 'json', 'examples/tickets.contract.json'], { cwd: REPO_ROOT });
    assert.equal(run.code, 0, run.stderr);
    assert.deepEqual(parse(run.stdout).cards, []);
    const md = await runCli(['card', 'examples/tickets.contract.json'], { cwd: REPO_ROOT });
    assert.match(md.stdout, /No mutating tools/);
  });

  describe('bad usage exits 2 with a message on stderr', () => {
    const cases: Array<[string, string[], RegExp]> = [
      ['an unknown tool, with a did-you-mean', ['examples/flawed.contract.jsonc', '--tool', 'execute_refnd'], /No tool named "execute_refnd" in examples\/flawed\.contract\.jsonc\. Did you mean "execute_refund"\?/],
      ['a read-only tool', ['examples/flawed.contract.jsonc', '--tool', 'preview_refund'], /preview_refund .* is read-only: review cards are for mutating tools/],
      ['no file', [], /No contract file/],
      ['two files', ['examples/metrics.contract.json', 'examples/flawed.contract.jsonc'], /One contract file at a time/],
      ['a missing file', ['examples/none.contract.json'], /No such file: examples\/none\.contract\.json/],
      ['a bad format', ['--format', 'sarif', 'examples/metrics.contract.json'], /--format must be one of md, json/],
      ['an unknown option', ['--tools', 'x', 'examples/metrics.contract.json'], /Unknown option --tools\. Did you mean --tool\?/],
      ['an empty tool name', ['--tool=', 'examples/metrics.contract.json'], /--tool needs a tool name/],
    ];
    for (const [what, args, message] of cases) {
      it(what, async () => {
        const run = await runCli(['card', ...args], { cwd: REPO_ROOT });
        assert.equal(run.code, 2, run.stdout + run.stderr);
        assert.equal(run.stdout, '');
        assert.match(run.stderr, message);
        assert.match(run.stderr, /Run "tool-contracts card --help" for usage\./);
      });
    }

    it('an MCP tools/list file', async () => {
      const file = join(folder, 'server.tools.json');
      writeFileSync(file, JSON.stringify({ tools: [{ name: 'x', inputSchema: { type: 'object' } }] }));
      const run = await runCli(['card', file]);
      assert.equal(run.code, 2);
      assert.match(run.stderr, /Review cards need the contract format/);
    });
  });

  it('--help documents the options and exit codes', async () => {
    const run = await runCli(['card', '--help']);
    assert.equal(run.code, 0);
    assert.match(run.stdout, /Usage: tool-contracts card <file>/);
    assert.match(run.stdout, /--format <name>\s+md or json/);
    assert.match(run.stdout, /Exit codes: 0 every card is GO, 1 a card is STOP, 2 bad usage/);
  });

  it('warns on stderr when the file has syntax errors', async () => {
    const file = join(folder, 'broken.contract.json');
    writeFileSync(file, JSON.stringify(contract(mutationTrio()), null, 2).replace('"tools": [', '"tools": [,'));
    const run = await runCli(['card', file]);
    assert.match(run.stderr, /has syntax errors/);
  });
});
