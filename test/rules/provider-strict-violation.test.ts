import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { it } from 'node:test';
import { lint } from '../../server/src/engine';
import { checkFixCase, fixTable, type FixCase } from '../fixes/fixTester';
import { contract, readTool } from '../helpers/contracts';
import { ruleTable } from '../helpers/ruleTester';

const fixture = (name: string): string => readFileSync(join(__dirname, '..', 'fixtures', 'providers', name), 'utf8');
const chat = (parameters: unknown, strict?: boolean): unknown => [{ type: 'function', function: { name: 'a', description: 'A.', parameters, ...(strict === undefined ? {} : { strict }) } }];
const optionalFilter = { type: 'object', properties: { id: { type: 'string' }, status: { type: 'string' } }, required: ['id'], additionalProperties: false };

ruleTable('provider-strict-violation', {
  valid: [
    { name: 'OpenAI Chat without strict', doc: chat(optionalFilter), fileName: 'tools.json' },
    { name: 'OpenAI Chat with strict: false', doc: chat({ type: 'object', properties: { id: { type: 'string' } } }, false), fileName: 'tools.json' },
    { name: 'a contract sent to OpenAI, strict-compatible: all required, nullable, closed', doc: contract([readTool({ inputSchema: { type: 'object', properties: { id: { type: 'string' }, status: { type: ['string', 'null'] } }, required: ['id', 'status'], additionalProperties: false } })], { targets: ['openai'] }) },
    { name: 'a contract that names no targets may have optional inputs', doc: contract([readTool({ inputSchema: optionalFilter })]) },
    { name: 'Anthropic strict allows optional properties when every object is closed', doc: [{ name: 'a', strict: true, input_schema: optionalFilter }], fileName: 'tools.json' },
  ],
  invalid: [
    {
      name: 'a contract with targets ["openai"] and an optional input',
      doc: contract([readTool({ inputSchema: optionalFilter })], { targets: ['openai'] }),
      findings: [{ pointer: '/tools/0/inputSchema', message: /"status" is optional/ }],
    },
    {
      name: 'the project targets OpenAI: each object that breaks strict mode, at its own pointer',
      doc: contract([readTool({ inputSchema: { type: 'object', properties: { filter: { type: 'object', properties: { owner: { type: 'string' } } } }, required: ['filter'], additionalProperties: false } })]),
      targets: ['openai'],
      findings: [{ pointer: '/tools/0/inputSchema/properties/filter', message: /"owner" is optional.*additionalProperties: false/ }],
    },
    {
      name: 'OpenAI Chat strict: an optional property and no additionalProperties: false',
      doc: fixture('openai-chat.tools.json'),
      fileName: 'openai.tools.json',
      findings: [{ pointer: '/1/function/parameters', message: /"party_size" is optional.*additionalProperties: false/ }],
    },
    {
      name: 'Responses is strict by default',
      doc: fixture('openai-responses.tools.json'),
      fileName: 'openai-responses.tools.json',
      findings: [{ pointer: '/0/parameters', message: '"since" is optional' }],
    },
    {
      name: 'Anthropic strict: an object not closed',
      doc: fixture('anthropic.tools.json'),
      fileName: 'anthropic.tools.json',
      findings: [{ pointer: '/1/input_schema', message: "Anthropic's strict mode" }],
    },
  ],
});

const mustShow = `{
  "name": "team-tickets",
  "version": "1.0.0",
  "targets": ["openai"],
  "tools": [
    {
      "name": "search_tickets",
      "description": "Searches tickets.",
      "sideEffects": "read_only",
      "inputSchema": {
        "type": "object",
        "properties": {
          "query": { "type": "string", "description": "Words to find." },
          // narrows the search
          "status": { "type": "string", "enum": ["open", "closed"], "description": "Only tickets in this status" }
        },
        "required": ["query"]
      }
    }
  ]
}
`;

const OPENAI_FIX: FixCase = {
  name: 'OpenAI: every property required, the optional one nullable with "Null means omitted.", every object closed; the comment stays',
  doc: mustShow,
  title: 'Make strict-compatible (OpenAI): every property required, optional ones nullable, additionalProperties: false on every object',
  kind: 'suggestion',
  preferred: true,
  output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "targets": ["openai"],
  "tools": [
    {
      "name": "search_tickets",
      "description": "Searches tickets.",
      "sideEffects": "read_only",
      "inputSchema": {
        "type": "object",
        "properties": {
          "query": { "type": "string", "description": "Words to find." },
          // narrows the search
          "status": { "type": ["string", "null"], "enum": ["open", "closed", null], "description": "Only tickets in this status. Null means omitted." }
        },
        "required": ["query", "status"],
        "additionalProperties": false
      }
    }
  ]
}
`,
};

fixTable('provider-strict-violation', {
  fixes: [
    OPENAI_FIX,
    {
      ...OPENAI_FIX,
      name: "the same with the project's targets: the fix and its check see them too",
      doc: mustShow.replace('  "targets": ["openai"],\n', ''),
      output: OPENAI_FIX.output.replace('  "targets": ["openai"],\n', ''),
      targets: ['openai'],
    },
    {
      name: 'Anthropic: every object closed, optional properties kept',
      doc: `[
  {
    "name": "close_ticket",
    "strict": true,
    "input_schema": {
      "type": "object",
      "properties": { "note": { "type": "object", "properties": { "text": { "type": "string" } } } }
    }
  }
]
`,
      fileName: 'anthropic.tools.json',
      title: 'Make strict-compatible (Anthropic): additionalProperties: false on every object',
      kind: 'suggestion',
      preferred: true,
      output: `[
  {
    "name": "close_ticket",
    "strict": true,
    "input_schema": {
      "type": "object",
      "properties": { "note": { "type": "object", "properties": { "text": { "type": "string" } }, "additionalProperties": false } },
      "additionalProperties": false
    }
  }
]
`,
    },
  ],
});

it('must show: the quick fix output of the targets ["openai"] contract lints clean of provider-strict-violation', () => {
  assert.equal(lint(mustShow, { fileName: 'team.contract.jsonc' }).findings.filter((f) => f.ruleId === 'provider-strict-violation').length, 1);
  const output = checkFixCase('provider-strict-violation', OPENAI_FIX);
  const after = lint(output, { fileName: 'team.contract.jsonc' }).findings;
  assert.deepEqual(after.filter((f) => f.ruleId.startsWith('provider-')).map((f) => `${f.ruleId} ${f.pointer}`), []);
});
