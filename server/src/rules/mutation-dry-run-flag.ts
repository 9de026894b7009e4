import { flagInputs, previewExecuteNames } from '../engine/heuristics/mutationWords';
import { writeSplit } from '../engine/fixes/splitTool';
import { defineRule } from '../engine/rule';

/**
 * A boolean input that turns the call into a dry run (dry_run, dryRun, previewRun, simulate,
 * whatIf, validate_only, noop; the names live in heuristics/mutationWords.ts), or, on a tool that
 * changes something, one whose description says a value previews without doing (QuickBooks'
 * `draft`, "validate and show preview without creating"): the message quotes it. Every tool and
 * format: the flag is the problem whatever the tool claims to be, except a `preview` described as
 * showing or styling something on a tool annotated read-only (a viewer's; see isViewersPreview).
 */
export default defineRule({
  meta: {
    id: 'mutation-dry-run-flag',
    severity: 'error',
    description: 'A boolean input switches the tool between preview and execute.',
    layer: 'side-effects',
    scope: 'tool',
  },
  check({ model, report }) {
    for (const tool of model.tools) {
      for (const { property, kind, evidence } of flagInputs(tool)) {
        if (kind !== 'dry-run') continue;
        const owner = tool.name ?? 'this tool';
        const { preview, execute } = previewExecuteNames(tool.name ?? 'tool');
        report({
          path: property.path,
          part: 'key',
          message:
            `"${property.field}" puts preview and execution behind one flag of ${owner}${evidence ? ` (${evidence})` : ''} that the model flips itself, ` +
            `so nothing outside the model sees or approves the boundary: split it into ${preview} and ${execute}.`,
        });
      }
    }
  },
  fix({ model, tool }) {
    if (!tool?.name) return [];
    const { preview, execute, verify } = previewExecuteNames(tool.name);
    // Replaces a tool by three: the author's call, never fix-all's.
    return [{ title: `Split into preview and execute: replace ${tool.name} by ${preview}, ${execute} and ${verify}`, kind: 'suggestion', preferred: true, write: (editor) => writeSplit(editor, model, tool) }];
  },
});
