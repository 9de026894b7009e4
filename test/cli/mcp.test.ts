/**
 * Live MCP servers through the built CLI (dist/cli.js), as a user and a CI step run it: the
 * issue's must-shows (server-memory's nine tools snapshotted, byte-identical twice; its snapshot
 * and the live list linted alike; a breaking edit of a committed snapshot failing `diff --base
 * HEAD` as major; `import` of server-everything giving a contract with no contract-schema
 * finding), servers named in `.vscode/mcp.json`, the failures on stderr with their exact lines,
 * Ctrl+C, and no process left behind by any run (every server gets a marker in its environment).
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, afterEach, before, describe, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { createGitRepo, git } from '../helpers/gitRepo';
import { EVERYTHING_SERVER, MEMORY_SERVER, NODE, assertNoProcessWithMarker, fixture, newMarker, processesWithMarker } from '../mcp/helpers';
import { runCli as runCliInProcess } from '../../server/src/cli/commands';
import { CLI, runCli as runCliIn, type CliRun } from './helpers';

const marker = newMarker();
/** Every run carries the marker, so whatever it starts can be found afterwards. */
function runCli(args: readonly string[], cwd: string, env: Record<string, string | undefined> = {}): Promise<CliRun> {
  return runCliIn(args, { cwd, env: { TOOL_CONTRACTS_TEST_MARKER: marker, ...env } });
}
afterEach(() => assertNoProcessWithMarker(marker));

/** A process's command line, its arguments joined by spaces ('' once it is gone). */
function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'latin1').split('\0').join(' ');
  } catch {
    return '';
  }
}

let dir: string;
before(() => {
  // No .toolcontracts.json here: every rule at its default.
  dir = mkdtempSync(join(tmpdir(), 'tool-contracts-mcp-cli-'));
});
after(() => rmSync(dir, { recursive: true, force: true }));

function tools(path: string): Array<Record<string, any>> {
  return JSON.parse(readFileSync(path, 'utf8')).tools;
}

function lintJson(run: CliRun): any {
  try {
    return JSON.parse(run.stdout);
  } catch {
    throw new Error(`stdout is not JSON (exit ${run.code}):\n${run.stdout}\nstderr:\n${run.stderr}`);
  }
}

describe('MUST-SHOW: server-memory', () => {
  const out = () => join(dir, 's.tools.json');

  test('snapshot writes its nine tools; a second run gives the same bytes and leaves the file alone', async () => {
    const first = await runCli(['snapshot', '--out', out(), '--', 'node', MEMORY_SERVER], dir);
    assert.equal(first.code, 0, first.stderr);
    assert.match(first.stdout, /^Wrote .*s\.tools\.json: 9 tools from memory-server \d+\.\d+\.\d+\n$/);
    const bytes = readFileSync(out(), 'utf8');
    assert.equal(tools(out()).length, 9);
    // What the SDK's own client reads (its transport, its listTools).
    const client = new Client({ name: 'test', version: '1' });
    await client.connect(new StdioClientTransport({ command: NODE, args: [MEMORY_SERVER], stderr: 'ignore', env: { TOOL_CONTRACTS_TEST_MARKER: marker } }));
    try {
      assert.deepEqual(tools(out()), (await client.listTools()).tools);
    } finally {
      await client.close();
    }
    assert.ok(bytes.startsWith('{\n  "tools": [\n    {\n      "name": "create_entities",') && bytes.endsWith('\n  ]\n}\n'));
    const second = await runCli(['snapshot', '--out', out(), '--', 'node', MEMORY_SERVER], dir);
    assert.equal(second.code, 0, second.stderr);
    assert.match(second.stdout, /s\.tools\.json is up to date: 9 tools from memory-server/);
    assert.equal(readFileSync(out(), 'utf8'), bytes);
  });

  test('lint of the snapshot and lint -- <the same command> give identical findings and exit codes', async () => {
    const [file, live] = await Promise.all([runCli(['lint', '--format', 'json', out()], dir), runCli(['lint', '--format', 'json', '--', 'node', MEMORY_SERVER], dir)]);
    assert.equal(file.code, live.code);
    assert.equal(live.stderr, '');
    const [fileJson, liveJson] = [lintJson(file), lintJson(live)];
    assert.equal(liveJson.files[0].path, 'mcp:memory-server');
    assert.equal(liveJson.files[0].format, 'mcp-tools-list');
    assert.ok(fileJson.files[0].findings.length > 0);
    assert.deepEqual(liveJson.files[0].findings, fileJson.files[0].findings);
  });
});

describe('a live server takes the project config as its snapshot does', () => {
  test('targets, contextBudgetTokens and --tokens apply to a live list as to its snapshot file', async () => {
    // A project whose config sends its tools to OpenAI (strict mode) and budgets 100 tokens: both reach the live list too.
    const project = mkdtempSync(join(dir, 'configured-'));
    writeFileSync(join(project, '.toolcontracts.json'), JSON.stringify({ targets: ['openai'], contextBudgetTokens: 100 }));
    const snapshot = join(project, 'memory.tools.json');
    const made = await runCli(['snapshot', '--out', snapshot, '--', 'node', MEMORY_SERVER], project);
    assert.equal(made.code, 0, made.stderr);
    const [file, live] = await Promise.all([
      runCli(['lint', '--format', 'json', '--tokens', 'memory.tools.json'], project),
      runCli(['lint', '--format', 'json', '--tokens', '--', 'node', MEMORY_SERVER], project),
    ]);
    assert.equal(live.code, file.code, live.stderr);
    const [fileEntry, liveEntry] = [lintJson(file).files[0], lintJson(live).files[0]];
    const ruleIds = new Set<string>(liveEntry.findings.map((f: { rule_id: string }) => f.rule_id));
    assert.ok(ruleIds.has('tool-context-budget'), `the budget applies live: ${[...ruleIds].join(', ')}`);
    assert.ok([...ruleIds].some((id) => id.startsWith('provider-')), `the targets apply live: ${[...ruleIds].join(', ')}`);
    assert.deepEqual(liveEntry.findings, fileEntry.findings);
    assert.ok(liveEntry.tokens.total > 100, 'tokens counted live');
    assert.deepEqual(liveEntry.tokens, fileEntry.tokens);
  });
});

describe('MUST-SHOW: diff --base HEAD of a committed snapshot', () => {
  let repo: string;
  let committed: Array<Record<string, any>>;
  const file = () => join(repo, 'mcp/memory.tools.json');
  const edit = (change: (list: Array<Record<string, any>>) => void) => {
    const list = structuredClone(committed);
    change(list);
    writeFileSync(file(), `${JSON.stringify({ tools: list }, null, 2)}\n`);
  };
  before(async () => {
    repo = join(dir, 'repo');
    mkdirSync(repo);
    const run = await runCli(['snapshot', '--', 'node', MEMORY_SERVER], repo);
    assert.equal(run.code, 0, run.stderr);
    // Named after the server by default: mcp/<serverInfo.name>.tools.json.
    const snapshot = readFileSync(join(repo, 'mcp/memory-server.tools.json'), 'utf8');
    rmSync(join(repo, 'mcp'), { recursive: true });
    createGitRepo(repo, { 'mcp/memory.tools.json': snapshot });
    committed = JSON.parse(snapshot).tools;
  });

  test('an output field removed: exit 1, named as major', async () => {
    edit((list) => delete list.find((t) => t.name === 'read_graph')!.outputSchema.properties.relations);
    const run = await runCli(['diff', '--base', 'HEAD', 'mcp/memory.tools.json'], repo);
    assert.equal(run.code, 1, run.stderr);
    assert.equal(
      run.stdout,
      'mcp/memory.tools.json: tools/list snapshot; this change needs a major release\n' +
        '  major  /tools/6/outputSchema/properties/relations  read_graph: output field relations was removed; readers that use it break  output-field-removed\n' +
        '\n✖ 1 change from HEAD (1 major, 0 minor, 0 patch): a major change (--fail-on major)\n',
    );
  });

  test('a required input added: exit 1, named as major; JSON says so', async () => {
    edit((list) => {
      const schema = list.find((t) => t.name === 'search_nodes')!.inputSchema;
      schema.properties.limit = { type: 'integer' };
      schema.required.push('limit');
    });
    const run = await runCli(['diff', '--base', 'HEAD', '--format', 'json', 'mcp/memory.tools.json'], repo);
    assert.equal(run.code, 1, run.stderr);
    const json = JSON.parse(run.stdout);
    assert.deepEqual(
      { ...json, duration_ms: 0 },
      {
        format_version: 1,
        base_version: null,
        head_version: null,
        required_bump: 'major',
        actual_bump: null,
        ok: false,
        changes: [
          {
            kind: 'input-added-required',
            bump: 'major',
            pointer: '/tools/7/inputSchema/properties/limit',
            message: 'search_nodes: input limit was added as required; calls without it now fail.',
            in_head: true,
          },
        ],
        base_path: 'mcp/memory.tools.json',
        base_ref: 'HEAD',
        head_path: 'mcp/memory.tools.json',
        suggested_version: null,
        duration_ms: 0,
        compared: 'snapshots',
        fail_on: 'major',
      },
    );
  });

  test('an optional input added is minor: exit 0, unless --fail-on minor', async () => {
    edit((list) => (list.find((t) => t.name === 'search_nodes')!.inputSchema.properties.limit = { type: 'integer' }));
    const passes = await runCli(['diff', '--base', 'HEAD', 'mcp/memory.tools.json'], repo);
    assert.equal(passes.code, 0, passes.stdout);
    assert.match(passes.stdout, /✔ 1 change from HEAD \(0 major, 1 minor, 0 patch\): nothing at major or above \(--fail-on major\)\n$/);
    const fails = await runCli(['diff', '--base', 'HEAD', '--fail-on', 'minor', 'mcp/memory.tools.json'], repo);
    assert.equal(fails.code, 1);
    assert.match(fails.stdout, /✖ 1 change from HEAD \(0 major, 1 minor, 0 patch\): a minor change \(--fail-on minor\)\n$/);
    const markdown = await runCli(['diff', '--base', 'HEAD', '--format', 'markdown', 'mcp/memory.tools.json'], repo);
    assert.equal(markdown.stdout, '## [Unreleased]\n\n### Added\n\n- search_nodes: input limit was added as optional.\n');
  });

  test('two snapshot files; --fail-on on contracts and a snapshot against a contract are usage errors', async () => {
    edit((list) => list.pop());
    writeFileSync(join(repo, 'old.tools.json'), git(repo, ['show', 'HEAD:mcp/memory.tools.json']));
    const run = await runCli(['diff', 'old.tools.json', 'mcp/memory.tools.json'], repo);
    assert.equal(run.code, 1);
    assert.match(run.stdout, /major {2}\/tools\/8 {2}open_nodes: the tool was removed; callers of it break {2}tool-removed\n/);
    const badFlag = await runCli(['diff', '--fail-on', 'huge', 'old.tools.json', 'mcp/memory.tools.json'], repo);
    assert.equal(badFlag.code, 2);
    assert.match(badFlag.stderr, /^tool-contracts: --fail-on must be one of major, minor, patch, not "huge"\./);
  });
});

describe('MUST-SHOW: import', () => {
  test('import of server-everything prints a contract that lint parses, with no contract-schema finding', async () => {
    const run = await runCli(['import', '--', 'node', EVERYTHING_SERVER], dir);
    assert.equal(run.code, 0, run.stderr);
    const contract = JSON.parse(run.stdout);
    assert.equal(contract.version, '0.1.0');
    assert.equal(contract.name, 'mcp-servers/everything');
    writeFileSync(join(dir, 'everything.contract.json'), run.stdout);
    const linted = lintJson(await runCli(['lint', '--format', 'json', 'everything.contract.json'], dir));
    assert.equal(linted.files[0].format, 'contract');
    const rules = new Set<string>(linted.files[0].findings.map((f: { rule_id: string }) => f.rule_id));
    for (const rule of ['contract-schema', 'parse-error', 'side-effects-annotations-mismatch', 'tool-name-duplicate']) assert.ok(!rules.has(rule), `${rule}: ${[...rules].join(', ')}`);
    assert.ok(rules.has('errors-missing'), 'the errors to fill in are asked for');
  });
});

describe('servers named in .vscode/mcp.json', () => {
  let project: string;
  before(() => {
    project = join(dir, 'project');
    mkdirSync(join(project, '.vscode'), { recursive: true });
    writeFileSync(
      join(project, '.vscode/mcp.json'),
      JSON.stringify({
        inputs: [{ type: 'promptString', id: 'memory-file', description: 'Where the memory server keeps its graph' }],
        servers: {
          memory: { type: 'stdio', command: NODE, args: [MEMORY_SERVER], env: { MEMORY_FILE_PATH: '${input:memory-file}' } },
          paged: { command: NODE, args: [fixture('stubServer.mjs'), 'paged'] },
          quitter: { command: NODE, args: [fixture('exits.mjs')] },
        },
      }),
    );
  });

  test('an ${input:…} without a value: exit 2, saying which and how to give it', async () => {
    const run = await runCli(['snapshot', '--server', 'memory'], project);
    assert.equal(run.code, 2);
    assert.equal(
      run.stderr,
      `tool-contracts: \${input:memory-file} (Where the memory server keeps its graph), used by server "memory" in ${join(project, '.vscode/mcp.json')}, has no value: give it with --input memory-file=VALUE or the environment variable TOOL_CONTRACTS_INPUT_MEMORY_FILE.\nRun "tool-contracts snapshot --help" for usage.\n`,
    );
  });

  test('snapshot --server a --server b writes mcp/<server>.tools.json for each; every page of the paged one', async () => {
    const run = await runCli(['snapshot', '--server', 'memory', '--server', 'paged', '--input', `memory-file=${join(dir, 'graph.jsonl')}`], project);
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /^Wrote mcp\/memory\.tools\.json: 9 tools from memory-server [\d.]+\nWrote mcp\/paged\.tools\.json: 5 tools from stub-server 1\.2\.3 \(3 pages\)\n$/);
    assert.deepEqual(tools(join(project, 'mcp/paged.tools.json')).map((t) => t.name), ['list_orders', 'get_order', 'cancel_order', 'list_customers', 'ping']);
  });

  test('lint --server all: a server that fails is a read-error in its entry and its error on stderr; exit 1', async () => {
    const run = await runCli(['lint', '--format', 'json', '--server', 'all'], project, { TOOL_CONTRACTS_INPUT_MEMORY_FILE: join(dir, 'graph.jsonl') });
    assert.equal(run.code, 1);
    assert.equal(
      run.stderr,
      'tool-contracts: server "quitter" failed at initialize: it exited with code 3 before answering initialize\n  its stderr ended with:\n  | starting…\n  | fatal: no configuration found\n',
    );
    const json = lintJson(run);
    assert.deepEqual(json.files.map((f: { path: string }) => f.path), ['mcp:memory', 'mcp:paged', 'mcp:quitter']);
    assert.deepEqual(json.files[2].findings, [
      {
        rule_id: 'read-error',
        severity: 'error',
        message: 'This server\'s tools could not be read: server "quitter" failed at initialize: it exited with code 3 before answering initialize.',
        pointer: '',
        range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
      },
    ]);
  });

  test('an unknown server: exit 2, naming those there are', async () => {
    const run = await runCli(['lint', '--server', 'nope'], project);
    assert.equal(run.code, 2);
    assert.match(run.stderr, /^tool-contracts: No server "nope" in .*\.vscode\/mcp\.json\. Servers: memory, paged, quitter\.\n/);
  });
});

describe('failures and interruptions', () => {
  test('a command that does not exist: exit 1 and one line', async () => {
    const run = await runCli(['snapshot', '--out', join(dir, 'x.tools.json'), '--', 'tool-contracts-no-such-command', '--flag'], dir);
    assert.equal(run.code, 1);
    assert.equal(run.stderr, 'tool-contracts: server "tool-contracts-no-such-command --flag" failed at spawn: command not found: tool-contracts-no-such-command\n');
  });

  test('a server that never answers: the timeout, with how to raise it', async () => {
    const run = await runCli(['lint', '--timeout', '1.5', '--', 'node', fixture('silent.mjs')], dir);
    assert.equal(run.code, 1);
    const [line, ...tail] = run.stderr.split('\n');
    assert.equal(line, `tool-contracts: server "node ${fixture('silent.mjs')}" failed at initialize: no answer within 1.5 s (raise it with --timeout)`);
    // On a loaded machine the server may not have said anything before the timeout.
    assert.ok(tail.join('\n') === '' || tail.join('\n') === '  its stderr ended with:\n  | silent: started\n', tail.join('\n'));
  });

  test('junk on stdout and no answer: the timeout, then what it printed', async () => {
    const run = await runCli(['import', '--timeout', '1', '--', 'node', fixture('junk.mjs')], dir);
    assert.equal(run.code, 1);
    assert.equal(
      run.stderr,
      `tool-contracts: server "node ${fixture('junk.mjs')}" failed at initialize: no answer within 1 s (raise it with --timeout)\n` +
        '  it wrote a line to stdout that is not JSON-RPC, skipped: "this is not JSON-RPC"\n',
    );
  });

  test('a banner on stdout before the answers: read all the same, and said on stderr', async () => {
    const out = join(dir, 'banner.tools.json');
    const run = await runCli(['snapshot', '--out', out, '--', 'node', fixture('stubServer.mjs'), 'banner'], dir);
    assert.equal(run.code, 0, run.stderr);
    assert.equal(run.stderr, 'tool-contracts: server "stub-server": it wrote 3 lines to stdout that are not JSON-RPC, skipped; the first: "Starting stub server…"\n');
    assert.deepEqual(tools(out).map((t) => t.name), ['list_orders', 'get_order', 'cancel_order', 'list_customers', 'ping']);
  });

  test('Ctrl+C stops the server and its children, and exits 130', async () => {
    const child = spawn(NODE, [CLI, 'lint', '--', 'node', fixture('silent.mjs'), 'with-child'], { cwd: dir, env: { ...process.env, TOOL_CONTRACTS_TEST_MARKER: marker }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const exited = new Promise<number | null>((resolvePromise) => child.on('close', resolvePromise));
    // Wait for the CLI, the server and the server's child, each known by its command line (a count
    // of marked processes alone once met a third process and then only two: CI, a loaded machine).
    const running = (): string[] => {
      const lines = processesWithMarker(marker).map((pid) => commandLine(pid));
      return [
        ...(lines.some((line) => line.includes(CLI)) ? ['the CLI'] : []),
        ...(lines.some((line) => line.includes('silent.mjs')) ? ['the server'] : []),
        ...(lines.some((line) => line.includes('setInterval')) ? ["the server's child"] : []),
      ];
    };
    const deadline = Date.now() + 30_000;
    while (running().length < 3 && Date.now() < deadline) await new Promise((resolvePromise) => setTimeout(resolvePromise, 50));
    assert.deepEqual(running(), ['the CLI', 'the server', "the server's child"]);
    child.kill('SIGINT');
    assert.equal(await exited, 130);
    assert.equal(stderr, 'tool-contracts: interrupted: stopping the servers…\n');
  });

  test('usage: one kind of server at a time; --fix and --header need what they act on', async () => {
    const cases: Array<[string[], RegExp]> = [
      [['lint', '--url', 'http://127.0.0.1:9/mcp', '--', 'node', 'x.js'], /One kind of server at a time: --url and -- <command> were both given\./],
      [['lint', '--fix', '--', 'node', 'x.js'], /--fix writes into files, and a live server has none/],
      [['lint', '--header', 'A: b', 'x.tools.json'], /--header is for live servers/],
      [['snapshot', '--timeout', 'soon', '--', 'node', 'x.js'], /--timeout needs a number of seconds above 0, not "soon"\./],
      [['import', 'server.js'], /Unexpected argument "server\.js": put the server's command line after --/],
      [['snapshot', '--'], /-- must be followed by the command that starts the server/],
    ];
    for (const [args, message] of cases) {
      let stderr = '';
      const io = { stdout: { write: () => true }, stderr: { write: (text: string) => (stderr += text) }, cwd: dir, env: {} };
      assert.equal(await runCliInProcess(args, io), 2, args.join(' '));
      assert.match(stderr, message);
    }
  });

  test('lint of files does not load the MCP SDK', async () => {
    const probe = join(dir, 'probe.cjs');
    writeFileSync(probe, "process.on('exit', () => process.stderr.write('zod loaded: ' + ('__zod_globalRegistry' in globalThis) + '\\n'));\n");
    writeFileSync(join(dir, 'plain.tools.json'), '{ "tools": [] }\n');
    const files = await runCli(['lint', 'plain.tools.json'], dir, { NODE_OPTIONS: `--require ${probe}` });
    assert.equal(files.stderr, 'zod loaded: false\n');
    const live = await runCli(['lint', '--', 'node', MEMORY_SERVER], dir, { NODE_OPTIONS: `--require ${probe}` });
    assert.match(live.stderr, /zod loaded: true\n$/, 'the probe sees the SDK when a server is read');
  });
});
