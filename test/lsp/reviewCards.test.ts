/**
 * The review cards through a real LSP client: the custom `toolContracts/reviewCards`
 * request (cards, reasons, ranges to select) and the CodeLens over each mutating tool,
 * both following edits without a reopen.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { CodeLensRequest, type CodeLens, type InitializeResult } from 'vscode-languageserver-protocol/node';
import { ReviewCardsRequest, SHOW_REVIEW_CARD_COMMAND, type ReviewCardsResult } from '../../server/src/protocol';
import { LspTestClient, withDeadline } from './lspClient';
import { positionAt, rangeOfText } from './textRanges';

const EXAMPLES = join(__dirname, '../../examples');
const METRICS = readFileSync(join(EXAMPLES, 'metrics.contract.json'), 'utf8');
const FLAWED = readFileSync(join(EXAMPLES, 'flawed.contract.jsonc'), 'utf8');

describe('review cards over LSP', () => {
  let client: LspTestClient;
  let initializeResult: InitializeResult;

  before(async () => {
    ({ client, initializeResult } = await LspTestClient.start());
  });
  after(async () => {
    await client?.stop();
  });

  const cards = (uri: string): Promise<ReviewCardsResult> =>
    withDeadline(client.connection.sendRequest(ReviewCardsRequest.type, { textDocument: { uri } }), `review cards of ${uri}`);
  const lenses = async (uri: string): Promise<CodeLens[]> =>
    (await withDeadline(client.connection.sendRequest(CodeLensRequest.type, { textDocument: { uri } }), `code lenses of ${uri}`)) ?? [];

  it('declares a code lens provider', () => {
    assert.deepEqual(initializeResult.capabilities.codeLensProvider, { resolveProvider: false });
  });

  it('returns the cards of an open contract with the checks, reasons and ranges to select', async () => {
    const uri = 'file:///review/metrics.contract.json';
    await client.open(uri, METRICS);
    const result = await cards(uri);
    assert.equal(result.uri, uri);
    assert.equal(result.version, 1);
    assert.deepEqual(result.contract, { name: 'insight-metrics', version: '2.1.0' });
    assert.equal(result.note, undefined);
    assert.equal(result.cards.length, 1);
    const [card] = result.cards;
    assert.equal(card.tool, 'execute_metric_update');
    assert.equal(card.title, 'Apply an approved metric update');
    assert.equal(card.verdict, 'go');
    assert.equal(card.open, 0);
    assert.deepEqual(
      card.checks.map((c) => [c.check, c.label, c.status]),
      [
        ['target', 'Target', 'go'],
        ['diff', 'Diff', 'go'],
        ['impact', 'Impact', 'go'],
        ['approval', 'Approval', 'go'],
        ['replay_safety', 'Replay safety', 'go'],
        ['evidence', 'Evidence', 'go'],
        ['recovery', 'Recovery', 'go'],
      ],
    );
    const byCheck = Object.fromEntries(card.checks.map((c) => [c.check, c]));
    assert.equal(byCheck.target.question, 'Does the preview name the exact object and environment?');
    // A literal member is selected from its key to its value; a container by its key.
    const rollbackLine = METRICS.split('\n').find((l) => l.includes('"rollback"'))!.trim().replace(/,$/, '');
    assert.deepEqual(byCheck.recovery.range, rangeOfText(METRICS, rollbackLine));
    assert.deepEqual(byCheck.target.range, rangeOfText(METRICS, '"target"'));
    assert.deepEqual(byCheck.evidence.range, rangeOfText(METRICS, '"verifyTool": "verify_metric_update"'));
  });

  it('puts a CodeLens on the first line of each mutating tool that opens its card', async () => {
    const uri = 'file:///review/lens.contract.json';
    await client.open(uri, METRICS);
    const [lens, ...more] = await lenses(uri);
    assert.equal(more.length, 0);
    const line = positionAt(METRICS, METRICS.lastIndexOf('{', METRICS.indexOf('"name": "execute_metric_update"'))).line;
    assert.equal(lens.range.start.line, line);
    assert.deepEqual(lens.command, { title: 'Review card: GO', command: SHOW_REVIEW_CARD_COMMAND, arguments: [uri, 'execute_metric_update'] });
  });

  it('toolContracts.codeLens.enable false hides the lenses (the cards stay available); true brings them back', async (t) => {
    const uri = 'file:///review/lens-setting.contract.json';
    await client.open(uri, METRICS);
    assert.equal((await lenses(uri)).length, 1);
    await client.changeSettings({ codeLens: { enable: false } });
    t.after(() => client.changeSettings({}));
    assert.deepEqual(await lenses(uri), []);
    assert.equal((await cards(uri)).cards.length, 1, 'the card itself is still served');
    await client.changeSettings({ codeLens: { enable: true } });
    assert.equal((await lenses(uri)).length, 1);
  });

  it('follows an edit: deleting rollback turns Recovery to STOP, selects the tool name, and updates the lens', async () => {
    const uri = 'file:///review/edit.contract.json';
    await client.open(uri, METRICS);
    const rollback = rangeOfText(METRICS, METRICS.split('\n').find((l) => l.includes('"rollback"'))! + '\n');
    const version = await client.change(uri, { range: rollback, text: '' });
    const result = await cards(uri);
    assert.equal(result.version, version);
    const [card] = result.cards;
    assert.equal(card.verdict, 'stop');
    assert.equal(card.open, 1);
    const recovery = card.checks.find((c) => c.check === 'recovery')!;
    assert.equal(recovery.status, 'stop');
    assert.equal(recovery.pointer, '/tools/1/rollback');
    const edited = METRICS.replace(METRICS.split('\n').find((l) => l.includes('"rollback"'))! + '\n', '');
    assert.deepEqual(recovery.range, rangeOfText(edited, '"name": "execute_metric_update"'), 'a missing member selects its tool name');
    const [lens] = await lenses(uri);
    assert.equal(lens.command?.title, 'Review card: STOP · 1 open');
  });

  it('gives the flawed example two STOP lenses with their open counts', async () => {
    const uri = 'file:///review/flawed.contract.jsonc';
    await client.open(uri, FLAWED);
    const found = await lenses(uri);
    assert.deepEqual(
      found.map((l) => [l.command?.title, l.command?.arguments?.[1]]),
      [
        ['Review card: STOP · 7 open', 'delete_ticket'],
        ['Review card: STOP · 3 open', 'execute_refund'],
      ],
    );
    const result = await cards(uri);
    const refund = result.cards[1];
    assert.equal(refund.irreversible, true);
    assert.equal(refund.checks.find((c) => c.check === 'impact')?.irreversible, true);
    const approval = refund.checks.find((c) => c.check === 'approval')!;
    assert.deepEqual(approval.range.start, rangeOfText(FLAWED, '"amount_usd"').start);
  });

  it('explains the absence of cards: no mutating tool, another format, a document it does not have', async () => {
    const readOnly = 'file:///review/read.contract.json';
    await client.open(readOnly, JSON.stringify({ name: 'x', version: '1.0.0', tools: [{ name: 'a', description: 'd', sideEffects: 'read_only', inputSchema: { type: 'object' } }] }));
    assert.match((await cards(readOnly)).note ?? '', /No mutating tools/);
    assert.deepEqual(await lenses(readOnly), []);

    const mcp = 'file:///review/server.tools.json';
    await client.open(mcp, JSON.stringify({ tools: [{ name: 'delete_all', inputSchema: { type: 'object' } }] }));
    const mcpCards = await cards(mcp);
    assert.deepEqual(mcpCards.cards, []);
    assert.match(mcpCards.note ?? '', /contract format/);
    assert.deepEqual(await lenses(mcp), []);

    const closed = await cards('file:///review/never-opened.contract.json');
    assert.equal(closed.version, null);
    assert.match(closed.note ?? '', /not open/);
  });
});
