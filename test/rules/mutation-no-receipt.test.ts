import { ruleTable, rangeOn } from '../helpers/ruleTester';
import { contractText, fixTable } from '../fixes/fixTester';
import { contract, edited, mcpList, mutationTrio, readTool } from '../helpers/contracts';

const trio = mutationTrio();

ruleTable('mutation-no-receipt', {
  valid: [
    { name: 'the preview/execute/verify trio', doc: contract(trio) },
    { name: 'a read-only tool returns no receipt', doc: contract([readTool()]) },
    { name: 'camelCase receiptId', doc: contract(edited(trio, (t) => { const p = t[1].outputSchema.properties; p.receiptId = p.receipt_id; delete p.receipt_id; })) },
    { name: 'no outputSchema is output-missing\'s', doc: contract(edited(trio, (t) => { delete t[1].outputSchema; })) },
    { name: 'a bare array output is output-not-object\'s', doc: contract(edited(trio, (t) => { t[1].outputSchema = { type: 'array', items: {} }; })) },
    {
      name: 'silent in an MCP tools/list result',
      doc: mcpList([{ name: 'delete_ticket', inputSchema: { type: 'object' }, outputSchema: { type: 'object', properties: { ok: { type: 'boolean' } } } }]),
      fileName: 'server.tools.json',
    },
  ],
  invalid: [
    {
      name: 'no receipt_id, on the properties key',
      doc: contract(edited(trio, (t) => { delete t[1].outputSchema.properties.receipt_id; })),
      findings: [{ pointer: '/tools/1/outputSchema/properties', message: /execute_close_ticket lacks receipt_id, so/ }],
    },
    {
      name: 'neither, exact range on the properties key',
      doc: '{"name":"x","version":"1.0.0","tools":[{"name":"set_x","sideEffects":"idempotent",\n"outputSchema":{"type":"object","properties":{"ok":{"type":"boolean"}}}}]}',
      findings: [{ pointer: '/tools/0/outputSchema/properties', range: rangeOn(1, 32, 44), message: 'lacks receipt_id and status' }],
    },
    {
      name: 'an object output without properties, on the outputSchema key',
      doc: contract([readTool({ name: 'archive_ticket', sideEffects: 'non_idempotent', annotations: undefined, outputSchema: { type: 'object' } })]),
      findings: [{ pointer: '/tools/0/outputSchema', message: 'receipt_id and status' }],
    },
  ],
});

fixTable('mutation-no-receipt', {
  fixes: [
    {
      name: 'receipt_id and status join the output',
      doc: contractText(`    {
      "name": "close_ticket",
      "description": "Closes a ticket.",
      "sideEffects": "idempotent",
      "inputSchema": { "type": "object" },
      "outputSchema": {
        "type": "object",
        "properties": {
          "closed": { "type": "boolean" } // true once closed
        }
      }
    }`),
      title: 'Add receipt fields: receipt_id, status',
      kind: 'safe',
      preferred: true,
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "close_ticket",
      "description": "Closes a ticket.",
      "sideEffects": "idempotent",
      "inputSchema": { "type": "object" },
      "outputSchema": {
        "type": "object",
        "properties": {
          "closed": { "type": "boolean" }, // true once closed
          "receipt_id": { "type": "string", "description": "Identifies the change; the verify tool looks it up." },
          "status": { "type": "string", "description": "What happened: applied, or why not." }
        }
      }
    }
  ]
}
`,
    },
    {
      name: 'only the missing one, in camelCase',
      doc: contractText(`    {
      "name": "closeTicket",
      "description": "Closes a ticket.",
      "sideEffects": "idempotent",
      "inputSchema": { "type": "object" },
      "outputSchema": { "type": "object", "properties": { "status": { "type": "string" }, "closedAt": { "type": "string", "format": "date-time" } } }
    }`),
      title: 'Add receipt fields: receiptId',
      kind: 'safe',
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "closeTicket",
      "description": "Closes a ticket.",
      "sideEffects": "idempotent",
      "inputSchema": { "type": "object" },
      "outputSchema": { "type": "object", "properties": { "status": { "type": "string" }, "closedAt": { "type": "string", "format": "date-time" }, "receiptId": { "type": "string", "description": "Identifies the change; the verify tool looks it up." } } }
    }
  ]
}
`,
    },
  ],
});
