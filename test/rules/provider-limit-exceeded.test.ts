import { contract, readTool } from '../helpers/contracts';
import { ruleTable } from '../helpers/ruleTester';

const responsesTool = (name: string, parameters: unknown = { type: 'object', properties: {}, required: [], additionalProperties: false }) => ({ type: 'function', name, description: `${name}.`, parameters });
const manyTools = (count: number) => Array.from({ length: count }, (_, i) => responsesTool(`tool_${i}`));
const declarations = (count: number) => ({ functionDeclarations: Array.from({ length: count }, (_, i) => ({ name: `fn_${i}`, description: 'Does it.' })) });

/** An object schema nested `levels` deep (the root is level 1), closed and all required: strict-compatible. */
function nested(levels: number): Record<string, unknown> {
  let schema: Record<string, unknown> = { type: 'object', properties: { leaf: { type: 'string' } }, required: ['leaf'], additionalProperties: false };
  for (let i = 1; i < levels; i++) schema = { type: 'object', properties: { child: schema }, required: ['child'], additionalProperties: false };
  return schema;
}

const strictEnum = (values: unknown[]) => ({ type: 'object', properties: { pick: { type: 'string', enum: values } }, required: ['pick'], additionalProperties: false });
const deepPointer = '/0/parameters' + '/properties/child'.repeat(10);

ruleTable('provider-limit-exceeded', {
  valid: [
    { name: '128 OpenAI tools', doc: manyTools(128), fileName: 'tools.json' },
    { name: '10 levels of nesting in a strict schema', doc: [responsesTool('deep', nested(10))], fileName: 'tools.json' },
    { name: 'no strict mode: the Structured Outputs limits do not apply', doc: [{ type: 'function', function: { name: 'deep', parameters: nested(11) } }], fileName: 'tools.json' },
    { name: '512 Gemini declarations in one tool', doc: declarations(512), fileName: 'gemini.json' },
    { name: 'a contract that names no targets', doc: contract(Array.from({ length: 130 }, (_, i) => readTool({ name: `get_${i}` }))) },
  ],
  invalid: [
    {
      name: '129 tools in one OpenAI request: reported on the first one too many',
      doc: manyTools(129),
      fileName: 'tools.json',
      findings: [{ pointer: '/128', message: 'OpenAI accepts at most 128' }],
    },
    {
      name: 'a contract with targets ["openai"] and 129 tools',
      doc: contract(Array.from({ length: 129 }, (_, i) => readTool({ name: `get_${i}` })), { targets: ['openai'] }),
      findings: [{ pointer: '/tools/128', message: '129 tools in one request' }],
    },
    {
      name: '513 Gemini declarations in one tool',
      doc: declarations(513),
      fileName: 'gemini.json',
      findings: [{ pointer: '/functionDeclarations/512', message: 'Gemini accepts at most 512' }],
    },
    {
      name: '11 levels of nesting in a strict schema, at the deepest object',
      doc: [responsesTool('deep', nested(11))],
      fileName: 'tools.json',
      findings: [{ pointer: deepPointer, message: 'nested 11 levels deep' }],
    },
    {
      name: '1,001 enum values',
      doc: [responsesTool('pick', strictEnum(Array.from({ length: 1001 }, (_, i) => `v${i}`)))],
      fileName: 'tools.json',
      findings: [{ pointer: '/0/parameters', message: '1001 enum values in all' }],
    },
    {
      name: 'one string enum of more than 250 values over 15,000 characters',
      doc: [responsesTool('pick', strictEnum(Array.from({ length: 300 }, (_, i) => `${'x'.repeat(60)}${i}`)))],
      fileName: 'tools.json',
      findings: [{ pointer: '/0/parameters/properties/pick/enum', message: 'more than 250 values exceeds 15000 characters' }],
    },
    {
      name: '5,001 properties',
      doc: [responsesTool('wide', { type: 'object', properties: Object.fromEntries(Array.from({ length: 5001 }, (_, i) => [`p${i}`, { type: 'string' }])), required: Array.from({ length: 5001 }, (_, i) => `p${i}`), additionalProperties: false })],
      fileName: 'tools.json',
      findings: [{ pointer: '/0/parameters', message: '5001 properties in all' }],
    },
  ],
});
