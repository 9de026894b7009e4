import { ruleTable, rangeOn } from '../helpers/ruleTester';
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
