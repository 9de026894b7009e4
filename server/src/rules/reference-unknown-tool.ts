import { resolveToolReference, suggestToolName } from '../engine/mutationGates';
import { CONTRACT_ONLY, defineRule } from '../engine/rule';

const REFERENCE_FIELDS = [
  { field: 'previewTool', step: 'preview', selfReason: 'the preview must be a separate read-only step that changes nothing' },
  { field: 'verifyTool', step: 'read-back', selfReason: 'the read-back must be a separate read-only call to the source system' },
] as const;

/** Beyond this many unknown names in one file, no "did you mean" is computed: each is an edit distance against every name (about 1 ms per 1,000 tools). */
const MAX_SUGGESTIONS = 5;

/**
 * previewTool / verifyTool must name another tool of the file. Values that are not
 * strings are contract-schema's; an empty one is mutation-no-preview's / mutation-no-verify's.
 */
export default defineRule({
  meta: {
    id: 'reference-unknown-tool',
    severity: 'error',
    description: 'previewTool or verifyTool names no tool in the file, or the tool itself.',
    layer: 'side-effects',
    formats: CONTRACT_ONLY,
  },
  check({ model, report }) {
    let suggestions = 0;
    for (const tool of model.tools) {
      for (const { field, step, selfReason } of REFERENCE_FIELDS) {
        const value = tool[field];
        const reference = resolveToolReference(model, value, tool);
        const name = tool.name ?? 'This tool';
        if (reference.kind === 'self') {
          report({
            path: tool.path.concat(field),
            message: `${name} names itself as its ${field}, but a tool cannot ${field === 'previewTool' ? 'preview' : 'verify'} itself: ${selfReason}, so name that tool here.`,
          });
        } else if (reference.kind === 'unknown') {
          const hint = suggestions++ < MAX_SUGGESTIONS ? suggestToolName(model, reference.name) : undefined;
          report({
            path: tool.path.concat(field),
            message: `${name}'s ${field} "${reference.name}" names no tool in this file, so its ${step} step cannot be found: ${hint ? `correct it (the closest tool is "${hint}") or add that tool.` : 'correct the name or add that tool.'}`,
          });
        }
      }
    }
  },
});
