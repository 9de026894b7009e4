import { ruleTable, rangeOn } from '../helpers/ruleTester';
import { contract, mcpList, mutationTrio, readTool } from '../helpers/contracts';

/** delete_ticket, idempotent, with extra top-level inputs. */
function deleteTicket(properties: Record<string, unknown>): Record<string, unknown> {
  return readTool({
    name: 'delete_ticket',
    sideEffects: 'idempotent',
    annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true },
    inputSchema: { type: 'object', properties: { ticket_id: { type: 'string' }, ...properties }, required: ['ticket_id'] },
  });
}
const flag = { type: 'boolean' };

ruleTable('mutation-self-confirmation', {
  valid: [
    { name: 'the preview / execute / verify trio', doc: contract(mutationTrio()) },
    {
      name: 'ordinary options: ignore_case, force_refresh (a cache refresh is no approval), allow_duplicates, skip_empty',
      doc: contract([deleteTicket({ ignore_case: flag, force_refresh: flag, allow_duplicates: flag, skip_empty: flag, include_approved: flag })]),
    },
    { name: 'a confirmation code the human types is a string, not a flag', doc: contract([deleteTicket({ confirm: { type: 'string', description: 'The code shown to the user.' } })]) },
    { name: 'dry_run belongs to mutation-dry-run-flag', doc: contract([deleteTicket({ dry_run: flag })]) },
    {
      name: 'MCP: a tool without such a flag',
      doc: mcpList([{ name: 'delete_ticket', inputSchema: { type: 'object', properties: { ignore_case: flag } }, annotations: { destructiveHint: true } }]),
      fileName: 'server.tools.json',
    },
  ],
  invalid: [
    {
      name: 'confirm, on the key',
      doc: contract([deleteTicket({ confirm: { type: 'boolean', default: false } })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/confirm', message: '"confirm" lets the model approve delete_ticket\'s action itself' }],
    },
    {
      name: 'approval and permission grants, one finding each',
      doc: contract([deleteTicket({ user_approved: flag, force: flag, bypassPolicy: flag, override_checks: flag, ignore_warnings: flag, allow_deleting_content: flag, skip_confirmation: flag })]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/user_approved' },
        { pointer: '/tools/0/inputSchema/properties/force' },
        { pointer: '/tools/0/inputSchema/properties/bypassPolicy' },
        { pointer: '/tools/0/inputSchema/properties/override_checks' },
        { pointer: '/tools/0/inputSchema/properties/ignore_warnings' },
        { pointer: '/tools/0/inputSchema/properties/allow_deleting_content' },
        { pointer: '/tools/0/inputSchema/properties/skip_confirmation' },
      ],
    },
    {
      name: 'on the trio\'s execute tool, exact range on the key',
      doc: '{"name":"x","version":"1.0.0","tools":[{"name":"t","inputSchema":{"type":"object","properties":{"preview_id":{"type":"string"},\n "confirmed":{"type":"boolean"}}}}]}',
      findings: [{ pointer: '/tools/0/inputSchema/properties/confirmed', range: rangeOn(1, 1, 12), message: 'capture the human\'s approval in the host' }],
    },
    {
      name: 'MCP tools/list: yes and force_delete',
      doc: mcpList([{ name: 'drop_table', inputSchema: { type: 'object', properties: { yes: flag, force_delete: flag } }, annotations: { destructiveHint: true } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/yes' }, { pointer: '/tools/0/inputSchema/properties/force_delete' }],
    },
  ],
});
