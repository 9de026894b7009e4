import { isObject } from '../engine/document';
import { addProperties } from '../engine/fixes/schemaEdits';
import { namingStyleOf, paginationInputMembers, paginationOutputMembers } from '../engine/fixes/templates';
import { defineRule } from '../engine/rule';
import { hasProperty, isArraySchema, propertyNames, schemaTypes, topLevelProperties } from '../engine/schemaWalk';

/** Output properties that carry the cursor for the next page (spec §3.2). */
export const CURSOR_PROPERTIES: readonly string[] = ['next_cursor', 'nextCursor'];

/**
 * A top-level list in an object output with neither a `maxItems` bound nor a
 * cursor: the agent cannot tell a complete answer from the first page of one.
 */
export default defineRule({
  meta: {
    id: 'output-list-unpaginated',
    severity: 'warning',
    description: 'A top-level list in the output has no maxItems bound and the output has no next_cursor.',
    layer: 'output',
  },
  check({ model, report }) {
    for (const tool of model.tools) {
      const schema = tool.outputSchema;
      if (!isObjectSchema(schema)) continue; // absent: output-missing; a bare array: output-not-object
      if (hasCursor(schema)) continue;
      for (const property of topLevelProperties(schema, tool.outputSchemaPath)) {
        if (!isObject(property.schema) || !isArraySchema(property.schema)) continue;
        if ('maxItems' in property.schema) continue; // a malformed bound is the schema rules' business
        report({
          path: property.path,
          part: 'key',
          message: `"${property.name}" in ${tool.name ?? 'this tool'}'s output is a list with no maxItems and no next_cursor: an agent cannot tell whether it got every item or only the first page. Add next_cursor (and total_count) to the output, or bound the list with maxItems.`,
        });
      }
    }
  },
  fix({ tool }) {
    const output = tool?.outputSchema;
    if (!tool || !isObjectSchema(output)) return [];
    const input = isObject(tool.inputSchema) ? tool.inputSchema : undefined;
    const style = namingStyleOf(propertyNames(output));
    const outputMembers = paginationOutputMembers(style).filter(([name]) => !hasProperty(output, name));
    const inputMembers = input ? paginationInputMembers(style).filter(([name]) => !hasProperty(input, name)) : [];
    const names = (members: ReadonlyArray<readonly [string, unknown]>) => members.map(([name]) => name).join(' and ');
    const title = `Add pagination: ${names(outputMembers)} to the output${inputMembers.length ? `, ${names(inputMembers)} to the input` : ''}`;
    // Optional inputs and new output fields keep callers working, and there is one way to do it: safe.
    return [
      {
        title,
        kind: 'safe',
        preferred: true,
        write: (editor) => {
          addProperties(editor, tool.outputSchemaPath, output, outputMembers);
          if (input) addProperties(editor, tool.inputSchemaPath, input, inputMembers);
        },
      },
    ];
  },
});

function isObjectSchema(schema: unknown): schema is Record<string, unknown> {
  if (!isObject(schema)) return false;
  const types = schemaTypes(schema);
  return types.length === 0 ? isObject(schema.properties) : types.includes('object');
}

function hasCursor(schema: unknown): boolean {
  for (const name of CURSOR_PROPERTIES) if (hasProperty(schema, name)) return true;
  return false;
}
