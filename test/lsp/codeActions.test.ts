/**
 * Code actions through a real LSP client: textDocument/codeAction on a diagnostic, the
 * returned edit applied client-side (refused when its version is stale, as VS Code does),
 * then the diagnostics of that rule are gone. Also the suppression and documentation
 * actions on every diagnostic, and source.fixAll.tool-contracts.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { CodeActionRequest, type CodeAction, type Diagnostic, type InitializeResult, type TextDocumentEdit } from 'vscode-languageserver-protocol/node';
import { LspTestClient, pathToUri, withDeadline } from './lspClient';
import { lint } from '../../server/src/engine';
import { readBaseContract } from '../../server/src/versioning/base';
import { codeActionsFor } from '../../server/src/lsp/codeActions';
import { toDiagnostic } from '../../server/src/lsp/diagnostics';

const FLAWED = readFileSync(resolve(__dirname, '../../examples/flawed.contract.jsonc'), 'utf8');

/** The client side of applying a code action: like VS Code, refuses an edit for another version. */
function applyAction(action: CodeAction, uri: string, text: string, version: number): string {
  const changes = action.edit?.documentChanges as TextDocumentEdit[] | undefined;
  assert.ok(changes && changes.length === 1, 'one versioned document edit');
  const [change] = changes;
  assert.equal(change.textDocument.uri, uri);
  if (change.textDocument.version !== version) throw new Error(`stale edit: made for version ${change.textDocument.version}, the document is at ${version}`);
  return TextDocument.applyEdits(TextDocument.create(uri, 'jsonc', version, text), change.edits as never);
}

describe('code actions over stdio', () => {
  let client: LspTestClient;
  let initializeResult: InitializeResult;
  let workspace: string;
  let counter = 0;
  const freshUri = (name = 'flawed.contract.jsonc'): string => pathToUri(join(workspace, `${counter++}-${name}`));

  before(async () => {
    workspace = mkdtempSync(join(tmpdir(), 'tool-contracts-actions-'));
    ({ client, initializeResult } = await LspTestClient.start({ workspaceFolder: workspace }));
  });
  after(async () => {
    await client?.stop();
    rmSync(workspace, { recursive: true, force: true });
  });

  async function open(uri: string, text: string, languageId = 'jsonc'): Promise<Diagnostic[]> {
    const published = client.nextDiagnostics(uri, 1);
    await client.open(uri, text, languageId);
    return (await published).diagnostics;
  }

  function actionsFor(uri: string, diagnostic: Diagnostic | undefined, only?: string[]): Promise<CodeAction[]> {
    const range = diagnostic?.range ?? { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
    const request = client.connection.sendRequest(CodeActionRequest.type, {
      textDocument: { uri },
      range,
      context: { diagnostics: diagnostic ? [diagnostic] : [], only },
    });
    return withDeadline(request, 'codeAction') as Promise<CodeAction[]>;
  }

  /** Applies the action, sends the new text as version 2, and returns the diagnostics of version 2. */
  async function applyAndRelint(uri: string, text: string, action: CodeAction): Promise<{ text: string; diagnostics: Diagnostic[] }> {
    const fixed = applyAction(action, uri, text, 1);
    const published = client.nextDiagnostics(uri, 2);
    await client.change(uri, { text: fixed });
    return { text: fixed, diagnostics: (await published).diagnostics };
  }

  const byCode = (diagnostics: Diagnostic[], code: string) => diagnostics.filter((d) => d.code === code);

  it('declares quick fixes and source.fixAll.tool-contracts', () => {
    const provider = initializeResult.capabilities.codeActionProvider;
    assert.ok(typeof provider === 'object' && provider !== null);
    assert.deepEqual(provider.codeActionKinds, ['quickfix', 'source.fixAll.tool-contracts']);
  });

  it('Wrap the array: the edit applied, output-not-object is gone', async () => {
    const uri = freshUri();
    const [diagnostic] = byCode(await open(uri, FLAWED), 'output-not-object');
    const actions = await actionsFor(uri, diagnostic);
    const wrap = actions.find((a) => a.title === 'Wrap the array in { items, next_cursor, total_count }');
    assert.ok(wrap, JSON.stringify(actions.map((a) => a.title)));
    assert.equal(wrap.kind, 'quickfix');
    assert.equal(wrap.isPreferred, true);
    assert.deepEqual(wrap.diagnostics, [diagnostic]);
    const { diagnostics } = await applyAndRelint(uri, FLAWED, wrap);
    assert.deepEqual(byCode(diagnostics, 'output-not-object'), []);
    assert.deepEqual(byCode(diagnostics, 'parse-error'), []);
  });

  it('Add a units suffix: one action per unit, the chosen one renames the key', async () => {
    const uri = freshUri();
    const [diagnostic] = byCode(await open(uri, FLAWED), 'field-unit-suffix');
    const actions = await actionsFor(uri, diagnostic);
    const units = actions.filter((a) => a.title.startsWith('Add a units suffix'));
    assert.deepEqual(units.map((a) => [a.title, a.isPreferred]), [
      ['Add a units suffix: rename latency to latency_ms', true],
      ['Add a units suffix: rename latency to latency_seconds', false],
    ]);
    const { text, diagnostics } = await applyAndRelint(uri, FLAWED, units[1]);
    assert.deepEqual(byCode(diagnostics, 'field-unit-suffix'), []);
    assert.ok(text.includes('"latency_seconds": { "type": "number" }'));
  });

  it('the money suffix follows toolContracts.currency', async () => {
    try {
      await client.changeSettings({ currency: 'EUR' });
      const uri = freshUri();
      const text = FLAWED.replace('"latency": { "type": "number" }', '"cost": { "type": "number" }');
      const [diagnostic] = byCode(await open(uri, text), 'field-unit-suffix');
      const titles = (await actionsFor(uri, diagnostic)).map((a) => a.title);
      assert.ok(titles.includes('Add a units suffix: rename cost to cost_eur'), titles.join('; '));
      assert.ok(titles.includes('Add a units suffix: rename cost to cost_eur_cents'), titles.join('; '));
    } finally {
      await client.changeSettings({});
    }
  });

  it('Split into preview and execute: the tool becomes three, with no mutation-* error', async () => {
    const uri = freshUri();
    const [diagnostic] = byCode(await open(uri, FLAWED), 'mutation-dry-run-flag');
    const split = (await actionsFor(uri, diagnostic)).find((a) => a.title.startsWith('Split into preview and execute'));
    assert.ok(split);
    const { text, diagnostics } = await applyAndRelint(uri, FLAWED, split);
    assert.ok(text.includes('"name": "preview_delete_ticket"') && text.includes('"name": "execute_delete_ticket"') && text.includes('"name": "verify_delete_ticket"'));
    assert.deepEqual(byCode(diagnostics, 'mutation-dry-run-flag'), []);
    const lines = text.split('\n');
    const first = lines.findIndex((l) => l.includes('"name": "preview_delete_ticket"'));
    const next = lines.findIndex((l) => l.includes('"name": "export_report"'));
    const inNewTools = diagnostics.filter((d) => d.range.start.line >= first && d.range.start.line < next);
    assert.deepEqual(inNewTools.filter((d) => String(d.code).startsWith('mutation-') && d.severity === 1).map((d) => d.code), []);
  });

  it('every diagnostic offers Disable <id> for this line, for the entire file, and Show documentation for <id>', async () => {
    const uri = freshUri();
    const diagnostics = await open(uri, FLAWED);
    const [diagnostic] = byCode(diagnostics, 'errors-conflated');
    const actions = await actionsFor(uri, diagnostic);
    assert.deepEqual(actions.map((a) => a.title), ['Disable errors-conflated for this line', 'Disable errors-conflated for the entire file', 'Show documentation for errors-conflated']);
    const docs = actions[2];
    assert.equal(docs.command?.command, 'toolContracts.showDocumentation');
    assert.deepEqual(docs.command?.arguments, ['errors-conflated', diagnostic.codeDescription?.href]);
    const { text, diagnostics: after } = await applyAndRelint(uri, FLAWED, actions[0]);
    const line = diagnostic.range.start.line;
    assert.match(text.split('\n')[line], /^ {8}\/\/ tool-contracts-disable-next-line errors-conflated -- <reason>$/);
    assert.ok(!after.some((d) => d.code === 'errors-conflated' && d.range.start.line === line + 1), 'suppressed');
    assert.equal(byCode(after, 'errors-conflated').length, byCode(diagnostics, 'errors-conflated').length - 1);
  });

  it('Disable <id> for the entire file: the file-level comment on the first line silences every finding of the rule, nothing else', async () => {
    const uri = freshUri();
    const diagnostics = await open(uri, FLAWED);
    const conflated = byCode(diagnostics, 'errors-conflated');
    assert.ok(conflated.length >= 1);
    const disableFile = (await actionsFor(uri, conflated[0])).find((a) => a.title === 'Disable errors-conflated for the entire file');
    assert.ok(disableFile);
    const { text, diagnostics: after } = await applyAndRelint(uri, FLAWED, disableFile);
    assert.equal(text, `// tool-contracts-disable errors-conflated -- <reason>\n${FLAWED}`);
    assert.deepEqual(byCode(after, 'errors-conflated'), []);
    assert.deepEqual(after.map((d) => d.code).filter((c) => c !== 'errors-conflated').sort(), diagnostics.map((d) => d.code).filter((c) => c !== 'errors-conflated').sort());
  });

  it('a stale fix is refused; asked again, the edit is for the new version', async () => {
    const uri = freshUri();
    const [diagnostic] = byCode(await open(uri, FLAWED), 'output-not-object');
    const [wrap] = await actionsFor(uri, diagnostic);
    const v2 = client.nextDiagnostics(uri, 2);
    await client.change(uri, { range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: '// edited\n' });
    const [moved] = byCode((await v2).diagnostics, 'output-not-object');
    assert.throws(() => applyAction(wrap, uri, `// edited\n${FLAWED}`, 2), /stale edit/);
    const [fresh] = await actionsFor(uri, moved);
    assert.equal((fresh.edit?.documentChanges?.[0] as TextDocumentEdit).textDocument.version, 2);
  });

  it('source.fixAll.tool-contracts applies every safe fix; asked for on its own, or as source.fixAll', async () => {
    const uri = freshUri();
    const before = await open(uri, FLAWED);
    assert.deepEqual(await actionsFor(uri, undefined, ['source.organizeImports']), []);
    const [viaParent] = await actionsFor(uri, undefined, ['source.fixAll']);
    const [fixAll, ...more] = await actionsFor(uri, undefined, ['source.fixAll.tool-contracts']);
    assert.equal(more.length, 0);
    assert.equal(fixAll.kind, 'source.fixAll.tool-contracts');
    assert.equal(fixAll.title, 'Apply 6 safe Tool Contracts fixes');
    assert.deepEqual(viaParent, fixAll);
    const { diagnostics } = await applyAndRelint(uri, FLAWED, fixAll);
    const fixedRules = ['errors-retry-hint-missing', 'input-default-undocumented', 'mutation-no-receipt', 'mutation-preview-incomplete', 'output-list-unpaginated', 'side-effects-annotations-mismatch'];
    for (const rule of fixedRules) assert.ok(byCode(before, rule).length > 0 && byCode(diagnostics, rule).length === 0, rule);
    assert.equal(diagnostics.length, before.length - fixedRules.reduce((sum, rule) => sum + byCode(before, rule).length, 0));
    assert.deepEqual(await actionsFor(uri, undefined, ['source.fixAll.tool-contracts']), [], 'nothing left to fix');
  });

  it('not in a lightbulb request: source actions only when asked for', async () => {
    const uri = freshUri();
    const [diagnostic] = byCode(await open(uri, FLAWED), 'version-invalid');
    const actions = await actionsFor(uri, diagnostic);
    assert.ok(actions.every((a) => a.kind === 'quickfix'));
  });

  it('a plain .json file gets no suppression comment (a JSON reader may not take it)', async () => {
    const uri = freshUri('tools-list.json');
    const text = '{\n  "tools": [\n    { "name": "list", "inputSchema": { "type": "object" }, "outputSchema": { "type": "array" }, "annotations": { "readOnlyHint": true } }\n  ]\n}\n';
    const [diagnostic] = byCode(await open(uri, text, 'json'), 'output-not-object');
    assert.ok(diagnostic, 'the MCP list is linted');
    const titles = (await actionsFor(uri, diagnostic)).map((a) => a.title);
    assert.deepEqual(titles, ['Wrap the array in { items, next_cursor, total_count }', 'Show documentation for output-not-object']);
  });
});

describe('code actions: fixes that also edit the changelog (codeActionsFor)', () => {
  const folder = join(tmpdir(), 'tool-contracts-unit');
  const uri = pathToUri(join(folder, 'tickets.contract.json'));
  const changelogUri = pathToUri(join(folder, 'CHANGELOG.md'));
  const baseText = '{\n  "name": "t",\n  "version": "1.0.0",\n  "tools": [{ "name": "a", "description": "Reads a.", "inputSchema": { "type": "object" }, "outputSchema": { "type": "object", "properties": { "x": { "type": "string" } } } }]\n}\n';
  const headText = baseText.replace('"version": "1.0.0"', '"version": "1.0.1"').replace(', "properties": { "x": { "type": "string" } }', '');

  function actions(files: Record<string, string>, client: { documentChanges: boolean; createFiles?: boolean }, actionUri = uri): CodeAction[] {
    const result = lint(headText, { fileName: 'tickets.contract.json', base: readBaseContract(baseText, 'tickets.contract.json', 'HEAD'), readFile: (p) => files[p] });
    const finding = result.findings.find((f) => f.ruleId === 'version-bump-required');
    assert.ok(finding, JSON.stringify(result.findings.map((f) => f.ruleId)));
    const diagnostic = toDiagnostic(finding, actionUri);
    return codeActionsFor({ uri: actionUri, version: 7, result, params: { range: diagnostic.range, context: { diagnostics: [diagnostic] } }, fixOptions: { today: '2026-12-02' }, lintOptions: {}, ...client }).filter((a) => a.title.startsWith('Bump'));
  }

  it('a missing changelog: the contract edit (versioned), then CreateFile that never overwrites, then the new text', () => {
    const [action] = actions({}, { documentChanges: true, createFiles: true });
    assert.equal(action.title, 'Bump version to 2.0.0 and add a changelog entry');
    const changes = action.edit?.documentChanges ?? [];
    assert.equal(changes.length, 3);
    assert.deepEqual(changes[0], { textDocument: { uri, version: 7 }, edits: [{ range: { start: { line: 2, character: 13 }, end: { line: 2, character: 20 } }, newText: '"2.0.0"' }] });
    assert.deepEqual(changes[1], { kind: 'create', uri: changelogUri, options: { overwrite: false, ignoreIfExists: false } });
    const write = changes[2] as TextDocumentEdit;
    assert.deepEqual(write.textDocument, { uri: changelogUri, version: null });
    assert.equal(write.edits.length, 1);
    assert.deepEqual((write.edits[0] as { range: unknown }).range, { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } });
    assert.match(write.edits[0].newText, /^# Changelog\n\n.*\n\n## \[2\.0\.0\] - 2026-12-02\n\n### Breaking\n\n- .*x.*\n$/);
  });

  it('an existing changelog: the entry is placed by line, no CreateFile', () => {
    const [action] = actions({ 'CHANGELOG.md': '# Changelog\n\n## [1.0.0] - 2026-12-01\n\n- First.\n' }, { documentChanges: true, createFiles: true });
    const changes = action.edit?.documentChanges ?? [];
    assert.equal(changes.length, 2);
    const write = changes[1] as TextDocumentEdit;
    assert.deepEqual(write.textDocument, { uri: changelogUri, version: null });
    assert.deepEqual((write.edits[0] as { range: unknown }).range, { start: { line: 2, character: 0 }, end: { line: 2, character: 0 } });
  });

  it('a client that cannot create files: no fix that needs one; an existing changelog still works', () => {
    assert.deepEqual(actions({}, { documentChanges: true, createFiles: false }), []);
    assert.deepEqual(actions({}, { documentChanges: false }), []);
    const [plain] = actions({ 'CHANGELOG.md': '# Changelog\n' }, { documentChanges: false });
    assert.deepEqual(Object.keys(plain.edit?.changes ?? {}).sort(), [changelogUri, uri].sort());
    assert.deepEqual(plain.edit?.changes?.[changelogUri], [{ range: { start: { line: 0, character: 11 }, end: { line: 1, character: 0 } }, newText: plain.edit?.changes?.[changelogUri][0].newText }]);
    assert.match(plain.edit!.changes![changelogUri][0].newText, /^\n\n## \[2\.0\.0\] - 2026-12-02\n/);
  });

  it('a document that is not a file: no fix that writes beside it', () => {
    assert.deepEqual(actions({ 'CHANGELOG.md': '# Changelog\n' }, { documentChanges: true, createFiles: true }, 'untitled:Untitled-1'), []);
  });
});
