import { isMutating } from '../engine/model';
import { parseRollback } from '../engine/mutationGates';
import { CONTRACT_ONLY, defineRule } from '../engine/rule';

/**
 * A mutating tool that does not say how to undo it, or says `none` without saying why.
 * `rollback` of the wrong type is contract-schema's.
 */
export default defineRule({
  meta: {
    id: 'mutation-rollback-undocumented',
    severity: 'warning',
    description: 'A mutating tool does not say how to reverse it, or says "none" without a reason.',
    layer: 'side-effects',
    scope: 'tool',
    formats: CONTRACT_ONLY,
  },
  check({ model, report }) {
    for (const tool of model.tools) {
      if (!isMutating(tool)) continue;
      const rollback = parseRollback(tool.rollback);
      const name = tool.name ?? 'This tool';
      if (rollback.kind === 'missing') {
        report({
          path: tool.path.concat('rollback'),
          rangePath: tool.rollback === undefined ? tool.path.concat('name') : undefined,
          message: `${name} changes state but does not say how to reverse it, so whoever approves it cannot tell whether a mistake can be undone: describe the rollback, or write "none: <reason>" when it cannot be reversed.`,
        });
      } else if (rollback.kind === 'none' && rollback.reason === '') {
        report({
          path: tool.path.concat('rollback'),
          message: `${name}'s rollback says "none" without a reason, and an irreversible change should say why before anyone approves it: say why it cannot be reversed: none: <reason>.`,
        });
      }
    }
  },
});
