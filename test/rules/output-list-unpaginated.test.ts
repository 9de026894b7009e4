import { ruleTable, rangeOn } from '../helpers/ruleTester';
import { contractText, fixTable } from '../fixes/fixTester';
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

fixTable('output-list-unpaginated', {
  fixes: [
    {
      name: 'next_cursor and total_count join the output, cursor and limit the input (a JSON.stringify layout)',
      doc: contract([readTool({
        name: 'list_tickets',
        inputSchema: { type: 'object', properties: { project: { type: 'string', description: 'The project key.' } }, required: ['project'] },
        outputSchema: { type: 'object', properties: { tickets: { type: 'array', items: { type: 'string' } } }, required: ['tickets'] },
      })]),
      title: 'Add pagination: next_cursor and total_count to the output, cursor and limit to the input',
      kind: 'safe',
      preferred: true,
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "list_tickets",
      "description": "Reads one ticket by id.",
      "sideEffects": "read_only",
      "annotations": {
        "readOnlyHint": true
      },
      "inputSchema": {
        "type": "object",
        "properties": {
          "project": {
            "type": "string",
            "description": "The project key."
          },
          "cursor": {
            "type": "string",
            "description": "The next_cursor of the previous page; omit it for the first page."
          },
          "limit": {
            "type": "integer",
            "minimum": 1,
            "maximum": 200,
            "default": 50,
            "description": "How many items to return, 1 to 200. Defaults to 50."
          }
        },
        "required": [
          "project"
        ]
      },
      "outputSchema": {
        "type": "object",
        "properties": {
          "tickets": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "next_cursor": {
            "type": [
              "string",
              "null"
            ],
            "description": "Pass as cursor to get the next page; null on the last page."
          },
          "total_count": {
            "type": "integer",
            "minimum": 0,
            "description": "How many items there are in all pages."
          }
        },
        "required": [
          "tickets"
        ]
      },
      "errors": [
        {
          "type": "invalid_input",
          "description": "An argument is out of range or malformed."
        },
        {
          "type": "unauthorised",
          "description": "The caller may not do this."
        },
        {
          "type": "not_found",
          "description": "The target does not exist."
        },
        {
          "type": "rate_limited",
          "description": "Too many calls.",
          "fields": {
            "retry_after_ms": {
              "type": "integer",
              "minimum": 0
            }
          }
        },
        {
          "type": "upstream_error",
          "description": "The owning service failed."
        }
      ]
    }
  ]
}`,
    },
    {
      name: 'an input with no properties gets them after its type; comments stay',
      doc: contractText(`    {
      "name": "list_events",
      "description": "Lists events.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object" }, // takes nothing yet
      "outputSchema": {
        "type": "object",
        "properties": {
          "events": { "type": "array", "items": { "type": "string" } } // newest first
        }
      }
    }`),
      title: 'Add pagination: next_cursor and total_count to the output, cursor and limit to the input',
      kind: 'safe',
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "list_events",
      "description": "Lists events.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object", "properties": { "cursor": { "type": "string", "description": "The next_cursor of the previous page; omit it for the first page." }, "limit": { "type": "integer", "minimum": 1, "maximum": 200, "default": 50, "description": "How many items to return, 1 to 200. Defaults to 50." } } }, // takes nothing yet
      "outputSchema": {
        "type": "object",
        "properties": {
          "events": { "type": "array", "items": { "type": "string" } }, // newest first
          "next_cursor": {
            "type": ["string", "null"],
            "description": "Pass as cursor to get the next page; null on the last page."
          },
          "total_count": {
            "type": "integer",
            "minimum": 0,
            "description": "How many items there are in all pages."
          }
        }
      }
    }
  ]
}
`,
    },
    {
      name: 'a camelCase output gets nextCursor and totalCount',
      doc: contractText(`    {
      "name": "listEvents",
      "description": "Lists events.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object", "properties": { "projectKey": { "type": "string", "description": "The project." } }, "required": ["projectKey"] },
      "outputSchema": { "type": "object", "properties": { "eventList": { "type": "array", "items": { "type": "string" } }, "projectKey": { "type": "string" } } }
    }`),
      title: 'Add pagination: nextCursor and totalCount to the output, cursor and limit to the input',
      kind: 'safe',
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "listEvents",
      "description": "Lists events.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object", "properties": { "projectKey": { "type": "string", "description": "The project." }, "cursor": { "type": "string", "description": "The nextCursor of the previous page; omit it for the first page." }, "limit": { "type": "integer", "minimum": 1, "maximum": 200, "default": 50, "description": "How many items to return, 1 to 200. Defaults to 50." } }, "required": ["projectKey"] },
      "outputSchema": { "type": "object", "properties": { "eventList": { "type": "array", "items": { "type": "string" } }, "projectKey": { "type": "string" }, "nextCursor": { "type": ["string", "null"], "description": "Pass as cursor to get the next page; null on the last page." }, "totalCount": { "type": "integer", "minimum": 0, "description": "How many items there are in all pages." } } }
    }
  ]
}
`,
    },
  ],
});
