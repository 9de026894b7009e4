/**
 * Fix-all (source.fixAll.tool-contracts, `lint --fix`): safe fixes only, non-overlapping
 * batches, a fixed point within ten passes, every comment kept, and edits against the
 * original text even when a later pass edits what an earlier one wrote; never a repeated
 * key it did not find, never a fix that leaves its finding.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, it } from 'node:test';
import { visit } from 'jsonc-parser';
import { lint } from '../../server/src/engine';
import { applyTextEdits, fixAll, FixSession, MAX_FIX_PASSES, parsesCleanly, safeFixes } from '../../server/src/engine/fixes';
import { duplicateKeys } from '../../server/src/engine/fixes/duplicates';
import { generateContract } from '../../bench/corpus';
import { contractText } from './fixTester';

const FLAWED_PATH = resolve(__dirname, '../../examples/flawed.contract.jsonc');
const FLAWED = readFileSync(FLAWED_PATH, 'utf8');

function commentsOf(text: string): string[] {
  const comments: string[] = [];
  visit(text, { onComment: (offset, length) => void comments.push(text.slice(offset, offset + length)) }, { allowTrailingComma: true });
  return comments;
}

describe('fix-all on examples/flawed.contract.jsonc', () => {
  const options = { fileName: FLAWED_PATH };
  const result = fixAll(FLAWED, options);

  it('reaches a fixed point within 10 passes', () => {
    assert.ok(result.settled, 'no safe fix left');
    assert.ok(result.passes >= 1 && result.passes <= MAX_FIX_PASSES, `${result.passes} passes`);
    assert.equal(fixAll(result.text, options).fixedCount, 0, 'fixing the fixed text changes nothing');
  });

  it('applies the safe fixes, and leaves only findings that have none', () => {
    assert.deepEqual(
      safeFixes(lint(FLAWED, options)).map((f) => f.ruleId).sort(),
      ['errors-retry-hint-missing', 'input-default-undocumented', 'mutation-no-receipt', 'mutation-preview-incomplete', 'output-list-unpaginated', 'side-effects-annotations-mismatch'],
    );
    assert.equal(result.fixedCount, 6);
    const session = new FixSession(result.lint);
    for (const finding of result.lint.findings) {
      assert.deepEqual(session.fixesFor(finding, { kinds: ['safe'] }), [], `${finding.ruleId} ${finding.pointer} still has a safe fix`);
    }
    const fixedRules = new Set(['errors-retry-hint-missing', 'input-default-undocumented', 'mutation-no-receipt', 'mutation-preview-incomplete', 'output-list-unpaginated', 'side-effects-annotations-mismatch']);
    assert.deepEqual(result.lint.findings.filter((f) => fixedRules.has(f.ruleId)), []);
  });

  it('keeps every comment, in order, and the text parses', () => {
    assert.deepEqual(commentsOf(result.text), commentsOf(FLAWED));
    assert.ok(parsesCleanly(result.text));
  });

  it('its edits turn the original into the result, and suggestions are never applied', () => {
    assert.equal(applyTextEdits(FLAWED, result.edits), result.text);
    assert.ok(result.text.includes('"type": "array", "items": { "type": "object" } }'), 'the bare array (a suggestion) is not wrapped');
    assert.ok(result.text.includes('"latency": { "type": "number" }'), 'latency (a suggestion) is not renamed');
  });
});

describe('fix-all passes', () => {
  // Two safe fixes insert after the same member: the second waits for the next pass.
  const doc = contractText(`    {
      "name": "list_changes",
      "description": "Applies and lists changes.",
      "sideEffects": "idempotent",
      "previewTool": "preview_changes",
      "verifyTool": "preview_changes",
      "rollback": "none: a log cannot be rewritten.",
      "inputSchema": { "type": "object", "properties": { "preview_id": { "type": "string", "description": "The preview." }, "idempotency_key": { "type": "string", "description": "Per change." } }, "required": ["preview_id", "idempotency_key"] },
      "outputSchema": {
        "type": "object",
        "properties": {
          "changes": { "type": "array", "items": { "type": "string" } }
        }
      },
      "errors": [{ "type": "not_found", "description": "Gone." }]
    }`, `    {
      "name": "preview_changes",
      "description": "Shows changes.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object" },
      "outputSchema": { "type": "object", "properties": { "preview_id": { "type": "string" }, "target": { "type": "string" }, "diff": { "type": "string" }, "side_effects": { "type": "array", "items": { "type": "string" }, "maxItems": 5 }, "expires_at": { "type": "string", "format": "date-time" } } },
      "errors": [{ "type": "not_found", "description": "Gone." }]
    }`);

  it('never applies overlapping edits in one pass; a later pass edits what an earlier one wrote, and the edits compose', () => {
    const before = lint(doc, { fileName: 'x.contract.jsonc' });
    assert.deepEqual(safeFixes(before).map((f) => f.ruleId).sort(), ['mutation-no-receipt', 'output-list-unpaginated']);
    const result = fixAll(doc, { fileName: 'x.contract.jsonc' });
    assert.equal(result.passes, 2);
    assert.equal(result.fixedCount, 2);
    assert.ok(result.settled);
    assert.equal(applyTextEdits(doc, result.edits), result.text);
    assert.ok(parsesCleanly(result.text));
    const after = result.lint.findings.map((f) => f.ruleId);
    assert.ok(!after.includes('mutation-no-receipt') && !after.includes('output-list-unpaginated'), after.join(', '));
  });

  it('stops after the pass limit', () => {
    const limited = fixAll(doc, { fileName: 'x.contract.jsonc' }, {}, 1);
    assert.equal(limited.passes, 1);
    assert.equal(limited.settled, false);
  });
});

describe('fix-all never damages the file and reaches a fixed point (issue 12)', () => {
  // The outputSchema's properties are written twice; the rules read the last copy. With no
  // input to page, Add pagination edits one copy while the list is in the other: the fuzzing
  // run saw fix-all add next_cursor and total_count to one object once a pass, ten times.
  const twiceWritten = `{
  "tools": [
    {
      "name": "list_tickets",
      "description": "Lists tickets.",
      "outputSchema": { "type": "object", "properties": { "count": { "type": "integer" } }, "properties": { "items": { "type": "array", "items": { "type": "string" } } } }
    }
  ]
}
`;

  it('adds no repeated key where fixes would each add the same keys to one object, and settles', () => {
    const result = fixAll(twiceWritten, { fileName: 'x.tools.json' });
    assert.deepEqual(duplicateKeys(result.text), duplicateKeys(twiceWritten), result.text);
    assert.ok(result.settled, result.stoppedBecause);
    assert.ok(result.passes <= 1, `${result.passes} passes`);
    assert.equal(fixAll(result.text, { fileName: 'x.tools.json' }).fixedCount, 0, 'nothing to offer on its own result');
  });

  it('never applies a safe fix that leaves its finding, and says which it refused', () => {
    // Documenting the default "a\"b" writes a sentence the rule cannot read back.
    const doc = contractText(`    {
      "name": "search_tickets",
      "description": "Searches tickets.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object", "properties": { "separator": { "type": "string", "default": "a\\"b", "description": "Between fields." } } },
      "outputSchema": { "type": "object", "properties": { "id": { "type": "string" } } }
    }`);
    const result = fixAll(doc, { fileName: 'x.contract.jsonc' });
    assert.equal(result.fixedCount, 0);
    assert.equal(result.text, doc);
    assert.ok(result.settled);
    assert.deepEqual(result.refused.map((r) => r.split(' ')[0]), ['input-default-undocumented']);
  });

  it('run twice on a generated file with flaws, the second run offers nothing', () => {
    const text = generateContract(40, { flawed: true });
    const options = { fileName: 'bench.contract.json' };
    const first = fixAll(text, options);
    assert.ok(first.fixedCount > 40 && first.settled, `${first.fixedCount} fixes, settled ${first.settled}`);
    assert.deepEqual(duplicateKeys(first.text), []);
    assert.equal(applyTextEdits(text, first.edits), first.text);
    const second = fixAll(first.text, options, {}, undefined, lint(first.text, options));
    assert.equal(second.fixedCount, 0);
    assert.deepEqual(safeFixes(second.lint), [], 'no safe fix is offered on the result');
  });
});

describe('fix-all and the size limit', () => {
  it('fixes a file under the limit to the end when its fixes take it over the limit (not "did not parse")', () => {
    const text = generateContract(10, { flawed: true });
    const options = { fileName: 'near-limit.contract.json', maxSizeBytes: text.length + 16 };
    assert.equal(lint(text, options).findings.some((f) => f.ruleId === 'document-too-large'), false);
    const fixed = fixAll(text, options);
    assert.ok(fixed.fixedCount > 0, 'fixes applied');
    assert.ok(fixed.text.length > options.maxSizeBytes, 'the fixes took the text over the limit');
    assert.equal(fixed.stoppedBecause, undefined);
    assert.equal(fixed.settled, true);
    assert.deepEqual(fixed.edits.length > 0, true);
    assert.equal(applyTextEdits(text, fixed.edits), fixed.text);
  });
});
