import { ruleTable, rangeOn } from '../helpers/ruleTester';
import { STANDARD_ERRORS, contract, mcpList, readTool } from '../helpers/contracts';

ruleTable('errors-untyped', {
  valid: [
    { name: 'the standard errors', doc: contract([readTool()]) },
    { name: 'digits inside a snake_case type', doc: contract([readTool({ errors: [{ type: 'http_429', description: 'Too many.' }, { type: 'quota2_exceeded' }] })]) },
    { name: 'no errors at all is errors-missing’s', doc: contract([readTool({ errors: undefined })]) },
    {
      name: 'silent for MCP tools/list',
      doc: mcpList([{ name: 'list', inputSchema: { type: 'object' }, annotations: { readOnlyHint: true }, errors: ['oops'] }]),
      fileName: 'server.tools.json',
    },
  ],
  invalid: [
    {
      name: 'a PascalCase type, with its snake_case form',
      doc: contract([readTool({ errors: [...STANDARD_ERRORS.slice(0, 3), { type: 'RateLimited', description: 'Too many calls.' }] })]),
      findings: [{ pointer: '/tools/0/errors/3/type', message: /"RateLimited" of get_ticket is not a snake_case identifier.*Write it rate_limited\./ }],
    },
    {
      name: 'kebab-case, SCREAMING_CASE and spaces',
      doc: contract([readTool({ errors: [{ type: 'not-found' }, { type: 'UPSTREAM_ERROR' }, { type: 'invalid input!' }] })]),
      findings: [
        { pointer: '/tools/0/errors/0/type', message: 'Write it not_found.' },
        { pointer: '/tools/0/errors/1/type', message: 'Write it upstream_error.' },
        { pointer: '/tools/0/errors/2/type', message: 'Write it invalid_input.' },
      ],
    },
    {
      name: 'an entry with no type, an entry that is a string, a type that is not a string or has no snake_case form',
      doc: contract([readTool({ errors: [{ description: 'Something.' }, 'not_found', { type: 404 }, { type: '' }, { type: '429' }] })]),
      findings: [
        { pointer: '/tools/0/errors/0', message: 'Error 1 of get_ticket has no type' },
        { pointer: '/tools/0/errors/1', message: 'is not an object with a type' },
        { pointer: '/tools/0/errors/2/type', message: 'The error type 404 of get_ticket' },
        { pointer: '/tools/0/errors/3/type', message: 'such as not_found' },
        { pointer: '/tools/0/errors/4/type', message: 'such as not_found' },
      ],
    },
    {
      name: 'exact range on the type value',
      doc: '{"name":"x","version":"1.0.0","tools":[{"name":"t",\n"errors":[{"type":"NotFound"}]}]}',
      findings: [{ pointer: '/tools/0/errors/0/type', range: rangeOn(1, 18, 28) }],
    },
  ],
});
