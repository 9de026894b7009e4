import { ruleTable, rangeOn } from '../helpers/ruleTester';
import { contract, mcpList, readTool } from '../helpers/contracts';

ruleTable('tool-name-portability', {
  valid: [
    { name: 'snake_case', doc: contract([readTool({ name: 'tickets_list_open' })]) },
    { name: 'kebab and digits', doc: contract([readTool({ name: 'get-ticket-v2' })]) },
    { name: 'exactly 64 characters', doc: contract([readTool({ name: 'a'.repeat(64) })]) },
  ],
  invalid: [
    {
      name: 'a dot, exact range, with the portable name',
      doc: '{"name":"n","version":"1.0.0","tools":[\n{"name":"tickets.list_open"}]}',
      findings: [{ pointer: '/tools/0/name', range: rangeOn(1, 8, 27), message: '"tickets_list_open"' }],
    },
    {
      name: 'too long',
      doc: contract([readTool({ name: 'a'.repeat(65) })]),
      findings: [{ pointer: '/tools/0/name', message: '65 characters' }],
    },
    {
      name: 'a space and a slash, in an MCP list',
      doc: mcpList([{ name: 'get ticket/by id', inputSchema: { type: 'object' } }]),
      fileName: 'list.tools.json',
      findings: [{ pointer: '/tools/0/name', message: '"get_ticket_by_id"' }],
    },
  ],
});
