import { isObject } from '../engine/document';
import { toolLabel } from '../engine/embeddedSchemas';
import { valuesListedIn } from '../engine/heuristics/closedSetWords';
import { freeFormQueryWord, namesGrammar } from '../engine/heuristics/queryWords';
import { defineRule } from '../engine/rule';
import { forEachProperty, isConstrainedString, isStringSchema } from '../engine/schemaWalk';

/**
 * A query string whose language nobody wrote down: the agent invents a syntax, and each
 * call drifts. A description that lists the values makes it an enum candidate instead
 * (input-enum-candidate), so this rule stays silent there.
 */
export default defineRule({
  meta: {
    id: 'input-free-form-query',
    severity: 'warning',
    description: 'A string input named like a query language has no enum/pattern/format and its description names no grammar.',
    layer: 'input',
  },
  check({ model, report }) {
    for (const tool of model.tools) {
      forEachProperty(tool.inputSchema, tool.inputSchemaPath, (property) => {
        const schema = property.schema;
        if (!isStringSchema(schema) || isConstrainedString(schema)) return;
        if (!freeFormQueryWord(property.name)) return;
        const description = isObject(schema) && typeof schema.description === 'string' ? schema.description : undefined;
        if (namesGrammar(description) || valuesListedIn(description)) return;
        report({
          path: property.path,
          part: 'key',
          message: `"${property.name}" in ${toolLabel(tool)}'s input is a free-form query string with no grammar: the agent guesses a syntax and its calls drift. Replace it with named fields to search on, or name the query language in the description (or constrain it with a pattern).`,
        });
      });
    }
  },
});
