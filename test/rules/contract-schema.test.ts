import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ruleTable, rangeOn, findingsOf } from '../helpers/ruleTester';
import { contract, edited, mcpList, readTool } from '../helpers/contracts';
import { contractText, fixTable } from '../fixes/fixTester';
import { knownFields, misspeltField } from '../../server/src/rules/contract-schema';

const tool = (extra: string) => `    {\n      "name": "get_stats",\n      "description": "Reads the stats.",\n      "inputSchema": { "type": "object" }${extra}\n    }`;

ruleTable('contract-schema', {
  valid: [
    { name: 'a complete contract', doc: contract([readTool()]) },
    { name: 'x- extension fields are allowed on the root and on tools', doc: contract([readTool({ 'x-owner': 'team-foo' })], { 'x-generated': true }) },
    { name: 'a missing version is version-invalid\'s finding, not this one', doc: edited(contract([readTool()]), (c) => delete c.version) },
    { name: 'an error entry without a type is errors-untyped\'s finding', doc: contract([readTool({ errors: [{ description: 'x' }, 'An error occurred'] })]) },
    { name: 'an MCP tools/list result is not a contract', doc: mcpList([{ name: 'x', inputSchema: { type: 'object' }, unknownField: 1 }]), fileName: 'list.tools.json' },
  ],
  invalid: [
    {
      name: 'additionalProperties: a misspelt tool field, at its key, with did you mean and why',
      doc: contract([readTool({ sideEffect: 'read_only', sideEffects: undefined })]),
      findings: [{ pointer: '/tools/0/sideEffect', message: '"sideEffect" is not a field of a tool: did you mean "sideEffects"? Nothing that reads the contract knows "sideEffect", so what it says about tool "get_ticket" is lost. Rename it to "sideEffects".' }],
    },
    {
      name: 'additionalProperties: a misspelt root field',
      doc: contract([readTool()], { changelgo: 'HISTORY.md' }),
      findings: [{ pointer: '/changelgo', message: 'did you mean "changelog"?' }],
    },
    {
      name: 'additionalProperties: a field far from every known one lists the fields and the x- escape',
      doc: contract([readTool({ owner: 'team-foo' })]),
      findings: [{ pointer: '/tools/0/owner', message: '"owner" is not a field of a tool: nothing that reads the contract knows it, so what it says about tool "get_ticket" is lost. Use one of "name", "title", "description", "sideEffects", "inputSchema", "outputSchema", "errors", "annotations", "previewTool", "verifyTool", "rollback" or "_meta", or start its name with "x-" to keep data of your own.' }],
    },
    {
      name: 'additionalProperties: no did you mean when the object already has the close field',
      doc: contract([readTool({ Description: 'Reads one ticket.' })]),
      findings: [{ pointer: '/tools/0/Description', message: /^"Description" is not a field of a tool: nothing that reads/ }],
    },
    {
      name: 'additionalProperties: an unknown member of an error entry',
      doc: contract([readTool({ errors: [{ type: 'not_found', description: 'x', remedation: 'Check the id.' }] })]),
      findings: [{ pointer: '/tools/0/errors/0/remedation', message: '"remedation" is not a field of an error entry: did you mean "remediation"?' }],
    },
    {
      name: 'type: a tool that is a string says what a tool is',
      doc: contract([readTool(), 'list_tickets' as never]),
      findings: [{ pointer: '/tools/1', message: 'Tool 2 is a string ("list_tickets"), where the format expects an object: a tool is an object with "name", "description" and "inputSchema".' }],
    },
    {
      name: 'type: the expected type and what the field is for',
      doc: contract([readTool()], { name: 3 }),
      findings: [{ pointer: '/name', message: '"name" is a number (3), where the format expects a string (the server or tool set these tools belong to).' }],
    },
    {
      name: 'type: a list of expected types',
      doc: contract([readTool({ errors: [{ type: 'not_found', description: 'x', fields: { id: 3 } }] })]),
      findings: [{ pointer: '/tools/0/errors/0/fields/id', message: 'where the format expects an object or a boolean' }],
    },
    {
      name: 'enum: a bad sideEffects value gives the allowed values, what each means and the closest, exact range',
      doc: '{"name":"n","version":"1.0.0","tools":[{"name":"t","description":"d","inputSchema":{"type":"object"},\n"sideEffects":"read-only"}]}',
      findings: [{ pointer: '/tools/0/sideEffects', range: rangeOn(1, 14, 25), message: '"sideEffects" of tool "t" is "read-only", which the format does not know: did you mean "read_only"? Use "read_only" (does not change anything; safe to retry), "idempotent" (changes state, but calling twice leaves the same state; safe to retry) or "non_idempotent" (changes state and calling twice doubles the effect; needs an idempotency_key).' }],
    },
    {
      name: 'enum: a value far from every allowed one has no did you mean',
      doc: contract([readTool({ sideEffects: 'write' })]),
      findings: [{ pointer: '/tools/0/sideEffects', message: /is "write", which the format does not know\. Use "read_only"/ }],
    },
    {
      name: 'required: a missing tool description, drawn on the tool name, with why',
      doc: '{"name":"n","version":"1.0.0","tools":[\n{"name":"t","inputSchema":{"type":"object"}}]}',
      findings: [{ pointer: '/tools/0', range: rangeOn(1, 8, 11), message: 'Tool "t" has no "description": the model reads it to decide when to call the tool and what to expect. Add "description".' }],
    },
    {
      name: 'required: an empty {} asks for name and tools (version is version-invalid\'s)',
      doc: '{}',
      findings: [
        { pointer: '', message: 'The contract has no "name": it names the server or tool set' },
        { pointer: '', message: 'The contract has no "tools": a contract exists to declare the tools an agent can call. Add "tools".' },
      ],
    },
    {
      name: 'minItems: an empty tools list says what to add',
      doc: contract([]),
      findings: [{ pointer: '/tools', message: 'The contract lists no tools: a contract exists to declare the tools an agent can call. Add at least one tool to "tools".' }],
    },
    {
      name: 'minLength: an empty rollback says what the field is for',
      doc: contract([readTool({ rollback: '' })]),
      findings: [{ pointer: '/tools/0/rollback', message: '"rollback" of tool "get_ticket" is empty (how to reverse the change, or "none: <reason>" when it cannot be reversed): write a value, or remove the field.' }],
    },
  ],
});

describe('contract-schema messages', () => {
  it('no message is the validator\'s raw text', () => {
    const docs = [
      '{}',
      JSON.stringify(contract([])),
      JSON.stringify(contract([readTool({ sideEffects: 'x', rollback: '', annotations: 4, owner: 1 }), 'x' as never], { name: 3, changelog: '' })),
    ];
    for (const doc of docs) {
      for (const finding of findingsOf('contract-schema', { name: '', doc })) {
        assert.doesNotMatch(finding.message, /^Must |Must NOT|must be equal to one of|must have required property|must NOT have additional properties/, finding.message);
      }
    }
  });
  it('known fields come from the schema, for each kind of object', () => {
    assert.deepEqual(knownFields([]), ['$schema', 'name', 'version', 'description', 'changelog', 'targets', 'tools']);
    assert.ok(knownFields(['tools', 3]).includes('sideEffects'));
    assert.deepEqual(knownFields(['tools', 0, 'errors', 1]), ['type', 'description', 'remediation', 'fields']);
    assert.deepEqual(knownFields(['tools', 0, 'annotations']), ['title', 'readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint']);
  });
  it('did you mean: by edit distance or case, never a field the object has, never an x- field', () => {
    const root = { tools: [{ name: 't', sideEffect: 'read_only', previewtool: 'p', 'x-sideEffect': 1, Description: 'd', description: 'd' }] };
    assert.equal(misspeltField(root, ['tools', 0, 'sideEffect']), 'sideEffects');
    assert.equal(misspeltField(root, ['tools', 0, 'previewtool']), 'previewTool');
    assert.equal(misspeltField(root, ['tools', 0, 'x-sideEffect']), undefined);
    assert.equal(misspeltField(root, ['tools', 0, 'Description']), undefined);
    assert.equal(misspeltField(root, ['tools', 0, 'zzzzzzzzzz']), undefined);
  });
});

fixTable('contract-schema', {
  fixes: [
    {
      name: 'Rename a misspelt tool field: the key only, its comments and value kept',
      doc: contractText(tool(',\n      // what calling it does\n      "sideEffect": "read_only" // no writes\n')),
      pointer: '/tools/0/sideEffect',
      title: 'Rename sideEffect to sideEffects',
      kind: 'suggestion',
      preferred: true,
      output: contractText(tool(',\n      // what calling it does\n      "sideEffects": "read_only" // no writes\n')),
    },
    {
      name: 'Rename a misspelt root field',
      doc: '{\n  "name": "team-tickets", /* the set */\n  "version": "1.0.0",\n  "Tools": [\n' + tool('') + '\n  ]\n}\n',
      pointer: '/Tools',
      title: 'Rename Tools to tools',
      kind: 'suggestion',
      // The rename completes the contract: the required "tools" is no longer missing.
      output: '{\n  "name": "team-tickets", /* the set */\n  "version": "1.0.0",\n  "tools": [\n' + tool('') + '\n  ]\n}\n',
      allowNew: ['errors-missing', 'output-missing', 'side-effects-undeclared'],
    },
  ],
  noFix: [
    { name: 'a bad enum value (the message lists the values; which one is the author\'s call)', doc: contractText(tool(',\n      "sideEffects": "write"')) },
    { name: 'an unknown field close to no known one', doc: contractText(tool(',\n      "owner": "team-foo"')) },
    { name: 'a misspelling of a field the tool already has', doc: contractText(tool(',\n      "Description": "Reads."')) },
  ],
});
