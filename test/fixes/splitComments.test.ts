/**
 * Split into preview and execute, and Add a preview tool, carry every comment of the tool
 * they replace (issue 12): a comment belongs to the member it precedes, a trailing comment
 * to the member on its line; members that move keep theirs, comments of a rewritten member
 * go with it or, where it disappears, into the execute tool. After the fix every comment
 * text is in the file exactly once, and the text parses.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { visit } from 'jsonc-parser';
import { applyTextEdits, parsesCleanly } from '../../server/src/engine/fixes';
import { contractText, fixesOf } from './fixTester';

function commentsOf(text: string): string[] {
  const comments: string[] = [];
  visit(text, { onComment: (offset, length) => void comments.push(text.slice(offset, offset + length)) }, { allowTrailingComma: true });
  return comments;
}

/** Every comment of `before` is in `after` exactly as often (each comment text is unique here). */
function assertCommentsKept(before: string, after: string): void {
  assert.ok(parsesCleanly(after), `the fixed text parses:\n${after}`);
  const kept = commentsOf(after);
  for (const comment of commentsOf(before)) {
    assert.equal(kept.filter((c) => c === comment).length, 1, `${JSON.stringify(comment)} is in the fixed text once:\n${after}`);
  }
}

const COMMENTED_TOOL = contractText(`    // before the tool
    { // c-open
      // c-name
      "name": "delete_ticket", // c-name-trailing
      /* c-title */ "title": "Delete ticket",
      "description": "Deletes a ticket.", // c-description
      // c-sideEffects
      "sideEffects": "non_idempotent", /* c-sideEffects-trailing */
      // c-annotations
      "annotations": { "readOnlyHint": false /* c-inside-annotations */ },
      // c-rollback
      "rollback": "Restore it from the trash.",
      // c-inputSchema
      "inputSchema": { // c-inputSchema-open
        "type": "object",
        // c-properties
        "properties": {
          // c-ticket_id
          "ticket_id": { "type": "string", "description": "The ticket." }, // c-ticket_id-trailing
          // c-dry_run
          "dry_run": { "type": "boolean", "description": "Only show what would be deleted." }, // c-dry_run-trailing
          "confirmed": { /* c-inside-confirmed */ "type": "boolean", "description": "Set once the user agrees." }, // c-confirmed-trailing
          // c-idempotency_key
          "idempotency_key": { "type": "string", "description": "Per attempt." } // c-idempotency_key-trailing
        },
        "required": ["ticket_id" /* c-in-required */, "dry_run"] // c-required-trailing
        // c-inputSchema-end
      },
      // c-outputSchema
      "outputSchema": { "type": "object", /* c-inside-outputSchema */ "properties": { "deleted": { "type": "boolean" } } }, // c-outputSchema-trailing
      "x-owner": "helpdesk", // c-x-owner
      // c-errors
      "errors": [
        { "type": "not_found", "description": "No such ticket." } // c-inside-errors
      ]
      // c-tool-end
    } // after the tool`);

describe('split and add-preview keep every comment of the tool', () => {
  for (const ruleId of ['mutation-dry-run-flag', 'mutation-self-confirmation']) {
    it(`${ruleId}: Split into preview and execute`, () => {
      const { text, fixes } = fixesOf(ruleId, { doc: COMMENTED_TOOL });
      const split = fixes.find((f) => f.title.startsWith('Split into preview and execute'));
      assert.ok(split, JSON.stringify(fixes.map((f) => f.title)));
      assertCommentsKept(text, applyTextEdits(text, split.edits));
    });
  }

  it('mutation-no-preview: Add a preview tool', () => {
    const { text, fixes } = fixesOf('mutation-no-preview', { doc: COMMENTED_TOOL });
    const added = fixes.find((f) => f.title.startsWith('Add a preview tool'));
    assert.ok(added, JSON.stringify(fixes.map((f) => f.title)));
    assertCommentsKept(text, applyTextEdits(text, added.edits));
  });

  it('MCP tools/list: members with no place in the new tools give their comments to the execute tool', () => {
    const doc = `{
  "tools": [
    {
      "name": "deploy", // c-name
      // c-description
      "description": "Deploys the app.",
      "inputSchema": {
        "type": "object",
        "properties": {
          "env": { "type": "string", "enum": ["staging", "prod"] }, // c-env
          // c-dryRun
          "dryRun": { "type": "boolean" }
        },
        "required": ["env"]
      },
      // c-sideEffects (no place in an MCP list)
      "sideEffects": "non_idempotent",
      // c-annotations
      "annotations": { "readOnlyHint": false, "idempotentHint": false } // c-annotations-trailing
      // c-end
    }
  ]
}
`;
    const { text, fixes } = fixesOf('mutation-dry-run-flag', { doc, fileName: 'server.tools.json' });
    const split = fixes.find((f) => f.title.startsWith('Split into preview and execute'));
    assert.ok(split, JSON.stringify(fixes.map((f) => f.title)));
    assertCommentsKept(text, applyTextEdits(text, split.edits));
  });
  it('a repeated member: the comments inside the copies JSON drops go with the member (or into the execute tool)', () => {
    const doc = contractText(`    {
      "name": "delete_ticket",
      "description": { /* c-dropped-description */ "x": 1 },
      "description": "Deletes a ticket.",
      "rollback": [ /* c-dropped-rollback */ ],
      "rollback": "Restore it from the trash.",
      "x-owner": { /* c-dropped-x-owner */ },
      "x-owner": "helpdesk",
      "sideEffects": "non_idempotent",
      "inputSchema": { /* c-dropped-inputSchema */ },
      "inputSchema": { "type": "object", "properties": { "dry_run": { "type": "boolean", "description": "Only show it." } } },
      "outputSchema": { "type": "object", "properties": { "deleted": { "type": "boolean" } } },
      "errors": [ /* c-dropped-errors */ ],
      "errors": [{ "type": "not_found", "description": "No such ticket." }]
    }`);
    const { text, fixes } = fixesOf('mutation-dry-run-flag', { doc });
    const split = fixes.find((f) => f.title.startsWith('Split into preview and execute'));
    assert.ok(split, JSON.stringify(fixes.map((f) => f.title)));
    assertCommentsKept(text, applyTextEdits(text, split.edits));
  });
});
