import { ruleTable, rangeOn } from '../helpers/ruleTester';
import { contractText, fixTable } from '../fixes/fixTester';
import { contract, mcpList, mutationTrio, readTool, listOpenTool } from '../helpers/contracts';

const params = (properties: Record<string, unknown>) => readTool({ inputSchema: { type: 'object', properties, required: Object.keys(properties) } });

ruleTable('input-enum-candidate', {
  valid: [
    { name: 'the sample tool and the mutation trio', doc: contract([readTool(), ...mutationTrio()]) },
    { name: "the seed's tickets.list_open (status has its enum)", doc: contract([listOpenTool()]) },
    {
      name: 'closed-set names that are already constrained, or not strings, or open registries',
      doc: contract([
        params({
          status: { type: 'string', enum: ['open', 'closed'] },
          kind: { type: 'string', const: 'bug' },
          mode: { type: 'string', pattern: '^(fast|safe)$' },
          level: { type: 'integer', minimum: 1, maximum: 5 },
          content_type: { type: 'string', description: 'A MIME type.' },
          role_id: { type: 'string', description: 'The role to grant.' },
          type_name: { type: 'string' },
        }),
      ]),
    },
    { name: 'output fields are not inputs', doc: contract([readTool({ outputSchema: { type: 'object', properties: { status: { type: 'string' } } } })]) },
    {
      name: 'an MCP tool with an enum',
      doc: mcpList([{ name: 'list', inputSchema: { type: 'object', properties: { sort_order: { type: 'string', enum: ['asc', 'desc'] } } }, annotations: { readOnlyHint: true } }]),
      fileName: 'server.tools.json',
    },
  ],
  invalid: [
    {
      name: 'names ending with a closed-set word, in snake_case and camelCase',
      doc: contract([params({ status: { type: 'string' }, sort_order: { type: 'string' }, userRole: { type: ['string', 'null'] }, sortBy: { type: 'string' } })]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/status', message: '"status" in get_ticket\'s input is a free string, but a "status" takes one of a few values' },
        { pointer: '/tools/0/inputSchema/properties/sort_order' },
        { pointer: '/tools/0/inputSchema/properties/userRole' },
        { pointer: '/tools/0/inputSchema/properties/sortBy' },
      ],
    },
    {
      name: 'a description that lists the values: named in the message',
      doc: contract([params({ bucket: { type: 'string', description: 'One of open, closed or draft.' } })]),
      findings: [
        {
          pointer: '/tools/0/inputSchema/properties/bucket',
          message: 'its description lists its values (open, closed, draft): a value outside them passes the input layer and returns wrong data. Add "enum": ["open","closed","draft"].',
        },
      ],
    },
    {
      name: 'at any depth, exact range on the key',
      doc: '{"name":"x","version":"1.0.0","tools":[{"name":"t","description":"d","inputSchema":{"type":"object","properties":{"filter":{"type":"object","properties":{\n"priority":{"type":"string"}}}}}}]}',
      findings: [{ pointer: '/tools/0/inputSchema/properties/filter/properties/priority', range: rangeOn(1, 0, 10) }],
    },
    {
      name: 'in an MCP tools/list result, a pipe-separated list in parentheses',
      doc: mcpList([{ name: 'list', inputSchema: { type: 'object', properties: { bucket: { type: 'string', description: 'Which bucket (hot|warm|cold).' } } }, annotations: { readOnlyHint: true } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/bucket', message: '(hot, warm, cold)' }],
    },
  ],
});

const filterTool = (property: string) => `    {
      "name": "list_tickets",
      "description": "Lists tickets.",
      "sideEffects": "read_only",
      "inputSchema": {
        "type": "object",
        "properties": {
          ${property}
        },
        "required": ["status"]
      }
    }`;

fixTable('input-enum-candidate', {
  fixes: [
    {
      name: 'the values the description lists become the enum, after type',
      doc: contractText(filterTool('"status": { "type": "string", "description": "One of open, closed or draft." } // the filter')),
      title: 'Add enum ["open", "closed", "draft"] to status',
      kind: 'suggestion',
      preferred: true,
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "list_tickets",
      "description": "Lists tickets.",
      "sideEffects": "read_only",
      "inputSchema": {
        "type": "object",
        "properties": {
          "status": { "type": "string", "enum": ["open", "closed", "draft"], "description": "One of open, closed or draft." } // the filter
        },
        "required": ["status"]
      }
    }
  ]
}
`,
    },
    {
      name: 'a property written over several lines',
      doc: contractText(filterTool('"status": {\n            "type": "string",\n            "description": "Ticket state (open|closed)."\n          }')),
      title: 'Add enum ["open", "closed"] to status',
      kind: 'suggestion',
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "list_tickets",
      "description": "Lists tickets.",
      "sideEffects": "read_only",
      "inputSchema": {
        "type": "object",
        "properties": {
          "status": {
            "type": "string",
            "enum": ["open", "closed"],
            "description": "Ticket state (open|closed)."
          }
        },
        "required": ["status"]
      }
    }
  ]
}
`,
    },
  ],
  noFix: [{ name: 'a closed-set name whose description lists nothing: no values to add', doc: contractText(filterTool('"status": { "type": "string", "description": "The ticket status." }')) }],
});
