import { ruleTable, rangeOn } from '../helpers/ruleTester';
import { contract, mcpList, readTool } from '../helpers/contracts';

const output = (outputSchema: unknown) => readTool({ outputSchema });

ruleTable('output-schema-invalid', {
  valid: [
    { name: 'the sample tool', doc: contract([readTool()]) },
    { name: 'no output at all (output-missing says so)', doc: contract([output(undefined)]) },
    { name: 'a bare array is a valid schema (output-not-object says the rest)', doc: contract([output({ type: 'array', items: { type: 'string' } })]) },
    { name: 'no type is not required of an output', doc: contract([output({ properties: { id: { type: 'string' } } })]) },
    { name: 'a boolean schema is a valid schema', doc: contract([output(true)]) },
    { name: 'an inputSchema problem is not this rule', doc: contract([readTool({ inputSchema: { type: 'object', properties: { a: { type: 'strin' } } } })]) },
    {
      name: 'an MCP tool with a recursive output',
      doc: mcpList([{ name: 'tree', inputSchema: { type: 'object' }, outputSchema: { type: 'object', $defs: { node: { type: 'object', properties: { children: { type: 'array', items: { $ref: '#/$defs/node' } } } } }, properties: { root: { $ref: '#/$defs/node' } } }, annotations: { readOnlyHint: true } }]),
      fileName: 'server.tools.json',
    },
  ],
  invalid: [
    {
      name: 'a type name instead of a schema, exact range on the value',
      doc: '{"name":"x","version":"1.0.0","tools":[{"name":"t","description":"d","inputSchema":{"type":"object"},\n"outputSchema":"object"}]}',
      findings: [{ pointer: '/tools/0/outputSchema', range: rangeOn(1, 15, 23), message: "t's outputSchema is a string, not a JSON Schema" }],
    },
    {
      name: 'an empty enum admits no value: every result that holds the field fails validation',
      doc: contract([output({ type: 'object', properties: { status: { type: 'string', enum: [] } } })]),
      findings: [{ pointer: '/tools/0/outputSchema/properties/status/enum', message: 'fails every result that holds this field' }],
    },
    {
      name: 'meta-validation problems at their own nodes',
      doc: contract([output({ type: 'object', properties: { total: { type: 'integer', maximum: '10' }, id: { type: 'str' } } })]),
      findings: [
        { pointer: '/tools/0/outputSchema/properties/total/maximum', message: '"maximum" in get_ticket\'s outputSchema is not valid JSON Schema 2020-12: must be number.' },
        { pointer: '/tools/0/outputSchema/properties/id/type' },
      ],
    },
    {
      name: 'an unsupported dialect, on $schema',
      doc: contract([output({ $schema: 'https://json-schema.org/draft/2019-09/schema', type: 'object' })]),
      findings: [{ pointer: '/tools/0/outputSchema/$schema', message: '2019-09' }],
    },
    {
      name: 'a $ref loop, related to where it starts',
      doc: contract([output({ type: 'object', $defs: { ticket: { $ref: '#/$defs/item' }, item: { $ref: '#/$defs/ticket' } }, properties: { ticket: { $ref: '#/$defs/ticket' } } })]),
      findings: [{ pointer: '/tools/0/outputSchema/$defs/item/$ref', related: ['/tools/0/outputSchema/$defs/ticket'] }],
    },
    {
      name: 'in an MCP tools/list result: a $ref to nothing',
      doc: mcpList([{ name: 'get', inputSchema: { type: 'object' }, outputSchema: { type: 'object', properties: { owner: { $ref: '#/$defs/user' } } }, annotations: { readOnlyHint: true } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/outputSchema/properties/owner/$ref', message: 'points at nothing' }],
    },
  ],
});
