import { ruleTable, rangeOn } from '../helpers/ruleTester';
import { contract, edited, mcpList, mutationTrio, readTool } from '../helpers/contracts';

const trio = mutationTrio();

ruleTable('mutation-rollback-undocumented', {
  valid: [
    { name: 'the trio documents how to reverse', doc: contract(trio) },
    { name: 'irreversible, with the reason', doc: contract(edited(trio, (t) => { t[1].rollback = 'none: the customer has already been emailed'; })) },
    { name: 'a read-only tool has nothing to reverse', doc: contract([readTool()]) },
    { name: 'undeclared side effects are side-effects-undeclared\'s', doc: contract(edited(trio, (t) => { delete t[1].sideEffects; delete t[1].rollback; })) },
    { name: 'a rollback of the wrong type is contract-schema\'s', doc: contract(edited(trio, (t) => { t[1].rollback = true; })) },
    {
      name: 'silent in an MCP tools/list result',
      doc: mcpList([{ name: 'delete_ticket', inputSchema: { type: 'object' } }]),
      fileName: 'server.tools.json',
    },
  ],
  invalid: [
    {
      name: 'no rollback on the execute tool',
      doc: contract(edited(trio, (t) => { delete t[1].rollback; })),
      findings: [{ pointer: '/tools/1/rollback', message: /execute_close_ticket changes state but does not say how to reverse it.*none: <reason>/ }],
    },
    {
      name: 'missing, exact range on the tool name',
      doc: '{"name":"x","version":"1.0.0","tools":[\n{"name":"set_x","sideEffects":"idempotent"}]}',
      findings: [{ pointer: '/tools/0/rollback', range: rangeOn(1, 8, 15) }],
    },
    {
      name: '"none" without a reason, exact range on the value',
      doc: '{"name":"x","version":"1.0.0","tools":[\n{"name":"set_x","sideEffects":"idempotent","rollback":"none"}]}',
      findings: [{ pointer: '/tools/0/rollback', range: rangeOn(1, 54, 60), message: 'none: <reason>' }],
    },
    {
      name: '"none:" and an empty string',
      doc: contract([
        ...edited(trio, (t) => { t[1].rollback = 'None:'; }),
        readTool({ name: 'archive_ticket', sideEffects: 'idempotent', annotations: undefined, rollback: '' }),
      ]),
      findings: [{ pointer: '/tools/1/rollback', message: 'without a reason' }, { pointer: '/tools/3/rollback', message: 'does not say how to reverse' }],
    },
  ],
});
