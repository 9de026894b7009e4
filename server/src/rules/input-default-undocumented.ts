import { isObject, valueAt } from '../engine/document';
import { toolLabel } from '../engine/embeddedSchemas';
import { documentDefault } from '../engine/fixes/schemaEdits';
import { defaultSentence, mentionsDefault } from '../engine/heuristics/descriptions';
import { defineRule } from '../engine/rule';
import { forEachProperty } from '../engine/schemaWalk';

/** A default the agent cannot see is a behaviour it cannot plan for. */
export default defineRule({
  meta: {
    id: 'input-default-undocumented',
    severity: 'info',
    description: "An input's default is not mentioned in its description.",
    layer: 'input',
  },
  check({ model, report }) {
    for (const tool of model.tools) {
      forEachProperty(tool.inputSchema, tool.inputSchemaPath, (property) => {
        const schema = property.schema;
        if (!isObject(schema) || !('default' in schema)) return;
        const description = typeof schema.description === 'string' ? schema.description : undefined;
        if (mentionsDefault(description, schema.default)) return;
        const sentence = defaultSentence(schema.default);
        report({
          path: [...property.path, 'default'],
          part: 'key',
          message: `The default of "${property.name}" in ${toolLabel(tool)}'s input is not in its description: an agent that leaves the value out should know what it gets, without reading the schema's keywords. End the description with: ${sentence}`,
        });
      });
    }
  },
  fix({ finding, document }) {
    const propertyPath = finding.path.slice(0, -1);
    const schema = valueAt(document.value, propertyPath);
    if (!isObject(schema) || !('default' in schema)) return [];
    const sentence = defaultSentence(schema.default);
    const title = typeof schema.description === 'string' && schema.description.trim() !== ''
      ? `Document the default: end the description with: ${sentence}`
      : `Document the default: add the description: ${sentence}`;
    // Prose only: the contract's behaviour does not change, and there is nothing to choose.
    return [{ title, kind: 'safe', preferred: true, write: (editor) => documentDefault(editor, propertyPath, schema, schema.default) }];
  },
});
