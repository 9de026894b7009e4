/**
 * The three headline fixes on the flawed example, as a user meets them: each leaves a
 * file that parses and lints clean of the problem it fixed; the split's three tools lint
 * with no mutation-* error.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, it } from 'node:test';
import { lint, type Finding } from '../../server/src/engine';
import { applyTextEdits, FixSession, parsesCleanly } from '../../server/src/engine/fixes';

const FLAWED_PATH = resolve(__dirname, '../../examples/flawed.contract.jsonc');
const FLAWED = readFileSync(FLAWED_PATH, 'utf8');

function applyFix(ruleId: string, title: RegExp, currency?: string): { text: string; findings: Finding[] } {
  const result = lint(FLAWED, { fileName: FLAWED_PATH });
  const finding = result.findings.find((f) => f.ruleId === ruleId);
  assert.ok(finding, ruleId);
  const fixes = new FixSession(result).fixesFor(finding, { options: { currency } });
  const fix = fixes.find((f) => title.test(f.title));
  assert.ok(fix, `${title} among ${JSON.stringify(fixes.map((f) => f.title))}`);
  const text = applyTextEdits(FLAWED, fix.edits);
  assert.ok(parsesCleanly(text));
  return { text, findings: lint(text, { fileName: FLAWED_PATH }).findings };
}

describe('headline fixes on examples/flawed.contract.jsonc', () => {
  it('Wrap the array: the output becomes { items, next_cursor, total_count }', () => {
    const { text, findings } = applyFix('output-not-object', /^Wrap the array/);
    assert.equal(findings.filter((f) => f.ruleId === 'output-not-object').length, 0);
    const tool = (JSON.parse(JSON.stringify(lint(text).model!.tools[0].raw)) as { outputSchema: Record<string, any> });
    assert.deepEqual(Object.keys(tool.outputSchema.properties), ['items', 'next_cursor', 'total_count']);
    assert.deepEqual(tool.outputSchema.properties.items, { type: 'array', items: { type: 'object' } });
    assert.deepEqual(tool.outputSchema.properties.next_cursor.type, ['string', 'null']);
    assert.deepEqual(tool.outputSchema.required, ['items', 'next_cursor']);
  });

  it('Add a units suffix: one fix per likely unit; the chosen one renames the key', () => {
    const result = lint(FLAWED, { fileName: FLAWED_PATH });
    const finding = result.findings.find((f) => f.ruleId === 'field-unit-suffix')!;
    const fixes = new FixSession(result).fixesFor(finding);
    assert.deepEqual(fixes.map((f) => [f.title, f.kind, f.preferred]), [
      ['Add a units suffix: rename latency to latency_ms', 'suggestion', true],
      ['Add a units suffix: rename latency to latency_seconds', 'suggestion', false],
    ]);
    const { text, findings } = applyFix('field-unit-suffix', /latency_ms$/);
    assert.equal(findings.filter((f) => f.ruleId === 'field-unit-suffix').length, 0);
    assert.ok(text.includes('"latency_ms": { "type": "number" },                                       // field-unit-suffix: ms or seconds?'));
  });

  it('Split into preview and execute: the three new tools lint with no mutation-* error', () => {
    const { text, findings } = applyFix('mutation-dry-run-flag', /^Split into preview and execute/);
    const names = lint(text).model!.tools.map((t) => t.name);
    assert.deepEqual(names.slice(2, 5), ['preview_delete_ticket', 'execute_delete_ticket', 'verify_delete_ticket']);
    assert.ok(!names.includes('delete_ticket'));
    const inNewTools = findings.filter((f) => [2, 3, 4].includes(f.path[1] as number));
    const mutationErrors = inNewTools.filter((f) => f.ruleId.startsWith('mutation-') && f.severity === 'error');
    assert.deepEqual(mutationErrors.map((f) => `${f.ruleId} ${f.pointer}`), []);
    assert.deepEqual(inNewTools.filter((f) => f.ruleId.startsWith('mutation-') || f.ruleId === 'idempotency-key-missing').map((f) => `${f.ruleId} ${f.pointer}`), [
      'mutation-rollback-undocumented /tools/3/rollback',
    ]);
  });
});
