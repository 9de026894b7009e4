import { isObject, type JsonPath } from '../engine/document';
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
      if (!Array.isArray(tool.errors)) continue;
      const firstByType = new Map<string, JsonPath>();
      tool.errors.forEach((entry, i) => {
        if (!isObject(entry) || typeof entry.type !== 'string') return; // errors-untyped
        const path = [...tool.errorsPath, i, 'type'];
        const first = firstByType.get(entry.type);
        if (!first) {
          firstByType.set(entry.type, path);
          return;
        }
        report({
          path,
          message: `${tool.name ?? 'This tool'} declares the error type "${entry.type}" twice: an agent that receives it cannot tell which failure happened, or which remediation applies. Merge the two entries or give this one its own type.`,
          related: [{ path: first, message: `"${entry.type}" is first declared here.` }],
        });
      });
    }
  },
});
