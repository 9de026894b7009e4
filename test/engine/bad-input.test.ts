/** Bad input never breaks the engine: each case gets a clear finding at the right place, no throw. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lint } from '../../server/src/engine';
import { contract, readTool } from '../helpers/contracts';

function ids(text: string, fileName = 'x.contract.json'): string[] {
  return lint(text, { fileName }).findings.map((f) => f.ruleId);
}

describe('bad input', () => {
  it('an empty file: one parse-error, at 0:0', () => {
    const result = lint('', { fileName: 'x.contract.json' });
    assert.deepEqual(result.findings.map((f) => [f.ruleId, f.range.start.line, f.range.start.character]), [['parse-error', 0, 0]]);
    assert.match(result.findings[0].message, /empty/);
  });

  it('whitespace only is empty too', () => {
    assert.deepEqual(ids('  \n\n '), ['parse-error']);
  });

  it('[] and null are not contracts', () => {
    for (const text of ['[]', 'null', '"tools"', '42']) {
      const result = lint(text, { fileName: 'x.contract.json' });
      assert.deepEqual(result.findings.map((f) => f.ruleId), ['parse-error'], text);
      assert.match(result.findings[0].message, /The document is (an array|null|a string|a number)/, text);
      assert.equal(result.model, undefined);
    }
  });

  it('a tool that is a string: contract-schema at that element, and the other tools are still linted', () => {
    const doc = contract([readTool({ outputSchema: { type: 'array' } }), 'list_tickets' as unknown as Record<string, unknown>]);
    const findings = lint(JSON.stringify(doc, null, 2), { fileName: 'x.contract.json' }).findings;
    assert.ok(findings.some((f) => f.ruleId === 'contract-schema' && f.pointer === '/tools/1'));
    assert.ok(findings.some((f) => f.ruleId === 'output-not-object' && f.pointer === '/tools/0/outputSchema/type'));
  });

  it('5,000-deep nesting in an inputSchema: one document-too-deep finding, no throw', () => {
    let nested = '{"type":"object"}';
    for (let i = 0; i < 5000; i++) nested = `{"type":"object","properties":{"a":${nested}}}`;
    const text = `{"name":"n","version":"1.0.0","tools":[{"name":"t","description":"d","inputSchema":${nested},"outputSchema":{"type":"array"}}]}`;
    const result = lint(text, { fileName: 'x.contract.json' });
    assert.deepEqual(result.findings.map((f) => [f.ruleId, f.range.start.line, f.range.start.character]), [['document-too-deep', 0, 0]]);
  });

  it('100-deep nesting is ordinary: findings are placed', () => {
    let nested = '{"type":"object"}';
    for (let i = 0; i < 100; i++) nested = `{"type":"object","properties":{"a":${nested}}}`;
    const text = `{"name":"n","version":"1.0.0","tools":[{"name":"t","description":"d","inputSchema":${nested},\n"outputSchema":{"type":"array"}}]}`;
    const finding = lint(text, { fileName: 'x.contract.json' }).findings.find((f) => f.ruleId === 'output-not-object');
    assert.deepEqual(finding?.range.start, { line: 1, character: 23 });
  });

  it('5,000-deep nesting of arrays in a broken file: one document-too-deep finding, no throw', () => {
    const findings = lint('['.repeat(5000), { fileName: 'x.contract.json' }).findings;
    assert.deepEqual(findings.map((f) => f.ruleId), ['document-too-deep']);
  });

  it('an inputSchema with a $ref cycle: no throw', () => {
    const doc = contract([readTool({ inputSchema: { type: 'object', $defs: { a: { $ref: '#/$defs/b' }, b: { $ref: '#/$defs/a' } }, properties: { x: { $ref: '#/$defs/a' } } } })]);
    assert.doesNotThrow(() => lint(JSON.stringify(doc), { fileName: 'x.contract.json' }));
  });

  it('text with U+FFFD (bytes that were not UTF-8) and lone surrogates is linted like any other text', () => {
    const doc = contract([readTool({ description: 'Caf\ufffd Zo\ufffd \ud800 \udfff', outputSchema: { type: 'array' } })]);
    const findings = lint(JSON.stringify(doc), { fileName: 'x.contract.json' }).findings;
    assert.ok(findings.some((f) => f.ruleId === 'output-not-object'));
    assert.ok(!findings.some((f) => f.ruleId === 'internal-error' || f.ruleId === 'parse-error'));
  });

  it('a 10 MB file: one document-too-large finding, at once', () => {
    const tool = JSON.stringify(readTool());
    const text = `{"name":"n","version":"1.0.0","tools":[${Array.from({ length: Math.ceil((10 * 1024 * 1024) / tool.length) }, () => tool).join(',')}]}`;
    assert.ok(text.length >= 10 * 1024 * 1024);
    const result = lint(text, { fileName: 'x.contract.json' });
    assert.deepEqual(result.findings.map((f) => f.ruleId), ['document-too-large']);
    assert.match(result.findings[0].message, /over the 5120 KB limit/);
    assert.match(result.findings[0].message, /raise toolContracts\.maxFileSizeKb in your settings/, 'says how to lint it anyway');
  });

  it('the same 10 MB file with a raised limit is linted without a crash', () => {
    const tool = JSON.stringify(readTool());
    const text = `{"name":"n","version":"1.0.0","tools":[${Array.from({ length: Math.ceil((10 * 1024 * 1024) / tool.length) }, () => tool).join(',')}]}`;
    const result = lint(text, { fileName: 'x.contract.json', maxSizeBytes: 64 * 1024 * 1024 });
    assert.ok(result.model && result.model.tools.length > 1000);
    assert.ok(result.findings.some((f) => f.ruleId === 'tool-name-duplicate'));
  });

  it('binary junk: parse errors, no throw', () => {
    const junk = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)).toString('latin1');
    const findings = lint(junk, { fileName: 'x.contract.json' }).findings;
    assert.ok(findings.some((f) => f.ruleId === 'parse-error'));
  });

  it('thousands of parse errors: the first 50, the last one saying how many more', () => {
    const text = '{"tools": [' + '1 '.repeat(500) + ']}';
    const parseErrors = lint(text, { fileName: 'x.contract.json' }).findings.filter((f) => f.ruleId === 'parse-error');
    assert.equal(parseErrors.length, 50);
    assert.match(parseErrors[49].message, /\(\d+ more parse errors not shown\)/);
  });

  it('a half-typed file: parse errors at the bad token, and rules still run on what parsed', () => {
    const text = '{\n  "name": "n",\n  "version": "1.0.0",\n  "tools": [\n    { "name": "a", "outputSchema": { "type": "array" } },\n    { "name": "a" \n';
    const findings = lint(text, { fileName: 'x.contract.json' }).findings;
    assert.ok(findings.some((f) => f.ruleId === 'parse-error'));
    assert.ok(findings.some((f) => f.ruleId === 'output-not-object'));
    assert.ok(findings.some((f) => f.ruleId === 'tool-name-duplicate'));
  });
});
