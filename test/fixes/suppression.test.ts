/** *Disable <id> for this line*: the comment above, indented like the line; or the id joins an existing comment. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lint } from '../../server/src/engine';
import { acceptsComments, applyTextEdits, disableFileEdit, disableLineEdit } from '../../server/src/engine/fixes';
import { contractText } from './fixTester';

const DOC = contractText(`    {
      "name": "get_stats",
      "description": "Returns statistics.",
      "sideEffects": "read_only",
      "inputSchema": { "type": "object" },
      "outputSchema": { "type": "object", "properties": { "latency": { "type": "number" } } }
    }`);

function lineStarts(text: string): number[] {
  return [0, ...[...text.matchAll(/\n/g)].map((m) => m.index! + 1)];
}

function disable(text: string, ruleId: string): string {
  const result = lint(text, { fileName: 'x.contract.jsonc' });
  const finding = result.findings.find((f) => f.ruleId === ruleId)!;
  const edit = disableLineEdit(text, result.document.lineStartOffsets(), finding.range.start.line, ruleId);
  assert.ok(edit, `an edit for ${ruleId}`);
  return applyTextEdits(text, [edit]);
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

  it('is not offered for a line that starts inside a block comment: the comment would swallow it', () => {
    // The fuzzer's case (seed 31120774): the value's line begins inside "/* [ ... */".
    const fuzzed = '{\n  "tools":/* [\n/* c */ "readOnlyHint"\n';
    const starts = [0, 2, 16];
    assert.equal(disableLineEdit(fuzzed, starts, 2, 'contract-schema'), undefined);
    assert.ok(disableLineEdit(fuzzed, starts, 1, 'contract-schema'), 'the line the comment opens on starts outside it');
    // A block comment over lines of a tool; an unclosed one runs to the end of the text.
    const spanning = DOC.replace('      "outputSchema"', '      /* the output,\n         measured: */ "outputSchema"');
    const lines = spanning.split('\n');
    const inside = lines.findIndex((l) => l.includes('measured: */'));
    const starts2 = lineStarts(spanning);
    assert.equal(disableLineEdit(spanning, starts2, inside, 'field-unit-suffix'), undefined);
    assert.ok(disableLineEdit(spanning, starts2, inside - 1, 'field-unit-suffix'));
    const unclosed = '{\n  /* never closed\n  "tools": []\n}\n';
    assert.equal(disableLineEdit(unclosed, lineStarts(unclosed), 2, 'contract-schema'), undefined);
    // "/*" inside a string opens no comment, and a comment closed on the line above is over.
    const inString = '{\n  "name": "a /* b",\n  "tools": []\n}\n';
    assert.ok(disableLineEdit(inString, lineStarts(inString), 2, 'contract-schema'));
    const closed = '{\n  /* one\n  two */\n  "tools": []\n}\n';
    assert.ok(disableLineEdit(closed, lineStarts(closed), 3, 'contract-schema'));
  });

  it('is offered only in files that take comments', () => {
    for (const name of ['a.contract.json', 'a.contract.jsonc', 'b.jsonc', 'server.tools.json', '/x/y/Z.CONTRACT.JSON']) assert.ok(acceptsComments(name), name);
    for (const name of ['mcp/list.json', 'package.json', '.toolcontracts.json']) assert.ok(!acceptsComments(name), name);
  });
});

describe('disable for the entire file', () => {
  const findingsOf = (text: string) => lint(text, { fileName: 'x.contract.jsonc' }).findings;
  const disableFile = (text: string, ruleId: string) => applyTextEdits(text, [disableFileEdit(text, ruleId)!]);

  it('puts the file-level comment on the first line: every finding of the rule is gone, and nothing else changes', () => {
    const twoTools = DOC.replace('\n  ]', `,\n    {\n      "name": "get_more",\n      "description": "More.",\n      "sideEffects": "read_only",\n      "inputSchema": { "type": "object" }\n    }\n  ]`);
    const before = findingsOf(twoTools);
    assert.equal(before.filter((f) => f.ruleId === 'errors-missing').length, 2);
    const output = disableFile(twoTools, 'errors-missing');
    assert.equal(output, `// tool-contracts-disable errors-missing -- <reason>\n${twoTools}`);
    const after = findingsOf(output);
    assert.deepEqual(after.filter((f) => f.ruleId === 'errors-missing'), []);
    assert.deepEqual(after.map((f) => f.ruleId).sort(), before.map((f) => f.ruleId).filter((id) => id !== 'errors-missing').sort());
  });

  it('a second rule joins the file-level comment among the leading comments; a rule it names already gets no edit', () => {
    const commented = `// Team tickets\n// tool-contracts-disable errors-missing -- internal tools\n${DOC}`;
    const output = disableFile(commented, 'field-unit-suffix');
    assert.ok(output.startsWith('// Team tickets\n// tool-contracts-disable errors-missing, field-unit-suffix -- internal tools\n{'), output);
    assert.ok(!findingsOf(output).some((f) => f.ruleId === 'field-unit-suffix' || f.ruleId === 'errors-missing'));
    assert.equal(disableFileEdit(commented, 'errors-missing'), undefined);
  });

  it('keeps a byte order mark first and CRLF line endings', () => {
    const crlf = `\uFEFF${DOC.replace(/\n/g, '\r\n')}`;
    assert.ok(disableFile(crlf, 'errors-missing').startsWith('\uFEFF// tool-contracts-disable errors-missing -- <reason>\r\n{'));
  });

  it('the same reason rule as for a line: a reasonless or unused file-level comment is reported at the comment', () => {
    const reasonless = findingsOf(`// tool-contracts-disable errors-missing\n${DOC}`);
    assert.ok(!reasonless.some((f) => f.ruleId === 'errors-missing'));
    const missing = reasonless.find((f) => f.ruleId === 'suppression-reason-missing');
    assert.ok(missing && missing.range.start.line === 0, JSON.stringify(reasonless.map((f) => f.ruleId)));
    const unused = findingsOf(`// tool-contracts-disable output-not-object -- never a bare array here\n${DOC}`).filter((f) => f.ruleId === 'suppression-unused');
    assert.deepEqual(unused.map((f) => f.message), ['Unused suppression: output-not-object reports nothing in the rest of the file.']);
  });

  it('reaches from its line to the end of the file, as eslint-disable does; next-line comments are unchanged', () => {
    const lines = DOC.split('\n');
    const outputLine = lines.findIndex((l) => l.includes('"outputSchema"'));
    const below = [...lines.slice(0, outputLine), '      // tool-contracts-disable errors-missing -- too late for the name', ...lines.slice(outputLine)].join('\n');
    const found = findingsOf(below);
    assert.ok(found.some((f) => f.ruleId === 'errors-missing'), 'a finding above the comment is kept');
    assert.ok(found.some((f) => f.ruleId === 'suppression-unused'), 'and the comment silences nothing');
    const nextLine = findingsOf(DOC.replace('      "outputSchema"', '      // tool-contracts-disable-next-line field-unit-suffix -- ok\n      "outputSchema"'));
    assert.ok(!nextLine.some((f) => f.ruleId === 'field-unit-suffix' || f.ruleId.startsWith('suppression-')));
  });
});
