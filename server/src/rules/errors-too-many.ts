import { defineRule, CONTRACT_ONLY } from '../engine/rule';

/** The seed asks for five to ten named types; past ten the agent stops branching on them. */
export const MAX_ERROR_TYPES = 10;

export default defineRule({
  meta: {
    id: 'errors-too-many',
    severity: 'warning',
    description: `A tool declares more than ${MAX_ERROR_TYPES} error types.`,
    layer: 'errors',
    scope: 'tool',
    formats: CONTRACT_ONLY,
  },
  check({ model, report }) {
    for (const tool of model.tools) {
      const errors = tool.errors;
      if (!Array.isArray(errors) || errors.length <= MAX_ERROR_TYPES) continue;
      report({
        path: tool.errorsPath,
        part: 'key',
        message:
          `${tool.name ?? 'This tool'} declares ${errors.length} error types, more than an agent can branch on: ` +
          `keep five to ${MAX_ERROR_TYPES}, merging the ones the caller would handle the same way.`,
      });
    }
  },
});
