import { isObject, valueAt } from '../engine/document';
import type { FixProposal } from '../engine/fixes/model';
import { namingStyleOf, retryAfterSchema, styled } from '../engine/fixes/templates';
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
    scope: 'tool',
    formats: CONTRACT_ONLY,
  },
  check({ model, report }) {
    for (const tool of model.tools) {
      const owner = tool.name ?? 'this tool';
      if (!Array.isArray(tool.errors)) continue;
      const errors: unknown[] = tool.errors;
      for (let index = 0; index < errors.length; index++) {
        const entry = errors[index];
        // The entries of typedErrors, without an object for each: most are not rate limits.
        if (!isObject(entry) || typeof entry.type !== 'string') continue;
        const type = entry.type;
        if (!isRateLimitErrorType(type)) continue;
        const entryPath = tool.errorsPath.concat(index);
        const hint = findRetryHint(entry.fields);
        if (hint.usable) continue;
        if (hint.unitless) {
          const [ms, seconds] = retryHintNames(hint.unitless);
          report({
            path: entryPath.concat('fields', hint.unitless),
            part: 'key',
            message: `"${hint.unitless}" in ${owner}'s ${type} error is a wait without a unit, so the agent may retry far too soon or wait far too long: rename it ${ms} or ${seconds}.`,
          });
          continue;
        }
        report({
          path: entryPath.concat('type'),
          message: `The ${type} error of ${owner} does not say when to try again, so the agent can only guess: add a retry_after_ms integer to its fields.`,
        });
      }
    }
  },
  fix({ finding, document }) {
    const path = finding.path;
    const last = path[path.length - 1];
    if (path[path.length - 2] === 'fields' && typeof last === 'string') {
      // A unit-less hint: renaming it is a choice of unit, and breaks callers that read it.
      return retryHintNames(last).map((name, i): FixProposal => ({
        title: `Rename ${last} to ${name}`,
        kind: 'suggestion',
        preferred: i === 0,
        write: (editor) => editor.renameKey(path, name),
      }));
    }
    const entryPath = path.slice(0, -1);
    const entry = valueAt(document.value, entryPath);
    if (!isObject(entry) || typeof entry.type !== 'string') return [];
    const fields = isObject(entry.fields) ? entry.fields : undefined;
    const name = styled('retry_after_ms', namingStyleOf(Object.keys(fields ?? {})));
    // A new field on an error keeps callers working, and the unit is the seed's: safe.
    return [
      {
        title: `Add ${name} to the fields of ${entry.type}`,
        kind: 'safe',
        preferred: true,
        write: (editor) =>
          fields ? editor.insertMembers(entryPath.concat('fields'), [[name, retryAfterSchema(name)]]) : editor.insertMembers(entryPath, [['fields', { [name]: retryAfterSchema(name) }]]),
      },
    ];
  },
});
