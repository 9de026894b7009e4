import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { it } from 'node:test';
import { lint } from '../../server/src/engine';
import { contractText, fixTable } from '../fixes/fixTester';
import { contract, mcpList, readTool } from '../helpers/contracts';
import { ruleTable, rangeOn } from '../helpers/ruleTester';

const fixture = (name: string): string => readFileSync(join(__dirname, '..', 'fixtures', 'providers', name), 'utf8');
const gemini = (declarations: unknown[]): unknown => ({ functionDeclarations: declarations });

ruleTable('provider-name-invalid', {
  valid: [
    { name: 'a contract that names no targets: tool-name-portability says it, not this rule', doc: contract([readTool({ name: 'tickets.list_open' })]) },
    { name: 'MCP accepts dots', doc: contract([readTool({ name: 'tickets.list_open' })], { targets: ['mcp'] }) },
    { name: 'every target accepts snake_case', doc: contract([readTool({ name: 'tickets_list_open' })], { targets: ['mcp', 'anthropic', 'openai', 'gemini'] }) },
    { name: 'Gemini accepts dots and colons in a function name', doc: gemini([{ name: 'flights.book:v2', description: 'Books.', parameters: { type: 'OBJECT', properties: { flight_id: { type: 'STRING' } } } }]), fileName: 'g.json' },
    { name: 'an MCP list without targets is left to tool-name-portability', doc: mcpList([{ name: 'get ticket', inputSchema: { type: 'object' } }]), fileName: 'list.tools.json' },
  ],
  invalid: [
    {
      name: 'a dot, for a contract sent to OpenAI: exact range and the portable name',
      doc: '{"name":"n","version":"1.0.0","targets":["openai"],"tools":[\n{"name":"tickets.list_open"}]}',
      findings: [{ pointer: '/tools/0/name', range: rangeOn(1, 8, 27), message: /rejected by OpenAI \(OpenAI accepts 1-64 characters.*"tickets_list_open"/ }],
    },
    {
      name: 'an Anthropic tool file: its own provider is its target',
      doc: fixture('anthropic.tools.json'),
      fileName: 'anthropic.tools.json',
      findings: [{ pointer: '/0/name', message: 'rejected by Anthropic' }],
    },
    {
      name: 'a captured OpenAI Chat request: the name inside function',
      doc: fixture('openai-chat.request.json'),
      fileName: 'request.json',
      findings: [{ pointer: '/tools/0/function/name', message: '"weather_current"' }],
    },
    {
      name: 'the project targets Anthropic and OpenAI: one finding names both',
      doc: mcpList([{ name: 'get ticket/by id', inputSchema: { type: 'object' } }]),
      fileName: 'list.tools.json',
      targets: ['anthropic', 'openai'],
      findings: [{ pointer: '/tools/0/name', message: /rejected by Anthropic and OpenAI .*"get_ticket_by_id"/ }],
    },
    {
      name: 'Gemini: a function name must start with a letter or _',
      doc: contract([readTool({ name: '2fa_check' })], { targets: ['gemini'] }),
      findings: [{ pointer: '/tools/0/name', message: /rejected by Gemini .*"_2fa_check"/ }],
    },
    {
      name: 'Gemini: a parameter name with a dash, at the key',
      doc: fixture('gemini.tools.json'),
      fileName: 'gemini.tools.json',
      findings: [{ pointer: '/functionDeclarations/0/parameters/properties/return-date', message: '"return_date"' }],
    },
    {
      name: 'MCP: 129 characters',
      doc: contract([readTool({ name: 'a'.repeat(129) })], { targets: ['mcp'] }),
      findings: [{ pointer: '/tools/0/name', message: 'MCP accepts 1-128' }],
    },
  ],
});

it('one cause, one finding: with targets, tool-name-portability is silent', () => {
  const doc = JSON.stringify(contract([readTool({ name: 'tickets.list_open' })], { targets: ['openai'] }));
  const ids = lint(doc, { fileName: 't.contract.json' }).findings.map((f) => f.ruleId).filter((id) => id.includes('name'));
  assert.deepEqual(ids, ['provider-name-invalid']);
  const withoutTargets = JSON.stringify(contract([readTool({ name: 'tickets.list_open' })]));
  assert.deepEqual(lint(withoutTargets, { fileName: 't.contract.json' }).findings.map((f) => f.ruleId).filter((id) => id.includes('name')), ['tool-name-portability']);
});

fixTable('provider-name-invalid', {
  fixes: [
    {
      name: 'the portable name, and the tool that names it as its preview follows',
      doc: contractText(`    {
      "name": "tickets.preview_close", // MCP-style name
      "description": "Previews closing.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object" }
    }`, `    {
      "name": "close_ticket",
      "description": "Closes.",
      "sideEffects": "idempotent",
      "previewTool": "tickets.preview_close",
      "inputSchema": { "type": "object" }
    }`).replace('"version": "1.0.0",', '"version": "1.0.0",\n  "targets": ["anthropic"],'),
      pointer: '/tools/0/name',
      title: 'Rename tickets.preview_close to tickets_preview_close, which every target accepts',
      kind: 'suggestion',
      preferred: true,
      output: `{
  "name": "team-tickets",
  "version": "1.0.0",
  "targets": ["anthropic"],
  "tools": [
    {
      "name": "tickets_preview_close", // MCP-style name
      "description": "Previews closing.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object" }
    },
    {
      "name": "close_ticket",
      "description": "Closes.",
      "sideEffects": "idempotent",
      "previewTool": "tickets_preview_close",
      "inputSchema": { "type": "object" }
    }
  ]
}
`,
    },
    {
      name: 'a Gemini parameter is renamed where it is declared and where it is required',
      doc: `{
  "functionDeclarations": [
    {
      "name": "find_flights",
      "description": "Finds flights.",
      "parameters": {
        "type": "OBJECT",
        "properties": { "return-date": { "type": "STRING", "description": "Return date (YYYY-MM-DD)." } },
        "required": ["return-date"]
      }
    }
  ]
}
`,
      fileName: 'gemini.tools.json',
      title: 'Rename parameter return-date to return_date',
      kind: 'suggestion',
      preferred: true,
      output: `{
  "functionDeclarations": [
    {
      "name": "find_flights",
      "description": "Finds flights.",
      "parameters": {
        "type": "OBJECT",
        "properties": { "return_date": { "type": "STRING", "description": "Return date (YYYY-MM-DD)." } },
        "required": ["return_date"]
      }
    }
  ]
}
`,
    },
  ],
  noFix: [
    {
      name: 'the portable name is taken by another tool',
      doc: contract([readTool({ name: 'get.ticket' }), readTool({ name: 'get_ticket' })], { targets: ['openai'] }),
    },
  ],
});
