import { defineRule } from '../engine/rule';

/**
 * A tool that says nothing about what it returns leaves every caller to guess field
 * names and units from a sample. The other output rules stay silent on such a tool:
 * this one finding is the cause.
 */
export default defineRule({
  meta: {
    id: 'output-missing',
    severity: 'warning',
    description: 'A tool declares no outputSchema.',
    layer: 'output',
  },
  check({ model, report }) {
    for (const tool of model.tools) {
      if (tool.outputSchema !== undefined) continue; // null or a non-object: the schema rules say why
      report({
        path: tool.outputSchemaPath,
        rangePath: [...tool.path, 'name'],
        message: `${tool.name ?? 'This tool'} declares no outputSchema: an agent cannot know which fields come back, or what they mean, until it has called the tool. Declare an object outputSchema.`,
      });
    }
  },
});
