import { isObject } from '../engine/document';
import { findRetryHint, isRateLimitErrorType, retryHintNames } from '../engine/heuristics/errorTypes';
import { defineRule, CONTRACT_ONLY } from '../engine/rule';

/**
 * A rate-limit error (rate_limited, or a spelling of it: throttled, too_many_requests…) must
 * carry a retry hint in `fields` whose name has a time unit (retry_after_ms, retryAfterSeconds),
 * or a retry time as a date-time/duration string. A hint in prose (`remediation`) does not count:
 * the agent cannot schedule against a sentence.
 */
export default defineRule({
  meta: {
    id: 'errors-retry-hint-missing',
    severity: 'warning',
    description: 'A rate_limited error carries no unit-suffixed retry_after field.',
    layer: 'errors',
    formats: CONTRACT_ONLY,
  },
  check({ model, report }) {
    for (const tool of model.tools) {
      const errors = tool.errors;
      if (!Array.isArray(errors)) continue;
      const owner = tool.name ?? 'this tool';
      errors.forEach((entry, index) => {
        if (!isObject(entry) || typeof entry.type !== 'string' || !isRateLimitErrorType(entry.type)) return;
        const entryPath = [...tool.errorsPath, index];
        const hint = findRetryHint(entry.fields);
        if (hint.usable) return;
        if (hint.unitless) {
          const [ms, seconds] = retryHintNames(hint.unitless);
          report({
            path: [...entryPath, 'fields', hint.unitless],
            part: 'key',
            message: `"${hint.unitless}" in ${owner}'s ${entry.type} error is a wait without a unit, so the agent may retry far too soon or wait far too long: rename it ${ms} or ${seconds}.`,
          });
          return;
        }
        report({
          path: [...entryPath, 'type'],
          message: `The ${entry.type} error of ${owner} does not say when to try again, so the agent can only guess: add a retry_after_ms integer to its fields.`,
        });
      });
    }
  },
});
