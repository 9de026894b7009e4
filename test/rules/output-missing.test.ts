import { ruleTable, rangeOn } from '../helpers/ruleTester';
import { contract, mcpList, mutationTrio, readTool } from '../helpers/contracts';

ruleTable('output-missing', {
  valid: [
    { name: 'a tool with an output schema', doc: contract([readTool()]) },
    { name: 'the mutation trio', doc: contract(mutationTrio()) },
    { name: 'an output schema that is null is the schema rules’ business', doc: contract([readTool({ outputSchema: null })]) },
    {
      name: 'an MCP tool with an output schema',
      doc: mcpList([{ name: 'list', inputSchema: { type: 'object' }, outputSchema: { type: 'object', properties: {} }, annotations: { readOnlyHint: true } }]),
      fileName: 'server.tools.json',
    },
  ],
  invalid: [
    {
      name: 'no outputSchema: pointer where it belongs, message names the tool',
      doc: contract([readTool({ outputSchema: undefined })]),
      findings: [{ pointer: '/tools/0/outputSchema', message: 'get_ticket declares no outputSchema' }],
    },
    {
      name: 'exact range on the tool name',
      doc: '{"name":"x","version":"1.0.0","tools":[\n{"name":"get_stats","description":"d","inputSchema":{"type":"object"}}]}',
      findings: [{ pointer: '/tools/0/outputSchema', range: rangeOn(1, 8, 19) }],
    },
    {
      name: 'only the tools without one',
      doc: contract([readTool(), readTool({ name: 'list_tickets', outputSchema: undefined }), readTool({ name: 'count_tickets', outputSchema: undefined })]),
      findings: [{ pointer: '/tools/1/outputSchema', message: 'list_tickets' }, { pointer: '/tools/2/outputSchema', message: 'count_tickets' }],
    },
    {
      name: 'in an MCP tools/list result',
      doc: mcpList([{ name: 'list', inputSchema: { type: 'object' }, annotations: { readOnlyHint: true } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/outputSchema' }],
    },
  ],
});
