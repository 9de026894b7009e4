/**
 * A fix that cannot remove its finding is not offered (issue 12): before the fixes of a
 * finding are returned, each is applied, the text parsed and the finding's rule run again;
 * a fix after which the rule still reports at the finding's pointer, or the text does not
 * parse or has a repeated key it did not have, is dropped. Cases where a fix would leave
 * its finding, for each rule the fuzzing run caught doing so.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lint } from '../../server/src/engine';
import { applyTextEdits, FixSession } from '../../server/src/engine/fixes';
import { contractText, fixesOf } from './fixTester';

/** Every fix offered for the rule's findings removes its finding when applied (the rule no longer reports at its pointer). */
function assertEveryOfferedFixWorks(ruleId: string, text: string, fileName = 'test.contract.jsonc'): number {
  const result = lint(text, { fileName });
  const session = new FixSession(result);
  let offered = 0;
  for (const finding of result.findings.filter((f) => f.ruleId === ruleId)) {
    for (const fix of session.fixesFor(finding)) {
      offered++;
      const after = lint(applyTextEdits(text, fix.edits), { fileName });
      assert.equal(after.document.parseErrors.length, 0, `${fix.title}: the fixed text parses`);
      assert.ok(!after.findings.some((f) => f.ruleId === ruleId && f.pointer === finding.pointer), `${fix.title} was offered but ${ruleId} still reports ${finding.pointer}`);
    }
  }
  return offered;
}

const tool = (inputSchema: string, extra = '') => contractText(`    {
      "name": "search_tickets",
      "description": "Searches tickets.",
      "sideEffects": "read_only",${extra}
      "inputSchema": ${inputSchema},
      "outputSchema": { "type": "object", "properties": { "id": { "type": "string" } } }
    }`);

describe('a fix that cannot remove its finding is not offered', () => {
  it('input-default-undocumented: a default whose sentence the rule cannot read back ("a\\"b" quoted in prose)', () => {
    const text = tool('{ "type": "object", "properties": { "separator": { "type": "string", "default": "a\\"b", "description": "Between fields." } } }');
    const { fixes } = fixesOf('input-default-undocumented', { doc: text });
    assert.deepEqual(fixes.map((f) => f.title), []);
  });

  it('input-default-undocumented: a description that is not a string is not extended or written twice', () => {
    const text = tool('{ "type": "object", "properties": { "limit": { "type": "integer", "default": 20, "description": 20 } } }');
    const { fixes } = fixesOf('input-default-undocumented', { doc: text });
    assert.deepEqual(fixes.map((f) => f.title), []);
  });

  it('input-default-undocumented: description written twice (the rules read the last copy)', () => {
    const text = tool('{ "type": "object", "properties": { "limit": { "type": "integer", "default": 20, "description": "Maximum results.", "description": "How many." } } }');
    assertEveryOfferedFixWorks('input-default-undocumented', text);
  });

  it('input-optional-without-default: required that is not an array gets no second required', () => {
    const text = tool('{ "type": "object", "properties": { "query": { "type": "string", "description": "Text to look for." } }, "required": "query" }');
    const { fixes } = fixesOf('input-optional-without-default', { doc: text });
    assert.deepEqual(fixes.map((f) => f.title).filter((t) => t.startsWith('Mark')), []);
  });

  it('input-optional-without-default: required written twice (the rules read the last copy)', () => {
    const text = tool('{ "type": "object", "required": ["other"], "properties": { "query": { "type": "string", "description": "Text to look for." }, "other": { "type": "string", "description": "x" } }, "required": [] }');
    assertEveryOfferedFixWorks('input-optional-without-default', text);
  });

  it('output-list-unpaginated: an input whose properties is not an object gets no second properties', () => {
    const text = contractText(`    {
      "name": "list_tickets",
      "description": "Lists tickets.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object", "properties": [] },
      "outputSchema": { "type": "object", "properties": { "items": { "type": "array", "items": { "type": "string" } } } }
    }`);
    const { fixes } = fixesOf('output-list-unpaginated', { doc: text });
    assert.deepEqual(fixes.map((f) => f.title), []);
  });

  it('output-list-unpaginated: the output properties written twice (the rules read the last copy), no input to page', () => {
    const text = contractText(`    {
      "name": "list_tickets",
      "description": "Lists tickets.",
      "sideEffects": "read_only",
      "outputSchema": { "type": "object", "properties": { "count": { "type": "integer" } }, "properties": { "items": { "type": "array", "items": { "type": "string" } } } }
    }`);
    assertEveryOfferedFixWorks('output-list-unpaginated', text);
  });

  it('tool-name-portability: the name written twice (the rules read the last copy)', () => {
    const text = contractText(`    {
      "name": "search_tickets",
      "name": "tickets.search",
      "description": "Searches tickets.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object", "properties": {} },
      "outputSchema": { "type": "object", "properties": { "id": { "type": "string" } } }
    }`);
    assertEveryOfferedFixWorks('tool-name-portability', text);
  });

  it('fixes that work are still offered, checked the same way', () => {
    const text = tool('{ "type": "object", "properties": { "limit": { "type": "integer", "default": 20, "description": "Maximum results." } } }');
    assert.equal(assertEveryOfferedFixWorks('input-default-undocumented', text), 1);
  });
});
