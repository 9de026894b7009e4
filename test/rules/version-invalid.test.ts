import { ruleTable, rangeOn } from '../helpers/ruleTester';
import { contract, edited, mcpList, readTool } from '../helpers/contracts';

ruleTable('version-invalid', {
  valid: [
    { name: 'plain SemVer', doc: contract([readTool()], { version: '1.4.0' }) },
    { name: 'a pre-release with build metadata', doc: contract([readTool()], { version: '2.0.0-rc.1+build.5' }) },
    { name: 'MCP tools/list results have no version', doc: mcpList([{ name: 'x', inputSchema: { type: 'object' } }]), fileName: 'a.tools.json' },
  ],
  invalid: [
    {
      name: 'missing, drawn on the contract name',
      doc: '{\n  "name": "team-tickets",\n  "tools": []\n}',
      findings: [{ pointer: '/version', range: rangeOn(1, 10, 24), message: 'no version' }],
    },
    { name: 'two parts', doc: contract([readTool()], { version: '1.4' }), findings: [{ pointer: '/version', message: 'MAJOR.MINOR.PATCH' }] },
    { name: 'a v prefix, with the corrected form', doc: contract([readTool()], { version: 'v1.4.0' }), findings: [{ pointer: '/version', message: 'Write "1.4.0"' }] },
    { name: 'a number', doc: edited(contract([readTool()]), (c) => (c.version = 1)), findings: [{ pointer: '/version' }] },
  ],
});
