import { ruleTable, rangeOn } from '../helpers/ruleTester';
import { contract, edited, mcpList, readTool } from '../helpers/contracts';

ruleTable('contract-schema', {
  valid: [
    { name: 'a complete contract', doc: contract([readTool()]) },
    { name: 'x- extension fields are allowed on the root and on tools', doc: contract([readTool({ 'x-owner': 'team-foo' })], { 'x-generated': true }) },
    { name: 'a missing version is version-invalid\'s finding, not this one', doc: edited(contract([readTool()]), (c) => delete c.version) },
    { name: 'an error entry without a type is errors-untyped\'s finding', doc: contract([readTool({ errors: [{ description: 'x' }, 'An error occurred'] })]) },
    { name: 'an MCP tools/list result is not a contract', doc: mcpList([{ name: 'x', inputSchema: { type: 'object' }, unknownField: 1 }]), fileName: 'list.tools.json' },
  ],
  invalid: [
    {
      name: 'a typo in a tool field, at its key',
      doc: contract([readTool({ sideEffect: 'read_only' })]),
      findings: [{ pointer: '/tools/0/sideEffect', message: 'Property "sideEffect" is not allowed here.' }],
    },
    {
      name: 'a tool that is a string',
      doc: contract([readTool(), 'list_tickets' as never]),
      findings: [{ pointer: '/tools/1', message: 'Must be object.' }],
    },
    {
      name: 'a bad sideEffects value, exact range',
      doc: '{"name":"n","version":"1.0.0","tools":[{"name":"t","description":"d","inputSchema":{"type":"object"},\n"sideEffects":"write"}]}',
      findings: [{ pointer: '/tools/0/sideEffects', range: rangeOn(1, 14, 21), message: '"read_only", "idempotent", "non_idempotent"' }],
    },
    {
      name: 'missing tool description, drawn on the tool name',
      doc: '{"name":"n","version":"1.0.0","tools":[\n{"name":"t","inputSchema":{"type":"object"}}]}',
      findings: [{ pointer: '/tools/0', range: rangeOn(1, 8, 11), message: 'Missing required property "description".' }],
    },
    {
      name: 'an empty tools list',
      doc: contract([]),
      findings: [{ pointer: '/tools' }],
    },
  ],
});
