import { addProperties } from '../engine/fixes/schemaEdits';
import { namingStyleOf, receiptFieldMembers } from '../engine/fixes/templates';
import { isMutating } from '../engine/model';
import { listLabels, missingReceiptFields, objectOutputSchema, outputFieldsPath } from '../engine/mutationGates';
import { propertyNames } from '../engine/schemaWalk';
import { CONTRACT_ONLY, defineRule } from '../engine/rule';

/** A mutating tool whose output gives no evidence of what it did. Tools without an object output are output-missing's / output-not-object's. */
export default defineRule({
  meta: {
    id: 'mutation-no-receipt',
    severity: 'warning',
    description: "A mutating tool's output lacks receipt_id or status.",
    layer: 'side-effects',
    scope: 'tool',
    formats: CONTRACT_ONLY,
  },
  check({ model, report }) {
    for (const tool of model.tools) {
      if (!isMutating(tool)) continue;
      const missing = missingReceiptFields(tool);
      if (!missing || missing.length === 0) continue;
      report({
        path: outputFieldsPath(tool),
        part: 'key',
        message: `The output of ${tool.name ?? 'this tool'} lacks ${listLabels(missing)}, so the agent cannot report what changed or point to evidence of it: return a receipt_id the verify tool can look up and the outcome's status.`,
      });
    }
  },
  fix({ tool }) {
    const schema = tool ? objectOutputSchema(tool) : undefined;
    const missing = tool ? missingReceiptFields(tool) : undefined;
    if (!tool || !schema || !missing?.length) return [];
    const members = missing.flatMap((field) => receiptFieldMembers(field.id, namingStyleOf(propertyNames(schema))));
    // New output fields keep callers working, and the gate asks for exactly these: safe.
    return [
      {
        title: `Add receipt fields: ${members.map(([name]) => name).join(', ')}`,
        kind: 'safe',
        preferred: true,
        write: (editor) => addProperties(editor, tool.outputSchemaPath, schema, members),
      },
    ];
  },
});
