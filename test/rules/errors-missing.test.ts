import { ruleTable, rangeOn } from '../helpers/ruleTester';
import { contractText, fixTable } from '../fixes/fixTester';
import { contract, mcpList, mutationTrio, readTool } from '../helpers/contracts';

ruleTable('errors-missing', {
  valid: [
    { name: 'the standard errors', doc: contract([readTool()]) },
    { name: 'the mutation trio', doc: contract(mutationTrio()) },
    { name: 'one error type is enough for this rule', doc: contract([readTool({ errors: [{ type: 'not_found', description: 'No such ticket.' }] })]) },
    { name: 'errors that are not an array are contract-schema’s', doc: contract([readTool({ errors: { type: 'not_found' } })]) },
    {
      name: 'silent for MCP tools/list, which cannot declare errors',
      doc: mcpList([{ name: 'list', inputSchema: { type: 'object' }, outputSchema: { type: 'object' }, annotations: { readOnlyHint: true } }]),
      fileName: 'server.tools.json',
    },
  ],
  invalid: [
    {
      name: 'no errors: pointer where they belong, message names the standard types',
      doc: contract([readTool({ errors: undefined })]),
      findings: [{ pointer: '/tools/0/errors', message: /get_ticket declares no error types.*invalid_input, unauthorised, not_found, rate_limited, upstream_error/ }],
    },
    {
      name: 'exact range on the tool name',
      doc: '{"name":"x","version":"1.0.0","tools":[\n{"name":"get_stats","description":"d","inputSchema":{"type":"object"}}]}',
      findings: [{ pointer: '/tools/0/errors', range: rangeOn(1, 8, 19) }],
    },
    {
      name: 'an empty list, on the errors key',
      doc: '{"name":"x","version":"1.0.0","tools":[\n{"name":"get_stats","errors":[]}]}',
      findings: [{ pointer: '/tools/0/errors', range: rangeOn(1, 20, 28) }],
    },
    {
      name: 'only the tools without them',
      doc: contract([readTool({ errors: [] }), readTool({ name: 'list_tickets' }), readTool({ name: 'count_tickets', errors: undefined })]),
      findings: [{ pointer: '/tools/0/errors' }, { pointer: '/tools/2/errors', message: 'count_tickets' }],
    },
  ],
});

const exportTool = (errors: string) => `    {
      "name": "export_report",
      "description": "Exports a report.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object" },
      "outputSchema": { "type": "object", "properties": { "url": { "type": "string" } } }${errors}
    }`;

fixTable('errors-missing', {
  fixes: [
    {
      name: 'the five standard types, with retry_after_ms on rate_limited, after the last member',
      doc: contractText(exportTool(' // no errors yet')),
      title: 'Add the standard error types (invalid_input, unauthorised, not_found, rate_limited, upstream_error)',
      kind: 'suggestion',
      preferred: true,
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "export_report",
      "description": "Exports a report.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object" },
      "outputSchema": { "type": "object", "properties": { "url": { "type": "string" } } }, // no errors yet
      "errors": [
        {
          "type": "invalid_input",
          "description": "An argument is missing, malformed or out of range; the message says which."
        },
        { "type": "unauthorised", "description": "The caller may not do this." },
        { "type": "not_found", "description": "The target does not exist." },
        {
          "type": "rate_limited",
          "description": "Too many calls; wait before retrying.",
          "fields": {
            "retry_after_ms": {
              "type": "integer",
              "minimum": 0,
              "description": "Milliseconds to wait before retrying."
            }
          }
        },
        {
          "type": "upstream_error",
          "description": "The service behind the tool failed; retrying later may help."
        }
      ]
    }
  ]
}
`,
    },
    {
      name: 'an empty errors list is filled',
      doc: contractText(exportTool(',\n      "errors": []')),
      title: 'Add the standard error types (invalid_input, unauthorised, not_found, rate_limited, upstream_error)',
      kind: 'suggestion',
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "export_report",
      "description": "Exports a report.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object" },
      "outputSchema": { "type": "object", "properties": { "url": { "type": "string" } } },
      "errors": [
        {
          "type": "invalid_input",
          "description": "An argument is missing, malformed or out of range; the message says which."
        },
        { "type": "unauthorised", "description": "The caller may not do this." },
        { "type": "not_found", "description": "The target does not exist." },
        {
          "type": "rate_limited",
          "description": "Too many calls; wait before retrying.",
          "fields": {
            "retry_after_ms": {
              "type": "integer",
              "minimum": 0,
              "description": "Milliseconds to wait before retrying."
            }
          }
        },
        {
          "type": "upstream_error",
          "description": "The service behind the tool failed; retrying later may help."
        }
      ]
    }
  ]
}
`,
    },
  ],
});
