/**
 * Context cost through a real LSP client over stdio (issue 16, item 5): the
 * `toolContracts/contextCost` request the status item asks, the hover on a tool's name, and
 * the tokens in the review card's header, each equal to the engine's count of the same tools.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { CodeLensRequest, HoverRequest } from 'vscode-languageserver-protocol/node';
import { contextCost } from '../../server/src/engine/contextTokens';
import { JsonDocument } from '../../server/src/engine/document';
import { detectFormat, readModel } from '../../server/src/engine/formats';
import { ContextCostRequest, ReviewCardsRequest } from '../../server/src/protocol';
import { LspTestClient, pathToUri, withDeadline } from './lspClient';
import { positionAt } from './textRanges';

const EXAMPLES = join(__dirname, '../../examples');
const TICKETS = readFileSync(join(EXAMPLES, 'tickets.contract.json'), 'utf8');
const METRICS = readFileSync(join(EXAMPLES, 'metrics.contract.json'), 'utf8');

function engineCost(text: string, fileName: string) {
  const value = new JsonDocument(text).value;
  return contextCost(readModel(value, detectFormat(value, fileName))!);
}

describe('context cost over LSP', () => {
  let client: LspTestClient;
  let workspace: string;

  before(async () => {
    workspace = mkdtempSync(join(tmpdir(), 'tool-contracts-cost-'));
    ({ client } = await LspTestClient.start({ workspaceFolder: workspace }));
  });
  after(async () => {
    await client?.stop();
    rmSync(workspace, { recursive: true, force: true });
  });

  async function open(name: string, text: string): Promise<string> {
    const uri = pathToUri(join(workspace, name));
    const published = client.nextDiagnostics(uri);
    await client.open(uri, text, 'tool-contract');
    await published;
    return uri;
  }

  it('toolContracts/contextCost: each tool and the total, as the engine counts them, for the version open', async () => {
    const uri = await open('metrics.contract.json', METRICS);
    const cost = await withDeadline(client.connection.sendRequest(ContextCostRequest.type, { textDocument: { uri } }), 'context cost');
    const expected = engineCost(METRICS, 'metrics.contract.json');
    assert.ok(cost);
    assert.equal(cost.version, 1);
    assert.equal(cost.encoding, 'o200k_base');
    assert.equal(cost.total, expected.total);
    assert.deepEqual(cost.tools, expected.tools.map(({ tool, tokens }) => ({ name: tool.name, pointer: `/tools/${tool.index}`, tokens })));
    // After an edit, the count is of the new text.
    const longer = METRICS.replace('"Resolves the insight', '"Resolves, carefully and slowly, the insight');
    assert.notEqual(longer, METRICS);
    const published = client.nextDiagnostics(uri, 2);
    await client.change(uri, { text: longer });
    await published;
    const after = await withDeadline(client.connection.sendRequest(ContextCostRequest.type, { textDocument: { uri } }), 'context cost after an edit');
    assert.equal(after?.version, 2);
    assert.equal(after?.total, engineCost(longer, 'metrics.contract.json').total);
    assert.ok(after!.total > cost.total);
  });

  it('a hover on a tool\'s name (key or value) says what the tool and the file cost; elsewhere it says nothing of tokens', async () => {
    const uri = await open('tickets.contract.json', TICKETS);
    const [tool] = engineCost(TICKETS, 'tickets.contract.json').tools;
    const hoverAt = async (offset: number) => {
      const hover = await withDeadline(client.connection.sendRequest(HoverRequest.type, { textDocument: { uri }, position: positionAt(TICKETS, offset) }), 'hover');
      return hover ? JSON.stringify(hover.contents) : '';
    };
    const valueOffset = TICKETS.indexOf('"tickets_list_open"') + 3;
    const keyOffset = TICKETS.lastIndexOf('"name"', valueOffset) + 2;
    for (const offset of [valueOffset, keyOffset]) {
      const text = await hoverAt(offset);
      assert.match(text, new RegExp(`\\*\\*tickets_list_open\\*\\* takes ${tool.tokens} tokens of the model's context \\(o200k_base`));
    }
    const description = await hoverAt(TICKETS.indexOf('"description": "Lists') + 3);
    assert.doesNotMatch(description, /tokens of the model's context/);
    const contractName = await hoverAt(TICKETS.indexOf('"team-tickets"') + 3);
    assert.doesNotMatch(contractName, /tokens of the model's context/, 'the contract\'s own name is not a tool\'s');
  });

  it('the review card carries its tool\'s tokens for the header; the CodeLens asks for none', async () => {
    const uri = await open('cards.contract.json', METRICS);
    const result = await withDeadline(client.connection.sendRequest(ReviewCardsRequest.type, { textDocument: { uri } }), 'review cards');
    const expected = engineCost(METRICS, 'cards.contract.json').tools.find(({ tool }) => tool.name === 'execute_metric_update');
    assert.equal(result.cards[0].tool, 'execute_metric_update');
    assert.equal(result.cards[0].tokens, expected?.tokens);
    const lenses = await withDeadline(client.connection.sendRequest(CodeLensRequest.type, { textDocument: { uri } }), 'code lenses');
    assert.equal(lenses?.length, 1);
  });

  it('contextBudgetTokens in the nearest .toolcontracts.json turns tool-context-budget on in the editor', async () => {
    mkdirSync(join(workspace, 'budget'));
    writeFileSync(join(workspace, 'budget', '.toolcontracts.json'), JSON.stringify({ contextBudgetTokens: 100 }));
    const uri = pathToUri(join(workspace, 'budget', 'tickets.contract.json'));
    const published = client.nextDiagnostics(uri);
    await client.open(uri, TICKETS, 'tool-contract');
    const budget = (await published).diagnostics.filter((d) => d.code === 'tool-context-budget');
    assert.equal(budget.length, 1, JSON.stringify((await published).diagnostics.map((d) => d.code)));
    assert.equal(budget[0].severity, 3, 'information');
    assert.deepEqual(budget[0].range.start, positionAt(TICKETS, TICKETS.indexOf('"tools"')));
    assert.match(budget[0].message, /over the budget of 100 tokens .* The costliest: tickets_list_open/);
  });

  it('a document with no tools to count answers null (a project config)', async () => {
    const uri = pathToUri(join(workspace, '.toolcontracts.json'));
    const published = client.nextDiagnostics(uri);
    await client.open(uri, '{ "rules": {} }', 'tool-contract');
    await published;
    assert.equal(await withDeadline(client.connection.sendRequest(ContextCostRequest.type, { textDocument: { uri } }), 'context cost of a config'), null);
  });
});

