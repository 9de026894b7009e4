import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixTable } from '../fixes/fixTester';
import { contract, readTool } from '../helpers/contracts';
import { ruleTable } from '../helpers/ruleTester';

const fixture = (name: string): string => readFileSync(join(__dirname, '..', 'fixtures', 'providers', name), 'utf8');
const responses = (parameters: unknown, extra: Record<string, unknown> = {}): unknown => [{ type: 'function', name: 'search', description: 'Searches.', parameters, ...extra }];
const closed = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ type: 'object', properties, required: Object.keys(properties), additionalProperties: false, ...extra });

ruleTable('provider-keyword-unsupported', {
  valid: [
    { name: 'OpenAI Chat without strict: allOf is accepted', doc: [{ type: 'function', function: { name: 'a', parameters: { type: 'object', properties: { x: { allOf: [{ type: 'string' }] } } } } }], fileName: 'tools.json' },
    { name: 'a contract that names no targets', doc: contract([readTool({ inputSchema: closed({ x: { not: { type: 'null' } } }) })]) },
    { name: 'Responses with strict: false', doc: responses(closed({ x: { allOf: [{ type: 'string' }] } }), { strict: false }), fileName: 'tools.json' },
    { name: 'Gemini parametersJsonSchema takes JSON Schema', doc: { functionDeclarations: [{ name: 'a', parametersJsonSchema: closed({ x: { type: ['string', 'null'] } }) }] }, fileName: 'g.json' },
    { name: 'Anthropic strict accepts allOf', doc: [{ name: 'a', strict: true, input_schema: closed({ x: { allOf: [{ type: 'string' }] } }) }], fileName: 'tools.json' },
  ],
  invalid: [
    {
      name: 'OpenAI Chat strict: allOf, at the keyword',
      doc: fixture('openai-chat.tools.json'),
      fileName: 'openai.tools.json',
      findings: [{ pointer: '/1/function/parameters/properties/when/allOf', message: 'OpenAI strict mode does not support "allOf"' }],
    },
    {
      name: 'Responses (strict by default): not, if/then/else and dependentRequired; nothing under not is reported again',
      doc: responses(closed({
        a: { type: 'string', not: { allOf: [{ const: 'x' }] } },
        b: { type: 'object', if: { required: ['c'] }, then: { required: ['d'] }, else: {}, properties: { c: { type: 'string' }, d: { type: 'string' } }, required: ['c', 'd'], additionalProperties: false },
      }, { dependentRequired: { a: ['b'] } })),
      fileName: 'tools.json',
      findings: [
        { pointer: '/0/parameters/dependentRequired' },
        { pointer: '/0/parameters/properties/a/not' },
        { pointer: '/0/parameters/properties/b/if' },
        { pointer: '/0/parameters/properties/b/then' },
        { pointer: '/0/parameters/properties/b/else' },
      ],
    },
    {
      name: 'a contract sent to OpenAI: a root anyOf',
      doc: contract([readTool({ inputSchema: { type: 'object', anyOf: [closed({ id: { type: 'string' } }), closed({ key: { type: 'string' } })] } })], { targets: ['openai'] }),
      findings: [{ pointer: '/tools/0/inputSchema/anyOf', message: 'object schema at its root' }],
    },
    {
      name: 'a root that is not an object, in a Responses tool',
      doc: responses({ type: 'string' }),
      fileName: 'tools.json',
      findings: [{ pointer: '/0/parameters/type', message: 'object schema at its root' }],
    },
    {
      name: 'Gemini parameters: additionalProperties, at the keyword, with the parametersJsonSchema way out',
      doc: fixture('gemini.tools.json'),
      fileName: 'gemini.tools.json',
      findings: [{ pointer: '/functionDeclarations/0/parameters/additionalProperties', message: 'parametersJsonSchema' }],
    },
    {
      name: 'Gemini parameters: a list of types, $ref and oneOf',
      doc: { functionDeclarations: [{ name: 'a', parameters: { type: 'OBJECT', properties: { x: { type: ['STRING', 'NULL'] }, y: { $ref: '#/$defs/y' }, z: { oneOf: [{ type: 'STRING' }] } }, $defs: { y: { type: 'STRING' } } } }] },
      fileName: 'g.json',
      findings: [
        { pointer: '/functionDeclarations/0/parameters/properties/x/type', message: 'one type per schema' },
        { pointer: '/functionDeclarations/0/parameters/properties/y/$ref' },
        { pointer: '/functionDeclarations/0/parameters/properties/z/oneOf' },
        { pointer: '/functionDeclarations/0/parameters/$defs' },
      ],
    },
  ],
});

fixTable('provider-keyword-unsupported', {
  fixes: [
    {
      name: 'Gemini: the parameters become parametersJsonSchema, types in lower case, comments kept',
      doc: `{
  "functionDeclarations": [
    {
      "name": "find_flights",
      "description": "Finds flights.",
      "parameters": {
        "type": "OBJECT",
        // IATA codes
        "properties": { "origin": { "type": "STRING", "description": "Airport, e.g. LIS." } },
        "required": ["origin"],
        "additionalProperties": false
      }
    }
  ]
}
`,
      fileName: 'gemini.tools.json',
      title: "Declare find_flights's parameters as parametersJsonSchema (JSON Schema)",
      kind: 'safe',
      preferred: true,
      output: `{
  "functionDeclarations": [
    {
      "name": "find_flights",
      "description": "Finds flights.",
      "parametersJsonSchema": {
        "type": "object",
        // IATA codes
        "properties": { "origin": { "type": "string", "description": "Airport, e.g. LIS." } },
        "required": ["origin"],
        "additionalProperties": false
      }
    }
  ]
}
`,
    },
  ],
  noFix: [{ name: 'OpenAI strict mode: the rewrite is the author\'s', doc: fixture('openai-chat.tools.json'), fileName: 'openai.tools.json' }],
});
