import { standardErrors } from '../engine/fixes/templates';
import { STANDARD_ERROR_TYPES } from '../engine/heuristics/errorTypes';
import { defineRule, CONTRACT_ONLY } from '../engine/rule';

/**
 * A tool with no typed errors: when it fails, the agent gets text it cannot act on.
 * Errors that are present but malformed belong to contract-schema and errors-untyped.
 */
export default defineRule({
  meta: {
    id: 'errors-missing',
    severity: 'warning',
    description: 'A tool declares no typed errors.',
    layer: 'errors',
    scope: 'tool',
    formats: CONTRACT_ONLY,
  },
  check({ model, report }) {
    for (const tool of model.tools) {
      const errors = tool.errors;
      const empty = Array.isArray(errors) && errors.length === 0;
      if (errors !== undefined && !empty) continue;
      report({
        path: tool.errorsPath,
        ...(empty ? { part: 'key' as const } : { rangePath: tool.path.concat('name') }),
        message: `${tool.name ?? 'This tool'} declares no error types: when it fails, an agent cannot tell a bad argument from a missing object or a rate limit, so it can only retry blindly or give up. Declare its errors, starting from ${STANDARD_ERROR_TYPES.join(', ')}.`,
      });
    }
  },
  fix({ tool }) {
    if (!tool) return [];
    const empty = Array.isArray(tool.errors) && tool.errors.length === 0;
    if (tool.errors !== undefined && !empty) return [];
    // An error type added is a major change (spec §5): the author's call.
    return [
      {
        title: `Add the standard error types (${STANDARD_ERROR_TYPES.join(', ')})`,
        kind: 'suggestion',
        preferred: true,
        write: (editor) => (empty ? editor.appendItems(tool.errorsPath, standardErrors()) : editor.insertMembers(tool.path, [['errors', standardErrors()]])),
      },
    ];
  },
});
