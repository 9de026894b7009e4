import { isCatchAllErrorType, mergedErrorTypeParts, specificTypesMissing } from '../engine/heuristics/errorTypes';
import { isObject } from '../engine/document';
import { typedErrors } from '../engine/model';
import { defineRule, CONTRACT_ONLY } from '../engine/rule';

/**
 * Catch-all types (`error`, `unknown_error`, `failure`…) and merged ones
 * (`not_found_or_unauthorised`) hide which failure happened, so the agent cannot pick
 * between retrying, fixing its input and escalating. The word lists live in
 * heuristics/errorTypes.ts. Non-string types are errors-untyped's business.
 */
export default defineRule({
  meta: {
    id: 'errors-conflated',
    severity: 'warning',
    description: 'A catch-all or merged error type hides what went wrong.',
    layer: 'errors',
    scope: 'tool',
    formats: CONTRACT_ONLY,
  },
  check({ model, report }) {
    for (const tool of model.tools) {
      if (!Array.isArray(tool.errors)) continue;
      const owner = tool.name ?? 'this tool';
      const entries: unknown[] = tool.errors;
      // The entries of typedErrors, read in place: entry objects only for a finding.
      for (let index = 0; index < entries.length; index++) {
        const entry = entries[index];
        if (!isObject(entry) || typeof entry.type !== 'string') continue;
        const type = entry.type;
        const parts = mergedErrorTypeParts(type);
        if (parts) {
          report({
            path: tool.errorsPath.concat(index, 'type'),
            message:
              `The error type "${type}" of ${owner} joins ${listOf(parts)}, which call for different reactions from the agent: ` +
              `split it into ${listOf(parts)}.`,
          });
        } else if (isCatchAllErrorType(type)) {
          const missing = specificTypesMissing(typedErrors(tool).map((e) => e.type));
          const remedy = missing.length > 0
            ? `split it into the specific types it stands for (${listOf(missing, 'or')}…)`
            : `remove it: the specific types are already declared, and upstream_error catches the owning service's failures`;
          report({
            path: tool.errorsPath.concat(index, 'type'),
            message: `The error type "${type}" of ${owner} is a catch-all, so the agent cannot tell whether to retry, fix its input or escalate: ${remedy}.`,
          });
        }
      }
    }
  },
});

function listOf(items: readonly string[], conjunction = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}
