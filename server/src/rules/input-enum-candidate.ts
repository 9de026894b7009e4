import { isObject, valueAt } from '../engine/document';
import { toolLabel } from '../engine/embeddedSchemas';
import { closedSetWord, valuesListedIn } from '../engine/heuristics/closedSetWords';
import { defineRule } from '../engine/rule';
import { forEachProperty, isConstrainedString, isStringSchema } from '../engine/schemaWalk';

/**
 * A free string that takes one of a few values lets a wrong value through the input
 * layer. Named by its last word (closedSetWords.ts) or betrayed by its description.
 */
export default defineRule({
  meta: {
    id: 'input-enum-candidate',
    severity: 'warning',
    description: 'A string input that takes a closed set of values (by its name or its description) has no enum.',
    layer: 'input',
  },
  check({ model, report }) {
    for (const tool of model.tools) {
      forEachProperty(tool.inputSchema, tool.inputSchemaPath, (property) => {
        const candidate = enumCandidate(property.name, property.schema);
        if (!candidate) return;
        const where = `"${property.name}" in ${toolLabel(tool)}'s input`;
        const message = candidate.values
          ? `${where} is a free string, but its description lists its values (${candidate.values.join(', ')}): a value outside them passes the input layer and returns wrong data. Add "enum": ${JSON.stringify(candidate.values)}.`
          : `${where} is a free string, but a "${candidate.word}" takes one of a few values: a misspelt value passes the input layer and returns wrong data. Add an enum of the accepted values.`;
        report({ path: property.path, part: 'key', message });
      });
    }
  },
  fix({ finding, document }) {
    const name = finding.path[finding.path.length - 1];
    const schema = valueAt(document.value, finding.path);
    const values = typeof name === 'string' ? enumCandidate(name, schema)?.values : undefined;
    if (!values || !isObject(schema)) return [];
    // The values are read from prose, and an enum narrows what callers may send: a suggestion.
    return [{ title: `Add enum ${JSON.stringify(values).replace(/,/g, ', ')} to ${name}`, kind: 'suggestion', preferred: true, write: (editor) => editor.insertMembers(finding.path, [['enum', values]], { after: 'type' }) }];
  },
});

export interface EnumCandidate {
  /** The closed-set word of the name, when the name gave it away. */
  readonly word?: string;
  /** The values the description lists, for the *Add enum* fix. */
  readonly values?: string[];
}

/** Why a property should have an enum, or undefined when it should not (or already has one). */
export function enumCandidate(name: string, schema: unknown): EnumCandidate | undefined {
  if (!isStringSchema(schema) || isConstrainedString(schema)) return undefined;
  const description = isObject(schema) && typeof schema.description === 'string' ? schema.description : undefined;
  const values = valuesListedIn(description);
  const word = closedSetWord(name);
  if (!values && !word) return undefined;
  return { word, values };
}
