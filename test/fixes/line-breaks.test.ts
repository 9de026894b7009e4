/**
 * `\r`, `\n` and `\r\n` are line breaks alike (issue 12), as they are to the editor
 * (vscode-languageserver-textdocument): the same document with any of them gets the same
 * findings at the same lines and characters, the same suppressions, and fixes that make the
 * same edits, written with the document's own line break, in the tool they fix.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { lint, type Finding } from '../../server/src/engine';
import { JsonDocument } from '../../server/src/engine/document';
import { applyTextEdits, disableLineEdit, FixSession } from '../../server/src/engine/fixes';
import { detectTextStyle } from '../../server/src/engine/fixes/textStyle';
import { changelogInsertion } from '../../server/src/versioning/changelog';
import { contract, readTool } from '../helpers/contracts';

const FLAWED = readFileSync(new URL('../../examples/flawed.contract.jsonc', import.meta.url), 'utf8');
const BREAKS = { lf: '\n', cr: '\r', crlf: '\r\n' } as const;

const withBreak = (text: string, eol: string) => text.replace(/\r\n|\r|\n/g, eol);
const lintText = (text: string) => lint(text, { fileName: 'x.contract.jsonc' });
const placed = (findings: readonly Finding[]) =>
  findings.map((f) => `${f.ruleId} ${f.pointer} ${f.range.start.line}:${f.range.start.character}-${f.range.end.line}:${f.range.end.character}${(f.related ?? []).map((r) => ` [${r.range.start.line}:${r.range.start.character}]`).join('')}`);

/** Two tools; the first has no errors and a comment on its name's line. */
function twoTools(): string {
  const first = readTool({ name: 'get_a', description: 'Reads one a by id.' });
  delete first.errors;
  const second = readTool({ name: 'get_b', description: 'Reads one b by id.' });
  return JSON.stringify(contract([first, second]), null, 2).replace('"name": "get_a",', '"name": "get_a", // the first tool');
}

describe('line breaks', () => {
  it('detects a lone carriage return as the line break of a file', () => {
    assert.equal(detectTextStyle('{\r\t"a": 1\r}').eol, '\r');
    assert.equal(detectTextStyle('{\r\t"a": 1\r}').indentUnit, '\t');
  });

  for (const [name, eol] of Object.entries(BREAKS)) {
    it(`${name}: the flawed example's findings are at the same lines and characters as with \\n`, () => {
      assert.deepEqual(placed(lintText(withBreak(FLAWED, eol)).findings), placed(lintText(FLAWED).findings));
    });

    it(`${name}: every fix of every finding of the flawed example makes the same edit as with \\n`, () => {
      const lfResult = lintText(FLAWED);
      const result = lintText(withBreak(FLAWED, eol));
      const lfSession = new FixSession(lfResult);
      const session = new FixSession(result);
      let compared = 0;
      result.findings.forEach((finding, i) => {
        const lfFixes = lfSession.fixesFor(lfResult.findings[i]);
        const fixes = session.fixesFor(finding);
        assert.deepEqual(fixes.map((f) => f.title), lfFixes.map((f) => f.title), `${finding.ruleId} ${finding.pointer}`);
        fixes.forEach((fix, k) => {
          const expected = withBreak(applyTextEdits(FLAWED, lfFixes[k].edits), eol);
          assert.equal(applyTextEdits(result.document.text, fix.edits), expected, `${fix.title} (${finding.pointer})`);
          compared++;
        });
      });
      assert.ok(compared > 20, `${compared} fixes compared`);
    });

    it(`${name}: "Add the standard error types" lands in the tool it fixes`, () => {
      const text = withBreak(twoTools(), eol);
      const result = lintText(text);
      const finding = result.findings.find((f) => f.ruleId === 'errors-missing');
      assert.equal(finding?.pointer, '/tools/0/errors');
      const fix = new FixSession(result).fixesFor(finding!).find((f) => f.title.startsWith('Add the standard error types'));
      assert.ok(fix, 'the fix is offered');
      const output = applyTextEdits(text, fix.edits);
      const value = new JsonDocument(output).value as { tools: Array<{ errors?: unknown[] }> };
      assert.equal(value.tools[0].errors?.length, 5);
      assert.deepEqual(value.tools[1], (JSON.parse(twoTools().replace(' // the first tool', '')) as typeof value).tools[1]);
      assert.equal(withBreak(output, '\n').split('\n').length, output.split(eol).length, `only ${JSON.stringify(eol)} line breaks`);
    });

    it(`${name}: a suppression comment silences the finding on the next line`, () => {
      const text = withBreak(twoTools().replace('"name": "get_a", // the first tool', '// tool-contracts-disable-next-line errors-missing -- reads never fail\n      "name": "get_a",'), eol);
      const ids = lintText(text).findings.map((f) => f.ruleId);
      assert.ok(!ids.includes('errors-missing'), JSON.stringify(ids));
      assert.ok(!ids.includes('suppression-unused'), JSON.stringify(ids));
    });

    it(`${name}: a changelog entry goes above the first version, with the changelog's line break`, () => {
      const changelog = '# Changelog\n\nIntro.\n\n## [1.0.0] - 2026-01-01\n\n- First release.\n';
      const entry = '## [1.1.0] - 2026-02-01\n\n- Added a tool.\n';
      const insert = (text: string) => applyTextEdits(text, [changelogInsertion(text, entry).edit]);
      assert.equal(insert(withBreak(changelog, eol)), withBreak(insert(changelog), eol));
    });

    it(`${name}: "Disable for this line" writes its comment on its own line, above the finding's`, () => {
      const text = withBreak(twoTools(), eol);
      const document = new JsonDocument(text);
      const edit = disableLineEdit(text, document.lineStartOffsets(), 5, 'errors-missing');
      assert.ok(edit);
      const lines = applyTextEdits(text, [edit]).split(eol);
      assert.equal(lines[5], '      // tool-contracts-disable-next-line errors-missing -- <reason>');
      assert.equal(lines[6], '      "name": "get_a", // the first tool');
    });
  }
});
