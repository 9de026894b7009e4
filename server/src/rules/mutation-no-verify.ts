import { isMutating } from '../engine/model';
import { namesNoTool } from '../engine/mutationGates';
import { CONTRACT_ONLY, defineRule } from '../engine/rule';

/**
 * A mutating tool with no way to read its result back. A verifyTool that names an
 * unknown tool is reference-unknown-tool's; one of the wrong type is contract-schema's.
 */
export default defineRule({
  meta: {
    id: 'mutation-no-verify',
    severity: 'warning',
    description: 'A mutating tool has no verifyTool.',
    layer: 'side-effects',
    formats: CONTRACT_ONLY,
    scope: 'tool',
  },
  check({ model, report }) {
    for (const tool of model.tools) {
      if (!isMutating(tool)) continue;
      if (!namesNoTool(tool.verifyTool)) continue;
      report({
        path: tool.path.concat('verifyTool'),
        rangePath: tool.verifyTool === undefined ? tool.path.concat('name') : undefined,
        message: `${tool.name ?? 'This tool'} changes state but names no verifyTool, and a success status alone does not prove the change landed: add a read-only tool that reads the result back from the source system and name it in verifyTool.`,
      });
    }
  },
});
