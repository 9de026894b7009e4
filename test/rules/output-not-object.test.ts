import { ruleTable, rangeOn } from '../helpers/ruleTester';
import { fixTable } from '../fixes/fixTester';
import { contract, mcpList, readTool } from '../helpers/contracts';

const arrayOutput = { type: 'array', items: { type: 'object', properties: { id: { type: 'string' } } } };

ruleTable('output-not-object', {
  valid: [
    { name: 'an object output', doc: contract([readTool()]) },
    { name: 'no type but properties (an object in all but name)', doc: contract([readTool({ outputSchema: { properties: { id: { type: 'string' } } } })]) },
    { name: 'a nullable object', doc: contract([readTool({ outputSchema: { type: ['object', 'null'], properties: {} } })]) },
    { name: 'no output at all (output-missing says so)', doc: contract([readTool({ outputSchema: undefined })]) },
  ],
  invalid: [
    {
      name: 'a bare array, on the type value',
      doc: contract([readTool({ outputSchema: arrayOutput })]),
      findings: [{ pointer: '/tools/0/outputSchema/type', message: 'bare array' }],
    },
    {
      name: 'a bare string, exact range',
      doc: '{"name":"x","version":"1.0.0","tools":[{"name":"t","description":"d","inputSchema":{"type":"object"},\n"outputSchema":{"type":"string"}}]}',
      findings: [{ pointer: '/tools/0/outputSchema/type', range: rangeOn(1, 23, 31), message: 'bare string' }],
    },
    {
      name: 'in an MCP tools/list result',
      doc: mcpList([{ name: 'list', inputSchema: { type: 'object' }, outputSchema: { type: 'integer' }, annotations: { readOnlyHint: true } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/outputSchema/type' }],
    },
  ],
});

const listTool = (outputSchema: string, indent = '      ') => `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "list_tickets",
      "description": "Lists open tickets.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object" },
${indent}"outputSchema": ${outputSchema}
    }
  ]
}`;

fixTable('output-not-object', {
  fixes: [
    {
      name: 'the array moves to items, its description up to the object; comments before, inside and after stay',
      doc: listTool(`{ // the list
        "type": "array",
        "description": "The open tickets.",
        /* one per ticket */
        "items": { "type": "string" }
      } // end of output`, '      // a bare array\n      '),
      title: 'Wrap the array in { items, next_cursor, total_count }',
      kind: 'suggestion',
      preferred: true,
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "list_tickets",
      "description": "Lists open tickets.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object" },
      // a bare array
      "outputSchema": {
        "type": "object",
        "description": "The open tickets.",
        "properties": {
          "items": { // the list
            "type": "array",
            /* one per ticket */
            "items": { "type": "string" }
          },
          "next_cursor": {
            "type": ["string", "null"],
            "description": "Pass as cursor to get the next page; null on the last page."
          },
          "total_count": {
            "type": "integer",
            "minimum": 0,
            "description": "How many items there are in all pages."
          }
        },
        "required": ["items", "next_cursor"]
      } // end of output
    }
  ]
}`,
    },
    {
      name: 'a scalar becomes { result }',
      doc: listTool('{ "type": "integer", "minimum": 0 }'),
      title: 'Wrap the value in { result }',
      kind: 'suggestion',
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "list_tickets",
      "description": "Lists open tickets.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object" },
      "outputSchema": {
        "type": "object",
        "properties": { "result": { "type": "integer", "minimum": 0 } },
        "required": ["result"]
      }
    }
  ]
}`,
    },
    {
      name: 'in an MCP tools/list result',
      doc: '{\n  "tools": [\n    {\n      "name": "list",\n      "inputSchema": { "type": "object" },\n      "outputSchema": { "type": "array", "items": { "type": "string" } },\n      "annotations": { "readOnlyHint": true }\n    }\n  ]\n}\n',
      fileName: 'server.tools.json',
      title: 'Wrap the array in { items, next_cursor, total_count }',
      kind: 'suggestion',
      output: `{
  "tools": [
    {
      "name": "list",
      "inputSchema": { "type": "object" },
      "outputSchema": {
        "type": "object",
        "properties": {
          "items": { "type": "array", "items": { "type": "string" } },
          "next_cursor": {
            "type": ["string", "null"],
            "description": "Pass as cursor to get the next page; null on the last page."
          },
          "total_count": {
            "type": "integer",
            "minimum": 0,
            "description": "How many items there are in all pages."
          }
        },
        "required": ["items", "next_cursor"]
      },
      "annotations": { "readOnlyHint": true }
    }
  ]
}
`,
    },
  ],
});
