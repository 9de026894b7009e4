/**
 * Docs links through a real LSP client: a client that says it runs the docs command
 * (`docsLinks: 'command'`, as the VS Code client does) gets command URIs that open the rendered
 * page, from a hover or Problems as from the *Show documentation* quick fix; any other client
 * keeps the `file:` URI of the page (test/lsp/server.test.ts).
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { CodeActionRequest, type CodeAction } from 'vscode-languageserver-protocol/node';
import { LspTestClient, pathToUri, withDeadline } from './lspClient';

const FLAWED = readFileSync(resolve(__dirname, '../../examples/flawed.contract.jsonc'), 'utf8');

describe('docs links for a client that runs the docs command', () => {
  let client: LspTestClient;
  let workspace: string;

  before(async () => {
    workspace = mkdtempSync(join(tmpdir(), 'tool-contracts-docs-links-'));
    ({ client } = await LspTestClient.start({ workspaceFolder: workspace, initializationOptions: { docsLinks: 'command' } }));
  });
  after(async () => {
    await client?.stop();
    rmSync(workspace, { recursive: true, force: true });
  });

  it('every diagnostic links a command URI that runs Show Rule Documentation with its rule id; the quick fix runs the same command', async () => {
    const uri = pathToUri(join(workspace, 'flawed.contract.jsonc'));
    const published = client.nextDiagnostics(uri, 1);
    await client.open(uri, FLAWED);
    const { diagnostics } = await published;
    assert.ok(diagnostics.length > 30, `${diagnostics.length} diagnostics`);
    for (const diagnostic of diagnostics) {
      const href = diagnostic.codeDescription?.href ?? '';
      const url = new URL(href);
      assert.equal(url.protocol, 'command:', href);
      assert.equal(url.pathname, 'toolContracts.showDocumentation', href);
      assert.deepEqual(JSON.parse(decodeURIComponent(url.search.slice(1))), [diagnostic.code], href);
    }
    const [diagnostic] = diagnostics.filter((d) => d.code === 'output-not-object');
    const actions = (await withDeadline(
      client.connection.sendRequest(CodeActionRequest.type, { textDocument: { uri }, range: diagnostic.range, context: { diagnostics: [diagnostic] } }),
      'code actions',
    )) as CodeAction[];
    const docs = actions.find((a) => a.title === 'Show documentation for output-not-object');
    assert.equal(docs?.command?.command, 'toolContracts.showDocumentation');
    assert.equal(docs?.command?.arguments?.[0], 'output-not-object');
  });
});
