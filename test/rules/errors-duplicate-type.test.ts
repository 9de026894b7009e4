import { ruleTable, rangeOn } from '../helpers/ruleTester';
import { STANDARD_ERRORS, contract, mcpList, readTool } from '../helpers/contracts';

ruleTable('errors-duplicate-type', {
  valid: [
    { name: 'the standard errors', doc: contract([readTool()]) },
    { name: 'two tools may share types', doc: contract([readTool(), readTool({ name: 'list_tickets' })]) },
    { name: 'types are compared exactly (the second is errors-untyped’s)', doc: contract([readTool({ errors: [{ type: 'not_found' }, { type: 'Not_Found' }] })]) },
    {
      name: 'silent for MCP tools/list',
      doc: mcpList([{ name: 'list', inputSchema: { type: 'object' }, annotations: { readOnlyHint: true }, errors: [{ type: 'a' }, { type: 'a' }] }]),
      fileName: 'server.tools.json',
    },
  ],
  invalid: [
    {
      name: 'a repeat, related to the first',
      doc: contract([readTool({ errors: [...STANDARD_ERRORS, { type: 'not_found', description: 'The project does not exist.' }] })]),
      findings: [{ pointer: '/tools/0/errors/5/type', related: ['/tools/0/errors/2/type'], message: 'get_ticket declares the error type "not_found" twice' }],
    },
    {
      name: 'three of a kind give two findings, both related to the first',
      doc: contract([readTool({ errors: [{ type: 'rate_limited' }, { type: 'not_found' }, { type: 'rate_limited' }, { type: 'rate_limited' }] })]),
      findings: [
        { pointer: '/tools/0/errors/2/type', related: ['/tools/0/errors/0/type'] },
        { pointer: '/tools/0/errors/3/type', related: ['/tools/0/errors/0/type'] },
      ],
    },
    {
      name: 'exact range on the repeated type value; untyped entries are skipped',
      doc: '{"name":"x","version":"1.0.0","tools":[{"name":"t","errors":[{"type":"a"},"b",{},\n{"type":"a"}]}]}',
      findings: [{ pointer: '/tools/0/errors/3/type', range: rangeOn(1, 8, 11), related: ['/tools/0/errors/0/type'] }],
    },
  ],
});
