import { isObject, type JsonPath } from '../engine/document';
import type { JsonEditor } from '../engine/fixes/editor';
import type { FixProposal } from '../engine/fixes/model';
import { paginationOutputMembers, styled, type NamingStyle } from '../engine/fixes/templates';
import { defineRule } from '../engine/rule';
import { schemaTypes } from '../engine/schemaWalk';

/** Keywords that describe or anchor the whole schema: they move up to the new object. */
const MOVED_UP = ['$schema', '$id', 'title', 'description', '$defs', 'definitions'];

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
    scope: 'tool',
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
        path: tool.outputSchemaPath.concat('type'),
        message: `The output of ${tool.name ?? 'this tool'} is ${shape}, which cannot grow without breaking callers: ${remedy}.`,
      });
    }
  },
  fix({ tool }) {
    if (!tool || !isObject(tool.outputSchema)) return [];
    const schema = tool.outputSchema;
    const isArray = schemaTypes(schema).includes('array');
    // Wrapping changes the output callers read: never applied without a choice.
    const proposal: FixProposal = isArray
      ? { title: 'Wrap the array in { items, next_cursor, total_count }', kind: 'suggestion', preferred: true, write: (editor) => wrap(editor, tool.outputSchemaPath, schema, 'items') }
      : { title: 'Wrap the value in { result }', kind: 'suggestion', preferred: true, write: (editor) => wrap(editor, tool.outputSchemaPath, schema, 'result') };
    return [proposal];
  },
});

/**
 * Replaces the output schema by an object whose `items` (or `result`) is the old schema as
 * written, comments and all; the keywords that describe the whole output move up to the
 * object. A list also gets next_cursor and total_count, and both required.
 */
function wrap(editor: JsonEditor, path: JsonPath, schema: Record<string, unknown>, field: 'items' | 'result'): void {
  const moved = MOVED_UP.filter((key) => key in schema);
  const inner = editor.editedTextOf(path, (sub) => sub.removeAll(moved.map((key) => path.concat(key))));
  const style: NamingStyle = 'snake';
  const properties: Record<string, unknown> = { [field]: inner };
  if (field === 'items') for (const [name, member] of paginationOutputMembers(style)) properties[name] = member;
  const wrapped: Record<string, unknown> = {};
  for (const key of moved) if (key === '$schema' || key === '$id') wrapped[key] = editor.textOf(path.concat(key));
  wrapped.type = 'object';
  for (const key of moved) if (key === 'title' || key === 'description') wrapped[key] = editor.textOf(path.concat(key));
  wrapped.properties = properties;
  wrapped.required = field === 'items' ? ['items', styled('next_cursor', style)] : ['result'];
  for (const key of moved) if (key === '$defs' || key === 'definitions') wrapped[key] = editor.textOf(path.concat(key));
  editor.replaceNode(path, wrapped);
}
