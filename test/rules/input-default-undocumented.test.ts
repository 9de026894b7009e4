import { ruleTable, rangeOn } from '../helpers/ruleTester';
import { contractText, fixTable } from '../fixes/fixTester';
import { contract, mcpList, mutationTrio, readTool, listOpenTool } from '../helpers/contracts';

const params = (properties: Record<string, unknown>) => readTool({ inputSchema: { type: 'object', properties } });

ruleTable('input-default-undocumented', {
  valid: [
    { name: 'the sample tool and the mutation trio (no defaults)', doc: contract([readTool(), ...mutationTrio()]) },
    { name: "the seed's tickets.list_open (Defaults to 50.)", doc: contract([listOpenTool()]) },
    {
      name: 'defaults stated in the description, in the ways people write them',
      doc: contract([
        params({
          sort: { type: 'string', enum: ['asc', 'desc'], default: 'desc', description: 'Sort direction, asc or desc (default desc).' },
          include_archived: { type: 'boolean', default: false, description: 'Include archived tickets; off by default.' },
          max_rows: { type: 'integer', default: 1000, description: 'At most 1,000 rows unless raised.' },
          labels: { type: 'array', items: { type: 'string' }, default: [], description: 'Labels to match; empty matches all.' },
          owner: { type: ['string', 'null'], default: null, description: 'Owner handle, or null for everyone.' },
        }),
      ]),
    },
    {
      name: 'an MCP tool whose default is documented',
      doc: mcpList([{ name: 'list', inputSchema: { type: 'object', properties: { limit: { type: 'integer', default: 20, description: 'Page size, 20 if omitted.' } } }, annotations: { readOnlyHint: true } }]),
      fileName: 'server.tools.json',
    },
  ],
  invalid: [
    {
      name: 'a default with no description, on the default key, suggesting the sentence',
      doc: contract([params({ limit: { type: 'integer', default: 50 } })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/limit/default', message: 'End the description with: Defaults to 50.' }],
    },
    {
      name: 'exact range on the "default" key; a word inside another word does not count',
      doc: '{"name":"x","version":"1.0.0","tools":[{"name":"t","description":"d","inputSchema":{"type":"object","properties":{"sort":{"type":"string","description":"Sort ascending or descending.",\n"default":"asc"}}}}]}',
      findings: [{ pointer: '/tools/0/inputSchema/properties/sort/default', range: rangeOn(1, 0, 9), message: 'Defaults to "asc".' }],
    },
    {
      name: 'at any depth: a nested field of a filter; 5 is not 50',
      doc: contract([params({ filter: { type: 'object', properties: { age_days_max: { type: 'integer', default: 5, description: 'Oldest age, up to 50.' } } } })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/filter/properties/age_days_max/default' }],
    },
    {
      name: 'in an MCP tools/list result',
      doc: mcpList([{ name: 'list', inputSchema: { type: 'object', properties: { verbose: { type: 'boolean', default: true, description: 'Return every field.' } } }, annotations: { readOnlyHint: true } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/verbose/default', message: 'Defaults to true.' }],
    },
  ],
});

const pagedTool = (property: string) => `    {
      "name": "list_tickets",
      "description": "Lists tickets.",
      "sideEffects": "read_only",
      "inputSchema": {
        "type": "object",
        "properties": {
          ${property}
        }
      }
    }`;

fixTable('input-default-undocumented', {
  fixes: [
    {
      name: 'appends the sentence to the description, after a full stop it adds',
      doc: contractText(pagedTool('"limit": { "type": "integer", "default": 20, "description": "Maximum results" } // page size')),
      title: 'Document the default: end the description with: Defaults to 20.',
      kind: 'safe',
      preferred: true,
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "list_tickets",
      "description": "Lists tickets.",
      "sideEffects": "read_only",
      "inputSchema": {
        "type": "object",
        "properties": {
          "limit": { "type": "integer", "default": 20, "description": "Maximum results. Defaults to 20." } // page size
        }
      }
    }
  ]
}
`,
    },
    {
      name: 'a string default is quoted, and escaped inside the JSON string',
      doc: contractText(pagedTool('"order": { "type": "string", "enum": ["asc", "desc"], "default": "desc", "description": "Sort order; omit for newest first." }')),
      title: 'Document the default: end the description with: Defaults to "desc".',
      kind: 'safe',
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "list_tickets",
      "description": "Lists tickets.",
      "sideEffects": "read_only",
      "inputSchema": {
        "type": "object",
        "properties": {
          "order": { "type": "string", "enum": ["asc", "desc"], "default": "desc", "description": "Sort order; omit for newest first. Defaults to \\"desc\\"." }
        }
      }
    }
  ]
}
`,
    },
    {
      name: 'no description: one is added',
      doc: contractText(pagedTool('"limit": {\n            "type": "integer",\n            "default": 50\n          }')),
      title: 'Document the default: add the description: Defaults to 50.',
      kind: 'safe',
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "list_tickets",
      "description": "Lists tickets.",
      "sideEffects": "read_only",
      "inputSchema": {
        "type": "object",
        "properties": {
          "limit": {
            "type": "integer",
            "default": 50,
            "description": "Defaults to 50."
          }
        }
      }
    }
  ]
}
`,
    },
  ],
});
