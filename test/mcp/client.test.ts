/**
 * The client (server/src/mcp/client.ts) against servers nobody here wrote (server-memory,
 * server-everything over stdio and streamable HTTP, server-filesystem on a temporary folder),
 * our own stub serving three pages, and every way a server can fail: each with its exact error
 * line, and each leaving no process behind (the process group is gone when the call returns).
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { readToolsList, type ReadProgress, type ToolsListRead } from '../../server/src/mcp/client';
import { describeServerError, describeSkipped, isMcpServerError, McpServerError } from '../../server/src/mcp/errors';
import { liveServerGroupCount } from '../../server/src/mcp/processGroup';
import type { McpTarget } from '../../server/src/mcp/target';
import {
  EVERYTHING_SERVER,
  FILESYSTEM_SERVER,
  MEMORY_SERVER,
  NODE,
  START_TIMEOUT_MS,
  assertGroupGone,
  assertNoProcessWithMarker,
  fixture,
  freePort,
  newMarker,
  startEverythingHttp,
  type HttpServer,
} from './helpers';

function stdio(name: string, args: string[], extra: Partial<McpTarget> = {}): McpTarget {
  return { type: 'stdio', name, command: NODE, args, ...extra } as McpTarget;
}

/** Reads, remembering the pid the client reports, and checks that its group is gone afterwards. */
async function read(target: McpTarget, timeoutMs = START_TIMEOUT_MS): Promise<ToolsListRead & { pid: number | undefined }> {
  let pid: number | undefined;
  const onProgress = (p: ReadProgress) => (pid = p.pid ?? pid);
  const result = await readToolsList(target, { timeoutMs, onProgress });
  if (target.type === 'stdio') assertGroupGone(pid);
  return { ...result, pid };
}

/** Reads a target that must fail; returns the error (its group already checked gone). */
async function failure(target: McpTarget, timeoutMs = START_TIMEOUT_MS, signal?: AbortSignal): Promise<McpServerError> {
  let pid: number | undefined;
  try {
    await readToolsList(target, { timeoutMs, signal, onProgress: (p) => (pid = p.pid ?? pid) });
  } catch (error) {
    assert.ok(isMcpServerError(error), `an McpServerError, not ${String(error)}`);
    if (pid !== undefined) assertGroupGone(pid);
    assert.doesNotMatch(describeServerError(error), /\n\s+at /, 'no stack trace');
    return error;
  }
  assert.fail('the read succeeded');
}

/** The tools as the SDK's own client reads them (its StdioClientTransport, its listTools). */
async function sdkTools(command: string, args: string[]): Promise<unknown[]> {
  const client = new Client({ name: 'test', version: '1' });
  await client.connect(new StdioClientTransport({ command, args, stderr: 'ignore' }));
  try {
    const tools: unknown[] = [];
    let cursor: string | undefined;
    do {
      const page = await client.listTools(cursor ? { cursor } : undefined);
      tools.push(...page.tools);
      cursor = page.nextCursor;
    } while (cursor);
    return tools;
  } finally {
    await client.close();
  }
}

describe('real servers', () => {
  test('server-memory over stdio: its nine tools, as the SDK client reads them', async () => {
    const result = await read(stdio('memory', [MEMORY_SERVER]));
    assert.deepEqual(result.serverInfo, { name: 'memory-server', version: result.serverInfo!.version });
    assert.equal(result.pages, 1);
    const names = result.tools.map((tool) => (tool as { name: string }).name);
    assert.deepEqual(names, ['create_entities', 'create_relations', 'add_observations', 'delete_entities', 'delete_observations', 'delete_relations', 'read_graph', 'search_nodes', 'open_nodes']);
    assert.deepEqual(result.tools, await sdkTools(NODE, [MEMORY_SERVER]));
  });

  test('server-filesystem on a temporary folder', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'tool-contracts-fs-'));
    try {
      writeFileSync(join(folder, 'a.txt'), 'a');
      const result = await read(stdio('filesystem', [FILESYSTEM_SERVER, folder]));
      const names = result.tools.map((tool) => (tool as { name: string }).name);
      assert.ok(names.includes('read_text_file') && names.includes('list_directory'), names.join(', '));
      assert.ok(result.stderrTail.length > 0, 'its stderr is kept');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  describe('server-everything', () => {
    let http: HttpServer;
    let overStdio: ToolsListRead;
    before(async () => {
      [http, overStdio] = await Promise.all([startEverythingHttp(), read(stdio('everything', [EVERYTHING_SERVER]))]);
    });
    after(() => http?.stop());

    test('over stdio: what the SDK client reads', async () => {
      assert.ok(overStdio.tools.length >= 10, `${overStdio.tools.length} tools`);
      assert.deepEqual(overStdio.tools, await sdkTools(NODE, [EVERYTHING_SERVER]));
    });

    test('over streamable HTTP on 127.0.0.1: the same tools as over stdio', async () => {
      const overHttp = await read({ type: 'http', name: 'everything-http', url: http.url });
      assert.equal(overHttp.serverInfo?.name, overStdio.serverInfo?.name);
      assert.deepEqual(overHttp.tools, overStdio.tools);
    });
  });
});

describe('our stub', () => {
  test('every page of a paginated list, in order, each tool as sent (key order, unknown fields, Unicode)', async () => {
    const progress: ReadProgress[] = [];
    const result = await readToolsList(stdio('stub', [fixture('stubServer.mjs'), 'paged']), { timeoutMs: START_TIMEOUT_MS, onProgress: (p) => progress.push(p) });
    assert.equal(result.pages, 3);
    assert.deepEqual(result.tools.map((tool) => (tool as { name: string }).name), ['list_orders', 'get_order', 'cancel_order', 'list_customers', 'ping']);
    assert.deepEqual(Object.keys(result.tools[1] as object), ['inputSchema', 'name', 'description', 'annotations', 'x-vendor']);
    assert.equal((result.tools[4] as { description: string }).description, 'Answers pong. ✓ ünïcode');
    assert.deepEqual(result.serverInfo, { name: 'stub-server', version: '1.2.3' });
    assert.deepEqual(progress.map((p) => `${p.step}:${p.pages}:${p.tools}`), ['spawn:0:0', 'initialize:0:0', 'tools/list:0:0', 'tools/list:1:2', 'tools/list:2:3', 'tools/list:3:5']);
    assertGroupGone(progress.at(-1)!.pid);
  });

  test('lines on stdout that are not JSON-RPC (a banner, a log line) are skipped, as MCP clients skip them, and counted', async () => {
    const result = await readToolsList(stdio('stub', [fixture('stubServer.mjs'), 'banner']), { timeoutMs: START_TIMEOUT_MS });
    assert.equal(result.pages, 3);
    assert.deepEqual(result.tools.map((tool) => (tool as { name: string }).name), ['list_orders', 'get_order', 'cancel_order', 'list_customers', 'ping']);
    assert.deepEqual(result.stdoutSkipped, { lines: 3, first: 'Starting stub server…' });
    assert.equal(describeSkipped(result.stdoutSkipped!), 'it wrote 3 lines to stdout that are not JSON-RPC, skipped; the first: "Starting stub server…"');
  });

  test('a server that writes only JSON-RPC on stdout has nothing skipped', async () => {
    const result = await readToolsList(stdio('stub', [fixture('stubServer.mjs'), 'paged']), { timeoutMs: START_TIMEOUT_MS });
    assert.equal(result.stdoutSkipped, undefined);
  });
});

describe('failures: one error naming the server and the step, never a stack trace, no process left', () => {
  test('a command that does not exist', async () => {
    const error = await failure({ type: 'stdio', name: 'ghost', command: 'tool-contracts-no-such-command', args: [] });
    assert.equal(error.message, 'server "ghost" failed at spawn: command not found: tool-contracts-no-such-command');
    assert.equal(error.step, 'spawn');
  });

  test('a working directory that does not exist', async () => {
    const error = await failure(stdio('lost', [MEMORY_SERVER], { cwd: '/nonexistent/tool-contracts' } as Partial<McpTarget>));
    assert.equal(error.message, 'server "lost" failed at spawn: its working directory /nonexistent/tool-contracts does not exist');
  });

  test('a server that exits at once: its exit code and the end of its stderr', async () => {
    const error = await failure(stdio('quitter', [fixture('exits.mjs')]));
    assert.equal(error.message, 'server "quitter" failed at initialize: it exited with code 3 before answering initialize');
    assert.equal(error.exitCode, 3);
    assert.deepEqual(error.stderrTail, ['starting…', 'fatal: no configuration found']);
    assert.equal(
      describeServerError(error, 'tool-contracts: '),
      'tool-contracts: server "quitter" failed at initialize: it exited with code 3 before answering initialize\n  its stderr ended with:\n  | starting…\n  | fatal: no configuration found\n',
    );
  });

  test('a server that never answers: the timeout, then the whole process group is killed (its own child too)', async () => {
    const marker = newMarker();
    const error = await failure(stdio('mute', [fixture('silent.mjs'), 'with-child'], { env: { TOOL_CONTRACTS_TEST_MARKER: marker } } as Partial<McpTarget>), 1000);
    assert.equal(error.message, 'server "mute" failed at initialize: no answer within 1 s');
    // On a loaded machine the server may not have said anything before the timeout.
    assert.ok(error.stderrTail.length === 0 || error.stderrTail.join() === 'silent: started', error.stderrTail.join('\n'));
    await assertNoProcessWithMarker(marker);
  });

  test('a server that prints junk on stdout and never answers: the timeout, and what it printed', async () => {
    const error = await failure(stdio('noisy', [fixture('junk.mjs')]), 1000);
    assert.equal(error.message, 'server "noisy" failed at initialize: no answer within 1 s');
    assert.deepEqual(error.stdoutSkipped, { lines: 1, first: 'this is not JSON-RPC' });
    assert.equal(
      describeServerError(error, 'tool-contracts: '),
      'tool-contracts: server "noisy" failed at initialize: no answer within 1 s\n  it wrote a line to stdout that is not JSON-RPC, skipped: "this is not JSON-RPC"\n',
    );
  });

  test('a server that answers initialize with an error whose code is also the SDK\'s timeout code (-32001): its error, not a timeout', async () => {
    const started = Date.now();
    const error = await failure(stdio('locked', [fixture('refusesInitialize.mjs')]), START_TIMEOUT_MS);
    assert.equal(error.message, 'server "locked" failed at initialize: it answered with error -32001: Needs authentication');
    assert.ok(Date.now() - started < START_TIMEOUT_MS / 2, 'before the timeout');
  });

  test('a server that exits while listing', async () => {
    const error = await failure(stdio('stub', [fixture('stubServer.mjs'), 'exit-on-list']));
    assert.equal(error.message, 'server "stub" failed at tools/list: it exited with code 4 before answering tools/list');
    assert.deepEqual(error.stderrTail, ['asked for the tools: giving up']);
  });

  test('a server without tools: its JSON-RPC error', async () => {
    const error = await failure(stdio('stub', [fixture('stubServer.mjs'), 'no-tools']));
    assert.equal(error.message, 'server "stub" failed at tools/list: it answered with error -32601: Method not found');
  });

  test('a cursor that comes back: the list never ends', async () => {
    const error = await failure(stdio('stub', [fixture('stubServer.mjs'), 'loop']));
    assert.equal(error.message, 'server "stub" failed at tools/list: page 2 gave the cursor "c1" a second time, so the list never ends');
  });

  test('an HTTP server that is not there', async () => {
    const port = await freePort();
    const error = await failure({ type: 'http', name: 'remote', url: `http://127.0.0.1:${port}/mcp` });
    assert.equal(error.message, `server "remote" failed at initialize: cannot connect to http://127.0.0.1:${port}/mcp: connection refused`);
  });

  test('cancelled (Ctrl+C, a cancel button): the server is stopped', async () => {
    const abort = new AbortController();
    let pid: number | undefined;
    const reading = readToolsList(stdio('mute', [fixture('silent.mjs')]), {
      timeoutMs: START_TIMEOUT_MS,
      signal: abort.signal,
      onProgress: (p) => {
        pid = p.pid ?? pid;
        if (p.step === 'initialize') abort.abort();
      },
    });
    await assert.rejects(reading, (error: McpServerError) => error.cancelled && error.message === 'server "mute" failed at initialize: cancelled');
    assertGroupGone(pid);
  });

  test('no server group is left tracked', () => {
    assert.equal(liveServerGroupCount(), 0);
  });
});
