/**
 * The language server through a real LSP client: initialize, diagnostics on open with
 * codes, ranges and docs links, incremental edits, superseded work, malformed text,
 * the status notification.
 */
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { DiagnosticSeverity, ErrorCodes, ResponseError, TextDocumentSyncKind, type Diagnostic, type InitializeResult } from 'vscode-languageserver-protocol/node';
import { contract, readTool } from '../helpers/contracts';
import { LspTestClient, pathToUri, withDeadline } from './lspClient';
import { rangeOfText } from './textRanges';

/** Tool 0's output is a bare array (output-not-object); tool 1 repeats tool 0's name (tool-name-duplicate). */
const FLAWED = JSON.stringify(contract([readTool({ outputSchema: { type: 'array', items: { type: 'string' }, maxItems: 10 } }), readTool()]), null, 2);

const key = (d: Diagnostic): string => `${String(d.code)}@${d.range.start.line}:${d.range.start.character}-${d.range.end.line}:${d.range.end.character}`;
const withCode = (diagnostics: Diagnostic[], code: string): Diagnostic[] => diagnostics.filter((d) => d.code === code);

describe('language server over stdio', () => {
  let client: LspTestClient;
  let initializeResult: InitializeResult;
  let workspace: string;
  const uriOf = (name: string): string => pathToUri(join(workspace, name));

  before(async () => {
    workspace = mkdtempSync(join(tmpdir(), 'tool-contracts-lsp-'));
    ({ client, initializeResult } = await LspTestClient.start({ workspaceFolder: workspace }));
  });
  after(async () => {
    await client?.stop();
    rmSync(workspace, { recursive: true, force: true });
  });

  it('initializes with incremental text sync', () => {
    const sync = initializeResult.capabilities.textDocumentSync;
    assert.ok(typeof sync === 'object' && sync !== null, 'textDocumentSync options');
    assert.equal(sync.change, TextDocumentSyncKind.Incremental);
    assert.equal(sync.openClose, true);
    assert.equal(initializeResult.serverInfo?.name, 'tool-contracts');
  });

  it('publishes diagnostics on open, with codes, exact ranges, source, severity and docs links', async () => {
    const uri = uriOf('open.contract.json');
    const published = client.nextDiagnostics(uri, 1);
    await client.open(uri, FLAWED);
    const { diagnostics } = await published;

    const [notObject] = withCode(diagnostics, 'output-not-object');
    assert.ok(notObject, 'an output-not-object diagnostic');
    assert.deepEqual(notObject.range, rangeOfText(FLAWED, '"array"'));
    assert.equal(notObject.severity, DiagnosticSeverity.Error);

    const [duplicate, ...more] = withCode(diagnostics, 'tool-name-duplicate');
    assert.equal(more.length, 0, 'one duplicate finding');
    assert.deepEqual(duplicate.range, rangeOfText(FLAWED, '"get_ticket"', 1));
    assert.deepEqual(duplicate.relatedInformation?.map((r) => r.location), [{ uri, range: rangeOfText(FLAWED, '"get_ticket"', 0) }]);
    assert.deepEqual(duplicate.data, { pointer: '/tools/1/name' });

    for (const diagnostic of diagnostics) {
      assert.equal(diagnostic.source, 'tool-contracts');
      assert.ok(diagnostic.codeDescription?.href.startsWith('file:'), `${String(diagnostic.code)} links a file: URI`);
    }
    for (const diagnostic of [notObject, duplicate]) {
      const href = diagnostic.codeDescription!.href;
      assert.ok(href.endsWith(`/docs/rules/${String(diagnostic.code)}.md`), href);
      assert.ok(existsSync(fileURLToPath(href)), `${href} exists`);
    }
  });

  it('sends the lint status after each lint, with counts that match the diagnostics', async () => {
    const uri = uriOf('status.contract.json');
    const published = client.nextDiagnostics(uri, 1);
    const statusSent = client.nextStatus(uri, 1);
    await client.open(uri, FLAWED);
    const [{ diagnostics }, status] = await Promise.all([published, statusSent]);
    const count = (severity: DiagnosticSeverity): number => diagnostics.filter((d) => d.severity === severity).length;
    assert.equal(status.format, 'contract');
    assert.equal(status.enabled, true);
    assert.equal(status.error_count, count(DiagnosticSeverity.Error));
    assert.equal(status.warning_count, count(DiagnosticSeverity.Warning));
    assert.equal(status.info_count, count(DiagnosticSeverity.Information));
    assert.ok(status.error_count >= 2);
    assert.ok(status.duration_ms >= 0 && Number.isFinite(status.duration_ms));
    assert.equal(status.time_budget_ms, 500);
    assert.equal(status.over_budget, status.duration_ms > 500);
  });

  it('an incremental edit that fixes one problem removes exactly that diagnostic', async () => {
    const uri = uriOf('fix.contract.json');
    const opened = client.nextDiagnostics(uri, 1);
    await client.open(uri, FLAWED);
    const before = (await opened).diagnostics;
    assert.equal(withCode(before, 'tool-name-duplicate').length, 1);

    // Rename the second tool (same length, so no other range moves).
    const { start } = rangeOfText(FLAWED, 'get_ticket', 1);
    const fixed = client.nextDiagnostics(uri, 2);
    const version = await client.change(uri, { range: { start, end: { line: start.line, character: start.character + 'get_ticket'.length } }, text: 'get_record' });
    assert.equal(version, 2);
    const afterFix = (await fixed).diagnostics;

    const expected = before.filter((d) => d.code !== 'tool-name-duplicate').map(key);
    assert.deepEqual(afterFix.map(key), expected);
  });

  it('applies incremental edits at the right place: a line inserted above moves every range down one line', async () => {
    const uri = uriOf('shift.contract.jsonc');
    const opened = client.nextDiagnostics(uri, 1);
    await client.open(uri, FLAWED);
    const before = (await opened).diagnostics;

    const shifted = client.nextDiagnostics(uri, 2);
    const origin = { line: 0, character: 0 };
    await client.change(uri, { range: { start: origin, end: origin }, text: '// generated by hand\n' });
    const afterInsert = (await shifted).diagnostics;
    const moved = before.map((d) => key({ ...d, range: { start: { ...d.range.start, line: d.range.start.line + 1 }, end: { ...d.range.end, line: d.range.end.line + 1 } } }));
    assert.deepEqual(afterInsert.map(key), moved);
  });

  it('drops superseded work: two quick edits publish for the last version only', async () => {
    const uri = uriOf('quick.contract.json');
    const opened = client.nextDiagnostics(uri, 1);
    await client.open(uri, FLAWED);
    await opened;

    const last = client.nextDiagnostics(uri, 3);
    const end = rangeOfText(FLAWED, '"get_ticket"', 1).end;
    await client.change(uri, { range: { start: end, end }, text: ' ' });
    await client.change(uri, { range: { start: end, end }, text: ' ' });
    await last;
    const versions = client.diagnostics.received.filter((p) => p.uri === uri).map((p) => p.version);
    assert.deepEqual(versions, [1, 3]);
  });

  it('text that is not JSON at all gets parse-error diagnostics, and the server keeps answering', async () => {
    const uri = uriOf('garbage.contract.json');
    const published = client.nextDiagnostics(uri, 1);
    await client.open(uri, 'this is not JSON at all <<< }}} \u0000');
    const { diagnostics } = await published;
    assert.ok(diagnostics.length > 0);
    for (const diagnostic of diagnostics) {
      assert.equal(diagnostic.code, 'parse-error');
      assert.equal(diagnostic.severity, DiagnosticSeverity.Error);
      assert.equal(diagnostic.range.start.line, 0);
    }

    // The next request is answered (with the standard "no such method" error)...
    await assert.rejects(withDeadline(client.connection.sendRequest('toolContracts/noSuchRequest', {}), 'a reply'), (error: unknown) => error instanceof ResponseError && error.code === ErrorCodes.MethodNotFound);
    // ...and the next document is linted.
    const next = uriOf('after-garbage.contract.json');
    const nextPublished = client.nextDiagnostics(next, 1);
    await client.open(next, FLAWED);
    assert.equal(withCode((await nextPublished).diagnostics, 'output-not-object').length, 1);
  });

  it('clears the diagnostics of a closed document', async () => {
    const uri = uriOf('closed.contract.json');
    const opened = client.nextDiagnostics(uri, 1);
    await client.open(uri, FLAWED);
    await opened;
    const cleared = client.nextDiagnostics(uri);
    await client.close(uri);
    assert.deepEqual((await cleared).diagnostics, []);
  });
});
