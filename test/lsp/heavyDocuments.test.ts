/**
 * Heavy documents through a real LSP client (issue 12): code actions on a 1,000-tool file with
 * thousands of diagnostics come from the lint that published them (no second lint, whatever
 * the timing of the request), a cancelled request answers at once with nothing, and a small
 * document's diagnostics never wait behind more than one heavy piece of work. The server's
 * `$/logTrace` messages (asked for with `trace: 'verbose'`) say which lints ran, in order.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CancellationTokenSource, CodeActionRequest, type CodeAction, type Diagnostic, type Range, type TextDocumentEdit } from 'vscode-languageserver-protocol/node';
import { contract, readTool } from '../helpers/contracts';
import { LspTestClient, withDeadline } from './lspClient';

/** Generous: a 1,000-tool lint on a loaded 2-core machine takes seconds, not tens of them. */
const HEAVY_DEADLINE_MS = 60_000;

/** N read tools, each with three findings that have quick fixes: an annotation that contradicts sideEffects, an undocumented default, a number without its unit. */
function flawedContract(toolCount: number): string {
  const tools = Array.from({ length: toolCount }, (_, i) => {
    const tool = readTool({ name: `get_thing_${i}`, description: `Reads thing ${i} by id.`, annotations: { readOnlyHint: false } });
    const input = tool.inputSchema as { properties: Record<string, unknown> };
    input.properties.limit = { type: 'integer', default: 20, description: 'Maximum results' };
    const output = tool.outputSchema as { properties: Record<string, unknown> };
    output.properties.latency = { type: 'number' };
    return tool;
  });
  return JSON.stringify(contract(tools, { version: '1.0.0' }), null, 2);
}

const SMALL = JSON.stringify(contract([readTool({ outputSchema: { type: 'array', items: { type: 'string' }, maxItems: 10 } })], { version: '1.0.0' }), null, 2);

function meets(a: Range, b: Range): boolean {
  const before = (x: Range['start'], y: Range['start']) => x.line < y.line || (x.line === y.line && x.character < y.character);
  return !before(a.end, b.start) && !before(b.end, a.start);
}

describe('heavy documents over stdio', () => {
  let client: LspTestClient;
  const HEAVY = flawedContract(1000);
  let heavyDiagnostics: Diagnostic[] = [];
  const heavyUri = 'file:///heavy/tools-1000.contract.json';

  const lintsOf = (uri: string) => client.traces.received.filter((message) => message.startsWith(`lint ${uri} `));

  function codeActions(uri: string, range: Range, diagnostics: Diagnostic[], token?: CancellationTokenSource): Promise<CodeAction[] | null> {
    const request = client.connection.sendRequest(CodeActionRequest.type, { textDocument: { uri }, range, context: { diagnostics } }, token?.token);
    return withDeadline(request, `code actions of ${uri}`, HEAVY_DEADLINE_MS) as Promise<CodeAction[] | null>;
  }

  /** A range in the middle of the heavy file and the diagnostics that meet it. */
  function middle(diagnostics: Diagnostic[]): { range: Range; diagnostics: Diagnostic[] } {
    const line = diagnostics[Math.floor(diagnostics.length / 2)].range.start.line;
    const range = { start: { line, character: 0 }, end: { line: line + 1, character: 0 } };
    return { range, diagnostics: diagnostics.filter((d) => meets(d.range, range)) };
  }

  before(async () => {
    ({ client } = await LspTestClient.start({ trace: 'verbose' }));
    const published = client.diagnostics.next((p) => p.uri === heavyUri && p.version === 1, 'diagnostics of the heavy file', HEAVY_DEADLINE_MS);
    await client.open(heavyUri, HEAVY);
    heavyDiagnostics = (await published).diagnostics;
  });
  after(async () => {
    await client?.stop();
  });

  it('answers a code action from the lint that published the diagnostics: no second lint', async () => {
    assert.ok(heavyDiagnostics.length >= 3000, `thousands of diagnostics (${heavyDiagnostics.length})`);
    assert.equal(lintsOf(heavyUri).length, 1);
    const { range, diagnostics } = middle(heavyDiagnostics);
    assert.ok(diagnostics.length > 0);
    const actions = (await codeActions(heavyUri, range, diagnostics)) ?? [];
    const fixes = actions.filter((a) => a.edit && !a.title.startsWith('Disable '));
    assert.ok(fixes.length > 0, `quick fixes for ${diagnostics.map((d) => d.code).join(', ')}: ${actions.map((a) => a.title).join(' | ')}`);
    assert.equal((fixes[0].edit?.documentChanges?.[0] as TextDocumentEdit).textDocument.version, 1);
    assert.equal(lintsOf(heavyUri).length, 1, 'the code action linted nothing');
  });

  it('a code action asked for right after an edit waits for that edit\'s lint instead of linting again', async () => {
    const published = client.diagnostics.next((p) => p.uri === heavyUri && p.version === 2, 'diagnostics of v2', HEAVY_DEADLINE_MS);
    const lintsBefore = lintsOf(heavyUri).length;
    const version = await client.change(heavyUri, { range: { start: { line: 1, character: 0 }, end: { line: 1, character: 0 } }, text: ' ' });
    const { range, diagnostics } = middle(heavyDiagnostics);
    const actions = (await codeActions(heavyUri, range, diagnostics)) ?? [];
    heavyDiagnostics = (await published).diagnostics;
    const fix = actions.find((a) => a.edit && !a.title.startsWith('Disable '));
    assert.ok(fix, 'a quick fix');
    assert.equal((fix.edit?.documentChanges?.[0] as TextDocumentEdit).textDocument.version, version);
    assert.deepEqual(lintsOf(heavyUri).slice(lintsBefore).map((m) => m.slice(0, m.indexOf(': '))), [`lint ${heavyUri} v2`], 'one lint of v2, the published one');
  });

  it('a cancelled code action over every diagnostic answers at once, with nothing', async () => {
    const whole = { start: { line: 0, character: 0 }, end: { line: HEAVY.split('\n').length, character: 0 } };
    const source = new CancellationTokenSource();
    const pending = codeActions(heavyUri, whole, heavyDiagnostics, source);
    source.cancel();
    assert.deepEqual(await pending, []);
    // The same request, small enough to finish: it was a valid request, stopped by the cancellation.
    const some = await codeActions(heavyUri, whole, heavyDiagnostics.slice(0, 5));
    assert.ok((some ?? []).length > 0);
  });

  it('a code action cancelled while it waits for the lint answers with nothing, and the lint still publishes', async () => {
    const published = client.diagnostics.next((p) => p.uri === heavyUri && p.version === 3, 'diagnostics of v3', HEAVY_DEADLINE_MS);
    await client.change(heavyUri, { range: { start: { line: 1, character: 0 }, end: { line: 1, character: 1 } }, text: '' });
    const source = new CancellationTokenSource();
    const { range, diagnostics } = middle(heavyDiagnostics);
    const pending = codeActions(heavyUri, range, diagnostics, source);
    source.cancel();
    assert.deepEqual(await pending, []);
    heavyDiagnostics = (await published).diagnostics;
    assert.ok(heavyDiagnostics.length >= 3000);
  });

  it("a small document's diagnostics arrive while a code action over thousands of diagnostics is computed", async () => {
    const whole = { start: { line: 0, character: 0 }, end: { line: HEAVY.split('\n').length, character: 0 } };
    const source = new CancellationTokenSource();
    let heavyDone = false;
    // Every diagnostic three times over: seconds of fixes to compute.
    const heavy = codeActions(heavyUri, whole, [...heavyDiagnostics, ...heavyDiagnostics, ...heavyDiagnostics], source).then((actions) => {
      heavyDone = true;
      return actions;
    });
    const smallUri = 'file:///heavy/small-during-actions.contract.json';
    const published = client.diagnostics.next((p) => p.uri === smallUri, 'diagnostics of the small file', HEAVY_DEADLINE_MS);
    await client.open(smallUri, SMALL);
    const { diagnostics } = await published;
    assert.ok(diagnostics.some((d) => d.code === 'output-not-object'));
    assert.equal(heavyDone, false, 'the small file was linted before the heavy request ended');
    source.cancel();
    assert.deepEqual(await heavy, []);
  });

  it('after edits to two heavy documents and a small one, the small one waits for one heavy lint at most', async () => {
    const otherUri = 'file:///heavy/other-1000.contract.json';
    const smallUri = 'file:///heavy/small-during-lints.contract.json';
    const openedOther = client.diagnostics.next((p) => p.uri === otherUri, 'diagnostics of the other heavy file', HEAVY_DEADLINE_MS);
    const openedSmall = client.diagnostics.next((p) => p.uri === smallUri, 'diagnostics of the small file', HEAVY_DEADLINE_MS);
    await client.open(otherUri, HEAVY);
    await client.open(smallUri, SMALL);
    await Promise.all([openedOther, openedSmall]);

    const from = client.traces.received.length;
    const heavyLinted = client.diagnostics.next((p) => p.uri === heavyUri && p.version === 4, 'heavy v4', HEAVY_DEADLINE_MS);
    const otherLinted = client.diagnostics.next((p) => p.uri === otherUri && p.version === 2, 'other heavy v2', HEAVY_DEADLINE_MS);
    const smallLinted = client.diagnostics.next((p) => p.uri === smallUri && p.version === 2, 'small v2', HEAVY_DEADLINE_MS);
    const edit = { range: { start: { line: 1, character: 0 }, end: { line: 1, character: 0 } }, text: ' ' };
    await Promise.all([client.change(heavyUri, edit), client.change(otherUri, edit), client.change(smallUri, edit)]);
    await Promise.all([heavyLinted, otherLinted, smallLinted]);

    // In the server's order: from when it read the small file's edit to that edit's lint.
    const traces = client.traces.received.slice(from);
    const read = traces.findIndex((m) => m.startsWith(`change ${smallUri} v2`));
    const linted = traces.findIndex((m) => m.startsWith(`lint ${smallUri} v2`));
    assert.ok(read >= 0 && linted > read, traces.join('\n'));
    const heavyLintsBetween = traces.slice(read, linted).filter((m) => m.startsWith('lint '));
    assert.ok(heavyLintsBetween.length <= 1, `the small file waited for one heavy lint at most:\n${traces.join('\n')}`);
  });
  it("fix-all of the heavy file runs a step at a time: a small file's diagnostics arrive before it ends, and cancelled it answers with nothing", async () => {
    const nowhere = { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
    const fixAll = (token?: CancellationTokenSource) =>
      withDeadline(
        client.connection.sendRequest(CodeActionRequest.type, { textDocument: { uri: heavyUri }, range: nowhere, context: { diagnostics: [], only: ['source.fixAll.tool-contracts'] } }, token?.token),
        'fix-all',
        HEAVY_DEADLINE_MS,
      ) as Promise<CodeAction[] | null>;
    const smallUri = 'file:///heavy/small-during-fix-all.contract.json';
    const opened = client.nextDiagnostics(smallUri, 1);
    await client.open(smallUri, SMALL);
    await opened;
    // An edit of the small file, then fix-all at once: the small file's lint falls due (after its debounce) while fix-all runs.
    const published = client.nextDiagnostics(smallUri, 2);
    await client.change(smallUri, { range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: ' ' });
    let fixAllDone = false;
    const whole = fixAll().then((actions) => {
      fixAllDone = true;
      return actions;
    });
    await published;
    assert.equal(fixAllDone, false, 'the small file was linted before fix-all ended');
    const [action] = (await whole) ?? [];
    assert.match(action?.title ?? '', /^Apply \d+ safe Tool Contracts fixes$/);

    const source = new CancellationTokenSource();
    const cancelled = fixAll(source);
    source.cancel();
    assert.deepEqual(await cancelled, []);
  });
});

describe('code actions in onSave mode (no lint of the edited text is coming)', () => {
  let client: LspTestClient;
  before(async () => {
    ({ client } = await LspTestClient.start({ trace: 'verbose', settings: { run: 'onSave' } }));
  });
  after(async () => {
    await client?.stop();
  });

  it('lints the edited text once, for the first request, and the next requests reuse that lint', async () => {
    const uri = 'file:///heavy/on-save.contract.json';
    const published = client.nextDiagnostics(uri, 1);
    await client.open(uri, SMALL);
    const [diagnostic] = (await published).diagnostics.filter((d) => d.code === 'output-not-object');
    assert.ok(diagnostic);
    const version = await client.change(uri, { range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: '// edited\n' });
    const moved = { ...diagnostic, range: { start: { ...diagnostic.range.start, line: diagnostic.range.start.line + 1 }, end: { ...diagnostic.range.end, line: diagnostic.range.end.line + 1 } } };
    const ask = () => withDeadline(client.connection.sendRequest(CodeActionRequest.type, { textDocument: { uri }, range: moved.range, context: { diagnostics: [moved] } }), 'code actions') as Promise<CodeAction[]>;
    for (let i = 0; i < 3; i++) {
      const [wrap] = await ask();
      assert.equal((wrap.edit?.documentChanges?.[0] as TextDocumentEdit).textDocument.version, version);
    }
    const lints = client.traces.received.filter((m) => m.startsWith(`lint ${uri} `)).map((m) => m.slice(0, m.indexOf(': ')));
    assert.deepEqual(lints, [`lint ${uri} v1`, `lint ${uri} v${version} for code actions`]);
  });
});
