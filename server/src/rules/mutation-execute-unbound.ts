import { isObject } from '../engine/document';
import { executeBinding, otherToolNamed } from '../engine/mutationGates';
import { flagKind } from '../engine/heuristics/mutationWords';
import { CONTRACT_ONLY, defineRule } from '../engine/rule';

/**
 * A tool that executes a preview must take the approved preview's id (and a replay key)
 * and nothing else: any other input lets the model change the target or payload after
 * approval. Tools whose side effects are undeclared are side-effects-undeclared's; a
 * tool naming itself as its preview is reference-unknown-tool's; a confirm or dry_run flag
 * among the inputs is mutation-self-confirmation's or mutation-dry-run-flag's.
 */
export default defineRule({
  meta: {
    id: 'mutation-execute-unbound',
    severity: 'error',
    description: 'An execute tool takes inputs other than preview_id and idempotency_key, or no preview_id.',
    layer: 'side-effects',
    formats: CONTRACT_ONLY,
    // Whether the named preview exists is reference-unknown-tool's: this judges the tool alone.
    scope: 'tool',
  },
  check({ model, report }) {
    for (const tool of model.tools) {
      if (tool.sideEffects === undefined) continue;
      const previewName = otherToolNamed(tool.previewTool, tool);
      if (previewName === undefined) continue;
      const binding = executeBinding(tool);
      if (!binding) continue;
      const name = tool.name ?? 'this tool';
      const related = [{ path: tool.path.concat('previewTool'), message: `${name} executes the preview of ${previewName}.` }];
      if (!binding.hasPreviewId) {
        const schema = tool.inputSchema;
        report({
          path: isObject(schema) && 'properties' in schema ? tool.inputSchemaPath.concat('properties') : tool.inputSchemaPath,
          part: 'key',
          message: `${name} executes the preview of ${previewName} but takes no preview_id input, so nothing ties the change to the preview a human approved: add a required preview_id.`,
          related,
        });
      }
      for (const input of binding.unboundInputs) {
        // A confirm or dry_run flag has its own rule, whose fix removes it: one finding for one cause.
        if (flagKind(input.name, input.schema, tool.inputSchema)) continue;
        report({
          path: input.path,
          part: 'key',
          message: `"${input.name}" is an input of ${name}, which executes an approved preview: execution must be bound to that preview, not to fresh model arguments, so resolve "${input.name}" in ${previewName} and take only preview_id and idempotency_key.`,
          related,
        });
      }
    }
  },
});
