import { ruleTable, rangeOn } from '../helpers/ruleTester';
import { contract, mcpList, mutationTrio, readTool } from '../helpers/contracts';

const ticket = { type: 'object', properties: { id: { type: 'string' } } };
const output = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ outputSchema: { type: 'object', properties, ...extra } });

ruleTable('output-list-unpaginated', {
  valid: [
    { name: 'no list at all', doc: contract([readTool()]) },
    { name: 'a preview’s side_effects bounded with maxItems', doc: contract(mutationTrio()) },
    { name: 'a list with next_cursor', doc: contract([readTool(output({ tickets: { type: 'array', items: ticket }, next_cursor: { type: ['string', 'null'] }, total_count: { type: 'integer' } }))]) },
    { name: 'a list with nextCursor', doc: contract([readTool(output({ tickets: { type: 'array', items: ticket }, nextCursor: { type: ['string', 'null'] } }))]) },
    { name: 'a list nested below the top level is not the page', doc: contract([readTool(output({ ticket: { type: 'object', properties: { tags: { type: 'array', items: { type: 'string' } } } } }))]) },
    { name: 'a bare array output is output-not-object’s', doc: contract([readTool({ outputSchema: { type: 'array', items: ticket } })]) },
    { name: 'no output is output-missing’s', doc: contract([readTool({ outputSchema: undefined })]) },
    {
      name: 'an MCP tool whose list is bounded',
      doc: mcpList([{ name: 'list', inputSchema: { type: 'object' }, outputSchema: output({ items: { type: 'array', maxItems: 100 } }).outputSchema, annotations: { readOnlyHint: true } }]),
      fileName: 'server.tools.json',
    },
  ],
  invalid: [
    {
      name: 'an unbounded list and no cursor, on the property key',
      doc: contract([readTool(output({ tickets: { type: 'array', items: ticket }, total_count: { type: 'integer' } }))]),
      findings: [{ pointer: '/tools/0/outputSchema/properties/tickets', message: '"tickets" in get_ticket\'s output is a list with no maxItems and no next_cursor' }],
    },
    {
      name: 'exact range on the key',
      doc: '{"name":"x","version":"1.0.0","tools":[{"name":"t","description":"d","inputSchema":{"type":"object"},\n"outputSchema":{"type":"object","properties":{"items":{"type":"array"}}}}]}',
      findings: [{ pointer: '/tools/0/outputSchema/properties/items', range: rangeOn(1, 46, 53) }],
    },
    {
      name: 'a nullable list in an output with no type but properties; the bounded one passes',
      doc: contract([readTool({ outputSchema: { properties: { open: { type: ['array', 'null'] }, closed: { type: 'array' }, recent: { type: 'array', maxItems: 10 } } } })]),
      findings: [{ pointer: '/tools/0/outputSchema/properties/open' }, { pointer: '/tools/0/outputSchema/properties/closed' }],
    },
    {
      name: 'a nullable object output',
      doc: contract([readTool({ outputSchema: { type: ['object', 'null'], properties: { rows: { type: 'array' } } } })]),
      findings: [{ pointer: '/tools/0/outputSchema/properties/rows' }],
    },
    {
      name: 'in an MCP tools/list result',
      doc: mcpList([{ name: 'list', inputSchema: { type: 'object' }, outputSchema: output({ items: { type: 'array' } }).outputSchema, annotations: { readOnlyHint: true } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/outputSchema/properties/items' }],
    },
  ],
});
