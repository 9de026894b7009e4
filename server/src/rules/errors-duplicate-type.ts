import { typedErrors, type TypedError } from '../engine/model';
import { defineRule, CONTRACT_ONLY } from '../engine/rule';

/** Two entries of one tool's `errors` with the same type: two meanings behind one name. */
export default defineRule({
  meta: {
    id: 'errors-duplicate-type',
    severity: 'error',
    description: 'Two error entries of one tool share a type.',
    layer: 'errors',
    formats: CONTRACT_ONLY,
  },
  check({ model, report }) {
    for (const tool of model.tools) {
      const errors = typedErrors(tool);
      if (errors.length < 2) continue;
      // Paths are built only for the duplicates reported.
      const firstByType = new Map<string, TypedError>();
      for (const error of errors) {
        const type = error.type;
        const first = firstByType.get(type);
        if (!first) {
          firstByType.set(type, error);
          continue;
        }
        report({
          path: [...error.path, 'type'],
          message: `${tool.name ?? 'This tool'} declares the error type "${type}" twice: an agent that receives it cannot tell which failure happened, or which remediation applies. Merge the two entries or give this one its own type.`,
          related: [{ path: [...first.path, 'type'], message: `"${type}" is first declared here.` }],
        });
      }
    }
  },
});
