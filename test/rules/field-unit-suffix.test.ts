import { ruleTable, rangeOn } from '../helpers/ruleTester';
import { contractText, fixTable } from '../fixes/fixTester';
import { STANDARD_ERRORS, contract, mcpList, mutationTrio, readTool } from '../helpers/contracts';
import { nestings, valueForms, withValueForm } from '../helpers/nesting';

const output = (properties: Record<string, unknown>) => ({ outputSchema: { type: 'object', properties } });
const input = (properties: Record<string, unknown>) => ({ inputSchema: { type: 'object', properties } });
const withErrorFields = (fields: Record<string, unknown>) => ({
  errors: [...STANDARD_ERRORS.slice(0, 3), { type: 'rate_limited', description: 'Too many calls.', fields }, STANDARD_ERRORS[4]],
});

ruleTable('field-unit-suffix', {
  valid: [
    { name: 'the sample tool (age_days)', doc: contract([readTool()]) },
    { name: 'the mutation trio (and the standard retry_after_ms)', doc: contract(mutationTrio()) },
    {
      name: 'units in snake_case and camelCase, and dimensionless ratios',
      doc: contract([readTool(output({ latency_ms: { type: 'number' }, costUsd: { type: 'number' }, cost_inr_paise: { type: 'integer' }, timeoutSeconds: { type: 'integer' }, memory_mb: { type: 'number' }, width_px: { type: 'integer' }, weight_kg: { type: 'number' }, temperature_celsius: { type: 'number' }, error_ratio: { type: 'number' }, cost_pct: { type: 'number' } }))]),
    },
    {
      name: 'counts are not quantities',
      doc: contract([readTool(input({ page_size: { type: 'integer' }, batchSize: { type: 'integer' }, count: { type: 'integer' }, total: { type: 'integer' }, limit: { type: 'integer' }, index: { type: 'integer' }, timeout_count: { type: 'integer' } }))]),
    },
    {
      name: 'a number under not or if, or in a definition nobody refers to, is no field',
      doc: contract([readTool({ inputSchema: { type: 'object', properties: {}, not: { properties: { timeout: { type: 'integer' } } }, if: { properties: { delay: { type: 'integer' } } }, $defs: { Unused: { type: 'object', properties: { latency: { type: 'number' } } } } } })]),
    },
    {
      name: 'strings are never reported, even a time with a format',
      doc: contract([readTool(output({ timeout: { type: 'string', format: 'duration' }, expires_at: { type: 'string', format: 'date-time' }, latency: { type: 'string' } }))]),
    },
    {
      name: 'a sibling that states the unit: units beside the one quantity (MongoDB), durationUnit beside duration',
      doc: contract([readTool(output({ size: { type: 'number' }, units: { type: 'string' }, duration: { type: 'number' }, durationUnit: { type: 'string', enum: ['ms', 's'] } }))]),
    },
    {
      name: 'a number whose description says it counts things (Lara Translate: size, "Total number of units in the import")',
      doc: contract([readTool(output({ size: { type: 'number', description: 'Total number of units in the import' }, duration: { type: 'number', description: 'The number of retries it took.' } }))]),
    },
    {
      name: 'an MCP tool with units',
      doc: mcpList([{ name: 'stats', inputSchema: { type: 'object', properties: { windowSeconds: { type: 'integer' } } }, outputSchema: { type: 'object', properties: { latencyMs: { type: 'number' } } }, annotations: { readOnlyHint: true } }]),
      fileName: 'server.tools.json',
    },
  ],
  invalid: [
    ...nestings('timeout', { type: 'integer' }).flatMap((n) => [
      {
        name: `an input in a ${n.form}`,
        doc: contract([readTool({ inputSchema: n.schema })]),
        findings: [{ pointer: `/tools/0/inputSchema${n.pointer}`, message: /^"timeout" in get_ticket's input is a time without a unit/ }],
      },
      {
        name: `an output field in a ${n.form}`,
        doc: contract([readTool({ outputSchema: n.schema })]),
        findings: [{ pointer: `/tools/0/outputSchema${n.pointer}` }],
      },
    ]),
    ...valueForms({ type: 'number' }).map((f) => ({
      name: `a number as a ${f.form}`,
      doc: contract([readTool({ inputSchema: withValueForm('latency', f) })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/latency' }],
    })),
    {
      name: '"number of" a unit is a quantity in that unit, still without it in the name',
      doc: contract([readTool(output({ timeout: { type: 'number', description: 'Number of seconds to wait.' }, size: { type: 'number', description: 'Total number of bytes.' } }))]),
      findings: [{ pointer: '/tools/0/outputSchema/properties/size' }, { pointer: '/tools/0/outputSchema/properties/timeout' }],
    },
    {
      name: 'a unit beside two quantities speaks for neither; a duration_unit speaks for duration alone',
      doc: contract([readTool(output({ size: { type: 'number' }, timeout: { type: 'integer' }, unit: { type: 'string' }, duration: { type: 'number' }, duration_unit: { type: 'string' }, latency: { type: 'number' } }))]),
      findings: [{ pointer: '/tools/0/outputSchema/properties/latency' }, { pointer: '/tools/0/outputSchema/properties/size' }, { pointer: '/tools/0/outputSchema/properties/timeout' }],
    },
    {
      name: 'a bare latency in the output, on the key, with two suggested names',
      doc: contract([readTool({ name: 'get_stats', ...output({ latency: { type: 'number' } }) })]),
      findings: [{ pointer: '/tools/0/outputSchema/properties/latency', message: '"latency" in get_stats\'s output is a time without a unit, so an agent cannot tell milliseconds from seconds: rename it latency_ms or latency_seconds.' }],
    },
    {
      name: 'exact range on the key',
      doc: '{"name":"x","version":"1.0.0","tools":[{"name":"t","description":"d","inputSchema":{"type":"object",\n"properties":{"cost":{"type":"integer"}}}}]}',
      findings: [{ pointer: '/tools/0/inputSchema/properties/cost', range: rangeOn(1, 14, 20), message: 'rename it cost_usd or cost_usd_cents' }],
    },
    {
      name: 'at any depth: nested objects, list items, nullable numbers, lists of numbers',
      doc: contract([
        readTool({
          ...input({ filter: { type: 'object', properties: { max_price: { type: ['number', 'null'] } } } }),
          ...output({
            rows: { type: 'array', maxItems: 50, items: { type: 'object', properties: { duration: { type: 'integer' }, size: { anyOf: [{ type: 'integer' }, { type: 'null' }] } } } },
            latency_samples: { type: 'array', maxItems: 100, items: { type: 'number' } },
          }),
        }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/filter/properties/max_price', message: 'an amount of money' },
        { pointer: '/tools/0/outputSchema/properties/rows/items/properties/duration', message: 'duration_ms or duration_seconds' },
        { pointer: '/tools/0/outputSchema/properties/rows/items/properties/size', message: 'a size' },
        { pointer: '/tools/0/outputSchema/properties/latency_samples', message: 'latency_samples_ms' },
      ],
    },
    {
      name: 'suggestions keep the name’s case, and a one-word name follows its camelCase siblings',
      doc: contract([readTool(output({ latencyValue: { type: 'number' }, requestId: { type: 'string' }, timeout: { type: 'integer' }, fileSizeLimit: { type: 'integer' } }))]),
      findings: [
        { pointer: '/tools/0/outputSchema/properties/latencyValue', message: 'rename it latencyValueMs or latencyValueSeconds.' },
        { pointer: '/tools/0/outputSchema/properties/timeout', message: 'rename it timeoutMs or timeoutSeconds.' },
        { pointer: '/tools/0/outputSchema/properties/fileSizeLimit', message: 'fileSizeLimitBytes' },
      ],
    },
    {
      name: 'in an error’s fields',
      doc: contract([readTool(withErrorFields({ retry_after: { type: 'integer', minimum: 0 } }))]),
      findings: [{ pointer: '/tools/0/errors/3/fields/retry_after', message: '"retry_after" in get_ticket\'s rate_limited error is a time without a unit' }],
    },
    {
      name: 'in an MCP tools/list result',
      doc: mcpList([{ name: 'stats', inputSchema: { type: 'object', properties: { expiresIn: { type: 'integer' } } }, outputSchema: { type: 'object', properties: { weight: { type: 'number' } } }, annotations: { readOnlyHint: true } }]),
      fileName: 'server.tools.json',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/expiresIn', message: 'expiresInMs' },
        { pointer: '/tools/0/outputSchema/properties/weight', message: 'weight_kg or weight_g' },
      ],
    },
  ],
});

const statsTool = (output: string) => `    {
      "name": "get_stats",
      "description": "Returns queue statistics.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object" },
      "outputSchema": ${output}
    }`;

fixTable('field-unit-suffix', {
  fixes: [
    {
      name: 'renames the key and its required entry, nothing else; comments stay',
      doc: contractText(statsTool(`{
        "type": "object",
        "properties": {
          // how long the queue took
          "latency": { "type": "number" }, // p50
          "queue": { "type": "string" }
        },
        "required": ["queue", "latency"]
      }`)),
      title: 'Add a units suffix: rename latency to latency_ms',
      kind: 'suggestion',
      preferred: true,
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "get_stats",
      "description": "Returns queue statistics.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object" },
      "outputSchema": {
        "type": "object",
        "properties": {
          // how long the queue took
          "latency_ms": { "type": "number" }, // p50
          "queue": { "type": "string" }
        },
        "required": ["queue", "latency_ms"]
      }
    }
  ]
}
`,
    },
    {
      name: 'one fix per likely unit: seconds too',
      doc: contractText(statsTool('{ "type": "object", "properties": { "latency": { "type": "number" } }, "required": ["latency"] }')),
      title: 'Add a units suffix: rename latency to latency_seconds',
      kind: 'suggestion',
      preferred: false,
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "get_stats",
      "description": "Returns queue statistics.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object" },
      "outputSchema": { "type": "object", "properties": { "latency_seconds": { "type": "number" } }, "required": ["latency_seconds"] }
    }
  ]
}
`,
    },
    {
      name: 'camelCase names get a camelCase unit (processingTime → processingTimeMs)',
      doc: contractText(statsTool('{ "type": "object", "properties": { "queueName": { "type": "string" }, "processingTime": { "type": "integer" } }, "required": ["processingTime"] }')),
      title: 'Add a units suffix: rename processingTime to processingTimeMs',
      kind: 'suggestion',
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "get_stats",
      "description": "Returns queue statistics.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object" },
      "outputSchema": { "type": "object", "properties": { "queueName": { "type": "string" }, "processingTimeMs": { "type": "integer" } }, "required": ["processingTimeMs"] }
    }
  ]
}
`,
    },
    {
      name: 'a one-word name among camelCase siblings follows them (latency → latencyMs)',
      doc: contractText(statsTool('{ "type": "object", "properties": { "queueName": { "type": "string" }, "latency": { "type": "integer" } } }')),
      title: 'Add a units suffix: rename latency to latencyMs',
      kind: 'suggestion',
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "get_stats",
      "description": "Returns queue statistics.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object" },
      "outputSchema": { "type": "object", "properties": { "queueName": { "type": "string" }, "latencyMs": { "type": "integer" } } }
    }
  ]
}
`,
    },
    {
      name: 'money in the configured currency (toolContracts.currency: eur)',
      doc: contractText(statsTool('{ "type": "object", "properties": { "cost": { "type": "number" } } }')),
      options: { currency: 'eur' },
      title: 'Add a units suffix: rename cost to cost_eur',
      kind: 'suggestion',
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "get_stats",
      "description": "Returns queue statistics.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object" },
      "outputSchema": { "type": "object", "properties": { "cost_eur": { "type": "number" } } }
    }
  ]
}
`,
    },
    {
      name: 'money in minor units of the default currency',
      doc: contractText(statsTool('{ "type": "object", "properties": { "cost": { "type": "integer" } } }')),
      title: 'Add a units suffix: rename cost to cost_usd_cents',
      kind: 'suggestion',
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "get_stats",
      "description": "Returns queue statistics.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object" },
      "outputSchema": { "type": "object", "properties": { "cost_usd_cents": { "type": "integer" } } }
    }
  ]
}
`,
    },
    {
      name: 'a nested input property: the required of its own schema only',
      doc: contractText(`    {
      "name": "set_timeout",
      "description": "Sets the queue timeout.",
      "sideEffects": "idempotent",
      "inputSchema": {
        "type": "object",
        "properties": {
          "queue": { "type": "object", "properties": { "timeout": { "type": "integer" } }, "required": ["timeout"] }
        },
        "required": ["queue"]
      }
    }`),
      title: 'Add a units suffix: rename timeout to timeout_seconds',
      kind: 'suggestion',
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "set_timeout",
      "description": "Sets the queue timeout.",
      "sideEffects": "idempotent",
      "inputSchema": {
        "type": "object",
        "properties": {
          "queue": { "type": "object", "properties": { "timeout_seconds": { "type": "integer" } }, "required": ["timeout_seconds"] }
        },
        "required": ["queue"]
      }
    }
  ]
}
`,
    },
  ],
});
