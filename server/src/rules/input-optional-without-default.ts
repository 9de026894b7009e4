import { isObject } from '../engine/document';
import { toolLabel } from '../engine/embeddedSchemas';
import type { FixProposal } from '../engine/fixes/model';
import { documentDefault, requireNames } from '../engine/fixes/schemaEdits';
import { defaultSentence, defaultText, explainsOmission } from '../engine/heuristics/descriptions';
import { defineRule } from '../engine/rule';
import { isBooleanSchema, schemaTypes, topLevelProperties } from '../engine/schemaWalk';

/**
 * Only the tool's parameters (the root properties of inputSchema) are checked: the
 * fields of an optional filter object are that filter's business, and omitting one
 * there means "do not filter on it".
 */
export default defineRule({
  meta: {
    id: 'input-optional-without-default',
    severity: 'warning',
    description: 'An optional parameter has no default and its description does not say what omitting it means.',
    layer: 'input',
  },
  check({ model, report }) {
    for (const tool of model.tools) {
      for (const property of topLevelProperties(tool.inputSchema, tool.inputSchemaPath)) {
        if (property.required) continue;
        const schema = property.schema;
        if (isObject(schema) && 'default' in schema) continue;
        const description = isObject(schema) && typeof schema.description === 'string' ? schema.description : undefined;
        if (explainsOmission(description)) continue;
        report({
          path: property.path,
          part: 'key',
          message: `"${property.name}" in ${toolLabel(tool)}'s input is optional, has no default, and its description does not say what leaving it out means: the agent has to guess whether to send it. Mark it required, add a default, or say what happens when it is omitted.`,
        });
      }
    }
  },
  fix({ finding, tool }) {
    const name = finding.path[finding.path.length - 1];
    const schema = tool?.inputSchema;
    if (!tool || typeof name !== 'string' || !isObject(schema)) return [];
    const property = isObject(schema.properties) ? schema.properties[name] : undefined;
    const fixes: FixProposal[] = [];
    // Two remedies, so a choice: both are suggestions. A default keeps callers working; prefer it.
    const suggested = suggestedDefault(property);
    if (suggested && isObject(property)) {
      fixes.push({
        title: `Add a default: ${name} defaults to ${defaultText(suggested.value)}`,
        kind: 'suggestion',
        preferred: true,
        write: (editor) => {
          // The description says so too, or input-default-undocumented would ask for it next.
          if (typeof property.description === 'string') {
            editor.insertMembers(finding.path, [['default', suggested.value]]);
            documentDefault(editor, finding.path, property, suggested.value);
          } else {
            editor.insertMembers(finding.path, [['default', suggested.value], ['description', defaultSentence(suggested.value)]]);
          }
        },
      });
    }
    fixes.push({ title: `Mark ${name} as required`, kind: 'suggestion', write: (editor) => requireNames(editor, tool.inputSchemaPath, schema, [name]) });
    return fixes;
  },
});

/**
 * The default the *Add a default* fix offers, where a sensible one exists: null for a
 * nullable property, false for a boolean, the first enum value, the minimum of a bounded
 * number. Undefined when nothing is obvious (the fix is then not offered).
 */
export function suggestedDefault(schema: unknown): { value: unknown } | undefined {
  if (!isObject(schema)) return undefined;
  const types = schemaTypes(schema);
  if (types.includes('null')) return { value: null };
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return { value: schema.enum[0] };
  if (isBooleanSchema(schema)) return { value: false };
  if ((types.includes('integer') || types.includes('number')) && typeof schema.minimum === 'number') return { value: schema.minimum };
  return undefined;
}
