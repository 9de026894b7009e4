import { writeAddedPreview } from '../engine/fixes/splitTool';
import { previewExecuteNames } from '../engine/heuristics/mutationWords';
import { isMutating } from '../engine/model';
import { namesNoTool } from '../engine/mutationGates';
import { CONTRACT_ONLY, defineRule } from '../engine/rule';

/**
 * A mutating tool with nothing to show a human before it runs. A previewTool that names
 * an unknown tool is reference-unknown-tool's; one of the wrong type is contract-schema's.
 */
export default defineRule({
  meta: {
    id: 'mutation-no-preview',
    severity: 'warning',
    description: 'A mutating tool has no previewTool.',
    layer: 'side-effects',
    formats: CONTRACT_ONLY,
    scope: 'tool',
  },
  check({ model, report }) {
    for (const tool of model.tools) {
      if (!isMutating(tool)) continue;
      if (!namesNoTool(tool.previewTool)) continue;
      report({
        path: tool.path.concat('previewTool'),
        rangePath: tool.previewTool === undefined ? tool.path.concat('name') : undefined,
        message: `${tool.name ?? 'This tool'} changes state but names no previewTool, so there is no concrete change for a human to approve before it runs: add a read-only preview tool, let the host record approval of its preview, then execute with that preview_id.`,
      });
    }
  },
  fix({ model, tool }) {
    if (!tool?.name) return [];
    const { preview } = previewExecuteNames(tool.name);
    // A new tool, and this tool's inputs replaced by the approved preview_id: the author's call.
    return [
      {
        title: `Add a preview tool: ${preview} takes the inputs of ${tool.name}, which then executes its approved preview_id`,
        kind: 'suggestion',
        preferred: true,
        write: (editor) => writeAddedPreview(editor, model, tool),
      },
    ];
  },
});
