import { ruleTable, rangeOn } from '../helpers/ruleTester';
import { contractText, fixTable } from '../fixes/fixTester';
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

fixTable('tool-name-portability', {
  fixes: [
    {
      name: 'dots become underscores, and the tools that name it follow',
      doc: contractText(`    {
      "name": "tickets.preview_close", // MCP-style name
      "description": "Previews closing.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object" }
    }`, `    {
      "name": "close_ticket",
      "description": "Closes.",
      "sideEffects": "idempotent",
      "previewTool": "tickets.preview_close",
      "inputSchema": { "type": "object" }
    }`),
      pointer: '/tools/0/name',
      title: 'Replace dots with underscores: rename tickets.preview_close to tickets_preview_close',
      kind: 'suggestion',
      preferred: true,
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "tickets_preview_close", // MCP-style name
      "description": "Previews closing.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object" }
    },
    {
      "name": "close_ticket",
      "description": "Closes.",
      "sideEffects": "idempotent",
      "previewTool": "tickets_preview_close",
      "inputSchema": { "type": "object" }
    }
  ]
}
`,
    },
    {
      name: 'other characters are replaced too',
      doc: contractText(`    {
      "name": "tickets/search all",
      "description": "Searches.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object" }
    }`),
      title: 'Use portable characters: rename tickets/search all to tickets_search_all',
      kind: 'suggestion',
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "tickets_search_all",
      "description": "Searches.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object" }
    }
  ]
}
`,
    },
  ],
  noFix: [
    {
      name: 'not when the portable name is taken',
      doc: contractText(`    { "name": "a.b", "description": "x", "sideEffects": "read_only", "inputSchema": { "type": "object" } }`, `    { "name": "a_b", "description": "y", "sideEffects": "read_only", "inputSchema": { "type": "object" } }`),
    },
  ],
});
