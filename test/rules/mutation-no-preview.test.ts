import { ruleTable, rangeOn } from '../helpers/ruleTester';
import { contractText, fixTable } from '../fixes/fixTester';
import { contract, edited, mcpList, mutationTrio, readTool } from '../helpers/contracts';

const trio = mutationTrio();

ruleTable('mutation-no-preview', {
  valid: [
    { name: 'the preview/execute/verify trio', doc: contract(trio) },
    { name: 'a read-only tool needs no preview', doc: contract([readTool()]) },
    { name: 'undeclared side effects are side-effects-undeclared\'s', doc: contract(edited(trio, (t) => { delete t[1].sideEffects; delete t[1].previewTool; })) },
    { name: 'an unknown preview name is reference-unknown-tool\'s', doc: contract(edited(trio, (t) => { t[1].previewTool = 'preview_nothing'; })) },
    { name: 'a previewTool of the wrong type is contract-schema\'s', doc: contract(edited(trio, (t) => { t[1].previewTool = 7; })) },
    {
      name: 'silent in an MCP tools/list result (MCP cannot name a preview)',
      doc: mcpList([{ name: 'delete_ticket', inputSchema: { type: 'object' }, annotations: { destructiveHint: true } }]),
      fileName: 'server.tools.json',
    },
  ],
  invalid: [
    {
      name: 'an execute tool without previewTool',
      doc: contract(edited(trio, (t) => { delete t[1].previewTool; })),
      findings: [{ pointer: '/tools/1/previewTool', message: /execute_close_ticket changes state but names no previewTool.*approv/ }],
    },
    {
      name: 'an idempotent tool, exact range on its name',
      doc: '{"name":"x","version":"1.0.0","tools":[\n{"name":"set_x","description":"d","sideEffects":"idempotent","inputSchema":{"type":"object"}}]}',
      findings: [{ pointer: '/tools/0/previewTool', range: rangeOn(1, 8, 15) }],
    },
    {
      name: 'an empty previewTool is no preview, drawn on the value',
      doc: '{"name":"x","version":"1.0.0","tools":[\n{"name":"set_x","sideEffects":"non_idempotent","previewTool":""}]}',
      findings: [{ pointer: '/tools/0/previewTool', range: rangeOn(1, 61, 63) }],
    },
  ],
});

fixTable('mutation-no-preview', {
  fixes: [
    {
      name: 'a preview tool is added before the tool with its inputs; the tool then takes the approved preview',
      doc: contractText(`    {
      "name": "close_ticket",
      "description": "Closes a ticket.",
      "sideEffects": "idempotent",
      "inputSchema": {
        "type": "object",
        "properties": {
          "ticket_id": { "type": "string", "description": "The ticket to close." } // by id
        },
        "required": ["ticket_id"]
      },
      "outputSchema": { "type": "object", "properties": { "status": { "type": "string" }, "receipt_id": { "type": "string" } } },
      "errors": [{ "type": "not_found", "description": "No such ticket." }]
    }`),
      title: 'Add a preview tool: preview_close_ticket takes the inputs of close_ticket, which then executes its approved preview_id',
      kind: 'suggestion',
      preferred: true,
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "preview_close_ticket",
      "description": "Shows what close_ticket would change, without changing anything: the target, the change and its side effects. A human approves the preview; close_ticket then applies it.",
      "sideEffects": "read_only",
      "inputSchema": {
        "type": "object",
        "properties": {
          "ticket_id": { "type": "string", "description": "The ticket to close." } // by id
        },
        "required": ["ticket_id"]
      },
      "outputSchema": {
        "type": "object",
        "properties": {
          "preview_id": {
            "type": "string",
            "description": "Identifies this preview; the execute tool takes it once a human has approved the preview."
          },
          "target": { "type": "string", "description": "The object the change applies to." },
          "before": { "description": "The target as it is now." },
          "after": { "description": "The target as it will be after the change." },
          "side_effects": {
            "type": "array",
            "items": { "type": "string" },
            "maxItems": 20,
            "description": "What else the change affects: notifications, linked objects, quotas."
          },
          "expires_at": {
            "type": "string",
            "format": "date-time",
            "description": "When the approval of this preview lapses."
          }
        },
        "required": ["preview_id", "target", "before", "after", "side_effects", "expires_at"]
      },
      "errors": [{ "type": "not_found", "description": "No such ticket." }]
    },
    {
      "name": "close_ticket",
      "description": "Closes a ticket.",
      "sideEffects": "idempotent",
      "previewTool": "preview_close_ticket",
      "inputSchema": {
        "type": "object",
        "properties": {
          "preview_id": { "type": "string", "description": "The preview a human approved." },
          "idempotency_key": {
            "type": "string",
            "description": "Unique per intended change: a retry with the same key is not applied twice."
          }
        },
        "required": ["preview_id", "idempotency_key"],
        "additionalProperties": false
      },
      "outputSchema": { "type": "object", "properties": { "status": { "type": "string" }, "receipt_id": { "type": "string" } } },
      "errors": [{ "type": "not_found", "description": "No such ticket." }]
    }
  ]
}
`,
    },
  ],
});
