import { isObject } from '../engine/document';
import { isSnakeCaseIdentifier } from '../engine/heuristics/errorTypes';
import { splitWords } from '../engine/heuristics/words';
import { defineRule, CONTRACT_ONLY } from '../engine/rule';

const NOT_ALPHANUMERIC = /[^a-z0-9]/g;

/** The snake_case form of a would-be error type (`RateLimited` → rate_limited); undefined when none can be made. */
export function toSnakeCaseType(value: string): string | undefined {
  const words = splitWords(value).map((w) => w.replace(NOT_ALPHANUMERIC, '')).filter(Boolean);
  const snake = words.join('_');
  return isSnakeCaseIdentifier(snake) ? snake : undefined;
}

/**
 * Each error entry needs a `type` that code can switch on. contract-schema leaves
 * the `type` of error entries to this rule, so a bad one is reported once.
 */
export default defineRule({
  meta: {
    id: 'errors-untyped',
    severity: 'error',
    description: 'An error entry has no type, or a type that is not a snake_case identifier.',
    layer: 'errors',
    scope: 'tool',
    formats: CONTRACT_ONLY,
  },
  check({ model, report }) {
    for (const tool of model.tools) {
      if (!Array.isArray(tool.errors)) continue;
      const toolName = tool.name ?? 'this tool';
      const errors: unknown[] = tool.errors;
      for (let i = 0; i < errors.length; i++) {
        const entry = errors[i];
        if (isObject(entry) && typeof entry.type === 'string' && isSnakeCaseIdentifier(entry.type)) continue;
        const entryPath = tool.errorsPath.concat(i);
        if (!isObject(entry) || !('type' in entry)) {
          const what = isObject(entry) ? 'has no type' : 'is not an object with a type';
          report({
            path: entryPath,
            message: `Error ${i + 1} of ${toolName} ${what}: an agent can only react to a failure it can tell apart from the others. Give it a snake_case type such as not_found or rate_limited.`,
          });
          continue;
        }
        const type = entry.type;
        const suggestion = typeof type === 'string' ? toSnakeCaseType(type) : undefined;
        const shown = describeValue(type);
        const fix = suggestion ? `write it ${suggestion}` : 'use a snake_case name such as not_found or rate_limited';
        report({
          path: entryPath.concat('type'),
          message: `The error type ${shown} of ${toolName} is not a snake_case identifier: agents and their code match error types exactly, so every tool should spell them one way. ${capitalise(fix)}.`,
        });
      }
    }
  },
});

function describeValue(value: unknown): string {
  if (typeof value === 'string') return `"${value}"`;
  if (Array.isArray(value)) return 'an array';
  if (isObject(value)) return 'an object';
  return String(value);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
