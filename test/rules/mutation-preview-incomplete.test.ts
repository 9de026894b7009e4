import { ruleTable, rangeOn } from '../helpers/ruleTester';
import { contractText, fixTable } from '../fixes/fixTester';
import { contract, edited, mcpList, mutationTrio } from '../helpers/contracts';

const trio = mutationTrio();
const previewRef = '/tools/1/previewTool';

ruleTable('mutation-preview-incomplete', {
  valid: [
    { name: 'the trio\'s preview shows everything', doc: contract(trio) },
    {
      name: 'diff instead of before and after, camelCase spellings',
      doc: contract(edited(trio, (t) => {
        t[0].outputSchema = { type: 'object', properties: { previewId: {}, target: {}, diff: {}, sideEffects: {}, expiresAt: {} } };
      })),
    },
    { name: 'a preview with no outputSchema is output-missing\'s', doc: contract(edited(trio, (t) => { delete t[0].outputSchema; })) },
    { name: 'an unknown preview is reference-unknown-tool\'s', doc: contract(edited(trio, (t) => { t[1].previewTool = 'preview_something_else'; })) },
    { name: 'a read-only tool naming a preview is not judged', doc: contract(edited(trio, (t) => { t[1].sideEffects = 'read_only'; t[0].outputSchema = { type: 'object' }; })) },
    {
      name: 'silent in an MCP tools/list result',
      doc: mcpList([
        { name: 'preview_x', inputSchema: { type: 'object' }, outputSchema: { type: 'object', properties: {} }, annotations: { readOnlyHint: true } },
        { name: 'execute_x', previewTool: 'preview_x', inputSchema: { type: 'object' } },
      ]),
      fileName: 'server.tools.json',
    },
  ],
  invalid: [
    {
      name: 'no target and no expiry, on the preview\'s properties key, related to previewTool',
      doc: contract(edited(trio, (t) => { delete t[0].outputSchema.properties.target; delete t[0].outputSchema.properties.expires_at; })),
      findings: [{ pointer: '/tools/0/outputSchema/properties', related: [previewRef], message: 'The output of preview_close_ticket lacks target and expires_at' }],
    },
    {
      name: 'before without after is no diff',
      doc: contract(edited(trio, (t) => { delete t[0].outputSchema.properties.after; })),
      findings: [{ pointer: '/tools/0/outputSchema/properties', message: 'lacks before and after (or diff),' }],
    },
    {
      name: 'a preview shared by two execute tools is reported once, related to the first',
      doc: contract([
        ...edited(trio, (t) => { delete t[0].outputSchema.properties.side_effects; }),
        ...mutationTrio('reopen_ticket', { previewTool: 'preview_close_ticket' }).slice(1),
      ]),
      findings: [{ pointer: '/tools/0/outputSchema/properties', related: [previewRef], message: 'side_effects' }],
    },
    {
      name: 'an object output without properties, exact range on the outputSchema key',
      doc: '{"name":"x","version":"1.0.0","tools":[\n{"name":"p","outputSchema":{"type":"object"}},{"name":"e","sideEffects":"idempotent","previewTool":"p"}]}',
      findings: [{ pointer: '/tools/0/outputSchema', range: rangeOn(1, 12, 26), related: ['/tools/1/previewTool'], message: 'lacks preview_id, target, before and after (or diff), side_effects and expires_at' }],
    },
  ],
});

const previewWithOutput = (output: string) => contractText(`    {
      "name": "preview_refund",
      "description": "Shows a refund.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object", "properties": { "order_id": { "type": "string", "description": "The order." } }, "required": ["order_id"] },
      "outputSchema": ${output}
    }`, `    {
      "name": "execute_refund",
      "description": "Makes a previewed refund.",
      "sideEffects": "non_idempotent",
      "previewTool": "preview_refund",
      "inputSchema": { "type": "object", "properties": { "preview_id": { "type": "string", "description": "The preview." }, "idempotency_key": { "type": "string", "description": "Per attempt." } }, "required": ["preview_id", "idempotency_key"] },
      "outputSchema": { "type": "object", "properties": { "status": { "type": "string" }, "receipt_id": { "type": "string" } } }
    }`);

fixTable('mutation-preview-incomplete', {
  fixes: [
    {
      name: 'the missing fields join the preview output on lines of their own',
      doc: previewWithOutput(`{
        "type": "object",
        "properties": {
          "preview_id": { "type": "string" },
          "target": { "type": "string" }, // the order
        }
      }`),
      title: 'Add the missing preview fields: before, after, side_effects, expires_at',
      kind: 'safe',
      preferred: true,
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "preview_refund",
      "description": "Shows a refund.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object", "properties": { "order_id": { "type": "string", "description": "The order." } }, "required": ["order_id"] },
      "outputSchema": {
        "type": "object",
        "properties": {
          "preview_id": { "type": "string" },
          "target": { "type": "string" }, // the order
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
          },
        }
      }
    },
    {
      "name": "execute_refund",
      "description": "Makes a previewed refund.",
      "sideEffects": "non_idempotent",
      "previewTool": "preview_refund",
      "inputSchema": { "type": "object", "properties": { "preview_id": { "type": "string", "description": "The preview." }, "idempotency_key": { "type": "string", "description": "Per attempt." } }, "required": ["preview_id", "idempotency_key"] },
      "outputSchema": { "type": "object", "properties": { "status": { "type": "string" }, "receipt_id": { "type": "string" } } }
    }
  ]
}
`,
    },
    {
      name: 'camelCase output names get camelCase fields',
      doc: previewWithOutput('{ "type": "object", "properties": { "previewId": { "type": "string" }, "target": { "type": "string" }, "diff": { "type": "string" } } }'),
      title: 'Add the missing preview fields: sideEffects, expiresAt',
      kind: 'safe',
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "preview_refund",
      "description": "Shows a refund.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object", "properties": { "order_id": { "type": "string", "description": "The order." } }, "required": ["order_id"] },
      "outputSchema": { "type": "object", "properties": { "previewId": { "type": "string" }, "target": { "type": "string" }, "diff": { "type": "string" }, "sideEffects": { "type": "array", "items": { "type": "string" }, "maxItems": 20, "description": "What else the change affects: notifications, linked objects, quotas." }, "expiresAt": { "type": "string", "format": "date-time", "description": "When the approval of this preview lapses." } } }
    },
    {
      "name": "execute_refund",
      "description": "Makes a previewed refund.",
      "sideEffects": "non_idempotent",
      "previewTool": "preview_refund",
      "inputSchema": { "type": "object", "properties": { "preview_id": { "type": "string", "description": "The preview." }, "idempotency_key": { "type": "string", "description": "Per attempt." } }, "required": ["preview_id", "idempotency_key"] },
      "outputSchema": { "type": "object", "properties": { "status": { "type": "string" }, "receipt_id": { "type": "string" } } }
    }
  ]
}
`,
    },
  ],
});
