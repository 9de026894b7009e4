import { isObject } from '../engine/document';
import { addRequiredProperties, requireNames } from '../engine/fixes/schemaEdits';
import { idempotencyKeySchema } from '../engine/fixes/templates';
import { splitWords } from '../engine/heuristics/words';
import { defineRule } from '../engine/rule';
import { requiredNames } from '../engine/schemaWalk';

const MAY_BE_IDEMPOTENCY_KEY = /idempotency/i;

/** The input a non-idempotent tool deduplicates on: idempotency_key, idempotencyKey, Idempotency-Key. */
export function isIdempotencyKeyName(name: string): boolean {
  return MAY_BE_IDEMPOTENCY_KEY.test(name) && splitWords(name).join('_') === 'idempotency_key';
}

/** The name a fix adds, in the style of the tool's other inputs. */
export function idempotencyKeyName(existingNames: readonly string[]): string {
  const camel = existingNames.some((n) => /[a-z][A-Z]/.test(n)) && !existingNames.some((n) => n.includes('_'));
  return camel ? 'idempotencyKey' : 'idempotency_key';
}

/**
 * A non_idempotent tool without a required idempotency key: a retry after a timeout does the
 * thing twice. In the MCP format only tools whose hints say non-idempotent are checked; a tool
 * with no hint at all gets side-effects-undeclared alone (one finding for one cause).
 */
export default defineRule({
  meta: {
    id: 'idempotency-key-missing',
    severity: 'warning',
    description: 'A non-idempotent tool takes no required idempotency_key.',
    layer: 'side-effects',
  },
  check({ model, report }) {
    for (const tool of model.tools) {
      if (tool.sideEffects !== 'non_idempotent') continue;
      if (model.format === 'mcp-tools-list' && tool.sideEffectsSource !== 'annotations') continue;
      const schema = tool.inputSchema;
      if (!isObject(schema)) continue; // not a schema: input-schema-invalid
      const owner = tool.name ?? 'This tool';
      const key = isObject(schema.properties) ? Object.keys(schema.properties).find(isIdempotencyKeyName) : undefined;
      if (key === undefined) {
        report({
          path: [...tool.inputSchemaPath, 'properties'],
          rangePath: [...tool.path, 'name'],
          message:
            `${owner} is non-idempotent and takes no idempotency_key, so a retry after a timeout does it twice: ` +
            `add a required idempotency_key string the tool deduplicates on.`,
        });
      } else if (!requiredNames(schema).has(key)) {
        report({
          path: [...tool.inputSchemaPath, 'properties', key],
          part: 'key',
          message:
            `"${key}" of ${owner} is optional, so a caller that leaves it out loses replay protection: ` +
            `list it in required.`,
        });
      }
    }
  },
  fix({ tool }) {
    const schema = tool?.inputSchema;
    if (!tool || !isObject(schema)) return [];
    const names = isObject(schema.properties) ? Object.keys(schema.properties) : [];
    const existing = names.find(isIdempotencyKeyName);
    // A required input added (or made required) breaks callers that do not send it: a suggestion.
    if (existing !== undefined) {
      return [{ title: `Mark ${existing} as required`, kind: 'suggestion', preferred: true, write: (editor) => requireNames(editor, tool.inputSchemaPath, schema, [existing]) }];
    }
    const name = idempotencyKeyName(names);
    return [
      {
        title: `Add a required ${name} input`,
        kind: 'suggestion',
        preferred: true,
        write: (editor) => addRequiredProperties(editor, tool.inputSchemaPath, schema, [[name, idempotencyKeySchema()]]),
      },
    ];
  },
});
