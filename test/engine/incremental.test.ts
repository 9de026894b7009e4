/**
 * relint (engine/incremental.ts) reuses the last lint after an edit: it must give exactly what a
 * fresh full lint gives. Seeded random edits (typing and deleting anywhere, punctuation that breaks
 * the text, renames that make or undo duplicates and references, side-effect changes, undo jumps)
 * on contracts with findings, a clean one, the examples and an MCP tools/list; after each edit the
 * findings are compared, all fields and order, with lint() of the same text.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { generateContract } from '../../bench/corpus';
import { lint, runRule, type LintOptions, type LintResult, type PendingFinding } from '../../server/src/engine/lint';
import { relint, wasIncremental } from '../../server/src/engine/incremental';
import { editedLineStarts, JsonDocument, LineStarts, lineStartsOf } from '../../server/src/engine/document';
import { RULES } from '../../server/src/engine/registry';
import { appliesTo } from '../../server/src/engine/rule';
import { clearSchemaWalks } from '../../server/src/engine/schemaWalk';
import { lintCorpus } from '../helpers/lintCorpus';
import { parses, random, randomEdit } from '../helpers/randomEdits';
import { CORPUS, EXAMPLES, REPO_ROOT } from '../fuzz/seeds';

/** A model with its tools' memos emptied (what rules computed of a tool and kept on it: toolMemo). */
function withoutMemos(model: LintResult['model']): LintResult['model'] {
  return model && { ...model, tools: model.tools.map((tool) => ({ ...tool, memo: [] })), toolsByName: new Map([...model.toolsByName].map(([name, tool]) => [name, { ...tool, memo: [] }])) };
}

function documents(): Array<{ name: string; text: string; options: LintOptions }> {
  const docs = [
    { name: '60 tools with findings', text: generateContract(60, { flawed: true }), options: { fileName: 'big.contract.json' } },
    { name: '30 clean tools', text: generateContract(30), options: { fileName: 'clean.contract.json' } },
    { name: 'minified, 20 tools with findings', text: JSON.stringify(JSON.parse(generateContract(20, { flawed: true }))), options: { fileName: 'min.contract.json', rules: { 'errors-missing': 'error' as const, 'tool-name-portability': 'off' as const } } },
  ];
  for (const file of ['tickets.contract.json', 'metrics.contract.json', 'flawed.contract.jsonc']) {
    docs.push({ name: file, text: readFileSync(join(EXAMPLES, file), 'utf8'), options: { fileName: file } });
  }
  for (const file of ['openai-chat.tools.json', 'anthropic.tools.json', 'gemini.tools.json']) {
    const path = join(REPO_ROOT, 'test/fixtures/providers', file);
    if (existsSync(path)) docs.push({ name: file, text: readFileSync(path, 'utf8'), options: { fileName: file } });
  }
  const github = join(CORPUS, '@modelcontextprotocol__server-github@2025.4.8.tools.json');
  if (existsSync(github)) docs.push({ name: 'server-github tools/list', text: readFileSync(github, 'utf8'), options: { fileName: 'github.tools.json' } });
  return docs;
}

describe('relint after an edit', () => {
  it('gives the findings of a fresh full lint after each of hundreds of random edits', () => {
    let edits = 0;
    let incremental = 0;
    for (const [d, { name, text: original, options }] of documents().entries()) {
      const next = random(1400 + d);
      const history: string[] = [];
      let text = original;
      let previous: LintResult = relint(text, options);
      for (let i = 0; i < 70; i++) {
        // The user mends a broken text now and then (back to its last parsable version).
        if (parses(text)) history.push(text);
        else if (next() < 0.5) text = history[history.length - 1] ?? text;
        text = randomEdit(text, next, history);
        const result = relint(text, options, previous);
        const fresh = lint(text, options);
        assert.deepEqual(result.findings, fresh.findings, `${name}, edit ${i + 1}: findings differ from a full lint`);
        assert.deepEqual(result.document.value, fresh.document.value, `${name}, edit ${i + 1}: the document's value differs`);
        assert.deepEqual(result.document.lineStartOffsets(), lineStartsOf(text), `${name}, edit ${i + 1}: line starts differ`);
        // What rules kept on a tool model (toolMemo) is a cache: the edited text's model is compared without it.
        assert.deepEqual(withoutMemos(result.model), withoutMemos(fresh.model), `${name}, edit ${i + 1}: the model differs`);
        if (wasIncremental(result)) incremental++;
        edits++;
        previous = result;
      }
    }
    assert.ok(edits >= 400, `${edits} edits`);
    // Most edits land inside one tool and keep it parsable: they must take the incremental path.
    assert.ok(incremental >= edits * 0.3, `only ${incremental} of ${edits} edits were relinted incrementally`);
  });

  it('keeps the objects of findings that did not change, cross-tool ones included, and replaces those that did', () => {
    const text = generateContract(30, { flawed: true });
    const first = relint(text, { fileName: 'a.contract.json' });
    const crossTool = first.findings.filter((f) => f.ruleId === 'mutation-preview-incomplete');
    assert.ok(crossTool.length >= 5, `${crossTool.length} mutation-preview-incomplete findings`);
    // An edit in the description of the first tool: no cross-tool finding changes.
    const edited = text.replace('Reads thing 0', 'Reads thing zero');
    const next = relint(edited, { fileName: 'a.contract.json' }, first);
    assert.equal(wasIncremental(next), true);
    assert.deepEqual(next.findings, lint(edited, { fileName: 'a.contract.json' }).findings);
    const kept = new Set(next.findings);
    for (const finding of crossTool) assert.ok(kept.has(finding), `${finding.ruleId} at ${finding.pointer} is the same object`);
    // A rename that changes a preview-incomplete message: that finding is a new object with the new message.
    const preview = crossTool[0];
    const referrer = first.model!.tools.find((t) => t.previewTool !== undefined && first.model!.toolsByName.get(String(t.previewTool))?.path.join('/') === preview.path.slice(0, 2).join('/'));
    assert.ok(referrer?.name, 'a tool names the preview');
    const renamed = edited.replace(`"name": "${referrer.name}"`, `"name": "${referrer.name}_v2"`);
    const after = relint(renamed, { fileName: 'a.contract.json' }, next);
    assert.deepEqual(after.findings, lint(renamed, { fileName: 'a.contract.json' }).findings);
    const changed = after.findings.find((f) => f.ruleId === preview.ruleId && f.pointer === preview.pointer);
    assert.ok(changed && changed !== preview && changed.message.includes(`${referrer.name}_v2`), 'the changed finding is new');
  });

  it("re-lints the file when an edit changes what a tool declares that other tools' findings read (Rule.toolSummary), and only then", () => {
    const tool = (name: string, category: Record<string, unknown>) => ({ name, description: `${name} tool.`, inputSchema: { type: 'object', properties: { category } } });
    const text = JSON.stringify({ tools: [tool('store_learning', { type: 'string', enum: ['pattern', 'decision'] }), tool('get_learnings', { type: 'string', description: 'Filter by category' })] }, null, 2);
    const options = { fileName: 'learn.tools.json' };
    const enumFindings = (result: LintResult) => result.findings.filter((f) => f.ruleId === 'input-enum-candidate').map((f) => `${f.pointer} ${f.message.slice(0, 200)}`);
    const first = relint(text, options);
    assert.equal(enumFindings(first).length, 1, 'get_learnings is told of store_learning\'s enum');
    assert.match(enumFindings(first)[0], /^\/tools\/1\/.*pattern, decision/);
    // A value added to store_learning's enum changes get_learnings' finding: the whole file is linted.
    const widened = text.replace('"decision"', '"decision",\n            "mistake"');
    const second = relint(widened, options, first);
    assert.equal(wasIncremental(second), false);
    assert.deepEqual(second.findings, lint(widened, options).findings);
    assert.match(enumFindings(second)[0], /pattern, decision, mistake/);
    // An edit of store_learning's description declares nothing new: one tool is re-linted, and get_learnings keeps its finding.
    const described = widened.replace('store_learning tool.', 'Stores a learning.');
    const third = relint(described, options, second);
    assert.equal(wasIncremental(third), true);
    assert.deepEqual(third.findings, lint(described, options).findings);
    // An edit in get_learnings reads store_learning's enum from the other tools while re-linting only itself.
    const reworded = described.replace('Filter by category', 'Filter by its category');
    const fourth = relint(reworded, options, third);
    assert.equal(wasIncremental(fourth), true);
    assert.deepEqual(fourth.findings, lint(reworded, options).findings);
    assert.equal(enumFindings(fourth).length, 1);
  });

  it("re-lints the file when an edit changes a tool's inputs that input-optional-without-default groups across tools, and keeps the group's one finding otherwise", () => {
    const tool = (name: string, teamId: Record<string, unknown>) => ({ name, description: `Reads one ${name.slice(4)}.`, inputSchema: { type: 'object', properties: { id: { type: 'string', description: 'The id.' }, teamId }, required: ['id'] } });
    const shared = { type: 'string', description: 'Team ID' };
    const text = JSON.stringify({ tools: ['get_project', 'get_deployment', 'get_domain', 'get_alias'].map((name) => tool(name, shared)) }, null, 2);
    const options = { fileName: 'vercel.tools.json' };
    const owd = (result: LintResult) => result.findings.filter((f) => f.ruleId === 'input-optional-without-default').map((f) => `${f.pointer} ${f.message.slice(0, 90)}`);
    const first = relint(text, options);
    assert.deepEqual(owd(first), ['/tools/0/inputSchema/properties/teamId "teamId" is optional with no default in get_project\'s input and in 3 other tools\' (get_dep']);
    // The first tool's teamId says what leaving it out does: its key changes, the file is linted again, and the group moves on.
    const said = text.replace('"Team ID"', '"Team ID; omit it for your personal account"');
    const second = relint(said, options, first);
    assert.equal(wasIncremental(second), false);
    assert.deepEqual(second.findings, lint(said, options).findings);
    assert.deepEqual(owd(second), ['/tools/1/inputSchema/properties/teamId "teamId" is optional with no default in get_deployment\'s input and in 2 other tools\' (get_']);
    // An edit in a tool that keeps its inputs' keys re-lints that tool only, and the group's finding stays.
    const reworded = said.replace('Reads one alias.', 'Reads an alias.');
    const third = relint(reworded, options, second);
    assert.equal(wasIncremental(third), true);
    assert.deepEqual(third.findings, lint(reworded, options).findings);
    assert.deepEqual(owd(third), owd(second));
    // Typing on in the description that left the group: an input no group holds is the tool's own business.
    let typed = reworded;
    let previous = third;
    for (const word of ['; ', 'omit ', 'it ', 'always']) {
      typed = typed.replace('your personal account', `your personal account${word}`);
      previous = relint(typed, options, previous);
      assert.equal(wasIncremental(previous), true, `typing "${word}"`);
      assert.deepEqual(previous.findings, lint(typed, options).findings);
    }
    // Renaming a tool the group's finding names re-lints the file: the message names it.
    const renamed = typed.replace('"get_domain"', '"get_domains"');
    const fourth = relint(renamed, options, previous);
    assert.equal(wasIncremental(fourth), false);
    assert.deepEqual(fourth.findings, lint(renamed, options).findings);
    assert.ok(fourth.findings.some((f) => f.ruleId === 'input-optional-without-default' && f.message.includes('(get_domains, get_alias)')), 'the message names the renamed tool');
  });

  it('lints the whole file again when the edited tool nests deeper than placing findings follows, and then says the file is too deep', () => {
    // The fuzzer's case (seed 901237437, test/fuzz/fixtures/server-total-f9766bf2f0.json): 100,000 nested arrays typed
    // as an error field's `minimum`, in a tool no finding points into. Placing the findings jumped over that tool, so
    // the relint reported the file's findings where a full lint says the file is too deep.
    const fixture = JSON.parse(readFileSync(join(REPO_ROOT, 'test/fuzz/fixtures/server-total-f9766bf2f0.json'), 'utf8')) as { fileName: string; text: string };
    // As in the editor, the changelog is read, and is not there: a finding outside the tools.
    const options: LintOptions = { fileName: fixture.fileName, readFile: () => undefined };
    const deep = fixture.text;
    const from = deep.indexOf('[[[[');
    const to = deep.lastIndexOf(']]]]') + 4;
    const before = `${deep.slice(0, from)}1${deep.slice(to)}`;
    const first = relint(before, options);
    assert.ok(first.findings.some((f) => f.ruleId === 'changelog-missing'), 'a finding to place outside the tools');
    assert.ok(!first.findings.some((f) => f.pointer.startsWith('/tools/0/')), 'no finding points into the tool');
    const after = relint(deep, options, first);
    assert.equal(wasIncremental(after), false);
    assert.deepEqual(after.findings.map((f) => f.ruleId), ['document-too-deep']);
    assert.deepEqual(after.findings, lint(deep, options).findings);
    // Nested less deep than that, the edit is re-linted on its tool alone, as before.
    const shallow = `${deep.slice(0, from)}[[[1]]]${deep.slice(to)}`;
    const small = relint(shallow, options, first);
    assert.equal(wasIncremental(small), true);
    assert.deepEqual(small.findings, lint(shallow, options).findings);
  });

  it('reuses nothing when the options change', () => {
    const text = generateContract(6, { flawed: true });
    const first = relint(text, { fileName: 'a.contract.json' });
    const edited = text.replace('Reads thing 0', 'Reads thing zero');
    const lowered = relint(edited, { fileName: 'a.contract.json', rules: { 'input-default-undocumented': 'off' } }, first);
    assert.equal(wasIncremental(lowered), false);
    assert.deepEqual(lowered.findings, lint(edited, { fileName: 'a.contract.json', rules: { 'input-default-undocumented': 'off' } }).findings);
    const again = relint(edited.replace('zero', 'nought'), { fileName: 'a.contract.json', rules: { 'input-default-undocumented': 'off' } }, lowered);
    assert.equal(wasIncremental(again), true);
  });
});

describe('rules of scope tool', () => {
  it('judge each tool alone: on every corpus document, a run on the whole model reports what runs on each tool report', () => {
    const perTool = RULES.filter((rule) => rule.meta.scope === 'tool');
    assert.ok(perTool.length >= 20, `${perTool.length} rules of scope tool`);
    let compared = 0;
    for (const { name, fileName, text } of lintCorpus({ fuzzed: 40 })) {
      const { document, model, format } = lint(text, { fileName });
      if (!model) continue;
      for (const rule of perTool) {
        if (!appliesTo(rule, format)) continue;
        const whole: PendingFinding[] = [];
        clearSchemaWalks();
        runRule(rule, rule.meta.severity, model, document, {}, whole);
        const alone: PendingFinding[] = [];
        for (const tool of model.tools) {
          clearSchemaWalks();
          runRule(rule, rule.meta.severity, { ...model, tools: [tool] }, document, {}, alone, model.tools);
        }
        clearSchemaWalks();
        assert.deepEqual(alone, whole, `${rule.meta.id} on ${name}`);
        compared += whole.length;
      }
    }
    assert.ok(compared > 1_000, `only ${compared} findings compared`);
  });
});

describe('line starts after an edit', () => {
  it('equal those of the edited text, whatever CRs and LFs the edit writes, removes or joins', () => {
    const next = random(2026);
    const pick = (chars: string): string => chars[Math.floor(next() * chars.length)];
    for (let round = 0; round < 3_000; round++) {
      let before = '';
      for (let n = Math.floor(next() * 12); n > 0; n--) before += pick('a\r\n');
      const from = Math.floor(next() * (before.length + 1));
      const to = from + Math.floor(next() * (before.length - from + 1));
      let inserted = '';
      for (let n = Math.floor(next() * 4); n > 0; n--) inserted += pick('b\r\n');
      const after = before.slice(0, from) + inserted + before.slice(to);
      // The edit as relint sees it: between the common start and the common end.
      let prefix = 0;
      while (prefix < Math.min(before.length, after.length) && before[prefix] === after[prefix]) prefix++;
      let suffix = 0;
      while (suffix < Math.min(before.length, after.length) - prefix && before[before.length - 1 - suffix] === after[after.length - 1 - suffix]) suffix++;
      const shown = JSON.stringify([before, after]);
      const starts = LineStarts.of(lineStartsOf(before));
      assert.deepEqual(editedLineStarts(starts, after, prefix, before.length - suffix, after.length - suffix).toArray(), lineStartsOf(after), shown);
      assert.deepEqual(editedLineStarts(starts, after, from, to, from + inserted.length).toArray(), lineStartsOf(after), `${shown}, the edit as made`);
    }
  });

  it('stay right through long runs of edits that move them without copying, read as positions and offsets', () => {
    const next = random(2027);
    const pick = (chars: string): string => chars[Math.floor(next() * chars.length)];
    let checked = 0;
    for (let run = 0; run < 40; run++) {
      let text = '';
      for (let n = 20 + Math.floor(next() * 60); n > 0; n--) text += pick('aab\n\n\r');
      let starts = LineStarts.of(lineStartsOf(text));
      for (let edit = 0; edit < 60; edit++) {
        // Mostly typing or deleting within a line, at a few places (shifts add up, and fold after eight places); now and then a line break.
        const from = Math.floor(next() * (text.length + 1));
        const to = Math.min(text.length, from + (next() < 0.5 ? 0 : Math.floor(next() * 3)));
        let inserted = '';
        for (let n = Math.floor(next() * 3); n > 0; n--) inserted += next() < 0.9 ? 'x' : pick('\r\n');
        const after = text.slice(0, from) + inserted + text.slice(to);
        starts = editedLineStarts(starts, after, from, to, from + inserted.length);
        text = after;
        const expected = lineStartsOf(text);
        assert.deepEqual(starts.toArray(), expected, `run ${run}, edit ${edit}`);
        const edited = new JsonDocument(text, { value: null, lineStarts: starts });
        const fresh = new JsonDocument(text, { value: null });
        for (let offset = 0; offset <= text.length; offset++) {
          const position = fresh.positionAt(offset);
          assert.deepEqual(edited.positionAt(offset), position, `run ${run}, edit ${edit}, offset ${offset}`);
          assert.equal(edited.offsetAt(position), fresh.offsetAt(position));
          checked++;
        }
      }
    }
    assert.ok(checked > 50_000, `${checked} offsets`);
  });
});
