import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ruleTable, rangeOn } from '../helpers/ruleTester';
import { contract, mcpList, readTool, listOpenTool } from '../helpers/contracts';
import { lint } from '../../server/src/engine';
import { JsonDocument, toPointer, type JsonPath } from '../../server/src/engine/document';
import { readModel } from '../../server/src/engine/formats';
import { SCREENED_KEYWORDS, needsMetaValidation } from '../../server/src/engine/embeddedSchemas';
import { metaValidate } from '../../server/src/engine/jsonSchema';
import inputSchemaInvalid from '../../server/src/rules/input-schema-invalid';

const input = (inputSchema: unknown) => readTool({ inputSchema });

/** `depth` objects nested through `properties`, as text: JSON.stringify itself overflows on 5,000. */
function nestedSchemaText(depth: number): string {
  return '{"type":"object","properties":{"a":'.repeat(depth) + '{"type":"string"}' + '}}'.repeat(depth);
}

function nestedSchema(depth: number): unknown {
  let schema: unknown = { type: 'string' };
  for (let i = 0; i < depth; i++) schema = { type: 'object', properties: { a: schema } };
  return schema;
}

ruleTable('input-schema-invalid', {
  valid: [
    { name: 'the sample tool', doc: contract([readTool()]) },
    { name: "the seed's tickets.list_open", doc: contract([listOpenTool()]) },
    {
      name: 'draft-07 named as such (either spelling), with definitions and a tuple items list',
      doc: contract([
        input({ $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', definitions: { id: { type: 'string' } }, properties: { id: { $ref: '#/definitions/id' }, pair: { type: 'array', items: [{ type: 'string' }, { type: 'integer' }] } } }),
        readTool({ name: 'other', inputSchema: { $schema: 'https://json-schema.org/draft-07/schema#', type: 'object' } }),
      ]),
    },
    {
      name: 'recursion that goes through properties is a tree, not a loop; external and anchor refs are left alone',
      doc: contract([
        input({
          type: 'object',
          $defs: { node: { $anchor: 'node', type: 'object', properties: { children: { type: 'array', items: { $ref: '#/$defs/node' } } } } },
          properties: { root: { $ref: '#node' }, self: { $ref: '#' }, geo: { $ref: 'https://example.com/geo.json' }, 'a b': { $ref: '#/$defs/n%6Fde' } },
        }),
      ]),
    },
    { name: 'type ["object"] is an object', doc: contract([input({ type: ['object'], properties: {} })]) },
    { name: 'an outputSchema problem is not this rule', doc: contract([readTool({ outputSchema: { type: 'object', properties: { a: { type: 'strin' } } } })]) },
    {
      name: 'an MCP tool naming 2020-12',
      doc: mcpList([{ name: 'list', inputSchema: { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object', properties: { q: { type: 'string', pattern: '^[a-z]+$' } } }, annotations: { readOnlyHint: true } }]),
      fileName: 'server.tools.json',
    },
  ],
  invalid: [
    {
      name: 'a string instead of a schema, exact range on the value',
      doc: '{"name":"x","version":"1.0.0","tools":[{"name":"t","description":"d",\n"inputSchema":"object"}]}',
      findings: [{ pointer: '/tools/0/inputSchema', range: rangeOn(1, 14, 22), message: "t's inputSchema is a string, not a JSON Schema" }],
    },
    {
      name: 'no type: on the inputSchema key',
      doc: '{"name":"x","version":"1.0.0","tools":[{"name":"t","description":"d",\n"inputSchema":{"properties":{}}}]}',
      findings: [{ pointer: '/tools/0/inputSchema', range: rangeOn(1, 0, 13), message: 'tool arguments are always a JSON object' }],
    },
    {
      name: 'another type: on the type value',
      doc: contract([input({ type: 'array', items: { type: 'string' } })]),
      findings: [{ pointer: '/tools/0/inputSchema/type', message: 'has type "array"' }],
    },
    {
      name: 'a nullable object is still not an object',
      doc: contract([input({ type: ['object', 'null'], properties: {} })]),
      findings: [{ pointer: '/tools/0/inputSchema/type' }],
    },
    {
      name: 'a boolean schema says nothing about the arguments',
      doc: contract([input(true)]),
      findings: [{ pointer: '/tools/0/inputSchema', message: 'accepts any arguments' }],
    },
    {
      name: 'every meta-validation problem at its own node',
      doc: contract([input({ type: 'object', properties: { a: { type: 'strin' }, b: { type: 'integer', minimum: 'one' } }, required: 'a' })]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/a/type', message: '"type" in get_ticket\'s inputSchema is not valid JSON Schema 2020-12: must be one of "array"' },
        { pointer: '/tools/0/inputSchema/properties/b/minimum', message: 'must be number' },
        { pointer: '/tools/0/inputSchema/required', message: 'must be array' },
      ],
    },
    {
      name: 'a malformed root type is said once, by meta-validation',
      doc: contract([input({ type: 'objekt' })]),
      findings: [{ pointer: '/tools/0/inputSchema/type', message: 'not valid JSON Schema' }],
    },
    {
      name: 'draft-07: the problem inside items, not a misleading "must be array" on items',
      doc: contract([input({ $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties: { tags: { type: 'array', items: { type: 'text' } } } })]),
      findings: [{ pointer: '/tools/0/inputSchema/properties/tags/items/type', message: 'JSON Schema draft-07' }],
    },
    {
      name: 'an unsupported dialect, on the $schema value',
      doc: contract([input({ $schema: 'http://json-schema.org/draft-04/schema#', type: 'object' })]),
      findings: [{ pointer: '/tools/0/inputSchema/$schema', message: 'draft-04' }],
    },
    {
      name: "an empty enum admits no value, on the enum: in a property, a branch of its anyOf and a definition a $ref uses (modular-mcp's `group`, round 55); not one under not or an unused definition; draft-07 says it by meta-validation",
      doc: contract([
        input({
          type: 'object',
          $defs: { kind: { type: 'string', enum: [] }, unused: { enum: [] } },
          properties: { group: { type: 'string', enum: [], description: 'The name of the MCP group' }, mode: { anyOf: [{ enum: [] }, { type: 'null' }] }, kind: { $ref: '#/$defs/kind' }, any: { not: { enum: [] } } },
          required: ['group'],
        }),
        readTool({ name: 'other', inputSchema: { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties: { group: { type: 'string', enum: [] } } } }),
      ]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/group/enum', message: '"enum" in get_ticket\'s inputSchema lists no value, so no value passes it: a host that validates fails every call that sends this field, and every call at all when it is required.' },
        { pointer: '/tools/0/inputSchema/properties/mode/anyOf/0/enum' },
        { pointer: '/tools/0/inputSchema/$defs/kind/enum' },
        { pointer: '/tools/1/inputSchema/properties/group/enum', message: 'draft-07' },
      ],
    },
    {
      name: 'a local $ref that resolves to nothing, on the $ref value',
      doc: contract([input({ type: 'object', $defs: { tag: { type: 'string' } }, properties: { tag: { $ref: '#/$defs/tags' }, label: { $ref: '#missing' } } })]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/tag/$ref', message: '"#/$defs/tags" in get_ticket\'s inputSchema points at nothing' },
        { pointer: '/tools/0/inputSchema/properties/label/$ref' },
      ],
    },
    {
      name: 'a $ref loop, on the $ref that closes it, related to where it starts; and a self-reference',
      doc: contract([input({ type: 'object', $defs: { a: { $ref: '#/$defs/b' }, b: { $ref: '#/$defs/a' }, c: { $ref: '#/$defs/c' } }, properties: { x: { $ref: '#/$defs/a' }, y: { $ref: '#/$defs/c' } } })]),
      findings: [
        { pointer: '/tools/0/inputSchema/$defs/b/$ref', message: '(#/$defs/a → #/$defs/b → #/$defs/a)', related: ['/tools/0/inputSchema/$defs/a'] },
        { pointer: '/tools/0/inputSchema/$defs/c/$ref', message: 'refers to the schema that holds it' },
      ],
    },
    {
      name: 'a pattern that is not a regular expression, on the value; a patternProperties key, on the key',
      doc: contract([input({ type: 'object', properties: { code: { type: 'string', pattern: '([A-Z]+' } }, patternProperties: { '[': { type: 'string' } } })]),
      findings: [
        { pointer: '/tools/0/inputSchema/properties/code/pattern', message: 'not a valid regular expression' },
        { pointer: '/tools/0/inputSchema/patternProperties/[' },
      ],
    },
    {
      name: '200 levels deep: one finding on the schema, nothing below',
      doc: `{"name":"x","version":"1.0.0","tools":[{"name":"t","description":"d","inputSchema":${nestedSchemaText(200)}}]}`,
      findings: [{ pointer: '/tools/0/inputSchema', message: 'nested deeper than 64 levels' }],
    },
    {
      name: 'in an MCP tools/list result',
      doc: mcpList([{ name: 'search', inputSchema: { properties: { q: { type: 'string', minLength: -1 } } }, annotations: { readOnlyHint: true } }]),
      fileName: 'server.tools.json',
      findings: [{ pointer: '/tools/0/inputSchema', message: 'has no "type"' }, { pointer: '/tools/0/inputSchema/properties/q/minLength' }],
    },
  ],
});

describe('input-schema-invalid on absurd nesting', () => {
  it('a 5,000-deep inputSchema gives one finding at the schema and does not throw', () => {
    const root = contract([readTool({ inputSchema: nestedSchema(5000) })]);
    const model = readModel(root, 'contract');
    assert.ok(model);
    const found: Array<{ path: JsonPath; message: string }> = [];
    inputSchemaInvalid.check({ model, allTools: model.tools, document: new JsonDocument('{}'), report: (r) => found.push(r) });
    assert.deepEqual(found.map((f) => toPointer(f.path)), ['/tools/0/inputSchema']);
    assert.match(found[0].message, /nested deeper than 64 levels/);
  });

  it('a 5,000-deep inputSchema in a file lints without throwing and says so', () => {
    const text = `{"name":"x","version":"1.0.0","tools":[{"name":"t","description":"d","inputSchema":${nestedSchemaText(5000)}}]}`;
    const findings = lint(text, { fileName: 'deep.contract.json' }).findings;
    // Either this rule's finding or, where the text itself is too deep to map to ranges, the engine's.
    assert.ok(findings.some((f) => f.ruleId === 'input-schema-invalid' || f.ruleId === 'document-too-deep'));
  });
});

describe('the keyword screen in front of ajv is never looser than ajv', () => {
  const samples: unknown[] = [
    0, 1, -1, 1.5, '', 'x', '#a', 'a#b', 'a b', 'string', '^[a-z]+$', true, false, null,
    [], ['a'], ['a', 'a'], ['string'], ['string', 'string'], ['string', 'nope'], [1], [{}], [true], [{ type: 3 }],
    {}, { a: {} }, { a: 1 }, { a: ['x'] }, { a: ['x', 'x'] }, { a: true }, { a: { type: 'nope' } }, { a: 'https://x' },
  ];
  const keywords = [...SCREENED_KEYWORDS, '$vocabulary', '$recursiveRef', '$recursiveAnchor', 'x-custom'];
  for (const dialect of ['2020-12', 'draft-07'] as const) {
    it(`${dialect}: whatever the screen lets through, ajv accepts (every keyword × ${samples.length} values, at the root and nested)`, () => {
      let screenedOut = 0;
      for (const keyword of keywords) {
        for (const value of samples) {
          // A root $schema picks the dialect (dialectOf) and is left out of meta-validation.
          const placements = keyword === '$schema' ? [] : [{ type: 'object', [keyword]: value }];
          for (const schema of [...placements, { type: 'object', properties: { p: { [keyword]: value } } }]) {
            if (needsMetaValidation(schema, dialect)) {
              screenedOut++;
              continue;
            }
            assert.deepEqual(metaValidate(schema, dialect), [], `${keyword}: ${JSON.stringify(value)} passed the screen but not ajv`);
          }
        }
      }
      assert.ok(screenedOut > 0);
    });
  }
  it('plain schemas skip ajv; a doubtful keyword does not', () => {
    assert.equal(needsMetaValidation({ type: 'object', properties: { a: { type: 'string', enum: ['x'] } }, required: ['a'] }, '2020-12'), false);
    assert.equal(needsMetaValidation({ type: 'object', properties: { a: { type: 'string', minLength: -1 } } }, '2020-12'), true);
    assert.equal(needsMetaValidation({ type: 'object', items: [{ type: 'string' }] }, '2020-12'), true);
    assert.equal(needsMetaValidation({ type: 'object', items: [{ type: 'string' }] }, 'draft-07'), false);
  });
});
