import { ruleTable, rangeOn } from '../helpers/ruleTester';
import { contract, edited, mcpList, mutationTrio, readTool } from '../helpers/contracts';

const trio = mutationTrio();

ruleTable('reference-unknown-tool', {
  valid: [
    { name: 'the trio\'s references resolve', doc: contract(trio) },
    { name: 'no references at all', doc: contract([readTool()]) },
    { name: 'references of the wrong type are contract-schema\'s', doc: contract(edited(trio, (t) => { t[1].previewTool = 3; t[1].verifyTool = ['verify_close_ticket']; })) },
    { name: 'an empty reference is mutation-no-preview\'s', doc: contract(edited(trio, (t) => { t[1].previewTool = ''; })) },
    {
      name: 'silent in an MCP tools/list result',
      doc: mcpList([{ name: 'execute_x', previewTool: 'preview_x', inputSchema: { type: 'object' } }]),
      fileName: 'server.tools.json',
    },
  ],
  invalid: [
    {
      name: 'a typo in previewTool suggests the closest name, exact range on the value',
      doc: '{"name":"x","version":"1.0.0","tools":[{"name":"preview_close"},\n{"name":"execute_close","previewTool":"preview_clsoe"}]}',
      findings: [{ pointer: '/tools/1/previewTool', range: rangeOn(1, 38, 53), message: 'execute_close\'s previewTool "preview_clsoe" names no tool in this file, so its preview step cannot be found: correct it (the closest tool is "preview_close")' }],
    },
    {
      name: 'an unrelated verifyTool gets no suggestion',
      doc: contract(edited(trio, (t) => { t[1].verifyTool = 'audit_log_reader'; })),
      findings: [{ pointer: '/tools/1/verifyTool', message: 'read-back step cannot be found: correct the name or add that tool.' }],
    },
    {
      name: 'a tool cannot preview or verify itself',
      doc: contract(edited(trio, (t) => { t[1].previewTool = 'execute_close_ticket'; t[1].verifyTool = 'execute_close_ticket'; })),
      findings: [
        { pointer: '/tools/1/previewTool', message: 'a tool cannot preview itself' },
        { pointer: '/tools/1/verifyTool', message: 'a tool cannot verify itself' },
      ],
    },
    {
      name: 'reported whatever the side effects',
      doc: contract([readTool({ verifyTool: 'nothing_here' }), readTool({ name: 'other', sideEffects: undefined, previewTool: 'gone' })]),
      findings: [{ pointer: '/tools/0/verifyTool' }, { pointer: '/tools/1/previewTool' }],
    },
  ],
});
