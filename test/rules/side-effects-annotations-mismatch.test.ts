import { ruleTable, rangeOn } from '../helpers/ruleTester';
import { contractText, fixTable } from '../fixes/fixTester';
import { contract, mcpList, mutationTrio, readTool } from '../helpers/contracts';

const mutating = (sideEffects: string, annotations: unknown): Record<string, unknown> =>
  readTool({ name: 'update_ticket', sideEffects, annotations });

ruleTable('side-effects-annotations-mismatch', {
  valid: [
    { name: 'read-only with readOnlyHint true', doc: contract([readTool()]) },
    { name: 'the trio (non-idempotent execute with matching hints)', doc: contract(mutationTrio()) },
    { name: 'a destructive idempotent delete', doc: contract([mutating('idempotent', { readOnlyHint: false, destructiveHint: true, idempotentHint: true })]) },
    { name: 'no annotations, or hints that are not booleans (contract-schema)', doc: contract([readTool({ annotations: undefined }), readTool({ name: 'b', annotations: { readOnlyHint: 'no' } })]) },
    { name: 'undeclared sideEffects: side-effects-undeclared speaks', doc: contract([readTool({ sideEffects: undefined, annotations: { readOnlyHint: false } })]) },
    {
      name: 'not reported for an MCP tools/list result (the hints are the declaration)',
      doc: mcpList([{ name: 'get_ticket', inputSchema: { type: 'object' }, annotations: { readOnlyHint: true, destructiveHint: true } }]),
      fileName: 'server.tools.json',
    },
  ],
  invalid: [
    {
      name: 'read_only with readOnlyHint false and destructiveHint true: each hint, related to sideEffects',
      doc: contract([readTool({ annotations: { readOnlyHint: false, destructiveHint: true } })]),
      findings: [
        { pointer: '/tools/0/annotations/readOnlyHint', related: ['/tools/0/sideEffects'], message: 'set readOnlyHint to true' },
        { pointer: '/tools/0/annotations/destructiveHint', related: ['/tools/0/sideEffects'], message: 'set destructiveHint to false' },
      ],
    },
    {
      name: 'a mutation that says readOnlyHint true, exact range on the value',
      doc: '{"name":"x","version":"1.0.0","tools":[{"name":"t","sideEffects":"idempotent",\n"annotations":{"readOnlyHint":true}}]}',
      findings: [{ pointer: '/tools/0/annotations/readOnlyHint', range: rangeOn(1, 30, 34), related: ['/tools/0/sideEffects'], message: 'sideEffects is "idempotent"' }],
    },
    {
      name: 'non_idempotent with idempotentHint true',
      doc: contract([mutating('non_idempotent', { readOnlyHint: false, idempotentHint: true })]),
      findings: [{ pointer: '/tools/0/annotations/idempotentHint', related: ['/tools/0/sideEffects'], message: 'set idempotentHint to false' }],
    },
    {
      name: 'idempotent with idempotentHint false',
      doc: contract([mutating('idempotent', { idempotentHint: false })]),
      findings: [{ pointer: '/tools/0/annotations/idempotentHint', related: ['/tools/0/sideEffects'] }],
    },
  ],
});

fixTable('side-effects-annotations-mismatch', {
  fixes: [
    {
      name: 'the hint is set to what sideEffects says; only the value changes',
      doc: contractText(`    {
      "name": "delete_ticket",
      "description": "Deletes a ticket.",
      "sideEffects": "idempotent",
      "annotations": { "readOnlyHint": true, "idempotentHint": true }, // copied from a read tool
      "inputSchema": { "type": "object" }
    }`),
      title: 'Make annotations match sideEffects: set readOnlyHint to false',
      kind: 'safe',
      preferred: true,
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "delete_ticket",
      "description": "Deletes a ticket.",
      "sideEffects": "idempotent",
      "annotations": { "readOnlyHint": false, "idempotentHint": true }, // copied from a read tool
      "inputSchema": { "type": "object" }
    }
  ]
}
`,
    },
    {
      name: 'idempotentHint on a non-idempotent tool',
      doc: contractText(`    {
      "name": "send_email",
      "description": "Sends an email.",
      "sideEffects": "non_idempotent",
      "annotations": {
        "readOnlyHint": false,
        "idempotentHint": true
      },
      "inputSchema": { "type": "object" }
    }`),
      title: 'Make annotations match sideEffects: set idempotentHint to false',
      kind: 'safe',
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "send_email",
      "description": "Sends an email.",
      "sideEffects": "non_idempotent",
      "annotations": {
        "readOnlyHint": false,
        "idempotentHint": false
      },
      "inputSchema": { "type": "object" }
    }
  ]
}
`,
    },
  ],
});
