/**
 * The contract templates (server completion and the New Contract command): each one, inserted
 * where it fits with its placeholders at their defaults, parses and lints with no error and no
 * warning; a new contract with the changelog written beside it is clean; the snippet and the
 * plain text are the same JSON.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parse, type ParseError } from 'jsonc-parser';
import { lint } from '../../server/src/engine';
import {
  firstChangelogEntry,
  NEW_CONTRACT_VERSION,
  newContractChangelog,
  newContractText,
  TEMPLATES,
  templateById,
  templateSnippet,
  templateText,
  type Template,
} from '../../server/src/templates/contractTemplates';
import { readTool } from '../helpers/contracts';
import { expandSnippet } from './snippetExpansion';

const CHANGELOG = '# Changelog\n\n## [1.0.0] - 2026-01-01\n\n- First.\n';

/** A contract with the template's text where it fits. */
function placed(template: Template, text: string): string {
  const { errors: _errors, ...toolWithoutErrors } = readTool();
  const tool = JSON.stringify(toolWithoutErrors);
  switch (template.context) {
    case 'document':
      return text;
    case 'tools':
      return `{ "name": "t", "version": "1.0.0", "tools": [\n${text}\n] }`;
    case 'errors':
      return `{ "name": "t", "version": "1.0.0", "tools": [ ${tool.slice(0, -1)}, "errors": [\n${text}\n] } ] }`;
    case 'tool-member':
      return `{ "name": "t", "version": "1.0.0", "tools": [ ${tool.slice(0, -1)},\n${text}\n} ] }`;
    case 'properties':
      return `{ "name": "t", "version": "1.0.0", "tools": [ ${JSON.stringify(readTool()).replace('"properties":{', `"properties":{\n${text},\n`)} ] }`;
  }
}

function problems(text: string, changelog = CHANGELOG): string[] {
  const errors: ParseError[] = [];
  parse(text, errors);
  assert.deepEqual(errors, [], `parses:\n${text}`);
  return lint(text, { fileName: 'new.contract.jsonc', readFile: (path) => (path === 'CHANGELOG.md' ? changelog : undefined) })
    .findings.filter((f) => f.severity !== 'info')
    .map((f) => `${f.ruleId} ${f.pointer}: ${f.message}`);
}

describe('contract templates', () => {
  it('one template per purpose, each with a label, a detail and documentation', () => {
    assert.deepEqual(
      TEMPLATES.map((t) => `${t.context}: ${t.label}`),
      [
        'tools: Read tool',
        'tools: Paginated list tool',
        'tools: Mutating tool with preview and verify tools',
        'errors: Standard error set',
        'tool-member: errors: the standard error set',
        'properties: Property with type and description',
        'document: New tool contract',
      ],
    );
    assert.equal(new Set(TEMPLATES.map((t) => t.label)).size, TEMPLATES.length, 'labels are unique');
    for (const t of TEMPLATES) assert.ok(t.detail && t.documentation, t.id);
  });

  for (const template of TEMPLATES) {
    it(`${template.label}: the snippet expands to the plain text, which lints with no error and no warning where it fits`, () => {
      const snippet = templateSnippet(template);
      const expanded = expandSnippet(snippet);
      assert.doesNotMatch(expanded, /\$\{|\$\d|[\uE000-\uE002]/, 'every placeholder expanded');
      assert.equal(expanded, templateText(template));
      const text = placed(template, expanded);
      const found = template.context === 'document' ? problems(text, firstChangelogEntry(undefined, 'my-tools', NEW_CONTRACT_VERSION, '2026-12-03').text) : problems(text);
      assert.deepEqual(found, [], text);
    });
  }

  it('the tool templates together make one clean contract', () => {
    const tools = TEMPLATES.filter((t) => t.context === 'tools').map((t) => templateText(t));
    assert.deepEqual(problems(`{ "name": "t", "version": "1.0.0", "tools": [\n${tools.join(',\n')}\n] }`), []);
  });

  it('the mutating template names its three tools from one placeholder, and the placeholders are tab stops in the snippet', () => {
    const tools = parse(`[${templateText(templateById('mutation-tools'))}]`) as Array<{ name: string; previewTool?: string; verifyTool?: string }>;
    assert.deepEqual(tools.map((t) => t.name), ['preview_update_item', 'update_item', 'verify_update_item']);
    assert.equal(tools[1].previewTool, 'preview_update_item');
    assert.equal(tools[1].verifyTool, 'verify_update_item');
    const snippet = templateSnippet(templateById('mutation-tools'));
    assert.equal(snippet.match(/\$\{1:update_item\}/g)?.length, 1, 'one placeholder, mirrored elsewhere');
    for (const name of ['"name": "preview_${1:update_item}"', '"name": "${1}"', '"name": "verify_${1}"']) assert.ok(snippet.includes(name), name);
  });

  it('the snippet escapes what the snippet syntax would read: $, } and backslashes in the JSON', () => {
    const snippet = templateSnippet(templateById('property'));
    assert.match(snippet, /^"\$\{1:name\}": \{\s+"type": "\$\{2:string\}",\s+"description": "\$\{3:[^}]*\}"\s+\\\}\$0$/);
    // A literal $ or } in a template's text is escaped, so it is inserted as written.
    const escaped = templateSnippet({ ...templateById('property'), parts: () => [{ key: 'price_$', value: { description: 'In {braces} \\ and $1.' } }] });
    assert.equal(expandSnippet(escaped), '"price_$": { "description": "In {braces} \\\\ and $1." }');
  });

  it('a snippet follows the file’s indentation', () => {
    const spaces = templateSnippet(templateById('read-tool'), { indentUnit: '    ', eol: '\n', compact: true });
    assert.match(spaces, /\n {4}"name"/);
    assert.doesNotMatch(spaces, /\t/);
  });

  describe('a new contract', () => {
    it('has the name, version 0.1.0 and one read-only paginated list tool, and lints clean with its first changelog', () => {
      const text = newContractText({ name: 'billing' });
      const value = parse(text);
      assert.equal(value.name, 'billing');
      assert.equal(value.version, NEW_CONTRACT_VERSION);
      assert.deepEqual(value.tools.map((t: { name: string; sideEffects: string }) => [t.name, t.sideEffects]), [['list_items', 'read_only']]);
      assert.deepEqual(Object.keys(value.tools[0].inputSchema.properties), ['cursor', 'limit']);
      assert.ok('next_cursor' in value.tools[0].outputSchema.properties);
      const changelog = firstChangelogEntry(undefined, 'billing', NEW_CONTRACT_VERSION, '2026-12-03');
      assert.equal(changelog.create, true);
      assert.match(changelog.text, /^# Changelog\n[\s\S]*\n## \[0\.1\.0\] - 2026-12-03\n\n### Added\n\n- First version of billing\.\n$/);
      assert.deepEqual(problems(text, changelog.text), []);
      // With a changelog that has no entry for 0.1.0, that is the one thing said: the entry is what makes it clean.
      assert.deepEqual(problems(text, '# Changelog\n\n## [9.9.9] - 2026-01-01\n').map((p) => p.split(' ')[0]), ['changelog-missing']);
    });

    it('names a changelog of its own when CHANGELOG.md beside it exists, and adds an entry above the newest of an existing one', () => {
      assert.equal(newContractChangelog('/w/billing.contract.jsonc', false), undefined);
      assert.equal(newContractChangelog('/w/billing.contract.jsonc', true), 'CHANGELOG.billing.md');
      const text = newContractText({ name: 'billing', changelog: 'CHANGELOG.billing.md' });
      assert.equal(parse(text).changelog, 'CHANGELOG.billing.md');
      const existing = '# Changelog\n\n## [Unreleased]\n\n## [2.0.0] - 2026-01-01\n\n- Older.\n';
      const edit = firstChangelogEntry(existing, 'billing', '0.1.0', '2026-12-03');
      const result = existing.slice(0, edit.offset) + edit.text + existing.slice(edit.offset + edit.length);
      assert.equal(edit.create, false);
      assert.ok(result.indexOf('## [0.1.0]') > result.indexOf('[Unreleased]') && result.indexOf('## [0.1.0]') < result.indexOf('## [2.0.0]'), result);
    });
  });
});
