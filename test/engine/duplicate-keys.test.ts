/**
 * A key written twice in one object (issue 12): JSON keeps the last copy, and so do the rules,
 * the ranges and the fixes; each later copy is reported as `duplicate-key`, with the first as
 * related information.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lint, type Finding } from '../../server/src/engine';
import { lintConfigDocument } from '../../server/src/engine/config';
import { JsonDocument } from '../../server/src/engine/document';
import { applyTextEdits, FixSession } from '../../server/src/engine/fixes';
import { RULE_IDS } from '../../server/src/engine/registry';

const lintContract = (text: string) => lint(text, { fileName: 'x.contract.jsonc' });
const duplicates = (findings: readonly Finding[]) => findings.filter((f) => f.ruleId === 'duplicate-key');
const at = (line: number, character: number, length: number) => ({ start: { line, character }, end: { line, character: character + length } });

/** A tool whose inputSchema writes `properties` twice: `a` in the first copy, `b` in the last. */
const REPEATED_PROPERTIES = [
  '{',
  '  "name": "team-tickets",',
  '  "version": "1.0.0",',
  '  "tools": [',
  '    {',
  '      "name": "get_ticket",',
  '      "description": "Reads one ticket by id.",',
  '      "sideEffects": "read_only",',
  '      "inputSchema": {',
  '        "type": "object",',
  '        "properties": { "a": { "type": "string" } },',
  '        "properties": { "b": { "type": "string" } }',
  '      }',
  '    }',
  '  ]',
  '}',
].join('\n');

describe('duplicate-key', () => {
  it('is reported on the later key, with the first as related information', () => {
    const [finding, ...rest] = duplicates(lintContract(REPEATED_PROPERTIES).findings);
    assert.deepEqual(rest, []);
    assert.deepEqual(finding, {
      ruleId: 'duplicate-key',
      severity: 'error',
      message: 'Duplicate key "properties": JSON keeps only the last copy of a key, so this one is used and the first, on line 11, is ignored. Merge the copies into one, or remove the one you do not mean.',
      path: ['tools', 0, 'inputSchema', 'properties'],
      pointer: '/tools/0/inputSchema/properties',
      range: at(11, 8, 12),
      related: [{ pointer: '/tools/0/inputSchema/properties', range: at(10, 8, 12), message: 'The first copy of "properties", ignored.' }],
    });
  });

  it('the rules read the last copy, and their findings are placed in it', () => {
    const findings = lintContract(REPEATED_PROPERTIES).findings.filter((f) => f.ruleId === 'input-optional-without-default');
    assert.deepEqual(findings.map((f) => [f.pointer, f.range.start.line]), [['/tools/0/inputSchema/properties/b', 11]]);
  });

  it('three copies: each later one is reported, saying which copy is used', () => {
    const text = '{ "name": "a",\n  "name": "b",\n  "name": "c", "version": "1.0.0", "tools": [] }';
    const found = duplicates(lintContract(text).findings);
    assert.deepEqual(found.map((f) => [f.pointer, f.range.start.line, f.related?.[0].range.start.line]), [['/name', 1, 0], ['/name', 2, 0]]);
    assert.match(found[0].message, /so the copy on line 3 is used and this one is ignored, as is the first, on line 1\./);
    assert.match(found[1].message, /so this one is used and the first, on line 1, is ignored\./);
  });

  it('is found in strict JSON and in JSONC alike, at any depth, in arrays, and through escapes', () => {
    const strict = '{"tools":[{"name":"t","x":[{"k":1,"\\u006b":2}]}],"name":"n","version":"1.0.0","name":"n"}';
    const commented = `// a comment\n${strict}`;
    for (const text of [strict, commented]) {
      const found = duplicates(lintContract(text).findings);
      assert.deepEqual(found.map((f) => f.pointer), ['/tools/0/x/0/k', '/name'], text);
    }
  });

  it('no finding where no key repeats, even where a string holds colons and escaped quotes', () => {
    const texts = [
      '{"name":"a:b","version":"1.0.0","tools":[{"name":"t","description":"say \\"k\\": 1 and \\\\","x":{"k":{"k":1}}}]}',
      '{"name":"n","version":"1.0.0","tools":[],"nested":{"name":"n"}}',
    ];
    for (const text of texts) assert.deepEqual(duplicates(lintContract(text).findings), [], text);
  });

  it('is reported in a project configuration too', () => {
    const document = new JsonDocument('{ "rules": {}, "rules": { "errors-missing": "off" } }');
    assert.deepEqual(lintConfigDocument(document, RULE_IDS).map((f) => [f.ruleId, f.pointer]), [['duplicate-key', '/rules']]);
  });

  it('a document resolves a repeated key to its last copy', () => {
    const document = new JsonDocument('{ "a": { "x": 1 }, "a": { "y": 2 } }');
    assert.deepEqual(document.value, { a: { y: 2 } });
    assert.equal(document.nodeAt(['a'])?.offset, 24);
    assert.equal(document.nodeAt(['a', 'x']), undefined);
    assert.equal(document.nodeAt(['a', 'y'])?.value, 2);
    // A member only the first copy has is not found there: the nearest existing node is the last copy's key.
    assert.deepEqual(document.rangeOf(['a', 'x']), at(0, 19, 3));
  });

  it('a fix on a document with a repeated properties key edits the last copy, and its finding goes away', () => {
    const text = [
      '{',
      '  "name": "team-tickets",',
      '  "version": "1.0.0",',
      '  "tools": [',
      '    {',
      '      "name": "get_ticket",',
      '      "description": "Reads one ticket by id.",',
      '      "sideEffects": "read_only",',
      '      "inputSchema": { "type": "object", "properties": {} },',
      '      "outputSchema": {',
      '        "type": "object",',
      '        "properties": { "timeout": { "type": "integer" } },',
      '        "properties": { "timeout": { "type": "integer" }, "id": { "type": "string" } }',
      '      }',
      '    }',
      '  ]',
      '}',
    ].join('\n');
    const result = lintContract(text);
    const finding = result.findings.find((f) => f.ruleId === 'field-unit-suffix');
    assert.ok(finding, 'field-unit-suffix on timeout');
    assert.equal(finding.range.start.line, 12);
    const fix = new FixSession(result).fixesFor(finding).find((f) => f.title === 'Add a units suffix: rename timeout to timeout_ms');
    assert.ok(fix, 'the rename is offered');
    const output = applyTextEdits(text, fix.edits);
    assert.equal(output, text.replace('"properties": { "timeout": { "type": "integer" }, "id"', '"properties": { "timeout_ms": { "type": "integer" }, "id"'));
    const after = lintContract(output).findings;
    assert.deepEqual(after.filter((f) => f.ruleId === 'field-unit-suffix'), []);
    assert.deepEqual(duplicates(after).map((f) => f.pointer), ['/tools/0/outputSchema/properties']);
  });
});
