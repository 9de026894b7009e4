/**
 * Copy Tools as… in the server, through a real LSP client over stdio: workspace/executeCommand
 * `toolContracts.server.exportTools` answers the same payload as `tool-contracts export`, for
 * the open document's text (not the file on disk).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ExecuteCommandRequest, type InitializeResult } from 'vscode-languageserver-protocol/node';
import { exportText } from '../../server/src/export';
import { EXPORT_TOOLS_SERVER_COMMAND, type ExportToolsResult } from '../../server/src/protocol';
import { LspTestClient, withDeadline } from './lspClient';

const TICKETS = readFileSync(join(__dirname, '../../examples/tickets.contract.json'), 'utf8');

describe('Copy Tools as… over LSP', () => {
  let client: LspTestClient;
  let initializeResult: InitializeResult;
  before(async () => {
    ({ client, initializeResult } = await LspTestClient.start());
  });
  after(async () => {
    await client?.stop();
  });

  const run = (args: unknown[]): Promise<ExportToolsResult> =>
    withDeadline(client.connection.sendRequest(ExecuteCommandRequest.type, { command: EXPORT_TOOLS_SERVER_COMMAND, arguments: args }), 'export command') as Promise<ExportToolsResult>;

  it('declares the command', () => {
    assert.deepEqual(initializeResult.capabilities.executeCommandProvider?.commands, [EXPORT_TOOLS_SERVER_COMMAND]);
  });

  it('answers the export of the open text, strict or not, as the CLI prints it', async () => {
    const uri = 'file:///export/tickets.contract.json';
    // The open buffer differs from the file on disk: its text is what is exported.
    const edited = TICKETS.replace('Lists a team', 'Lists one team');
    await client.open(uri, edited, 'tool-contract');
    for (const [target, strict] of [['openai-responses', true], ['anthropic', false], ['mcp', false], ['gemini', true]] as const) {
      const result = await run([uri, target, strict]);
      assert.ok('text' in result, JSON.stringify(result));
      const expected = exportText(edited, 'tickets.contract.json', target, { strict: strict && target !== 'gemini' });
      assert.ok(!('error' in expected));
      assert.equal(result.text, `${JSON.stringify(expected.payload, null, 2)}\n`);
      assert.equal(result.toolCount, 1);
      assert.deepEqual(result.skipped, []);
      assert.match(result.text, /Lists one team/);
    }
  });

  it('a document that is not open, or has no tools, gets a sentence; bad arguments are an error', async () => {
    assert.deepEqual(await run(['file:///export/closed.contract.json', 'mcp', false]), { error: 'This document is not open in the Tool Contracts server.' });
    const uri = 'file:///export/broken.contract.json';
    await client.open(uri, '{ "name": "x", "tools": [ ', 'tool-contract');
    const broken = await run([uri, 'mcp', false]);
    assert.ok('error' in broken);
    assert.match(broken.error, /syntax errors/);
    await assert.rejects(run([uri, 'openai', false]), /target is anthropic, openai-chat, openai-responses, gemini or mcp/);
  });
});
