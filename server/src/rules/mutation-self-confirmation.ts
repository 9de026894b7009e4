import { isObject } from '../engine/document';
import type { FixProposal } from '../engine/fixes/model';
import { writeSplit } from '../engine/fixes/splitTool';
import { flagKind, previewExecuteNames } from '../engine/heuristics/mutationWords';
import { resolveToolReference } from '../engine/mutationGates';
import { defineRule } from '../engine/rule';
import { topLevelProperties } from '../engine/schemaWalk';

/**
 * A boolean input by which the model approves its own action (confirm, approved, force, yes,
 * user_approved, skip_confirmation) or grants itself a permission (allow_deleting_content,
 * bypassPolicy, override_checks, ignore_warnings). The names and the ones that stay silent
 * (ignore_case, force_refresh, allow_duplicates, skip_empty) live in heuristics/mutationWords.ts.
 */
export default defineRule({
  meta: {
    id: 'mutation-self-confirmation',
    severity: 'error',
    description: 'A boolean input lets the model grant its own approval or permission.',
    layer: 'side-effects',
  },
  check({ model, report }) {
    for (const tool of model.tools) {
      for (const property of topLevelProperties(tool.inputSchema, tool.inputSchemaPath)) {
        // A dry-run switch is mutation-dry-run-flag's.
        if (flagKind(property.name, property.schema) !== 'self-confirmation') continue;
        report({
          path: property.path,
          part: 'key',
          message:
            `"${property.name}" lets the model approve ${tool.name ?? 'this tool'}'s action itself by sending true, so it is no approval at all: ` +
            `remove it and capture the human's approval in the host, bound to a preview.`,
        });
      }
    }
  },
  fix({ finding, model, tool }) {
    const name = finding.path[finding.path.length - 1];
    if (!tool || typeof name !== 'string' || !isObject(tool.inputSchema)) return [];
    const schema = tool.inputSchema;
    // Removing an input, or replacing the tool, changes the contract: suggestions only.
    const fixes: FixProposal[] = [
      {
        title: `Remove the flag ${name}`,
        kind: 'suggestion',
        preferred: true,
        write: (editor) => {
          const paths = [finding.path];
          if (Array.isArray(schema.required)) schema.required.forEach((entry, i) => entry === name && paths.push([...tool.inputSchemaPath, 'required', i]));
          editor.removeAll(paths);
        },
      },
    ];
    if (tool.name && resolveToolReference(model, tool.previewTool, tool).kind === 'absent') {
      const { preview, execute, verify } = previewExecuteNames(tool.name);
      fixes.push({ title: `Split into preview and execute: replace ${tool.name} by ${preview}, ${execute} and ${verify}`, kind: 'suggestion', write: (editor) => writeSplit(editor, model, tool) });
    }
    return fixes;
  },
});
