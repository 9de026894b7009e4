import { ruleTable, rangeOn } from '../helpers/ruleTester';
import { contract, mcpList, readTool, STANDARD_ERRORS } from '../helpers/contracts';

/** The five standard types plus `extra` specific ones. */
function errorsOf(extra: number): Record<string, unknown>[] {
  return [...STANDARD_ERRORS, ...Array.from({ length: extra }, (_, i) => ({ type: `conflict_${i}`, description: 'A specific failure.' }))];
}

ruleTable('errors-too-many', {
  valid: [
    { name: 'the five standard types', doc: contract([readTool()]) },
    { name: 'exactly ten types', doc: contract([readTool({ errors: errorsOf(5) })]) },
    { name: 'errors that are not an array (contract-schema says so)', doc: contract([readTool({ errors: { a: 1 } })]) },
    {
      name: 'not reported for an MCP tools/list result (it has no errors field)',
      doc: mcpList([{ name: 'get_ticket', inputSchema: { type: 'object' }, annotations: { readOnlyHint: true }, errors: errorsOf(10) }]),
      fileName: 'server.tools.json',
    },
  ],
  invalid: [
    {
      name: 'eleven types, on the errors key',
      doc: contract([readTool({ errors: errorsOf(6) })]),
      findings: [{ pointer: '/tools/0/errors', message: 'declares 11 error types' }],
    },
    {
      name: 'only the tool with too many, exact range on the key',
      doc:
        '{"name":"x","version":"1.0.0","tools":[{"name":"a","errors":[]},{"name":"t",\n' +
        `"errors":${JSON.stringify(errorsOf(7).map((e) => ({ type: e.type })))}}]}`,
      findings: [{ pointer: '/tools/1/errors', range: rangeOn(1, 0, 8), message: /t declares 12 error types.*keep five to 10/ }],
    },
    {
      name: 'each tool over the limit',
      doc: contract([readTool({ errors: errorsOf(20) }), readTool({ name: 'list_tickets', errors: errorsOf(6) })]),
      findings: [
        { pointer: '/tools/0/errors', message: '25 error types' },
        { pointer: '/tools/1/errors', message: 'list_tickets declares 11' },
      ],
    },
  ],
});
