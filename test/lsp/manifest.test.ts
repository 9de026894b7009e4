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

  it('contributes the contract files to jsonc, with their schemas', () => {
    const [language] = manifest.contributes.languages;
    assert.equal(language.id, 'jsonc');
    assert.deepEqual(language.filenamePatterns, ['*.contract.json', '*.contract.jsonc', '.toolcontracts.json']);
    const validation = manifest.contributes.jsonValidation as Array<{ fileMatch: string | string[]; url: string }>;
    assert.deepEqual(validation.map((v) => [v.fileMatch, v.url]), [
      [['*.contract.json', '*.contract.jsonc'], './schemas/tool-contract.schema.json'],
      ['.toolcontracts.json', './schemas/toolcontracts-config.schema.json'],
    ]);
    for (const { url } of validation) assert.ok(existsSync(resolve(ROOT, url)), url);
    for (const { path } of manifest.contributes.snippets) assert.ok(existsSync(resolve(ROOT, path)), path);
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
    ]);
    assert.deepEqual(commands.map((c) => c.command), ['toolContracts.restartServer', 'toolContracts.showOutputChannel', 'toolContracts.showReviewCard', 'toolContracts.showDocumentation', 'toolContracts.fixAll', 'toolContracts.snapshotMcpServer']);
    // A workspace that only names MCP servers activates the extension too (the command activates it by itself, VS Code >= 1.74).
    for (const event of ['onLanguage:jsonc', 'onLanguage:json', 'workspaceContains:**/*.contract.json', 'workspaceContains:**/*.contract.jsonc', 'workspaceContains:**/.vscode/mcp.json', 'workspaceContains:**/.mcp.json']) {
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
