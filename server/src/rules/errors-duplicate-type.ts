import { isObject } from '../engine/document';
import { typedErrors, type TypedError } from '../engine/model';
import { defineRule, CONTRACT_ONLY } from '../engine/rule';

/** Two entries of one tool's `errors` with the same type: two meanings behind one name. */
export default defineRule({
  meta: {
    id: 'errors-duplicate-type',
    severity: 'error',
    description: 'Two error entries of one tool share a type.',
    layer: 'errors',
    scope: 'tool',
    formats: CONTRACT_ONLY,
  },
  check({ model, report }) {
    for (const tool of model.tools) {
      if (!Array.isArray(tool.errors) || tool.errors.length < 2) continue;
      if (!mayRepeatTypes(tool.errors)) continue;
      const errors = typedErrors(tool);
      const firstByType = new Map<string, TypedError>();
      for (const error of errors) {
        const type = error.type;
        const first = firstByType.get(type);
        if (!first) {
          firstByType.set(type, error);
          continue;
        }
        report({
          path: error.path.concat('type'),
          message: `${tool.name ?? 'This tool'} declares the error type "${type}" twice: an agent that receives it cannot tell which failure happened, or which remediation applies. Merge the two entries or give this one its own type.`,
          related: [{ path: first.path.concat('type'), message: `"${type}" is first declared here.` }],
        });
      }
    }
  },
});

/**
 * Whether any string type repeats among the entries (the usual answer is no): short lists
 * are compared pairwise, so a clean tool costs no map and no entry objects.
 */
function mayRepeatTypes(entries: readonly unknown[]): boolean {
  if (entries.length > 16) return true; // let the map decide
  for (let i = 1; i < entries.length; i++) {
    const type = typeOf(entries[i]);
    if (type === undefined) continue;
    for (let j = 0; j < i; j++) if (typeOf(entries[j]) === type) return true;
  }
  return false;
}

function typeOf(entry: unknown): string | undefined {
  return isObject(entry) && typeof entry.type === 'string' ? entry.type : undefined;
}
