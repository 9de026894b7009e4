import { ruleTable, rangeOn } from '../helpers/ruleTester';
import { contract, mcpList, readTool } from '../helpers/contracts';

const arrayOutput = { type: 'array', items: { type: 'object', properties: { id: { type: 'string' } } } };

ruleTable('output-not-object', {
  valid: [
    { name: 'an object output', doc: contract([readTool()]) },
    { name: 'no type but properties (an object in all but name)', doc: contract([readTool({ outputSchema: { properties: { id: { type: 'string' } } } })]) },
    { name: 'a nullable object', doc: contract([readTool({ outputSchema: { type: ['object', 'null'], properties: {} } })]) },
    { name: 'no output at all (output-missing says so)', doc: contract([readTool({ outputSchema: undefined })]) },
  ],
  invalid: [
    {
      name: 'a bare array, on the type value',
      doc: contract([readTool({ outputSchema: arrayOutput })]),
      findings: [{ pointer: '/tools/0/outputSchema/type', message: 'bare array' }],
    },
    {
      name: 'a bare string, exact range',
      doc: '{"name":"x","version":"1.0.0","tools":[{"name":"t","description":"d","inputSchema":{"type":"object"},\n"outputSchema":{"type":"string"}}]}',
      findings: [{ pointer: '/tools/0/outputSchema/type', range: rangeOn(1, 23, 31), message: 'bare string' }],
    },
    {
      name: 'in an MCP tools/list result',
      doc: mcpList([{ name: 'list', inputSchema: { type: 'object' }, outputSchema: { type: 'integer' }, annotations: { readOnlyHint: true } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/outputSchema/type' }],
    },
  ],
});
