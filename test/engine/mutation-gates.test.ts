import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ContractModel, ToolModel } from '../../server/src/engine/model';
import { readModel } from '../../server/src/engine/formats';
import {
  executeBinding,
  listLabels,
  missingPreviewFields,
  missingReceiptFields,
  objectOutputSchema,
  outputFieldsPath,
  parseRollback,
  resolveToolReference,
  suggestToolName,
} from '../../server/src/engine/mutationGates';
import { contract, edited, mutationTrio, readTool } from '../helpers/contracts';

function modelOf(tools: Record<string, unknown>[]): ContractModel {
  const model = readModel(contract(tools), 'contract');
  assert.ok(model);
  return model;
}

const trio = modelOf(mutationTrio());
const [preview, execute, verify] = trio.tools;

function tool(overrides: Record<string, unknown>): ToolModel {
  return modelOf([readTool(overrides)]).tools[0];
}

const ids = (fields: ReadonlyArray<{ id: string }> | undefined) => fields?.map((f) => f.id);

describe('mutationGates', () => {
  describe('missingPreviewFields', () => {
    it('finds nothing missing in a complete preview', () => {
      assert.deepEqual(missingPreviewFields(preview), []);
    });
    it('lists every missing field in order, the diff as one requirement', () => {
      assert.deepEqual(ids(missingPreviewFields(tool({ outputSchema: { type: 'object', properties: { before: {} } } }))), [
        'preview_id', 'target', 'diff', 'side_effects', 'expires_at',
      ]);
    });
    it('accepts diff instead of before and after, and camelCase spellings', () => {
      const output = { type: 'object', properties: { previewId: {}, target: {}, diff: {}, sideEffects: {}, expiresAt: {} } };
      assert.deepEqual(missingPreviewFields(tool({ outputSchema: output })), []);
    });
    it('an object schema without properties lacks everything', () => {
      assert.equal(missingPreviewFields(tool({ outputSchema: { type: 'object' } }))?.length, 5);
    });
    it('cannot judge an absent, non-object or malformed output', () => {
      assert.equal(missingPreviewFields(tool({ outputSchema: undefined })), undefined);
      assert.equal(missingPreviewFields(tool({ outputSchema: { type: 'array' } })), undefined);
      assert.equal(missingPreviewFields(tool({ outputSchema: [1, 2] })), undefined);
    });
    it('labels the diff for messages', () => {
      const missing = missingPreviewFields(tool({ outputSchema: { type: 'object', properties: { preview_id: {}, target: {}, side_effects: {} } } }));
      assert.equal(listLabels(missing ?? []), 'before and after (or diff) and expires_at');
    });
  });

  describe('missingReceiptFields', () => {
    it('finds nothing missing in the execute tool', () => {
      assert.deepEqual(missingReceiptFields(execute), []);
    });
    it('names receipt_id and status when absent', () => {
      assert.deepEqual(ids(missingReceiptFields(tool({ outputSchema: { type: 'object', properties: { ok: {} } } }))), ['receipt_id', 'status']);
      assert.deepEqual(ids(missingReceiptFields(tool({ outputSchema: { properties: { receiptId: {} } } }))), ['status']);
    });
    it('is undefined without an object output', () => {
      assert.equal(missingReceiptFields(tool({ outputSchema: 'text' })), undefined);
      assert.equal(objectOutputSchema(tool({ outputSchema: { type: ['object', 'null'] } }))?.type?.toString(), 'object,null');
    });
  });

  describe('outputFieldsPath', () => {
    it('points at properties when present, else at outputSchema', () => {
      assert.deepEqual(outputFieldsPath(execute), ['tools', 1, 'outputSchema', 'properties']);
      assert.deepEqual(outputFieldsPath(tool({ outputSchema: { type: 'object' } })), ['tools', 0, 'outputSchema']);
    });
  });

  describe('executeBinding', () => {
    it('a bound execute tool has preview_id and no other input', () => {
      assert.deepEqual(executeBinding(execute), { hasPreviewId: true, unboundInputs: [] });
    });
    it('lists fresh arguments with their paths', () => {
      const binding = executeBinding(tool({ inputSchema: { type: 'object', properties: { previewId: {}, idempotencyKey: {}, ticket_id: {} } } }));
      assert.deepEqual(binding, { hasPreviewId: true, unboundInputs: [{ name: 'ticket_id', path: ['tools', 0, 'inputSchema', 'properties', 'ticket_id'], schema: {} }] });
    });
    it('an object schema without properties has no preview_id; a non-object schema is not judged', () => {
      assert.deepEqual(executeBinding(tool({ inputSchema: { type: 'object' } })), { hasPreviewId: false, unboundInputs: [] });
      assert.equal(executeBinding(tool({ inputSchema: 'object' })), undefined);
    });
  });

  describe('resolveToolReference', () => {
    it('resolves a name to its tool', () => {
      const reference = resolveToolReference(trio, execute.previewTool, execute);
      assert.equal(reference.kind, 'resolved');
      assert.equal(reference.kind === 'resolved' && reference.tool, preview);
      assert.equal(resolveToolReference(trio, 'verify_close_ticket').kind, 'resolved');
    });
    it('tells absent, invalid, self and unknown apart', () => {
      assert.equal(resolveToolReference(trio, undefined).kind, 'absent');
      assert.equal(resolveToolReference(trio, '  ').kind, 'absent');
      assert.equal(resolveToolReference(trio, 42).kind, 'invalid');
      assert.equal(resolveToolReference(trio, { name: 'x' }).kind, 'invalid');
      assert.equal(resolveToolReference(trio, 'execute_close_ticket', execute).kind, 'self');
      assert.deepEqual(resolveToolReference(trio, 'preview_close_tickets', execute), { kind: 'unknown', name: 'preview_close_tickets' });
    });
  });

  describe('suggestToolName', () => {
    it('suggests a close name and nothing for a distant one', () => {
      assert.equal(suggestToolName(trio, 'preview_close_tickets'), 'preview_close_ticket');
      assert.equal(suggestToolName(trio, 'verify_close_tiket'), 'verify_close_ticket');
      assert.equal(suggestToolName(trio, 'send_email'), undefined);
    });
    it('finds the close name among a thousand (names of distant length are skipped, not misjudged)', () => {
      const tools = Array.from({ length: 1000 }, (_, i) => readTool({ name: `tool_number_${i}` }));
      const big = modelOf(tools);
      assert.equal(suggestToolName(big, 'tool_numbr_417'), 'tool_number_417');
      assert.equal(suggestToolName(big, 'x'), undefined);
    });
  });

  describe('parseRollback', () => {
    it('missing, blank and non-strings', () => {
      assert.deepEqual(parseRollback(undefined), { kind: 'missing' });
      assert.deepEqual(parseRollback('   '), { kind: 'missing' });
      assert.deepEqual(parseRollback(false), { kind: 'invalid' });
    });
    it('none with and without a reason', () => {
      assert.deepEqual(parseRollback('none: the email has been sent'), { kind: 'none', reason: 'the email has been sent' });
      assert.deepEqual(parseRollback('None - payments settle at once'), { kind: 'none', reason: 'payments settle at once' });
      assert.deepEqual(parseRollback('none'), { kind: 'none', reason: '' });
      assert.deepEqual(parseRollback('NONE:'), { kind: 'none', reason: '' });
      assert.deepEqual(parseRollback('none: .'), { kind: 'none', reason: '' });
    });
    it('anything else documents the rollback', () => {
      assert.deepEqual(parseRollback('Call reopen_ticket with the receipt_id.'), { kind: 'documented', text: 'Call reopen_ticket with the receipt_id.' });
      assert.equal(parseRollback('nonetheless reversible via undo_x').kind, 'documented');
    });
  });

  it('helpers accept edited copies without sharing state', () => {
    const tools = edited(mutationTrio(), (t) => delete t[0].outputSchema.properties.target);
    assert.deepEqual(ids(missingPreviewFields(modelOf(tools).tools[0])), ['target']);
    assert.deepEqual(missingPreviewFields(preview), []);
    assert.equal(verify.name, 'verify_close_ticket');
  });
});
