/**
 * Context cost in the JSON report (issue 16, item 5): each file's `tokens`, whose per-tool
 * counts are gpt-tokenizer's own count (o200k_base) of the text docs/context-cost.md names —
 * the tool's name, description and input schema as compact JSON, one per line — and the
 * budget rule through the CLI with a project config.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { REPO_ROOT, lintJson, runCli } from './helpers';

/** The counted text, written here from the docs rather than taken from the engine. */
function documentedText(tool: { name: string; description: string; inputSchema: unknown }): string {
  return [tool.name, tool.description, JSON.stringify(tool.inputSchema)].join('\n');
}

describe('tokens in lint --format json --tokens', () => {
  test('each tool of each example: the report\'s count equals gpt-tokenizer\'s count of the same text, and the total is their sum', async () => {
    const files = ['examples/tickets.contract.json', 'examples/metrics.contract.json'];
    const run = await lintJson(['--tokens', ...files], { cwd: REPO_ROOT });
    for (const [i, file] of files.entries()) {
      const entry = run.json.files[i];
      const tools = JSON.parse(readFileSync(join(REPO_ROOT, file), 'utf8')).tools;
      assert.equal(entry.tokens.encoding, 'o200k_base');
      assert.deepEqual(
        entry.tokens.tools,
        tools.map((tool: any, index: number) => ({ name: tool.name, pointer: `/tools/${index}`, tokens: countTokens(documentedText(tool)) })),
        file,
      );
      assert.ok(entry.tokens.tools.every((t: any) => t.tokens > 10));
      assert.equal(entry.tokens.total, entry.tokens.tools.reduce((sum: number, t: any) => sum + t.tokens, 0));
    }
  });

  test('without --tokens the JSON report does not count (the tokenizer costs more than a cold lint), and --tokens asks for JSON', async () => {
    const plain = await lintJson(['examples/tickets.contract.json'], { cwd: REPO_ROOT });
    assert.equal(plain.code, 0, plain.stderr);
    assert.equal('tokens' in plain.json.files[0], false);
    const misuse = await runCli(['lint', '--tokens', 'examples/tickets.contract.json'], { cwd: REPO_ROOT });
    assert.equal(misuse.code, 2);
    assert.match(misuse.stderr, /--tokens .* --format json/);
  });

  test('the stylish and SARIF reports do not count (no tokens to print, no tokenizer loaded)', async () => {
    const run = await runCli(['lint', '--format', 'sarif', 'examples/tickets.contract.json'], { cwd: REPO_ROOT });
    assert.equal(run.code, 0, run.stderr);
    assert.doesNotMatch(run.stdout, /o200k_base/);
  });

  test('contextBudgetTokens in .toolcontracts.json turns on tool-context-budget (info, exit 0)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tc-budget-'));
    try {
      writeFileSync(join(dir, '.toolcontracts.json'), JSON.stringify({ contextBudgetTokens: 100 }));
      writeFileSync(join(dir, 'tickets.contract.json'), readFileSync(join(REPO_ROOT, 'examples/tickets.contract.json'), 'utf8').replace('"$schema": "../schemas/', '"$schema": "'));
      const run = await lintJson(['tickets.contract.json'], { cwd: dir });
      const budget = run.json.files[0].findings.filter((f: any) => f.rule_id === 'tool-context-budget');
      assert.equal(budget.length, 1, JSON.stringify(run.json.files[0].findings));
      assert.equal(budget[0].severity, 'info');
      assert.equal(budget[0].pointer, '/tools');
      assert.match(budget[0].message, new RegExp(`takes ${run.json.files[0].tokens.total.toLocaleString('en-US')} tokens .* over the budget of 100 tokens .* The costliest: tickets_list_open`));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
