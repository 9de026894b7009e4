import { isObject } from '../engine/document';
import { checkEmbeddedSchema, toolLabel } from '../engine/embeddedSchemas';
import { defineRule } from '../engine/rule';

const JSON_TYPES = ['array', 'boolean', 'integer', 'null', 'number', 'object', 'string'];

/**
 * The arguments of a tool call are always one JSON object, so on top of being a valid
 * schema (shared with output-schema-invalid) an inputSchema must say `type: "object"`.
 */
export default defineRule({
  meta: {
    id: 'input-schema-invalid',
    severity: 'error',
    description: 'inputSchema is not a valid JSON Schema (dialect, meta-schema, patterns, local $refs), or its type is not object.',
    layer: 'input',
    scope: 'tool',
  },
  check({ model, report }) {
    for (const tool of model.tools) {
      const schema = tool.inputSchema;
      if (schema === undefined) continue; // a missing inputSchema is the contract schema's to report
      const label = `${toolLabel(tool)}'s inputSchema`;
      const findings = checkEmbeddedSchema(schema, tool.inputSchemaPath, label, 'call');
      findings.forEach(report);
      if (typeof schema === 'boolean') {
        report({
          path: tool.inputSchemaPath,
          message: `${label} is ${schema}, which ${schema ? 'accepts any arguments at all' : 'rejects every call'}: the agent learns nothing about what to send. Tool arguments are an object: write { "type": "object", "properties": { … } }.`,
        });
        continue;
      }
      if (!isObject(schema)) continue;
      const type = schema.type;
      if (type === undefined) {
        report({
          path: tool.inputSchemaPath,
          part: 'key',
          message: `${label} has no "type": tool arguments are always a JSON object, and hosts such as MCP clients require "type": "object". Add it.`,
        });
      } else if (type !== 'object' && !isOnlyObject(type) && isWellFormedType(type)) {
        report({
          path: tool.inputSchemaPath.concat('type'),
          message: `${label} has type ${JSON.stringify(type)}, but tool arguments are always a JSON object: the agent cannot send anything else. Use "type": "object" with the values as properties.`,
        });
      }
    }
  },
});

function isOnlyObject(type: unknown): boolean {
  return Array.isArray(type) && type.length === 1 && type[0] === 'object';
}

/** A malformed `type` is already reported by meta-validation at the same node: say it once. */
function isWellFormedType(type: unknown): boolean {
  if (typeof type === 'string') return JSON_TYPES.includes(type);
  return Array.isArray(type) && type.length > 0 && type.every((t) => typeof t === 'string' && JSON_TYPES.includes(t));
}
