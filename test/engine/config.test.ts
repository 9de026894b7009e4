import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ALL_DIAGNOSTIC_IDS, JsonDocument, lint, lintConfigDocument, mergeSeverities, readProjectConfig, RULE_IDS } from '../../server/src/engine';

const badOutput = (comment = '') => `{
  "name": "n",
  "version": "1.0.0",
  "tools": [
    {
      "name": "t",
      "description": "d",
      "inputSchema": { "type": "object" },
      ${comment}
      "outputSchema": { "type": "array" }
    }
  ]
}`;

describe('severities', () => {
  it('a severity override changes the finding; off removes it', () => {
    const severityOf = (rules: Record<string, 'error' | 'warning' | 'info' | 'off'>) =>
      lint(badOutput(), { fileName: 'x.contract.json', rules }).findings.filter((f) => f.ruleId === 'output-not-object').map((f) => f.severity);
    assert.deepEqual(severityOf({}), ['error']);
    assert.deepEqual(severityOf({ 'output-not-object': 'info' }), ['info']);
    assert.deepEqual(severityOf({ 'output-not-object': 'off' }), []);
  });
  it('the user setting wins over the project config; bad severities are dropped', () => {
    const merged = mergeSeverities({ 'errors-missing': 'off', 'output-missing': 'info' }, { 'errors-missing': 'error', 'x': 'loud' as never });
    assert.deepEqual(merged, { 'errors-missing': 'error', 'output-missing': 'info' });
  });
  it('readProjectConfig keeps good entries and the baseRef', () => {
    assert.deepEqual(readProjectConfig({ rules: { a: 'warning', b: 'nope' }, baseRef: 'origin/main' }), { rules: { a: 'warning' }, baseRef: 'origin/main' });
    assert.deepEqual(readProjectConfig(null), { rules: {}, baseRef: 'HEAD' });
  });
});

describe('.toolcontracts.json', () => {
  it('reports an unknown rule id at its key, with a did-you-mean, and a bad severity at its value', () => {
    const doc = new JsonDocument('{\n  "rules": {\n    "output-mising": "off",\n    "errors-missing": "warn"\n  },\n  "colour": 1\n}');
    const findings = lintConfigDocument(doc, RULE_IDS);
    const byPointer = Object.fromEntries(findings.map((f) => [f.pointer, f]));
    assert.match(byPointer['/rules/output-mising'].message, /Did you mean "output-missing"/);
    assert.deepEqual(byPointer['/rules/output-mising'].range.start, { line: 2, character: 4 });
    assert.match(byPointer['/rules/errors-missing'].message, /"error", "warning", "info", "off"/);
    assert.deepEqual(byPointer['/rules/errors-missing'].range.start, { line: 3, character: 22 });
    assert.ok(byPointer['/colour']);
    assert.ok(findings.every((f) => f.ruleId === 'config-invalid'));
  });
  it('a good config has no finding', () => {
    assert.deepEqual(lintConfigDocument(new JsonDocument('{ "rules": { "output-missing": "off" }, "baseRef": "HEAD" }'), RULE_IDS), []);
  });
});

describe('suppression comments', () => {
  it('silence the named rule on the next line only', () => {
    const text = badOutput('// tool-contracts-disable-next-line output-not-object -- legacy list, wrapped in 2.0');
    const ids = lint(text, { fileName: 'x.contract.jsonc' }).findings.map((f) => f.ruleId);
    assert.ok(!ids.includes('output-not-object'));
    assert.ok(!ids.includes('suppression-unused'));
    assert.ok(!ids.includes('suppression-reason-missing'));
  });
  it('a reasonless suppression is reported (info) at the comment', () => {
    const text = badOutput('// tool-contracts-disable-next-line output-not-object');
    const findings = lint(text, { fileName: 'x.contract.jsonc' }).findings;
    const reason = findings.find((f) => f.ruleId === 'suppression-reason-missing');
    assert.equal(reason?.severity, 'info');
    assert.equal(reason?.range.start.line, 8);
    assert.ok(!findings.some((f) => f.ruleId === 'output-not-object'));
  });
  it('an unused suppression and an unknown id are reported', () => {
    const text = badOutput('// tool-contracts-disable-next-line output-missing, output-not-objet -- because');
    const findings = lint(text, { fileName: 'x.contract.jsonc' }).findings;
    const unused = findings.filter((f) => f.ruleId === 'suppression-unused').map((f) => f.message);
    assert.equal(unused.length, 2);
    assert.ok(unused.some((m) => /output-missing reports nothing/.test(m)));
    assert.ok(unused.some((m) => /Did you mean "output-not-object"/.test(m)));
    assert.ok(findings.some((f) => f.ruleId === 'output-not-object'));
  });
  it('a suppression inside a string is not a suppression', () => {
    const text = badOutput('"x-note": "// tool-contracts-disable-next-line output-not-object -- no",');
    assert.ok(lint(text, { fileName: 'x.contract.jsonc' }).findings.some((f) => f.ruleId === 'output-not-object'));
  });
  it('every engine id is known', () => {
    for (const id of ['parse-error', 'read-error', 'document-too-large', 'suppression-unused', 'suppression-reason-missing', 'config-invalid', 'internal-error']) assert.ok(ALL_DIAGNOSTIC_IDS.includes(id), id);
  });
});

describe('.toolcontracts.json that is not JSON', () => {
  it('gets parse errors at the bad token, in text order with the other problems', () => {
    const findings = lintConfigDocument(new JsonDocument('{\n  "rules": { "output-mising": "off" }\n  "baseRef": 1\n}'), RULE_IDS);
    assert.deepEqual(findings.map((f) => [f.ruleId, f.range.start.line]), [['config-invalid', 1], ['parse-error', 2], ['config-invalid', 2]]);
  });
  it('an empty config says what it should hold', () => {
    const findings = lintConfigDocument(new JsonDocument(''), RULE_IDS);
    assert.deepEqual(findings.map((f) => f.ruleId), ['parse-error']);
    assert.match(findings[0].message, /"rules"/);
  });
});
