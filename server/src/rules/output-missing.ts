import { isMutating, MCP_AND_CONTRACT } from '../engine/model';
import { executeOutputSchema, namingStyleOf } from '../engine/fixes/templates';
import { returnsSentence, shortened } from '../engine/heuristics/descriptions';
import { defineRule } from '../engine/rule';
import { topLevelProperties } from '../engine/schemaWalk';

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
    scope: 'tool',
    formats: MCP_AND_CONTRACT, // provider definitions have no outputSchema to declare
  },
  check({ model, report }) {
    for (const tool of model.tools) {
      if (tool.outputSchema !== undefined) continue; // null or a non-object: the schema rules say why
      // "Returns an array of historical data points (date, high, low, close, volume)" (stockquotes' get_historical_data:
      // round 61, reader g2): the fields are named, in prose only.
      const returns = returnsSentence(tool.description);
      report({
        path: tool.outputSchemaPath,
        rangePath: tool.path.concat('name'),
        message:
          returns !== undefined
            ? `${tool.name ?? 'This tool'} declares no outputSchema: its description says what comes back (${JSON.stringify(shortened(returns, 140))}), but in prose only: no field is typed or required, so an agent learns their types only from a sample, and a client cannot check what it got. Declare an object outputSchema.`
            : `${tool.name ?? 'This tool'} declares no outputSchema: an agent cannot know which fields come back, or what they mean, until it has called the tool. Declare an object outputSchema.`,
      });
    }
  },
  fix({ tool }) {
    if (!tool || tool.outputSchema !== undefined) return [];
    // A skeleton for the author to fill in, not a finished schema: a suggestion. A mutating
    // tool's skeleton already returns its receipt (mutation-no-receipt would ask next).
    const style = namingStyleOf(topLevelProperties(tool.inputSchema, tool.inputSchemaPath).map((p) => p.name));
    const skeleton = isMutating(tool) ? receiptOnly(executeOutputSchema(style)) : { type: 'object', properties: {} };
    const after = 'inputSchema' in tool.raw ? 'inputSchema' : undefined;
    return [{ title: 'Add an output schema (an object skeleton to fill in)', kind: 'suggestion', preferred: true, write: (editor) => editor.insertMembers(tool.path, [['outputSchema', skeleton]], { after }) }];
  },
});

/** The execute output reduced to what a receipt needs: status and receipt_id. */
function receiptOnly(schema: Record<string, unknown>): Record<string, unknown> {
  const required = schema.required as string[];
  const properties = schema.properties as Record<string, unknown>;
  return { type: 'object', properties: Object.fromEntries(required.map((name) => [name, properties[name]])), required };
}
