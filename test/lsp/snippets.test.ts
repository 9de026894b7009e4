/**
 * The contributed snippets, expanded with their default placeholder values and placed
 * in a contract, parse and lint with no error and no warning.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, it } from 'node:test';
import { parse, type ParseError } from 'jsonc-parser';
import { lint } from '../../server/src/engine';
import { CHANGELOG, readTool } from '../helpers/contracts';
import { expandSnippet } from './snippetExpansion';

const ROOT = resolve(__dirname, '../..');
const manifest = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8'));
const snippetsPath: string = manifest.contributes.snippets[0].path;
const parseErrors: ParseError[] = [];
const SNIPPETS = parse(readFileSync(resolve(ROOT, snippetsPath), 'utf8'), parseErrors) as Record<string, { prefix: string | string[]; body: string[]; description: string }>;

/** Where each snippet goes: into the tools array, or into a tool that has no errors yet. */
function placed(name: string, expanded: string): string {
  if (/error set/.test(name)) {
    const { errors: _errors, ...tool } = readTool();
    const toolText = JSON.stringify(tool, null, 2);
    return `{ "name": "snippets", "version": "1.0.0", "tools": [\n${toolText.slice(0, toolText.lastIndexOf('}'))},\n${expanded}\n}\n] }`;
  }
  return `{ "name": "snippets", "version": "1.0.0", "tools": [\n${expanded}\n] }`;
}

function lintPlaced(text: string) {
  return lint(text, { fileName: 'snippets.contract.json', readFile: (path) => (path === 'CHANGELOG.md' ? CHANGELOG : undefined) });
}

describe('snippets', () => {
  it('the snippets file parses and is contributed for jsonc', () => {
    assert.deepEqual(parseErrors, []);
    assert.equal(manifest.contributes.snippets[0].language, 'jsonc');
    assert.deepEqual(
      Object.keys(SNIPPETS).map((name) => name.replace('Tool Contracts: ', '')),
      ['read-only paginated list tool', 'standard error set', 'mutating tool with preview and verify tools'],
    );
    for (const snippet of Object.values(SNIPPETS)) {
      assert.ok(snippet.prefix.length > 0 && snippet.description && snippet.body.length > 0);
    }
  });

  for (const [name, snippet] of Object.entries(SNIPPETS)) {
    it(`${name}: expands to JSON that lints with no error and no warning`, () => {
      const expanded = expandSnippet(snippet.body);
      assert.doesNotMatch(expanded, /\$\{|\$\d/, 'every placeholder expanded');
      const text = placed(name, expanded);
      const result = lintPlaced(text);
      const problems = result.findings.filter((f) => f.severity !== 'info').map((f) => `${f.ruleId} ${f.pointer}: ${f.message}`);
      assert.deepEqual(problems, [], text);
      assert.ok(result.model && result.model.tools.length > 0);
    });
  }

  it('the mutation snippet gives the three tools their names from one placeholder', () => {
    const expanded = expandSnippet(SNIPPETS['Tool Contracts: mutating tool with preview and verify tools'].body);
    const tools = JSON.parse(`[${expanded}]`) as Array<{ name: string; previewTool?: string; verifyTool?: string }>;
    assert.deepEqual(tools.map((t) => t.name), ['preview_update_item', 'update_item', 'verify_update_item']);
    assert.equal(tools[1].previewTool, 'preview_update_item');
    assert.equal(tools[1].verifyTool, 'verify_update_item');
  });

  it('all three snippets together make one clean contract', () => {
    const bodies = Object.entries(SNIPPETS).filter(([name]) => !/error set/.test(name)).map(([, s]) => expandSnippet(s.body));
    const result = lintPlaced(`{ "name": "snippets", "version": "1.0.0", "tools": [\n${bodies.join(',\n')}\n] }`);
    assert.deepEqual(result.findings.filter((f) => f.severity !== 'info').map((f) => `${f.ruleId} ${f.pointer}`), []);
  });
});

describe('snippet expansion', () => {
  it('takes defaults, nested defaults, mirrors, first choices, and drops $0 and escapes', () => {
    assert.equal(expandSnippet('${1:a ${2:b}} $2 $1 ${1} ${3|x,y|} \\$ $0'), 'a b b a b a b x $ ');
  });
});
