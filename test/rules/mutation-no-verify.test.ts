import { ruleTable, rangeOn } from '../helpers/ruleTester';
import { contract, edited, mcpList, mutationTrio, readTool } from '../helpers/contracts';

const trio = mutationTrio();

ruleTable('mutation-no-verify', {
  valid: [
    { name: 'the preview/execute/verify trio', doc: contract(trio) },
    { name: 'a read-only tool needs no verify tool', doc: contract([readTool()]) },
    { name: 'undeclared side effects are side-effects-undeclared\'s', doc: contract(edited(trio, (t) => { delete t[1].sideEffects; delete t[1].verifyTool; })) },
    { name: 'an unknown verify name is reference-unknown-tool\'s', doc: contract(edited(trio, (t) => { t[1].verifyTool = 'verify_nothing'; })) },
    {
      name: 'silent in an MCP tools/list result',
      doc: mcpList([{ name: 'delete_ticket', inputSchema: { type: 'object' } }]),
      fileName: 'server.tools.json',
    },
  ],
  invalid: [
    {
      name: 'execute tool without verifyTool',
      doc: contract(edited(trio, (t) => { delete t[1].verifyTool; })),
      findings: [{ pointer: '/tools/1/verifyTool', message: /execute_close_ticket changes state but names no verifyTool.*reads the result back/ }],
    },
    {
      name: 'an idempotent tool, exact range on its name',
      doc: '{"name":"x","version":"1.0.0","tools":[\n{"name":"set_x","description":"d","sideEffects":"idempotent","inputSchema":{"type":"object"}}]}',
      findings: [{ pointer: '/tools/0/verifyTool', range: rangeOn(1, 8, 15) }],
    },
    {
      name: 'two mutating tools, one finding each',
      doc: contract([
        ...edited(trio, (t) => { delete t[1].verifyTool; }),
        readTool({ name: 'archive_ticket', sideEffects: 'idempotent', annotations: undefined }),
      ]),
      findings: [{ pointer: '/tools/1/verifyTool' }, { pointer: '/tools/3/verifyTool' }],
    },
  ],
});
