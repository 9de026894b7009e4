/**
 * The bundled examples through the built CLI, as the README's first command runs them:
 * flawed.contract.jsonc trips every rule at the pointers below; the two reference
 * contracts give no error and no warning; openai.tools.json has two strict-mode mistakes
 * and anthropic.tools.json none.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { RULE_IDS } from '../../server/src/engine';
import { REPO_ROOT, lintJson } from './helpers';

const FLAWED: Array<[string, string]> = [
  ['version-invalid', '/version'],
  ['changelog-missing', '/changelog'],
  ['tool-name-portability', '/tools/0/name'],
  ['input-free-form-query', '/tools/0/inputSchema/properties/query'],
  ['input-optional-without-default', '/tools/0/inputSchema/properties/query'],
  ['input-enum-candidate', '/tools/0/inputSchema/properties/status'],
  ['input-optional-without-default', '/tools/0/inputSchema/properties/status'],
  ['input-default-undocumented', '/tools/0/inputSchema/properties/limit/default'],
  ['output-not-object', '/tools/0/outputSchema/type'],
  ['errors-untyped', '/tools/0/errors/0'],
  ['errors-conflated', '/tools/0/errors/1/type'],
  ['field-unit-suffix', '/tools/1/outputSchema/properties/latency'],
  ['output-list-unpaginated', '/tools/1/outputSchema/properties/events'],
  ['errors-conflated', '/tools/1/errors/0/type'],
  ['errors-retry-hint-missing', '/tools/1/errors/1/type'],
  ['idempotency-key-missing', '/tools/2/inputSchema/properties'],
  ['mutation-no-preview', '/tools/2/previewTool'],
  ['mutation-no-verify', '/tools/2/verifyTool'],
  ['mutation-rollback-undocumented', '/tools/2/rollback'],
  ['side-effects-annotations-mismatch', '/tools/2/annotations/readOnlyHint'],
  ['mutation-dry-run-flag', '/tools/2/inputSchema/properties/dry_run'],
  ['mutation-self-confirmation', '/tools/2/inputSchema/properties/confirmed'],
  ['mutation-no-receipt', '/tools/2/outputSchema/properties'],
  ['errors-too-many', '/tools/2/errors'],
  ['errors-duplicate-type', '/tools/2/errors/10/type'],
  ['errors-missing', '/tools/3/errors'],
  ['output-missing', '/tools/3/outputSchema'],
  ['side-effects-undeclared', '/tools/3/sideEffects'],
  ['input-schema-invalid', '/tools/3/inputSchema/properties/format/type'],
  ['output-schema-invalid', '/tools/4/outputSchema/minProperties'],
  ['mutation-preview-incomplete', '/tools/4/outputSchema/properties'],
  ['reference-unknown-tool', '/tools/5/verifyTool'],
  ['mutation-execute-unbound', '/tools/5/inputSchema/properties/amount_usd'],
  ['side-effects-undeclared', '/tools/6/sideEffects'],
  ['tool-name-duplicate', '/tools/6/name'],
  ['contract-schema', '/tools/6/sideEffect'],
];

/** examples/openai.tools.json: a Chat Completions tools array with two strict-mode mistakes. */
const PROVIDER_EXAMPLE: Array<[string, string, string]> = [
  ['provider-strict-violation', 'error', '/1/function/parameters'],
  ['provider-strict-violation', 'error', '/2/function/parameters/properties/items/items'],
];

const key = ([rule, pointer]: [string, string]) => `${rule} ${pointer}`;

describe('the bundled examples', () => {
  test('flawed.contract.jsonc: every rule, each at its pointer, exit 1', async () => {
    const run = await lintJson(['examples/flawed.contract.jsonc'], { cwd: REPO_ROOT });
    assert.equal(run.code, 1);
    const found: Array<[string, string]> = run.json.files[0].findings.map((f: any) => [f.rule_id, f.pointer]);
    assert.deepEqual(found.map(key).sort(), FLAWED.map(key).sort());
    // version-bump-required needs a git base, tool-context-budget a contextBudgetTokens in the project config,
    // the provider-* rules a file with targets (the provider examples below and test/cli/providers.test.ts trip them).
    const needsMore = (id: string) => id === 'version-bump-required' || id === 'tool-context-budget' || id.startsWith('provider-');
    const missing = RULE_IDS.filter((id) => !needsMore(id) && !found.some(([rule]) => rule === id));
    assert.deepEqual(missing, [], 'every rule of the catalogue fires in flawed.contract.jsonc');
  });

  test('tickets and metrics: no error and no warning, exit 0', async () => {
    const run = await lintJson(['examples/tickets.contract.json', 'examples/metrics.contract.json'], { cwd: REPO_ROOT });
    assert.equal(run.code, 0, run.stderr);
    assert.deepEqual(run.json.files.map((f: any) => [f.path, f.findings.filter((x: any) => x.severity !== 'info')]), [
      ['examples/tickets.contract.json', []],
      ['examples/metrics.contract.json', []],
    ]);
  });

  test('the provider examples: their format, and the intended provider-* findings at their pointers', async () => {
    const run = await lintJson(['examples/openai.tools.json', 'examples/anthropic.tools.json'], { cwd: REPO_ROOT });
    assert.equal(run.code, 1);
    const [openai, anthropic] = run.json.files;
    assert.equal(openai.format, 'openai-chat-tools');
    // The two strict-mode mistakes: an optional property, and an object left open, under strict: true.
    assert.deepEqual(openai.findings.map((f: any) => [f.rule_id, f.severity, f.pointer]), PROVIDER_EXAMPLE);
    assert.equal(anthropic.format, 'anthropic-tools');
    assert.deepEqual(anthropic.findings, []);
  });

  test('the examples folder as the README runs it: five files, exit 1', async () => {
    const run = await lintJson(['examples/'], { cwd: REPO_ROOT });
    assert.equal(run.code, 1);
    assert.deepEqual(run.json.files.map((f: any) => f.path), [
      'examples/anthropic.tools.json',
      'examples/flawed.contract.jsonc',
      'examples/metrics.contract.json',
      'examples/openai.tools.json',
      'examples/tickets.contract.json',
    ]);
    assert.equal(run.json.summary.error_count + run.json.summary.warning_count + run.json.summary.info_count, FLAWED.length + PROVIDER_EXAMPLE.length);
  });
});
