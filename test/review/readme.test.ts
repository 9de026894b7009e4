/** The README's "Review card" section shows real output: its Markdown and JSON examples are what the CLI prints. */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { REPO_ROOT, runCli } from '../cli/helpers';

const README = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
const SECTION = README.slice(README.indexOf('<!-- review-card:start -->'), README.indexOf('<!-- review-card:end -->'));

function block(language: string): string {
  const match = new RegExp('```' + language + '\\n([\\s\\S]*?)```').exec(SECTION);
  assert.ok(match, `a ${language} block in the Review card section`);
  return match[1];
}

describe('README: Review card', () => {
  it('is delimited', () => {
    assert.ok(SECTION.startsWith('<!-- review-card:start -->\n## Review card'));
  });

  it('shows the Markdown the CLI prints', async () => {
    const run = await runCli(['card', 'examples/flawed.contract.jsonc', '--tool', 'execute_refund'], { cwd: REPO_ROOT });
    assert.equal(block('markdown'), run.stdout);
  });

  it('shows a check of the JSON the CLI prints', async () => {
    const run = await runCli(['card', 'examples/flawed.contract.jsonc', '--tool', 'execute_refund', '--format', 'json'], { cwd: REPO_ROOT });
    const actual = JSON.parse(run.stdout);
    const shown = JSON.parse(block('json'));
    const approval = actual.cards[0].checks.find((c: { check: string }) => c.check === 'approval');
    assert.deepEqual(shown, { ...actual, cards: [{ ...actual.cards[0], checks: [approval] }] });
  });
});
