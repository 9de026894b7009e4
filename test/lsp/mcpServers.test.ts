/**
 * Live MCP servers through the language server (issue 13, item 4), over stdio against the built
 * server: the servers of a temporary workspace's .vscode/mcp.json (a git repository), listed and
 * lensed at their names; the snapshot request starts server-memory (from npm, nobody here wrote
 * it), writes mcp/memory.tools.json with its nine tools, lints it (the committed snapshot had
 * another tool: version-bump-required asks for a major release) and returns the counts the lens
 * then shows; an `${input:…}` is asked of the client (a password box), once; cancelling stops the
 * server's whole process group; a server that cannot start fails with its one line; and in an
 * untrusted workspace no server is started at all. Every server carries a marker in its
 * environment, and no test leaves a process with it.
 */
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { CancellationTokenSource, CodeLensRequest, ResponseError, WorkDoneProgress, type CodeLens, type WorkDoneProgressBegin, type WorkDoneProgressReport } from 'vscode-languageserver-protocol/node';
import {
  MCP_UNTRUSTED_ERROR_CODE,
  MCP_UNTRUSTED_MESSAGE,
  McpInputRequest,
  McpServersRequest,
  SNAPSHOT_MCP_SERVER_COMMAND,
  SnapshotMcpServersRequest,
  type McpInputParams,
  type McpSnapshotOutcome,
} from '../../server/src/protocol';
import { createGitRepo } from '../helpers/gitRepo';
import { MEMORY_SERVER, NODE, assertNoProcessWithMarker, fixture, newMarker, processesWithMarker } from '../mcp/helpers';
import { DEADLINE_MS, LspTestClient, pathToUri, withDeadline } from './lspClient';

/** A server start on a loaded machine can take seconds. */
const RUN_DEADLINE_MS = 60_000;

const OBSOLETE_SNAPSHOT = `${JSON.stringify({ tools: [{ name: 'obsolete_tool', description: 'A tool the server no longer has.', inputSchema: { type: 'object' } }] }, null, 2)}\n`;

function mcpJson(marker: string): string {
  const env = { TOOL_CONTRACTS_TEST_MARKER: marker };
  // Comments and a layout of our own: the lens ranges are found in the text as written.
  return `{
  // servers for the language server tests
  "inputs": [
    { "id": "memory-file", "type": "promptString", "description": "Where server-memory keeps its graph", "password": true }
  ],
  "servers": {
    "memory": { "type": "stdio", "command": ${JSON.stringify(NODE)}, "args": [${JSON.stringify(MEMORY_SERVER)}], "env": ${JSON.stringify(env)} },
    "silent":   { "command": ${JSON.stringify(NODE)}, "args": [${JSON.stringify(fixture('silent.mjs'))}, "with-child"], "env": ${JSON.stringify(env)} },
    "missing": { "command": "tool-contracts-no-such-command" },
    "with-input": {
      "command": ${JSON.stringify(NODE)},
      "args": [${JSON.stringify(MEMORY_SERVER)}],
      "env": { "TOOL_CONTRACTS_TEST_MARKER": ${JSON.stringify(marker)}, "MEMORY_FILE_PATH": "\${input:memory-file}" }
    }
  }
}
`;
}

/** The 0-based line and character where `"name"` (the key, quotes included) is in `text`. */
function keyRange(text: string, name: string) {
  const offset = text.indexOf(`"${name}":`);
  assert.ok(offset >= 0, name);
  const before = text.slice(0, offset).split('\n');
  const line = before.length - 1;
  const character = before[line]!.length;
  return { start: { line, character }, end: { line, character: character + name.length + 2 } };
}

describe('live MCP servers over LSP', () => {
  const marker = newMarker();
  let dir: string;
  let configUri: string;
  let configText: string;
  let client: LspTestClient;
  const prompts: McpInputParams[] = [];
  let answer: string | null = null;

  before(async () => {
    dir = realpathSync(mkdtempSync(join(tmpdir(), 'tool-contracts-lsp-mcp-')));
    configText = mcpJson(marker);
    createGitRepo(dir, { '.vscode/mcp.json': configText, 'mcp/memory.tools.json': OBSOLETE_SNAPSHOT }, 'servers and an old snapshot');
    configUri = pathToUri(join(dir, '.vscode', 'mcp.json'));
    ({ client } = await LspTestClient.start({ workspaceFolder: dir, settings: { mcp: { timeoutSeconds: 60 } } }));
    client.connection.onRequest(McpInputRequest.type, (params) => {
      prompts.push(params);
      return { value: answer === null ? null : join(dir, answer) };
    });
  });
  after(async () => {
    await client?.stop();
    await assertNoProcessWithMarker(marker);
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const lenses = async (): Promise<CodeLens[]> => (await client.connection.sendRequest(CodeLensRequest.type, { textDocument: { uri: configUri } })) ?? [];

  /** Runs the snapshot request with a work-done token; returns the outcomes and the progress messages. */
  async function snapshot(names: string[], token?: CancellationTokenSource): Promise<{ outcomes: readonly McpSnapshotOutcome[]; progress: string[] }> {
    const workDoneToken = `test-${Math.random()}`;
    const progress: string[] = [];
    const listener = client.connection.onProgress(WorkDoneProgress.type, workDoneToken, (value) => {
      if (value.kind !== 'end') progress.push((value as WorkDoneProgressBegin | WorkDoneProgressReport).message ?? `(${value.kind})`);
      else progress.push('(end)');
    });
    try {
      const result = await withDeadline(
        client.connection.sendRequest(SnapshotMcpServersRequest.type, { servers: names.map((name) => ({ configUri, name })), workDoneToken }, token?.token),
        `the snapshot of ${names.join(', ')}`,
        RUN_DEADLINE_MS,
      );
      return { outcomes: result.outcomes, progress };
    } finally {
      listener.dispose();
    }
  }

  it('lists the servers of .vscode/mcp.json, each with the range of its name and where its snapshot goes', async () => {
    const found = await client.connection.sendRequest(McpServersRequest.type);
    assert.equal(found.trusted, true);
    assert.deepEqual(found.problems, []);
    assert.deepEqual(found.servers.map((s) => [s.name, s.type, s.configUri]), [
      ['memory', 'stdio', configUri],
      ['silent', 'stdio', configUri],
      ['missing', 'stdio', configUri],
      ['with-input', 'stdio', configUri],
    ]);
    const memory = found.servers[0]!;
    assert.deepEqual(memory.nameRange, keyRange(configText, 'memory'));
    assert.equal(memory.snapshotUri, pathToUri(join(dir, 'mcp', 'memory.tools.json')));
    assert.equal(memory.description, `${NODE} ${MEMORY_SERVER}`);
  });

  it('the code lens request gives one "Snapshot and lint" lens per server, on its name, and mcp.json gets no diagnostics', async () => {
    await client.open(configUri, configText);
    const found = await lenses();
    assert.deepEqual(
      found.map((lens) => [lens.range, lens.command?.title, lens.command?.command, lens.command?.arguments]),
      ['memory', 'silent', 'missing', 'with-input'].map((name) => [keyRange(configText, name), 'Snapshot and lint', SNAPSHOT_MCP_SERVER_COMMAND, [configUri, name]]),
    );
    // The open buffer is what counts: a server added in the editor gets its lens before a save.
    const edited = configText.replace('"servers": {', '"servers": {\n    "unsaved": { "command": "node" },');
    await client.change(configUri, { text: edited });
    const again = await lenses();
    assert.deepEqual(again.map((lens) => lens.command?.arguments?.[1]), ['unsaved', 'memory', 'silent', 'missing', 'with-input']);
    assert.deepEqual(again[0]!.range, keyRange(edited, 'unsaved'));
    await client.change(configUri, { text: configText });
  });

  it('snapshots server-memory: the file is written with its nine tools, linted, and the counts come back and show on the lens', async () => {
    const { outcomes, progress } = await snapshot(['memory']);
    assert.equal(outcomes.length, 1);
    const [outcome] = outcomes;
    assert.equal(outcome!.status, 'written', JSON.stringify(outcome));
    const path = join(dir, 'mcp', 'memory.tools.json');
    assert.equal(outcome!.snapshotUri, pathToUri(path));
    const text = readFileSync(path, 'utf8');
    const tools = (JSON.parse(text) as { tools: { name: string }[] }).tools;
    assert.equal(tools.length, 9);
    assert.ok(tools.some((tool) => tool.name === 'create_entities'));
    assert.equal(text, `${JSON.stringify({ tools }, null, 2)}\n`, 'two-space indentation and a final newline, as sent');
    assert.equal(outcome!.tools, 9);
    assert.equal(outcome!.pages, 1);
    assert.ok(progress.some((message) => /^memory: initialize…$/.test(message)), JSON.stringify(progress));
    assert.ok(progress.some((message) => /^memory: tools\/list, 9 tools so far$/.test(message)), JSON.stringify(progress));
    assert.equal(progress.at(-1), '(end)');

    // The counts are those of the lint the editor publishes for the file: open it and compare.
    const problems = outcome!.problems!;
    assert.ok(problems.error >= 1, `the snapshot lost obsolete_tool since HEAD: version-bump-required is an error; ${JSON.stringify(problems)}`);
    const uri = outcome!.snapshotUri!;
    const diagnostics = client.nextDiagnostics(uri);
    await client.open(uri, text, 'json');
    const published = (await diagnostics).diagnostics;
    const count = (severity: number) => published.filter((d) => d.severity === severity).length;
    assert.deepEqual({ error: count(1), warning: count(2), info: count(3) }, problems);
    const bump = published.filter((d) => d.code === 'version-bump-required');
    assert.equal(bump.length, 1, JSON.stringify(published.map((d) => d.code)));
    assert.equal(bump[0]!.severity, 1);
    assert.deepEqual(bump[0]!.range.start, { line: 1, character: 2 }, 'on the "tools" key');
    assert.match(bump[0]!.message, /^The tools changed since HEAD in a way that breaks callers: these 10 changes need a major release of the server/);
    assert.ok(bump[0]!.relatedInformation?.some((r) => r.message === 'major: Tool obsolete_tool was removed; agents that call it break.' || /obsolete_tool/.test(r.message)));
    await client.close(uri);
    // Opened (and edited) long before the snapshot's diagnostics came: an MCP configuration is never linted as a contract.
    assert.deepEqual(client.diagnostics.received.filter((p) => p.uri === configUri), []);

    const total = problems.error + problems.warning + problems.info;
    const memoryLens = (await lenses()).find((lens) => lens.command?.arguments?.[1] === 'memory');
    assert.equal(memoryLens?.command?.title, `Snapshot and lint · 9 tools · ${total} problems`);
    const listed = (await client.connection.sendRequest(McpServersRequest.type)).servers.find((s) => s.name === 'memory');
    assert.equal(listed?.lastRun?.tools, 9);

    // The same list again: the file is not touched.
    const second = await snapshot(['memory']);
    assert.equal(second.outcomes[0]!.status, 'unchanged');
    await assertNoProcessWithMarker(marker);
  });

  it('cancelling stops the server being read, its whole process group (a child included), and skips the rest', async () => {
    const cancel = new CancellationTokenSource();
    const running = snapshot(['silent', 'memory'], cancel);
    // The server is up once the client reports the handshake: cancel then.
    const deadline = Date.now() + DEADLINE_MS;
    while (processesWithMarker(marker).length < 2) {
      assert.ok(Date.now() < deadline, 'the silent server and its child were started');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    cancel.cancel();
    const { outcomes } = await running;
    assert.deepEqual(outcomes.map((o) => [o.name, o.status]), [
      ['silent', 'cancelled'],
      ['memory', 'cancelled'],
    ]);
    assert.equal(outcomes[0]!.message, 'server "silent" was stopped: the snapshot was cancelled');
    assert.deepEqual(processesWithMarker(marker), [], 'no process of the server is left when the answer comes');
  });

  it('a server that cannot start fails with its one line, and its lens says the last run failed', async () => {
    const { outcomes } = await snapshot(['missing']);
    assert.equal(outcomes[0]!.status, 'failed');
    assert.equal(outcomes[0]!.message, 'server "missing" failed at spawn: command not found: tool-contracts-no-such-command');
    const lens = (await lenses()).find((l) => l.command?.arguments?.[1] === 'missing');
    assert.equal(lens?.command?.title, 'Snapshot and lint · last run failed');
  });

  it('an ${input:…} with no value is asked of the client (a password box), once per session; a dismissed prompt starts nothing', async () => {
    answer = null;
    const dismissed = await snapshot(['with-input']);
    assert.deepEqual(dismissed.outcomes.map((o) => [o.status, o.message]), [['cancelled', 'server "with-input" was not started: no value was given for ${input:memory-file}']]);
    assert.deepEqual(prompts, [{ server: 'with-input', configUri, id: 'memory-file', password: true, description: 'Where server-memory keeps its graph' }]);
    assert.equal(existsSync(join(dir, 'mcp', 'with-input.tools.json')), false);

    answer = 'memory-graph.jsonl';
    const given = await snapshot(['with-input']);
    assert.equal(given.outcomes[0]!.status, 'written', JSON.stringify(given.outcomes));
    assert.equal(prompts.length, 2);
    const again = await snapshot(['with-input']);
    assert.equal(again.outcomes[0]!.status, 'unchanged');
    assert.equal(prompts.length, 2, 'the value given is kept for the session');
  });
});

describe('live MCP servers over LSP in an untrusted workspace', () => {
  const marker = newMarker();
  let dir: string;
  let client: LspTestClient;

  before(async () => {
    dir = realpathSync(mkdtempSync(join(tmpdir(), 'tool-contracts-lsp-mcp-untrusted-')));
    writeFileSync(join(dir, '.mcp.json'), JSON.stringify({ mcpServers: { memory: { command: NODE, args: [MEMORY_SERVER], env: { TOOL_CONTRACTS_TEST_MARKER: marker } } } }, null, 2));
    ({ client } = await LspTestClient.start({ workspaceFolder: dir, initializationOptions: { workspaceTrusted: false } }));
  });
  after(async () => {
    await client?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses the snapshot request and starts no server; the list and the lens say why', async () => {
    const configUri = pathToUri(join(dir, '.mcp.json'));
    await assert.rejects(
      client.connection.sendRequest(SnapshotMcpServersRequest.type, { servers: [{ configUri, name: 'memory' }] }),
      (error: unknown) => error instanceof ResponseError && error.code === MCP_UNTRUSTED_ERROR_CODE && error.message === MCP_UNTRUSTED_MESSAGE,
    );
    assert.deepEqual(processesWithMarker(marker), []);
    assert.equal(existsSync(join(dir, 'mcp')), false);
    const found = await client.connection.sendRequest(McpServersRequest.type);
    assert.equal(found.trusted, false);
    assert.deepEqual(found.servers.map((s) => s.name), ['memory']);
    await client.open(configUri, readFileSync(join(dir, '.mcp.json'), 'utf8'));
    const lenses = (await client.connection.sendRequest(CodeLensRequest.type, { textDocument: { uri: configUri } })) ?? [];
    assert.deepEqual(lenses.map((lens) => lens.command?.title), ['Snapshot and lint · untrusted workspace: no server is started']);
  });
});
