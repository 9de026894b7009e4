/**
 * Configuration through the language server: `.toolcontracts.json` (its own diagnostics,
 * and its severities applied to the contracts below it), the `toolContracts` settings
 * (pulled, or pushed when the client cannot be asked), and visible reports of bad ids.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { DiagnosticSeverity, FileChangeType, MessageType, type Diagnostic } from 'vscode-languageserver-protocol/node';
import { contract, readTool } from '../helpers/contracts';
import { LspTestClient, pathToUri } from './lspClient';
import { rangeOfText } from './textRanges';

const FLAWED = JSON.stringify(contract([readTool({ outputSchema: { type: 'array', items: { type: 'string' }, maxItems: 10 } }), readTool()]), null, 2);
const codes = (diagnostics: Diagnostic[]): string[] => diagnostics.map((d) => String(d.code));
const severityOf = (diagnostics: Diagnostic[], code: string): DiagnosticSeverity | undefined => diagnostics.find((d) => d.code === code)?.severity;

describe('configuration', () => {
  let client: LspTestClient;
  let workspace: string;
  const uriOf = (...parts: string[]): string => pathToUri(join(workspace, ...parts));

  /** Opens a document, returns its first diagnostics, and closes it when the test is done. */
  async function openAndLint(t: { after(fn: () => Promise<void>): void }, uri: string, text = FLAWED): Promise<Diagnostic[]> {
    const published = client.nextDiagnostics(uri, 1);
    await client.open(uri, text);
    t.after(() => client.close(uri));
    return (await published).diagnostics;
  }

  before(async () => {
    workspace = mkdtempSync(join(tmpdir(), 'tool-contracts-config-'));
    mkdirSync(join(workspace, 'team', 'tools'), { recursive: true });
    writeFileSync(join(workspace, '.toolcontracts.json'), JSON.stringify({ rules: { 'output-not-object': 'off' } }));
    ({ client } = await LspTestClient.start({ workspaceFolder: workspace }));
  });
  after(async () => {
    await client?.stop();
    rmSync(workspace, { recursive: true, force: true });
  });

  it('reports an unknown rule id in .toolcontracts.json at its key', async (t) => {
    const uri = uriOf('team', '.toolcontracts.json');
    const text = '{\n  "rules": {\n    "output-not-objekt": "off",\n    "errors-missing": "info"\n  }\n}\n';
    const diagnostics = await openAndLint(t, uri, text);
    assert.deepEqual(codes(diagnostics), ['config-invalid']);
    assert.deepEqual(diagnostics[0].range, rangeOfText(text, '"output-not-objekt"'));
    assert.match(diagnostics[0].message, /Did you mean "output-not-object"/);
    assert.equal(diagnostics[0].source, 'tool-contracts');
  });

  it('applies the nearest .toolcontracts.json above the document, and re-lints when it changes', async (t) => {
    const uri = uriOf('team', 'tools', 'tickets.contract.json');
    const first = await openAndLint(t, uri);
    assert.ok(!codes(first).includes('output-not-object'), 'turned off by the workspace root config');

    writeFileSync(join(workspace, 'team', '.toolcontracts.json'), JSON.stringify({ rules: { 'output-not-object': 'warning' } }));
    t.after(async () => {
      rmSync(join(workspace, 'team', '.toolcontracts.json'));
      await client.filesChanged({ uri: uriOf('team', '.toolcontracts.json'), type: FileChangeType.Deleted });
    });
    const relinted = client.nextDiagnostics(uri, 1);
    await client.filesChanged({ uri: uriOf('team', '.toolcontracts.json'), type: FileChangeType.Created });
    assert.equal(severityOf((await relinted).diagnostics, 'output-not-object'), DiagnosticSeverity.Warning, 'the nearer config wins');
  });

  it('reads the changelog beside the contract, and re-lints when it changes', async (t) => {
    mkdirSync(join(workspace, 'changelog'));
    const uri = uriOf('changelog', 'tickets.contract.json');
    const first = await openAndLint(t, uri);
    assert.ok(codes(first).includes('changelog-missing'), 'no CHANGELOG.md yet');

    writeFileSync(join(workspace, 'changelog', 'CHANGELOG.md'), '# Changelog\n\n## [1.0.0] - 2026-12-01\n\n- First release.\n');
    const relinted = client.nextDiagnostics(uri, 1);
    await client.filesChanged({ uri: uriOf('changelog', 'CHANGELOG.md'), type: FileChangeType.Created });
    assert.ok(!codes((await relinted).diagnostics).includes('changelog-missing'));
  });

  it('the toolContracts.rules setting overrides the project config and turns rules off', async (t) => {
    const uri = uriOf('settings.contract.json');
    const first = await openAndLint(t, uri);
    assert.ok(codes(first).includes('tool-name-duplicate'));

    const relinted = client.nextDiagnostics(uri, 1);
    await client.changeSettings({ rules: { 'tool-name-duplicate': 'off', 'output-not-object': 'info' } });
    t.after(() => client.changeSettings({}));
    const diagnostics = (await relinted).diagnostics;
    assert.ok(!codes(diagnostics).includes('tool-name-duplicate'), 'turned off by the setting');
    assert.equal(severityOf(diagnostics, 'output-not-object'), DiagnosticSeverity.Information, 'the setting beats the project config');
  });

  it('says once, visibly, when the setting names an unknown rule or a bad severity', async (t) => {
    const shown = client.nextMessage(/toolContracts\.rules/);
    await client.changeSettings({ rules: { 'tool-name-duplicat': 'off', 'output-not-object': 'loud' } });
    t.after(() => client.changeSettings({}));
    const a = await openAndLint(t, uriOf('unknown-a.contract.json'));
    await openAndLint(t, uriOf('unknown-b.contract.json'));
    const message = await shown;
    assert.equal(message.type, MessageType.Warning);
    assert.match(message.message, /"tool-name-duplicat"/);
    assert.match(message.message, /output-not-object: "loud"/);
    assert.equal(client.messages.received.filter((m) => /tool-name-duplicat/.test(m.message)).length, 1, 'once per change, not once per document');
    assert.ok(codes(a).includes('tool-name-duplicate'), 'an unknown id turns nothing off');
  });

  it('toolContracts.maxFileSizeKb limits the size linted', async (t) => {
    await client.changeSettings({ maxFileSizeKb: 1 });
    t.after(() => client.changeSettings({}));
    const diagnostics = await openAndLint(t, uriOf('large.contract.json'), FLAWED + ' '.repeat(2048));
    assert.deepEqual(codes(diagnostics), ['document-too-large']);
  });

  it('toolContracts.enable false clears the diagnostics', async (t) => {
    const uri = uriOf('disabled.contract.json');
    assert.ok((await openAndLint(t, uri)).length > 0);
    const cleared = client.nextDiagnostics(uri, 1);
    const status = client.statuses.next((p) => p.uri === uri && !p.enabled, 'a disabled status');
    await client.changeSettings({ enable: false });
    t.after(() => client.changeSettings({}));
    assert.deepEqual((await cleared).diagnostics, []);
    assert.equal((await status).enabled, false);
  });
});

describe('configuration pushed by a client that cannot be asked', () => {
  let client: LspTestClient;

  before(async () => {
    ({ client } = await LspTestClient.start({ pullConfiguration: false, initializationOptions: { toolContracts: { rules: { 'output-not-object': 'off' } } } }));
  });
  after(async () => {
    await client?.stop();
  });

  it('uses initializationOptions, then workspace/didChangeConfiguration', async () => {
    const uri = 'untitled:Untitled-1';
    const opened = client.nextDiagnostics(uri, 1);
    await client.open(uri, FLAWED);
    const first = (await opened).diagnostics;
    assert.ok(!codes(first).includes('output-not-object'));
    assert.ok(codes(first).includes('tool-name-duplicate'));
    assert.ok(!codes(first).includes('changelog-missing'), 'an untitled document has no folder to read a changelog from');
    assert.ok(!codes(first).includes('changelog-missing'), 'an untitled document has no folder to read a changelog from');

    const relinted = client.nextDiagnostics(uri, 1);
    await client.changeSettings({ rules: { 'tool-name-duplicate': 'off' } });
    const second = (await relinted).diagnostics;
    assert.ok(codes(second).includes('output-not-object'));
    assert.ok(!codes(second).includes('tool-name-duplicate'));
  });
});
