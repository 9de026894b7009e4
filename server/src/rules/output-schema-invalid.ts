import { checkEmbeddedSchema, toolLabel } from '../engine/embeddedSchemas';
import { defineRule } from '../engine/rule';

/**
 * The outputSchema half of meta-validating every embedded schema. Whether the output is
 * an object is output-not-object's business; a missing one is output-missing's.
 */
export default defineRule({
  meta: {
    id: 'output-schema-invalid',
    severity: 'error',
    description: 'outputSchema is not a valid JSON Schema (dialect, meta-schema, patterns, local $refs).',
    layer: 'output',
    scope: 'tool',
  },
  check({ model, report }) {
    for (const tool of model.tools) {
      if (tool.outputSchema === undefined) continue;
      checkEmbeddedSchema(tool.outputSchema, tool.outputSchemaPath, `${toolLabel(tool)}'s outputSchema`, 'result').forEach(report);
    }
  },
});
