import { ruleTable, rangeOn } from '../helpers/ruleTester';
import { contractText, fixTable } from '../fixes/fixTester';
import { contract, edited, mcpList, mutationTrio, readTool } from '../helpers/contracts';

const createTicket = (inputSchema: unknown, extra: Record<string, unknown> = {}): Record<string, unknown> =>
  readTool({ name: 'create_ticket', sideEffects: 'non_idempotent', annotations: { readOnlyHint: false, idempotentHint: false }, inputSchema, ...extra });

ruleTable('idempotency-key-missing', {
  valid: [
    { name: 'the trio: execute takes a required idempotency_key', doc: contract(mutationTrio()) },
    { name: 'an idempotent mutation needs none', doc: contract([readTool({ name: 'set_status', sideEffects: 'idempotent', annotations: { readOnlyHint: false, idempotentHint: true } })]) },
    {
      name: 'camelCase idempotencyKey, required',
      doc: contract([createTicket({ type: 'object', properties: { title: { type: 'string' }, idempotencyKey: { type: 'string' } }, required: ['title', 'idempotencyKey'] })]),
    },
    { name: 'an input schema that is not an object is input-schema-invalid\'s', doc: contract([createTicket(true)]) },
    {
      name: 'MCP: no hint at all gets side-effects-undeclared only',
      doc: mcpList([{ name: 'create_ticket', inputSchema: { type: 'object', properties: { title: { type: 'string' } } } }]),
      fileName: 'server.tools.json',
    },
  ],
  invalid: [
    {
      name: 'no idempotency_key: on the properties, drawn on the tool name',
      doc: contract([createTicket({ type: 'object', properties: { title: { type: 'string' } }, required: ['title'] })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties', message: 'create_ticket is non-idempotent and takes no idempotency_key' }],
    },
    {
      name: 'present but optional: on its key, exact range',
      doc: '{"name":"x","version":"1.0.0","tools":[{"name":"t","sideEffects":"non_idempotent","inputSchema":{"type":"object","properties":{\n"idempotency_key":{"type":"string"}}}}]}',
      findings: [{ pointer: '/tools/0/inputSchema/properties/idempotency_key', range: rangeOn(1, 0, 17), message: 'list it in required' }],
    },
    {
      name: 'no properties at all, exact range on the name',
      doc: '{"name":"x","version":"1.0.0","tools":[{\n"name":"charge_card","sideEffects":"non_idempotent","inputSchema":{"type":"object"}}]}',
      findings: [{ pointer: '/tools/0/inputSchema/properties', range: rangeOn(1, 7, 20) }],
    },
    {
      name: 'the trio\'s execute without its key',
      doc: contract(edited(mutationTrio(), (tools) => {
        delete tools[1].inputSchema.properties.idempotency_key;
        tools[1].inputSchema.required = ['preview_id'];
      })),
      findings: [{ pointer: '/tools/1/inputSchema/properties' }],
    },
    {
      name: 'MCP: hints that say non-idempotent',
      doc: mcpList([
        { name: 'send_email', inputSchema: { type: 'object', properties: { to: { type: 'string' } } }, annotations: { readOnlyHint: false } },
        { name: 'set_flag', inputSchema: { type: 'object' }, annotations: { idempotentHint: true } },
      ]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties' }],
    },
  ],
});

const sendTool = (inputSchema: string) => `    {
      "name": "send_email",
      "description": "Sends an email.",
      "sideEffects": "non_idempotent",
      "inputSchema": ${inputSchema}
    }`;

fixTable('idempotency-key-missing', {
  fixes: [
    {
      name: 'a required idempotency_key is added to properties and required',
      doc: contractText(sendTool(`{
        "type": "object",
        "properties": {
          "to": { "type": "string", "description": "The address." } // one recipient
        },
        "required": ["to"]
      }`)),
      title: 'Add a required idempotency_key input',
      kind: 'suggestion',
      preferred: true,
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "send_email",
      "description": "Sends an email.",
      "sideEffects": "non_idempotent",
      "inputSchema": {
        "type": "object",
        "properties": {
          "to": { "type": "string", "description": "The address." }, // one recipient
          "idempotency_key": {
            "type": "string",
            "description": "Unique per intended change: a retry with the same key is not applied twice."
          }
        },
        "required": ["to", "idempotency_key"]
      }
    }
  ]
}
`,
    },
    {
      name: 'camelCase inputs get idempotencyKey',
      doc: contractText(sendTool('{ "type": "object", "properties": { "toAddress": { "type": "string", "description": "The address." } }, "required": ["toAddress"] }')),
      title: 'Add a required idempotencyKey input',
      kind: 'suggestion',
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "send_email",
      "description": "Sends an email.",
      "sideEffects": "non_idempotent",
      "inputSchema": { "type": "object", "properties": { "toAddress": { "type": "string", "description": "The address." }, "idempotencyKey": { "type": "string", "description": "Unique per intended change: a retry with the same key is not applied twice." } }, "required": ["toAddress", "idempotencyKey"] }
    }
  ]
}
`,
    },
    {
      name: 'an input with neither properties nor required gets both in one place',
      doc: contractText(sendTool('{ "type": "object" }')),
      title: 'Add a required idempotency_key input',
      kind: 'suggestion',
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "send_email",
      "description": "Sends an email.",
      "sideEffects": "non_idempotent",
      "inputSchema": { "type": "object", "properties": { "idempotency_key": { "type": "string", "description": "Unique per intended change: a retry with the same key is not applied twice." } }, "required": ["idempotency_key"] }
    }
  ]
}
`,
    },
    {
      name: 'an optional key is marked required',
      doc: contractText(sendTool('{ "type": "object", "properties": { "idempotency_key": { "type": "string", "description": "Unique per attempt." } } }')),
      title: 'Mark idempotency_key as required',
      kind: 'suggestion',
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "send_email",
      "description": "Sends an email.",
      "sideEffects": "non_idempotent",
      "inputSchema": { "type": "object", "properties": { "idempotency_key": { "type": "string", "description": "Unique per attempt." } }, "required": ["idempotency_key"] }
    }
  ]
}
`,
    },
  ],
});
