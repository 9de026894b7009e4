import assert from 'node:assert/strict';
import { contractText, fixTable } from '../fixes/fixTester';
import { describe, it } from 'node:test';
import { ruleTable, rangeOn } from '../helpers/ruleTester';
import { contract, mcpList, mutationTrio, readTool, listOpenTool } from '../helpers/contracts';
import { suggestedDefault } from '../../server/src/rules/input-optional-without-default';

const params = (properties: Record<string, unknown>, required: string[] = []) => readTool({ inputSchema: { type: 'object', properties, required } });

ruleTable('input-optional-without-default', {
  valid: [
    { name: 'the sample tool and the mutation trio', doc: contract([readTool(), ...mutationTrio()]) },
    { name: "the seed's tickets.list_open (nested filter fields are the filter's business)", doc: contract([listOpenTool()]) },
    {
      name: 'required, defaulted, or described by what omitting it means',
      doc: contract([
        params(
          {
            team: { type: 'string', description: 'Team handle.' },
            include_archived: { type: 'boolean', default: false },
            since: { type: 'string', format: 'date-time', description: 'Only tickets updated after this; if omitted, all of them.' },
            owner: { type: 'string', description: "Owner handle. When not set, the caller's own tickets." },
            label: { type: 'string', description: 'Leave empty for every label.' },
            sort: { type: 'string', enum: ['asc', 'desc'], description: 'Newest first unless set otherwise.' },
          },
          ['team'],
        ),
      ]),
    },
    {
      name: 'an MCP tool whose optional input says what omitting it means',
      doc: mcpList([{ name: 'list', inputSchema: { type: 'object', properties: { cursor: { type: 'string', description: 'Omit for the first page.' } } }, annotations: { readOnlyHint: true } }]),
      fileName: 'server.tools.json',
    },
  ],
  invalid: [
    {
      name: 'an optional parameter with nothing said, on its key',
      doc: contract([params({ ticket_id: { type: 'string', description: 'The ticket.' }, team: { type: 'string', description: 'Team handle' } }, ['ticket_id'])]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/team', message: '"team" in get_ticket\'s input is optional, has no default' }],
    },
    {
      name: 'exact range on the key; "optional" alone and "if set" do not say what omission means',
      doc: '{"name":"x","version":"1.0.0","tools":[{"name":"t","description":"d","inputSchema":{"type":"object","properties":{\n"a":{"type":"string","description":"Optional."},\n"b":{"type":"string","description":"If set, only this team."}}}}]}',
      findings: [
        { pointer: '/tools/0/inputSchema/properties/a', range: rangeOn(1, 0, 3) },
        { pointer: '/tools/0/inputSchema/properties/b', range: rangeOn(2, 0, 3) },
      ],
    },
    {
      name: 'no required list at all, and a property schema that is not an object',
      doc: contract([readTool({ inputSchema: { type: 'object', properties: { ticket_id: { type: 'string', description: 'Id.' }, extra: true } } })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/ticket_id' }, { pointer: '/tools/0/inputSchema/properties/extra' }],
    },
    {
      name: 'in an MCP tools/list result',
      doc: mcpList([{ name: 'search', inputSchema: { type: 'object', properties: { page: { type: 'integer', minimum: 1 } } }, annotations: { readOnlyHint: true } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema/properties/page' }],
    },
  ],
});

describe('input-optional-without-default: suggestedDefault (for the Add a default fix)', () => {
  it('offers null, false, the first enum value or the minimum, and nothing otherwise', () => {
    assert.deepEqual(suggestedDefault({ type: ['string', 'null'] }), { value: null });
    assert.deepEqual(suggestedDefault({ type: 'boolean' }), { value: false });
    assert.deepEqual(suggestedDefault({ type: 'string', enum: ['asc', 'desc'] }), { value: 'asc' });
    assert.deepEqual(suggestedDefault({ type: 'integer', minimum: 1, maximum: 200 }), { value: 1 });
    assert.equal(suggestedDefault({ type: 'string' }), undefined);
    assert.equal(suggestedDefault(true), undefined);
  });
});

const searchTool = (properties: string, required = '') => `    {
      "name": "search_tickets",
      "description": "Searches tickets.",
      "sideEffects": "read_only",
      "inputSchema": {
        "type": "object",
        "properties": {
${properties}
        }${required}
      },
      "outputSchema": { "type": "object", "properties": { "id": { "type": "string" } } }
    }`;

fixTable('input-optional-without-default', {
  fixes: [
    {
      name: 'a boolean defaults to false, and its description says so',
      doc: contractText(searchTool('          "include_archived": { "type": "boolean", "description": "Also list archived tickets." } // rarely wanted')),
      title: 'Add a default: include_archived defaults to false',
      kind: 'suggestion',
      preferred: true,
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "search_tickets",
      "description": "Searches tickets.",
      "sideEffects": "read_only",
      "inputSchema": {
        "type": "object",
        "properties": {
          "include_archived": { "type": "boolean", "description": "Also list archived tickets. Defaults to false.", "default": false } // rarely wanted
        }
      },
      "outputSchema": { "type": "object", "properties": { "id": { "type": "string" } } }
    }
  ]
}
`,
    },
    {
      name: 'an enum defaults to its first value; a description is added',
      doc: contractText(searchTool('          "sort": {\n            "type": "string",\n            "enum": ["newest", "oldest"]\n          }')),
      title: 'Add a default: sort defaults to "newest"',
      kind: 'suggestion',
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "search_tickets",
      "description": "Searches tickets.",
      "sideEffects": "read_only",
      "inputSchema": {
        "type": "object",
        "properties": {
          "sort": {
            "type": "string",
            "enum": ["newest", "oldest"],
            "default": "newest",
            "description": "Defaults to \\"newest\\"."
          }
        }
      },
      "outputSchema": { "type": "object", "properties": { "id": { "type": "string" } } }
    }
  ]
}
`,
    },
    {
      name: 'a nullable property defaults to null',
      doc: contractText(searchTool('          "assignee": { "type": ["string", "null"], "description": "Whose tickets." }')),
      title: 'Add a default: assignee defaults to null',
      kind: 'suggestion',
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "search_tickets",
      "description": "Searches tickets.",
      "sideEffects": "read_only",
      "inputSchema": {
        "type": "object",
        "properties": {
          "assignee": { "type": ["string", "null"], "description": "Whose tickets. Defaults to null.", "default": null }
        }
      },
      "outputSchema": { "type": "object", "properties": { "id": { "type": "string" } } }
    }
  ]
}
`,
    },
    {
      name: 'a bounded number defaults to its minimum',
      doc: contractText(searchTool('          "page": { "type": "integer", "minimum": 1, "description": "Which page." }')),
      title: 'Add a default: page defaults to 1',
      kind: 'suggestion',
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "search_tickets",
      "description": "Searches tickets.",
      "sideEffects": "read_only",
      "inputSchema": {
        "type": "object",
        "properties": {
          "page": { "type": "integer", "minimum": 1, "description": "Which page. Defaults to 1.", "default": 1 }
        }
      },
      "outputSchema": { "type": "object", "properties": { "id": { "type": "string" } } }
    }
  ]
}
`,
    },
    {
      name: 'mark as required: appended to an existing required',
      doc: contractText(searchTool('          "query": { "type": "string", "description": "Words to find." },\n          "project": { "type": "string", "description": "The project key." }', ',\n        "required": ["query"]')),
      pointer: '/tools/0/inputSchema/properties/project',
      title: 'Mark project as required',
      kind: 'suggestion',
      preferred: true,
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "search_tickets",
      "description": "Searches tickets.",
      "sideEffects": "read_only",
      "inputSchema": {
        "type": "object",
        "properties": {
          "query": { "type": "string", "description": "Words to find." },
          "project": { "type": "string", "description": "The project key." }
        },
        "required": ["query", "project"]
      },
      "outputSchema": { "type": "object", "properties": { "id": { "type": "string" } } }
    }
  ]
}
`,
    },
    {
      name: 'mark as required: a required list is created after properties',
      doc: contractText(searchTool('          "query": { "type": "string", "description": "Words to find." }')),
      title: 'Mark query as required',
      kind: 'suggestion',
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "tools": [
    {
      "name": "search_tickets",
      "description": "Searches tickets.",
      "sideEffects": "read_only",
      "inputSchema": {
        "type": "object",
        "properties": {
          "query": { "type": "string", "description": "Words to find." }
        },
        "required": ["query"]
      },
      "outputSchema": { "type": "object", "properties": { "id": { "type": "string" } } }
    }
  ]
}
`,
    },
  ],
});
