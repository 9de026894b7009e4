import { ruleTable, rangeOn } from '../helpers/ruleTester';
import { contract, mcpList, readTool } from '../helpers/contracts';

ruleTable('tool-name-duplicate', {
  valid: [
    { name: 'distinct names', doc: contract([readTool(), readTool({ name: 'list_tickets' })]) },
    { name: 'names differing only in case are distinct', doc: contract([readTool({ name: 'Get' }), readTool({ name: 'get' })]) },
  ],
  invalid: [
    {
      name: 'the second of two, related to the first',
      doc: contract([readTool(), readTool()]),
      findings: [{ pointer: '/tools/1/name', related: ['/tools/0/name'] }],
    },
    {
      name: 'three of a kind give two findings, exact range on the name value',
      doc: '{"tools":[{"name":"a"},\n{"name":"a"},\n{"name":"a"}]}',
      fileName: 'x.tools.json',
      findings: [
        { pointer: '/tools/1/name', range: rangeOn(1, 8, 11) },
        { pointer: '/tools/2/name', range: rangeOn(2, 8, 11) },
      ],
    },
    {
      name: 'in an MCP tools/list result',
      doc: mcpList([{ name: 'x', inputSchema: { type: 'object' } }, { name: 'x', inputSchema: { type: 'object' } }]),
      fileName: 'list.tools.json',
      findings: [{ pointer: '/tools/1/name' }],
    },
  ],
});
