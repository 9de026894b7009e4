/**
 * The extension manifest: the generated rule lists are up to date with the registry, every
 * setting is fully declared, and what the manifest promises matches what the code does.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, it } from 'node:test';
import { RULES } from '../../server/src/engine';
import { CURRENCY_CODES } from '../../server/src/engine/heuristics/quantities';
import { DEFAULT_SETTINGS } from '../../server/src/lsp/settings';

const ROOT = resolve(__dirname, '../..');
const manifest = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8'));
const configSchema = JSON.parse(readFileSync(resolve(ROOT, 'schemas/toolcontracts-config.schema.json'), 'utf8'));
type Setting = Record<string, unknown> & { type?: string; enum?: unknown[]; default?: unknown };
const settings = manifest.contributes.configuration.properties as Record<string, Setting>;
const SEVERITIES = ['error', 'warning', 'info', 'off'];

describe('package.json manifest', () => {
  it('the rule lists are in sync with the registry (scripts/sync-rule-lists.ts --check)', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/sync-rule-lists.ts', '--check'], { cwd: ROOT, encoding: 'utf8' });
    assert.equal(run.status, 0, run.stderr);
  });

  it('declares every setting with type, default and description, and an enum where the values are closed', () => {
    assert.equal(manifest.contributes.configuration.title, 'Tool Contracts');
    assert.deepEqual(Object.keys(settings).sort(), [
      'toolContracts.baseRef',
      'toolContracts.codeLens.enable',
      'toolContracts.currency',
      'toolContracts.enable',
      'toolContracts.files',
      'toolContracts.maxFileSizeKb',
      'toolContracts.mcp.timeoutSeconds',
      'toolContracts.rules',
      'toolContracts.run',
      'toolContracts.timeBudgetMs',
      'toolContracts.trace.server',
    ]);
    for (const [name, setting] of Object.entries(settings)) {
      assert.ok(setting.type, `${name}: type`);
      assert.ok('default' in setting, `${name}: default`);
      assert.ok(setting.markdownDescription || setting.description, `${name}: description`);
      if (setting.enum) {
        assert.ok(setting.enum.includes(setting.default), `${name}: default in enum`);
        assert.equal((setting.enumDescriptions as unknown[] | undefined)?.length, setting.enum.length, `${name}: enumDescriptions`);
      }
    }
    assert.deepEqual(settings['toolContracts.run'].enum, ['onType', 'onSave']);
    assert.deepEqual(settings['toolContracts.trace.server'].enum, ['off', 'messages', 'verbose']);
    assert.equal(settings['toolContracts.timeBudgetMs'].type, 'integer');
    assert.equal(settings['toolContracts.timeBudgetMs'].minimum, 1);
    assert.equal(settings['toolContracts.mcp.timeoutSeconds'].type, 'number');
    assert.equal(settings['toolContracts.mcp.timeoutSeconds'].minimum, 1);
  });

  it('the manifest defaults are the ones the server falls back to', () => {
    assert.equal(settings['toolContracts.enable'].default, DEFAULT_SETTINGS.enable);
    assert.equal(settings['toolContracts.run'].default, DEFAULT_SETTINGS.run);
    assert.equal(settings['toolContracts.timeBudgetMs'].default, DEFAULT_SETTINGS.timeBudgetMs);
    assert.equal(settings['toolContracts.maxFileSizeKb'].default, DEFAULT_SETTINGS.maxFileSizeKb);
    assert.equal(settings['toolContracts.baseRef'].default, DEFAULT_SETTINGS.baseRef);
    assert.equal(settings['toolContracts.currency'].default, DEFAULT_SETTINGS.currency);
    assert.equal(settings['toolContracts.mcp.timeoutSeconds'].default, DEFAULT_SETTINGS.mcpTimeoutSeconds);
  });

  it('offers the currencies the units heuristics know as money units', () => {
    assert.deepEqual(settings['toolContracts.currency'].enum, CURRENCY_CODES);
  });

  it('lists every rule in toolContracts.rules and in the config schema, with its severities and default', () => {
    const ruleSettings = settings['toolContracts.rules'].properties as Record<string, Setting>;
    const schemaRules = configSchema.properties.rules.properties as Record<string, Setting>;
    assert.deepEqual(Object.keys(ruleSettings), RULES.map((r) => r.meta.id));
    assert.deepEqual(Object.keys(schemaRules), RULES.map((r) => r.meta.id));
    for (const { meta } of RULES) {
      const setting = ruleSettings[meta.id];
      assert.equal(setting.type, 'string', meta.id);
      assert.deepEqual(setting.enum, SEVERITIES, meta.id);
      assert.equal(setting.default, meta.severity, meta.id);
      assert.match(String(setting.markdownDescription), new RegExp(`docs/rules/${meta.id}\\.md`));
      assert.equal(schemaRules[meta.id].default, meta.severity, meta.id);
    }
  });

  it('contract, tools/list and config files are the tool-contract language, which VS Code’s JSON server does not validate', () => {
    const [language, ...others] = manifest.contributes.languages;
    assert.equal(others.length, 0);
    assert.equal(language.id, 'tool-contract');
    assert.deepEqual(language.filenamePatterns, ['*.contract.json', '*.contract.jsonc', '*.tools.json', '.toolcontracts.json']);
    // The client syncs these patterns (client/src/documentSelector.ts, which needs vscode to load) and the server lints them: the same files.
    const selector = readFileSync(resolve(ROOT, 'client/src/documentSelector.ts'), 'utf8');
    assert.ok(selector.includes(`CONTRACT_PATTERNS: readonly string[] = [${language.filenamePatterns.map((p: string) => `'**/${p}'`).join(', ')}]`), 'the same patterns as the client');
    for (const path of [language.configuration, language.icon.light, language.icon.dark]) assert.ok(existsSync(resolve(ROOT, path)), path);
    const configuration = JSON.parse(readFileSync(resolve(ROOT, language.configuration), 'utf8'));
    assert.deepEqual(configuration.comments, { lineComment: '//', blockComment: ['/*', '*/'] });
    const [grammar] = manifest.contributes.grammars;
    assert.equal(grammar.language, 'tool-contract');
    const tmLanguage = JSON.parse(readFileSync(resolve(ROOT, grammar.path), 'utf8'));
    assert.equal(tmLanguage.scopeName, grammar.scopeName);
    assert.deepEqual(tmLanguage.patterns, [{ include: 'source.json.comments' }], 'VS Code’s JSONC grammar colours it');
    // No jsonValidation and no snippets: the server is the one owner of problems and templates in these files.
    assert.equal(manifest.contributes.jsonValidation, undefined);
    assert.equal(manifest.contributes.snippets, undefined);
    assert.deepEqual(manifest.contributes.configurationDefaults['[tool-contract]']['editor.quickSuggestions'], { strings: true });
    const packaged = readFileSync(resolve(ROOT, '.vscodeignore'), 'utf8');
    for (const path of [language.configuration, grammar.path, language.icon.light]) {
      assert.ok(packaged.split('\n').some((line) => line.startsWith('!') && new RegExp(`^${line.slice(1).replace(/[.]/g, '\\.').replace(/\*\*/g, '.*')}$`).test(path.replace(/^\.\//, ''))), `${path} is packaged`);
    }
  });

  it('declares its commands, activation, categories and workspace trust', () => {
    const commands = manifest.contributes.commands as Array<{ command: string; title: string; category: string }>;
    assert.deepEqual(commands.map((c) => `${c.category}: ${c.title}`), [
      'Tool Contracts: Restart Server',
      'Tool Contracts: Show Output',
      'Tool Contracts: Show Review Card',
      'Tool Contracts: Show Rule Documentation',
      'Tool Contracts: Fix All Safe Problems',
      'Tool Contracts: Snapshot MCP Server…',
      'Tool Contracts: New Contract…',
      'Tool Contracts: Copy Tools as…',
    ]);
    assert.deepEqual(commands.map((c) => c.command), ['toolContracts.restartServer', 'toolContracts.showOutputChannel', 'toolContracts.showReviewCard', 'toolContracts.showDocumentation', 'toolContracts.fixAll', 'toolContracts.snapshotMcpServer', 'toolContracts.newContract', 'toolContracts.copyToolsAs']);
    // A workspace that only names MCP servers activates the extension too (the command activates it by itself, VS Code >= 1.74).
    for (const event of ['onLanguage:tool-contract', 'onLanguage:jsonc', 'onLanguage:json', 'workspaceContains:**/*.contract.json', 'workspaceContains:**/*.contract.jsonc', 'workspaceContains:**/.vscode/mcp.json', 'workspaceContains:**/.mcp.json']) {
      assert.ok(manifest.activationEvents.includes(event), event);
    }
    assert.deepEqual(manifest.categories, ['Linters', 'Programming Languages']);
    assert.deepEqual(manifest.keywords, ['mcp', 'tool', 'contract', 'json schema', 'agent']);
    const trust = manifest.capabilities.untrustedWorkspaces;
    assert.equal(trust.supported, 'limited');
    assert.match(trust.description, /no git command and no MCP server/);
    assert.equal(manifest.main, './dist/client.js');
  });
});
