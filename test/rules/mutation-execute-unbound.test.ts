import { ruleTable, rangeOn } from '../helpers/ruleTester';
import { contract, edited, mcpList, mutationTrio, readTool } from '../helpers/contracts';

const trio = mutationTrio();
const previewRef = '/tools/1/previewTool';

ruleTable('mutation-execute-unbound', {
  valid: [
    { name: 'the execute tool takes preview_id and idempotency_key only', doc: contract(trio) },
    {
      name: 'camelCase previewId and idempotencyKey, and preview_id alone',
      doc: contract([
        ...edited(trio, (t) => { t[1].inputSchema = { type: 'object', properties: { previewId: { type: 'string' }, idempotencyKey: { type: 'string' } }, required: ['previewId'] }; }),
        ...mutationTrio('reopen_ticket', { inputSchema: { type: 'object', properties: { preview_id: { type: 'string' } }, required: ['preview_id'] } }),
      ]),
    },
    { name: 'a tool with no previewTool may take any input (mutation-no-preview says so)', doc: contract(edited(trio, (t) => { delete t[1].previewTool; t[1].inputSchema.properties.ticket_id = { type: 'string' }; })) },
    { name: 'undeclared side effects are side-effects-undeclared\'s', doc: contract(edited(trio, (t) => { delete t[1].sideEffects; t[1].inputSchema.properties.ticket_id = { type: 'string' }; })) },
    { name: 'a tool naming itself as its preview is reference-unknown-tool\'s', doc: contract([readTool({ sideEffects: 'idempotent', annotations: undefined, previewTool: 'get_ticket' })]) },
    { name: 'an inputSchema that is not an object is input-schema-invalid\'s', doc: contract(edited(trio, (t) => { t[1].inputSchema = 'object'; })) },
    {
      name: 'silent in an MCP tools/list result',
      doc: mcpList([{ name: 'execute_x', previewTool: 'preview_x', inputSchema: { type: 'object', properties: { ticket_id: { type: 'string' } } } }, { name: 'preview_x', inputSchema: { type: 'object' }, annotations: { readOnlyHint: true } }]),
      fileName: 'server.tools.json',
    },
  ],
  invalid: [
    {
      name: 'fresh arguments beside the preview id, one finding each, related to previewTool',
      doc: contract(edited(trio, (t) => { Object.assign(t[1].inputSchema.properties, { ticket_id: { type: 'string' }, reason: { type: 'string' } }); })),
      findings: [
        { pointer: '/tools/1/inputSchema/properties/ticket_id', related: [previewRef], message: /"ticket_id" is an input of execute_close_ticket.*not to fresh model arguments/ },
        { pointer: '/tools/1/inputSchema/properties/reason', related: [previewRef] },
      ],
    },
    {
      name: 'no preview_id: the missing input on properties, the stray one on its key',
      doc: contract(edited(trio, (t) => { const p = t[1].inputSchema.properties; p.approval_id = p.preview_id; delete p.preview_id; t[1].inputSchema.required = ['approval_id']; })),
      findings: [
        { pointer: '/tools/1/inputSchema/properties', related: [previewRef], message: 'takes no preview_id input' },
        { pointer: '/tools/1/inputSchema/properties/approval_id', related: [previewRef] },
      ],
    },
    {
      name: 'an inputSchema without properties, on the inputSchema key; an unknown preview still binds',
      doc: contract([readTool({ name: 'archive_ticket', sideEffects: 'idempotent', annotations: undefined, previewTool: 'preview_archive', inputSchema: { type: 'object' } })]),
      findings: [{ pointer: '/tools/0/inputSchema', related: ['/tools/0/previewTool'], message: 'preview_archive' }],
    },
    {
      name: 'a confirm or dry_run flag is left to its own rule (one cause, one finding); a plain boolean is not',
      doc: contract(edited(trio, (t) => { Object.assign(t[1].inputSchema.properties, { confirm: { type: 'boolean' }, dry_run: { type: 'boolean' }, notify_owner: { type: 'boolean' } }); })),
      findings: [{ pointer: '/tools/1/inputSchema/properties/notify_owner', related: [previewRef] }],
    },
    {
      name: 'exact range on the stray property\'s key',
      doc: '{"name":"x","version":"1.0.0","tools":[{"name":"p","sideEffects":"read_only"},{"name":"e","sideEffects":"idempotent","previewTool":"p",\n"inputSchema":{"type":"object","properties":{"preview_id":{"type":"string"},"target":{"type":"string"}}}}]}',
      findings: [{ pointer: '/tools/1/inputSchema/properties/target', range: rangeOn(1, 76, 84), related: ['/tools/1/previewTool'] }],
    },
  ],
});
