/** Provider formats (issue 16): detection by shape and file name, the model's paths, targets. */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { lint } from '../../server/src/engine';
import { detectFormat, readModel } from '../../server/src/engine/formats';
import { valueAt } from '../../server/src/engine/document';

const FIXTURES = join(__dirname, '..', 'fixtures', 'providers');
const fixture = (name: string): unknown => JSON.parse(readFileSync(join(FIXTURES, name), 'utf8'));

describe('provider formats: detection', () => {
  it('each shape is told apart, bare or as a captured request payload', () => {
    const anthropic = { name: 'a', description: 'd', input_schema: { type: 'object' } };
    const chat = { type: 'function', function: { name: 'a', parameters: { type: 'object' } } };
    const responses = { type: 'function', name: 'a', parameters: { type: 'object' } };
    const gemini = { functionDeclarations: [{ name: 'a' }] };
    assert.equal(detectFormat([anthropic]), 'anthropic-tools');
    assert.equal(detectFormat({ tools: [anthropic] }), 'anthropic-tools');
    assert.equal(detectFormat({ model: 'claude', messages: [], tools: [anthropic] }), 'anthropic-tools');
    assert.equal(detectFormat([chat]), 'openai-chat-tools');
    assert.equal(detectFormat({ model: 'gpt', messages: [], tools: [chat] }), 'openai-chat-tools');
    assert.equal(detectFormat([responses]), 'openai-responses-tools');
    assert.equal(detectFormat({ model: 'gpt', input: 'hi', tools: [{ type: 'web_search' }, responses] }), 'openai-responses-tools');
    assert.equal(detectFormat(gemini), 'gemini-tools');
    assert.equal(detectFormat({ function_declarations: [] }), 'gemini-tools');
    assert.equal(detectFormat([gemini, { googleSearch: {} }]), 'gemini-tools');
    assert.equal(detectFormat({ contents: [], tools: [gemini] }), 'gemini-tools');
    assert.equal(detectFormat({ model: 'gemini-2.5-flash', contents: [], config: { tools: [gemini] } }), 'gemini-tools');
  });

  it('MCP lists and contracts are still what they were', () => {
    assert.equal(detectFormat({ tools: [] }, 'server.tools.json'), 'mcp-tools-list');
    assert.equal(detectFormat({ tools: [{ name: 'a', inputSchema: {} }] }), 'mcp-tools-list');
    assert.equal(detectFormat({ tools: [{ name: 'a', input_schema: {} }] }, 'x.contract.json'), 'contract');
    assert.equal(detectFormat({ name: 'n', targets: ['openai'], tools: [{ name: 'a', input_schema: {} }] }), 'contract');
    assert.equal(detectFormat([{ name: 'a', inputSchema: {} }]), 'contract'); // a bare MCP array is no format we read
  });

  it('a provider named in the file name settles a shape that says nothing', () => {
    assert.equal(detectFormat([], 'examples/anthropic.tools.json'), 'anthropic-tools');
    assert.equal(detectFormat([{ name: 'draft' }], 'claude-tools.json'), 'anthropic-tools');
    assert.equal(detectFormat([], 'openai.tools.json'), 'openai-chat-tools');
    assert.equal(detectFormat({ tools: [] }, 'gemini.json'), 'gemini-tools');
    assert.equal(detectFormat([], 'tools.json'), 'contract');
    // The shape wins over the name.
    assert.equal(detectFormat([{ type: 'function', name: 'a', parameters: {} }], 'anthropic.json'), 'openai-responses-tools');
  });
});

describe('provider formats: the model points into the file', () => {
  it('Anthropic: input_schema, strict, server tools skipped', () => {
    const root = fixture('anthropic.tools.json');
    const model = readModel(root, 'anthropic-tools')!;
    assert.deepEqual(model.toolsPath, []);
    assert.deepEqual(model.tools.map((t) => [t.name, t.path, t.inputSchemaPath, t.strict]), [
      ['tickets.search', [0], [0, 'input_schema'], undefined],
      ['close_ticket', [1], [1, 'input_schema'], true],
    ]);
    for (const tool of model.tools) assert.equal(valueAt(root, tool.inputSchemaPath), tool.inputSchema);
    assert.deepEqual(model.targets, ['anthropic']);
    assert.equal(model.targetsSource, 'default');
  });

  it('OpenAI Chat: the tool is the function object; strict defaults to false', () => {
    const root = fixture('openai-chat.tools.json');
    const model = readModel(root, 'openai-chat-tools')!;
    assert.deepEqual(model.tools.map((t) => [t.name, t.path, t.inputSchemaPath, t.strict]), [
      ['get_weather', [0, 'function'], [0, 'function', 'parameters'], true],
      ['book_table', [1, 'function'], [1, 'function', 'parameters'], true],
    ]);
    const payload = readModel(fixture('openai-chat.request.json'), 'openai-chat-tools')!;
    assert.deepEqual(payload.tools.map((t) => [t.path, t.strict]), [[['tools', 0, 'function'], false]]);
    assert.deepEqual(payload.targets, ['openai']);
  });

  it('OpenAI Responses: strict defaults to true; built-in tools skipped', () => {
    const model = readModel(fixture('openai-responses.tools.json'), 'openai-responses-tools')!;
    assert.deepEqual(model.tools.map((t) => [t.name, t.path, t.strict]), [
      ['search_orders', [0], true],
      ['cancel_order', [1], false],
    ]);
  });

  it('Gemini: parameters read with lower-case types, parametersJsonSchema as it is, paths into the file', () => {
    const root = fixture('gemini.tools.json');
    const model = readModel(root, 'gemini-tools')!;
    assert.deepEqual(model.tools.map((t) => [t.name, t.path, t.inputSchemaPath]), [
      ['find_flights', ['functionDeclarations', 0], ['functionDeclarations', 0, 'parameters']],
      ['book-flight', ['functionDeclarations', 1], ['functionDeclarations', 1, 'parametersJsonSchema']],
    ]);
    const params = model.tools[0].inputSchema as { type: string; properties: Record<string, { type: string }> };
    assert.equal(params.type, 'object');
    assert.equal(params.properties.origin.type, 'string');
    assert.equal((valueAt(root, ['functionDeclarations', 0, 'parameters', 'type'])), 'OBJECT', 'the file is not changed');
    assert.equal(model.tools[1].inputSchema, valueAt(root, model.tools[1].inputSchemaPath));
  });

  it('Gemini: several tool objects, each declaration at its own path, indexes distinct', () => {
    const root = [{ functionDeclarations: [{ name: 'a' }, { name: 'b' }] }, { googleSearch: {} }, { function_declarations: [{ name: 'c' }] }];
    const model = readModel(root, 'gemini-tools')!;
    assert.deepEqual(model.tools.map((t) => [t.name, t.index, t.path]), [
      ['a', 0, [0, 'functionDeclarations', 0]],
      ['b', 1, [0, 'functionDeclarations', 1]],
      ['c', 2, [2, 'function_declarations', 0]],
    ]);
  });
});

describe('provider formats: lint', () => {
  for (const [file, format] of [
    ['anthropic.tools.json', 'anthropic-tools'],
    ['openai-chat.tools.json', 'openai-chat-tools'],
    ['openai-chat.request.json', 'openai-chat-tools'],
    ['openai-responses.tools.json', 'openai-responses-tools'],
    ['gemini.tools.json', 'gemini-tools'],
  ] as const) {
    it(`${file} is linted as ${format}, without the rules for what the format cannot say`, () => {
      const result = lint(readFileSync(join(FIXTURES, file), 'utf8'), { fileName: file });
      assert.equal(result.format, format);
      const unsaid = ['output-missing', 'side-effects-undeclared', 'errors-missing', 'contract-schema', 'version-invalid', 'changelog-missing', 'parse-error'];
      assert.deepEqual(result.findings.filter((f) => unsaid.includes(f.ruleId)).map((f) => f.ruleId), []);
      for (const finding of result.findings) assert.notEqual(valueAt(result.document.value, finding.path), undefined, `${finding.ruleId} at ${finding.pointer}`);
    });
  }

  it('bad input in any provider format gives findings, never an internal error', () => {
    const deep = (levels: number): unknown => (levels === 0 ? { type: 'STRING' } : { type: 'OBJECT', properties: { x: deep(levels - 1) } });
    const hostile: unknown[] = [
      [null, 1, 'x', [], { type: 'function', function: null }, { type: 'function', function: { name: 5, parameters: [] } }],
      { tools: [{ input_schema: null }, { name: {}, input_schema: 'x', strict: 'yes' }] },
      { functionDeclarations: [null, { name: 7, parameters: { type: ['OBJECT'], properties: null } }, { parameters: deep(200) }] },
      [{ functionDeclarations: 'x' }, { function_declarations: [{ name: '__proto__', parametersJsonSchema: { properties: { __proto__: {} } } }] }],
      { model: 'm', messages: [], tools: [{ type: 'function', name: 'a', parameters: { type: 'object', properties: { a: { enum: null, allOf: 'x' } }, required: 'a' } }] },
    ];
    for (const value of hostile) {
      for (const format of ['anthropic-tools', 'openai-chat-tools', 'openai-responses-tools', 'gemini-tools'] as const) {
        for (const targets of [undefined, ['mcp', 'anthropic', 'openai', 'gemini'] as const]) {
          const result = lint(JSON.stringify(value), { fileName: 'x.json', format, targets });
          assert.deepEqual(result.findings.filter((f) => f.ruleId === 'internal-error').map((f) => f.message), [], `${format}: ${JSON.stringify(value).slice(0, 80)}`);
        }
      }
    }
  });

  it('a bare array that is no provider format is still one parse-error finding', () => {
    const result = lint('[1, 2]', { fileName: 'tools.json' });
    assert.deepEqual(result.findings.map((f) => f.ruleId), ['parse-error']);
  });
});
