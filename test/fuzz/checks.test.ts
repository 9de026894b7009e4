/**
 * The fuzzer's checks catch what they are for: a suite whose properties never fail would
 * prove nothing. Each check is given a broken case made by hand (a fix that drops a comment,
 * edits another tool, adds a repeated key or leaves its finding; a range past a lone \r; a
 * page script that writes innerHTML; Markdown with raw HTML) and must report it, and must
 * stay silent on the sound counterpart.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { lint } from '../../server/src/engine';
import { applyMutation, buildDoc, keepOnlyTools } from './mutations';
import { applyEditsStrict, lostComments, rangeViolations, repeatedKeyCount, scopeProblemOf, withFileEdits } from './checks';
import { checkRenderMessage, markdownRenderer, renderMessageOf, SCRIPT } from './cardPage';
import { reduceText } from './harness';
import { EXAMPLES } from './seeds';

const FLAWED = readFileSync(join(EXAMPLES, 'flawed.contract.jsonc'), 'utf8');

describe('fuzz: the checks catch what they are for', () => {
  it('a lost comment, and a suppression extended with one more rule is not one', () => {
    assert.deepEqual(lostComments('{"a": 1 // why\n}', '{}'), ['// why']);
    assert.deepEqual(lostComments('{/* a */ "x": 1}', '{"x": 1 /* a */}'), []);
    assert.deepEqual(lostComments('// tool-contracts-disable-next-line output-missing -- why\n{}', '// tool-contracts-disable-next-line output-missing, errors-missing -- why\n{}'), []);
    assert.deepEqual(lostComments('// tool-contracts-disable-next-line output-missing -- why\n{}', '// tool-contracts-disable-next-line errors-missing -- why\n{}').length, 1);
  });

  it('repeated keys, at any depth', () => {
    assert.equal(repeatedKeyCount('{"a": 1, "b": {"c": 1, "c": 2}, "a": 3}'), 2);
    assert.equal(repeatedKeyCount('{"a": [{"b": 1}, {"b": 2}]}'), 0);
  });

  it('an edit outside the tool of its finding, and one inside', () => {
    const result = lint(FLAWED, { fileName: 'flawed.contract.jsonc' });
    const finding = result.findings.find((f) => f.pointer.startsWith('/tools/1/'))!;
    assert.match(scopeProblemOf(FLAWED, result, finding, [{ offset: 10, length: 0, newText: ' ' }]) ?? '', /outside tool 1/);
    const at = FLAWED.indexOf('"latency"');
    assert.equal(scopeProblemOf(FLAWED, result, finding, [{ offset: at, length: 9, newText: '"latency_ms"' }]), undefined);
  });

  it('ranges past a line end, with \\r, \\n and \\r\\n as line breaks', () => {
    const range = (line: number, character: number) => ({ start: { line, character }, end: { line, character } });
    assert.equal(rangeViolations('a\rbc', [{ what: 'x', ranges: [range(1, 2)] }], 'ranges-within').length, 0);
    assert.equal(rangeViolations('a\rbc', [{ what: 'x', ranges: [range(0, 2)] }], 'ranges-within').length, 1);
    assert.equal(rangeViolations('a\r\nb', [{ what: 'x', ranges: [range(2, 0)] }], 'ranges-within').length, 1);
  });

  it('edits that overlap are refused; a changelog edit is read by the re-lint', () => {
    assert.throws(() => applyEditsStrict('abcdef', [{ offset: 1, length: 3, newText: 'x' }, { offset: 2, length: 1, newText: 'y' }]));
    const options = withFileEdits({ readFile: () => undefined }, [{ relativePath: 'CHANGELOG.md', create: true, text: '', edits: [{ offset: 0, length: 0, newText: '## 1.0.0' }] }]);
    assert.equal(options.readFile!('CHANGELOG.md'), '## 1.0.0');
  });

  it('the review card page: contract text stays text; a script that writes innerHTML is caught', () => {
    const hostile = FLAWED.replace('"helpdesk"', '"<img src=x onerror=alert(1)>"').replace('"delete_ticket"', '"<script>alert(1)</script>"');
    const message = renderMessageOf(hostile, 'flawed.contract.jsonc');
    assert.deepEqual(checkRenderMessage(message), []);
    const tampered = SCRIPT.replace('setText(this.name, data.tool);', 'this.name.innerHTML = data.tool;');
    assert.notEqual(tampered, SCRIPT);
    assert.match(checkRenderMessage(message, tampered).map((v) => v.detail).join('\n'), /innerHTML/);
  });

  it('markdown-it is there to render the Markdown card with raw HTML on', (t) => {
    const renderer = markdownRenderer();
    if (!renderer) return t.skip('markdown-it is not installed (it comes with @vscode/vsce)');
    assert.match(renderer.raw.render('a <img src=x> b'), /<img/, 'raw HTML passes, as on GitHub: the card must escape it');
  });

  it('mutations apply to any text, and a case keeps only the tools it names', () => {
    for (const text of ['', '{', '[]', '"x"', FLAWED]) {
      for (const kind of ['typeSwap', 'duplicateKey', 'refCycle', 'protoKey', 'longString', 'loneSurrogate'] as const) {
        applyMutation(text, { kind, node: 7, value: '1', form: 1, key: '__proto__', insert: true, part: 'key', length: 100, unit: 'A', escaped: false } as never);
      }
    }
    const one = keepOnlyTools(FLAWED, [1]);
    assert.equal((lint(one, { fileName: 'flawed.contract.jsonc' }).model?.tools.length ?? 0), 1);
    assert.ok(buildDoc({ seed: 'examples/flawed.contract.jsonc', keepTools: [-1], mutations: [] }).text === FLAWED);
  });

  it('a failing text is reduced to what still fails', async () => {
    const doc = { text: FLAWED, fileName: 'flawed.contract.jsonc', origin: 'x' };
    const reduced = await reduceText(doc, (d) => d.text.includes('"dry_run"'), 5_000);
    assert.ok(reduced.text.includes('"dry_run"') && reduced.text.length < 200, reduced.text);
  });
});
