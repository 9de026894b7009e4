import { ruleTable, rangeOn } from '../helpers/ruleTester';
import { contractText, fixTable } from '../fixes/fixTester';
import { contract, mcpList, readTool, STANDARD_ERRORS } from '../helpers/contracts';

const withRateLimit = (entry: Record<string, unknown>): Record<string, unknown>[] =>
  STANDARD_ERRORS.map((e) => (e.type === 'rate_limited' ? { type: 'rate_limited', description: 'Too many calls.', ...entry } : e));

ruleTable('errors-retry-hint-missing', {
  valid: [
    { name: 'retry_after_ms (the standard errors)', doc: contract([readTool()]) },
    { name: 'camelCase with a unit: retryAfterSeconds', doc: contract([readTool({ errors: withRateLimit({ fields: { retryAfterSeconds: { type: 'integer' } } }) })]) },
    { name: 'an absolute retry time: retry_at as date-time', doc: contract([readTool({ errors: withRateLimit({ fields: { retry_at: { type: 'string', format: 'date-time' } } }) })]) },
    { name: 'no rate-limit error at all (nothing to hint)', doc: contract([readTool({ errors: [{ type: 'not_found' }] })]) },
    {
      name: 'not reported for an MCP tools/list result',
      doc: mcpList([{ name: 'get_ticket', inputSchema: { type: 'object' }, annotations: { readOnlyHint: true }, errors: [{ type: 'rate_limited' }] }]),
      fileName: 'server.tools.json',
    },
  ],
  invalid: [
    {
      name: 'no fields: on the type value',
      doc: contract([readTool({ errors: withRateLimit({}) })]),
      findings: [{ pointer: '/tools/0/errors/3/type', message: 'add a retry_after_ms integer' }],
    },
    {
      name: 'a hint in prose only (remediation) and an unrelated field',
      doc: contract([readTool({ errors: withRateLimit({ remediation: 'Retry in 30 seconds.', fields: { retry_count: { type: 'integer' } } }) })]),
      findings: [{ pointer: '/tools/0/errors/3/type' }],
    },
    {
      name: 'a unit-less retry_after: on its key, exact range',
      doc: '{"name":"x","version":"1.0.0","tools":[{"name":"t","errors":[{"type":"rate_limited",\n"fields":{"retry_after":{"type":"integer"}}}]}]}',
      findings: [{ pointer: '/tools/0/errors/0/fields/retry_after', range: rangeOn(1, 10, 23), message: 'rename it retry_after_ms or retry_after_seconds' }],
    },
    {
      name: 'a spelling of rate_limited (throttled), camelCase unit-less hint',
      doc: contract([readTool({ errors: [{ type: 'throttled', fields: { retryAfter: { type: 'integer' } } }] })]),
      findings: [{ pointer: '/tools/0/errors/0/fields/retryAfter', message: 'retryAfterMs or retryAfterSeconds' }],
    },
  ],
});

const limitedTool = (rateLimited: string) => `    {
      "name": "get_quota",
      "description": "Reads the quota.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object" },
      "outputSchema": { "type": "object", "properties": { "left": { "type": "integer" } } },
      "errors": [
        { "type": "not_found", "description": "No such quota." },
        ${rateLimited}
      ]
    }`;

fixTable('errors-retry-hint-missing', {
  fixes: [
    {
      name: 'an entry with no fields gets fields with retry_after_ms',
      doc: contractText(limitedTool('{ "type": "rate_limited", "description": "Slow down." } // from the gateway')),
      title: 'Add retry_after_ms to the fields of rate_limited',
      kind: 'safe',
      preferred: true,
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "get_quota",
      "description": "Reads the quota.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object" },
      "outputSchema": { "type": "object", "properties": { "left": { "type": "integer" } } },
      "errors": [
        { "type": "not_found", "description": "No such quota." },
        { "type": "rate_limited", "description": "Slow down.", "fields": { "retry_after_ms": { "type": "integer", "minimum": 0, "description": "Milliseconds to wait before retrying." } } } // from the gateway
      ]
    }
  ]
}
`,
    },
    {
      name: 'fields written over lines get retry_after_ms on a line of its own',
      doc: contractText(limitedTool(`{
          "type": "rate_limited",
          "description": "Slow down.",
          "fields": {
            "limit": { "type": "integer" } // calls per minute
          }
        }`)),
      title: 'Add retry_after_ms to the fields of rate_limited',
      kind: 'safe',
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "get_quota",
      "description": "Reads the quota.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object" },
      "outputSchema": { "type": "object", "properties": { "left": { "type": "integer" } } },
      "errors": [
        { "type": "not_found", "description": "No such quota." },
        {
          "type": "rate_limited",
          "description": "Slow down.",
          "fields": {
            "limit": { "type": "integer" }, // calls per minute
            "retry_after_ms": {
              "type": "integer",
              "minimum": 0,
              "description": "Milliseconds to wait before retrying."
            }
          }
        }
      ]
    }
  ]
}
`,
    },
    {
      name: 'camelCase fields get retryAfterMs',
      doc: contractText(limitedTool('{ "type": "rate_limited", "description": "Slow down.", "fields": { "callLimit": { "type": "integer" } } }')),
      title: 'Add retryAfterMs to the fields of rate_limited',
      kind: 'safe',
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "get_quota",
      "description": "Reads the quota.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object" },
      "outputSchema": { "type": "object", "properties": { "left": { "type": "integer" } } },
      "errors": [
        { "type": "not_found", "description": "No such quota." },
        { "type": "rate_limited", "description": "Slow down.", "fields": { "callLimit": { "type": "integer" }, "retryAfterMs": { "type": "integer", "minimum": 0, "description": "Milliseconds to wait before retrying." } } }
      ]
    }
  ]
}
`,
    },
    {
      name: 'a unit-less hint is renamed (a suggestion: callers read it)',
      doc: contractText(limitedTool('{ "type": "rate_limited", "description": "Slow down.", "fields": { "retry_after": { "type": "integer" } } }')),
      title: 'Rename retry_after to retry_after_seconds',
      kind: 'suggestion',
      preferred: false,
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "get_quota",
      "description": "Reads the quota.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object" },
      "outputSchema": { "type": "object", "properties": { "left": { "type": "integer" } } },
      "errors": [
        { "type": "not_found", "description": "No such quota." },
        { "type": "rate_limited", "description": "Slow down.", "fields": { "retry_after_seconds": { "type": "integer" } } }
      ]
    }
  ]
}
`,
    },
  ],
});
