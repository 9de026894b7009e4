/** *Disable <id> for this line*: the comment above, indented like the line; or the id joins an existing comment. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lint } from '../../server/src/engine';
import { acceptsComments, applyTextEdits, disableLineEdit } from '../../server/src/engine/fixes';
import { contractText } from './fixTester';

const DOC = contractText(`    {
      "name": "get_stats",
      "description": "Returns statistics.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object" },
      "outputSchema": { "type": "object", "properties": { "latency": { "type": "number" } } }
    }`);

function disable(text: string, ruleId: string): string {
  const result = lint(text, { fileName: 'x.contract.jsonc' });
  const finding = result.findings.find((f) => f.ruleId === ruleId)!;
  return applyTextEdits(text, [disableLineEdit(text, result.document.lineStartOffsets(), finding.range.start.line, ruleId)]);
}

describe('disable for this line', () => {
  it('inserts the comment on its own line above, indented like the line, with a reason placeholder', () => {
    const output = disable(DOC, 'field-unit-suffix');
    assert.equal(
      output,
      DOC.replace('      "outputSchema"', '      // tool-contracts-disable-next-line field-unit-suffix -- <reason>\n      "outputSchema"'),
    );
    const after = lint(output, { fileName: 'x.contract.jsonc' }).findings.map((f) => f.ruleId);
    assert.ok(!after.includes('field-unit-suffix'));
    assert.ok(!after.includes('suppression-unused') && !after.includes('suppression-reason-missing'), after.join(', '));
  });

  it('a second rule on the line joins the existing comment', () => {
    const once = disable(DOC, 'field-unit-suffix');
    const twice = disable(once, 'errors-missing');
    // errors-missing is on the tool's name line; the id joins a comment only on the line just above.
    assert.ok(twice.includes('      // tool-contracts-disable-next-line errors-missing -- <reason>\n      "name": "get_stats"'));
    const withTwoOnOneLine = contractText(`    {
      "name": "get_stats",
      "description": "Returns statistics.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object" },
      // tool-contracts-disable-next-line output-list-unpaginated -- bounded by the server
      "outputSchema": { "type": "object", "properties": { "latency": { "type": "number" }, "events": { "type": "array" } } },
      "errors": [{ "type": "not_found", "description": "Gone." }]
    }`);
    const joined = disable(withTwoOnOneLine, 'field-unit-suffix');
    assert.ok(joined.includes('// tool-contracts-disable-next-line output-list-unpaginated, field-unit-suffix -- bounded by the server'), joined);
    assert.ok(!lint(joined, { fileName: 'x.contract.jsonc' }).findings.some((f) => f.ruleId === 'field-unit-suffix'));
  });

  it('keeps CRLF line endings and tab indentation', () => {
    const crlfTabs = DOC.replace(/^( {2})+/gm, (spaces) => '\t'.repeat(spaces.length / 2)).replace(/\n/g, '\r\n');
    const output = disable(crlfTabs, 'field-unit-suffix');
    assert.ok(output.includes('\r\n\t\t\t// tool-contracts-disable-next-line field-unit-suffix -- <reason>\r\n\t\t\t"outputSchema"'));
  });

  it('is offered only in files that take comments', () => {
    for (const name of ['a.contract.json', 'a.contract.jsonc', 'b.jsonc', 'server.tools.json', '/x/y/Z.CONTRACT.JSON']) assert.ok(acceptsComments(name), name);
    for (const name of ['mcp/list.json', 'package.json', '.toolcontracts.json']) assert.ok(!acceptsComments(name), name);
  });
});
