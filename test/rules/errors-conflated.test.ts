import { ruleTable, rangeOn } from '../helpers/ruleTester';
import { contract, mcpList, readTool, STANDARD_ERRORS } from '../helpers/contracts';

const withType = (type: unknown): Record<string, unknown>[] => [...STANDARD_ERRORS, { type, description: 'Something else.' }];

ruleTable('errors-conflated', {
  valid: [
    { name: 'the standard types (upstream_error is the seed\'s own catch-all for the owning service)', doc: contract([readTool()]) },
    {
      name: 'internal_error, payment_failed and validation_error name a side or a cause',
      doc: contract([readTool({ errors: [...STANDARD_ERRORS, { type: 'internal_error' }, { type: 'payment_failed' }, { type: 'validation_error' }] })]),
    },
    { name: 'a type with "or" inside a word (operator_error)', doc: contract([readTool({ errors: withType('operator_error') })]) },
    { name: 'a non-string type is errors-untyped\'s', doc: contract([readTool({ errors: withType(42) })]) },
    {
      name: 'not reported for an MCP tools/list result',
      doc: mcpList([{ name: 'get_ticket', inputSchema: { type: 'object' }, annotations: { readOnlyHint: true }, errors: [{ type: 'error' }] }]),
      fileName: 'server.tools.json',
    },
  ],
  invalid: [
    {
      name: 'a merged type: split into the two halves',
      doc: contract([readTool({ errors: [{ type: 'invalid_input' }, { type: 'not_found_or_unauthorised' }] })]),
      findings: [{ pointer: '/tools/0/errors/1/type', message: 'split it into not_found and unauthorised.' }],
    },
    {
      name: 'a catch-all beside two standard types: the message names the missing specific ones',
      doc: contract([readTool({ errors: [{ type: 'not_found' }, { type: 'rate_limited', fields: { retry_after_ms: { type: 'integer' } } }, { type: 'unknown_error' }] })]),
      findings: [{ pointer: '/tools/0/errors/2/type', message: '(invalid_input, unauthorised or upstream_error…)' }],
    },
    {
      name: 'a catch-all beside all five: remove it',
      doc: contract([readTool({ errors: withType('generic_error') })]),
      findings: [{ pointer: '/tools/0/errors/5/type', message: /catch-all.*remove it/ }],
    },
    {
      name: 'error, failure and a camelCase merge, exact range on the type value',
      doc:
        '{"name":"x","version":"1.0.0","tools":[{"name":"t","errors":[\n' +
        '{"type":"error"},\n{"type":"failure"},\n{"type":"notFoundOrForbidden"}]}]}',
      findings: [
        { pointer: '/tools/0/errors/0/type', range: rangeOn(1, 8, 15), message: '"error" of t is a catch-all' },
        { pointer: '/tools/0/errors/1/type', range: rangeOn(2, 8, 17) },
        { pointer: '/tools/0/errors/2/type', range: rangeOn(3, 8, 29), message: 'split it into not_found and forbidden' },
      ],
    },
  ],
});
