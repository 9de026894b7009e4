/**
 * Keys named like Object.prototype's members (`__proto__`, `constructor`, `hasOwnProperty`,
 * `toString`) are plain data (issue 12): no document changes a prototype, they are read
 * like any key, and a comment (which sends a text to the JSONC parser rather than to
 * JSON.parse) changes nothing that is reported.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lint, type Finding } from '../../server/src/engine';
import { JsonDocument, valueAt } from '../../server/src/engine/document';
import { applyTextEdits, FixSession } from '../../server/src/engine/fixes';
import { diffContracts } from '../../server/src/versioning/diff';
import { contract, readTool } from '../helpers/contracts';

const NAMES = ['__proto__', 'constructor', 'hasOwnProperty', 'toString', 'valueOf'];

/** Builds a value with own members, whatever their names (an object literal's `__proto__:` sets the prototype). */
function own(entries: ReadonlyArray<readonly [string, unknown]>): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, value] of entries) Object.defineProperty(object, key, { value, writable: true, enumerable: true, configurable: true });
  return object;
}

function strictText(): string {
  const properties = own(NAMES.map((name) => [name, { type: 'object', properties: { x: { type: 'string' } } }]));
  const numbers = own(NAMES.map((name) => [name, { type: 'integer', description: 'A count.' }]));
  const tools = NAMES.map((name, i) =>
    readTool({
      name,
      description: `Reads thing ${i}.`,
      inputSchema: { type: 'object', properties, $defs: own([['__proto__', { type: 'string' }]]) },
      outputSchema: { type: 'object', properties: { ...numbers, latency: { type: 'integer' } } },
    }),
  );
  return JSON.stringify(contract(tools), null, 2);
}

/** The same text with a comment at the end of its first line: JSONC, same lines and columns. */
const withComment = (text: string) => text.replace('{', '{ // a comment');
const summary = (findings: readonly Finding[]) => findings.map((f) => `${f.ruleId} ${f.pointer} ${f.range.start.line}:${f.range.start.character} ${f.message}`);
const lintText = (text: string) => lint(text, { fileName: 'x.contract.jsonc' });

describe('prototype-named keys', () => {
  it('a comment line changes nothing that is reported', () => {
    const strict = lintText(strictText());
    const commented = lintText(withComment(strictText()));
    assert.equal(strict.document.strict, true);
    assert.equal(commented.document.strict, false);
    assert.deepEqual(summary(commented.findings), summary(strict.findings));
  });

  it('the JSONC value equals the JSON.parse value: own members, no prototype set', () => {
    const text = strictText();
    const commented = new JsonDocument(withComment(text)).value as any;
    assert.deepStrictEqual(commented, JSON.parse(text));
    const properties = commented.tools[0].inputSchema.properties;
    assert.equal(Object.getPrototypeOf(properties), Object.prototype);
    assert.deepEqual(Object.keys(properties), NAMES);
    assert.equal(Object.getPrototypeOf(new JsonDocument('// c\n{ "__proto__": { "polluted": true } }').value), Object.prototype);
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
  });

  it('every such property is read like any other: each is named where one is due, by a finding or as a related place', () => {
    for (const text of [strictText(), withComment(strictText())]) {
      const findings = lintText(text).findings;
      const optional = findings.filter((f) => f.ruleId === 'input-optional-without-default' && f.pointer.startsWith('/tools/0/'));
      // Five undescribed inputs of one kind are one finding, the others its related places (a block, round 59).
      const named = optional.flatMap((f) => [f.pointer, ...(f.related ?? []).map((r) => r.pointer)]).sort();
      assert.deepEqual(named, NAMES.map((name) => `/tools/0/inputSchema/properties/${name}`).sort());
      const tools = findings.filter((f) => f.ruleId === 'tool-name-duplicate');
      assert.deepEqual(tools, []);
    }
  });

  it('tools named like prototype members are distinct tools, and a duplicate of one is found', () => {
    const tools = ['__proto__', 'constructor', '__proto__'].map((name) => readTool({ name }));
    for (const text of [JSON.stringify(contract(tools), null, 2), withComment(JSON.stringify(contract(tools), null, 2))]) {
      const duplicates = lintText(text).findings.filter((f) => f.ruleId === 'tool-name-duplicate');
      assert.deepEqual(duplicates.map((f) => f.pointer), ['/tools/2/name']);
    }
  });

  it('a path reads own members only: an absent __proto__ or constructor is absent', () => {
    const root = { a: {} };
    assert.equal(valueAt(root, ['a', '__proto__']), undefined);
    assert.equal(valueAt(root, ['a', 'constructor']), undefined);
    assert.equal(valueAt(root, ['a', 'toString']), undefined);
    assert.deepEqual(valueAt(JSON.parse('{"a":{"__proto__":{"b":1}}}'), ['a', '__proto__', 'b']), 1);
  });

  it('the split fix carries a tool\'s __proto__ member into the execute tool', () => {
    const tool = own([
      ['name', 'close_ticket'],
      ['description', 'Closes a ticket.'],
      ['sideEffects', 'non_idempotent'],
      ['inputSchema', { type: 'object', properties: { id: { type: 'string' }, dry_run: { type: 'boolean', description: 'Only preview.' } }, required: ['id'] }],
      ['__proto__', { note: 'kept' }],
    ]);
    const text = JSON.stringify(contract([tool]), null, 2);
    const result = lintText(text);
    const finding = result.findings.find((f) => f.ruleId === 'mutation-dry-run-flag');
    assert.ok(finding);
    const split = new FixSession(result).fixesFor(finding).find((f) => f.title.startsWith('Split into preview and execute'));
    assert.ok(split, 'the split is offered');
    const tools = (new JsonDocument(applyTextEdits(text, split.edits)).value as any).tools as any[];
    const execute = tools.find((t) => t.name === 'execute_close_ticket');
    assert.ok(Object.prototype.hasOwnProperty.call(execute, '__proto__'));
    assert.equal(Object.getPrototypeOf(execute), Object.prototype);
  });

  it('the versioning diff sees a change in a __proto__ keyword beside a $ref', () => {
    const model = (minLength: number) => lintText(`{"name":"n","version":"1.0.0","tools":[{"name":"t","description":"d","sideEffects":"read_only","inputSchema":{"type":"object","$defs":{"s":{"type":"string"}},"properties":{"a":{"$ref":"#/$defs/s","__proto__":{"minLength":${minLength}}}}}}]}`).model!;
    assert.notDeepEqual(diffContracts(model(1), model(5)), []);
  });

  it('a fix beside a __proto__ member keeps it and removes its finding', () => {
    for (const text of [strictText(), withComment(strictText())]) {
      const result = lintText(text);
      const finding = result.findings.find((f) => f.ruleId === 'field-unit-suffix' && f.pointer === '/tools/0/outputSchema/properties/latency');
      assert.ok(finding, 'latency has no unit');
      // Its siblings are camelCase (hasOwnProperty, toString, valueOf), so the new name is too.
      const fix = new FixSession(result).fixesFor(finding).find((f) => f.title === 'Add a units suffix: rename latency to latencyMs');
      assert.ok(fix, 'the rename is offered');
      const output = applyTextEdits(text, fix.edits);
      const properties = (new JsonDocument(output).value as any).tools[0].outputSchema.properties;
      assert.deepEqual(Object.keys(properties), [...NAMES, 'latencyMs']);
      assert.ok(!lintText(output).findings.some((f) => f.pointer === finding.pointer && f.ruleId === 'field-unit-suffix'));
    }
  });
});
