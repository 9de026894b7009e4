/**
 * Targets through the language server (issue 16): the project's `targets` reach the provider-*
 * rules, a provider's tool file is checked for its own provider, and the lint status lists the
 * targets in force (what the status item's detail shows).
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { contract, readTool } from '../helpers/contracts';
import { LspTestClient, pathToUri } from './lspClient';

const OPTIONAL_INPUT = JSON.stringify(contract([readTool({ inputSchema: { type: 'object', properties: { id: { type: 'string' }, note: { type: 'string' } }, required: ['id'], additionalProperties: false } })]), null, 2);

describe('targets in the editor', () => {
  let client: LspTestClient;
  let workspace: string;
  const uriOf = (...parts: string[]): string => pathToUri(join(workspace, ...parts));

  before(async () => {
    workspace = mkdtempSync(join(tmpdir(), 'tool-contracts-targets-'));
    mkdirSync(join(workspace, 'openai-project'));
    writeFileSync(join(workspace, 'openai-project', '.toolcontracts.json'), JSON.stringify({ targets: ['openai'] }));
    ({ client } = await LspTestClient.start({ workspaceFolder: workspace }));
  });
  after(async () => {
    await client?.stop();
    rmSync(workspace, { recursive: true, force: true });
  });

  async function open(uri: string, text: string): Promise<{ codes: string[]; targets: readonly string[] | undefined; format: string }> {
    const published = client.nextDiagnostics(uri, 1);
    const status = client.statuses.next((p) => p.uri === uri, `status of ${uri}`);
    await client.open(uri, text);
    const [{ diagnostics }, params] = await Promise.all([published, status]);
    await client.close(uri);
    return { codes: diagnostics.map((d) => String(d.code)), targets: params.targets, format: params.format };
  }

  it('a contract with no targets: MCP, and no provider-* finding', async () => {
    const { codes, targets } = await open(uriOf('plain.contract.json'), OPTIONAL_INPUT);
    assert.deepEqual(targets, ['mcp']);
    assert.deepEqual(codes.filter((c) => c.startsWith('provider-')), []);
  });

  it("the project's targets: OpenAI, and the optional input is a strict-mode violation", async () => {
    const { codes, targets } = await open(uriOf('openai-project', 'team.contract.json'), OPTIONAL_INPUT);
    assert.deepEqual(targets, ['openai']);
    assert.deepEqual(codes.filter((c) => c.startsWith('provider-')), ['provider-strict-violation']);
  });

  it("a Gemini tool file: its format and its own provider", async () => {
    const text = readFileSync(join(__dirname, '..', 'fixtures', 'providers', 'gemini.tools.json'), 'utf8');
    const { codes, targets, format } = await open(uriOf('flights.tools.json'), text);
    assert.equal(format, 'gemini-tools');
    assert.deepEqual(targets, ['gemini']);
    assert.deepEqual(codes.filter((c) => c.startsWith('provider-')).sort(), ['provider-keyword-unsupported', 'provider-name-invalid']);
  });
});
