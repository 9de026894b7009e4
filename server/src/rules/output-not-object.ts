import { isObject } from '../engine/document';
import { defineRule } from '../engine/rule';
import { schemaTypes } from '../engine/schemaWalk';

/**
 * An output that is a bare array or scalar cannot grow: the next field has nowhere to go.
 * A schema with no `type` but with `properties` is an object in all but name, and passes.
 */
export default defineRule({
  meta: {
    id: 'output-not-object',
    severity: 'error',
    description: 'outputSchema is an array or a scalar instead of an object.',
    layer: 'output',
  },
  check({ model, report }) {
    for (const tool of model.tools) {
      const schema = tool.outputSchema;
      if (!isObject(schema)) continue; // absent: output-missing; not a schema: output-schema-invalid
      const types = schemaTypes(schema);
      if (types.length === 0 || types.includes('object')) continue;
      const shape = types.includes('array') ? 'a bare array' : `a bare ${types.join(' or ')}`;
      const remedy = types.includes('array')
        ? 'wrap it in an object with items, next_cursor and total_count'
        : 'wrap it in an object, e.g. { result: … }';
      report({
        path: [...tool.outputSchemaPath, 'type'],
        message: `The output of ${tool.name ?? 'this tool'} is ${shape}, which cannot grow without breaking callers: ${remedy}.`,
      });
    }
  },
});
