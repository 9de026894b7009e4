/**
 * Where servers are named (server/src/mcp/config.ts): `.vscode/mcp.json` and `.mcp.json`, their
 * variables, inputs, envFile and cwd, the exact errors, and finding the files from a folder.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import {
  MissingInputError,
  findMcpConfigFiles,
  inputEnvironmentVariable,
  inputsUsed,
  parseEnvFile,
  parseMcpConfig,
  resolveServer,
  serversByName,
  workspaceFolderOf,
  type McpServerEntry,
} from '../../server/src/mcp/config';
import { McpConfigError } from '../../server/src/mcp/errors';

const WORKSPACE = '/work/project';
const VSCODE_FILE = `${WORKSPACE}/.vscode/mcp.json`;

const VSCODE_CONFIG = `{
  // Comments are allowed, as VS Code allows them.
  "inputs": [
    { "type": "promptString", "id": "github-token", "description": "GitHub personal access token", "password": true }
  ],
  "servers": {
    "github": {
      "type": "stdio",
      "command": "\${workspaceFolder}/bin/github-mcp",
      "args": ["--toolsets", "\${env:TOOLSETS}", "--home", "\${userHome}"],
      "env": { "GITHUB_TOKEN": "\${input:github-token}", "REMOVED": null },
      "cwd": "server"
    },
    "remote": { "type": "http", "url": "https://mcp.example.com/mcp", "headers": { "Authorization": "Bearer \${input:github-token}" } },
    "inferred": { "command": "node", "args": ["server.js"] },
  }
}`;

function entry(name: string, text = VSCODE_CONFIG, file = VSCODE_FILE): McpServerEntry {
  const config = parseMcpConfig(text, file);
  const found = config.servers.find((server) => server.name === name);
  assert.ok(found, `server ${name}`);
  return found;
}

describe('.vscode/mcp.json', () => {
  test('servers, inputs, the workspace folder and where each name is', () => {
    const config = parseMcpConfig(VSCODE_CONFIG, VSCODE_FILE);
    assert.equal(config.kind, 'vscode');
    assert.equal(config.workspaceFolder, WORKSPACE);
    assert.deepEqual(config.problems, []);
    assert.deepEqual(config.servers.map((s) => [s.name, s.type]), [['github', 'stdio'], ['remote', 'http'], ['inferred', 'stdio']]);
    assert.deepEqual(config.inputs, [{ id: 'github-token', type: 'promptString', description: 'GitHub personal access token', password: true }]);
    assert.deepEqual(config.servers[0].nameRange, { start: { line: 6, character: 4 }, end: { line: 6, character: 12 } });
    assert.deepEqual(inputsUsed(config.servers[0]), ['github-token']);
  });

  test('a stdio server: every variable expanded, the input from --input, cwd relative to the workspace folder', () => {
    const target = resolveServer(entry('github'), { env: { TOOLSETS: 'repos,issues' }, inputs: new Map([['github-token', 'ghp_123']]) });
    assert.deepEqual(target, {
      type: 'stdio',
      name: 'github',
      command: `${WORKSPACE}/bin/github-mcp`,
      args: ['--toolsets', 'repos,issues', '--home', homedir()],
      env: { GITHUB_TOKEN: 'ghp_123' },
      cwd: `${WORKSPACE}/server`,
    });
  });

  test('an input from the environment (TOOL_CONTRACTS_INPUT_<ID>); an unset ${env:…} is empty, as in VS Code', () => {
    assert.equal(inputEnvironmentVariable('github-token'), 'TOOL_CONTRACTS_INPUT_GITHUB_TOKEN');
    const target = resolveServer(entry('github'), { env: { TOOL_CONTRACTS_INPUT_GITHUB_TOKEN: 'from-env' } });
    assert.equal(target.type === 'stdio' && target.env?.GITHUB_TOKEN, 'from-env');
    assert.deepEqual(target.type === 'stdio' && target.args.slice(0, 2), ['--toolsets', '']);
  });

  test('an input with no value is an error that says which and how to give it, never an empty string', () => {
    assert.throws(
      () => resolveServer(entry('github'), { env: {}, declarations: parseMcpConfig(VSCODE_CONFIG, VSCODE_FILE).inputs }),
      (error: MissingInputError) =>
        error instanceof MissingInputError &&
        error.inputId === 'github-token' &&
        error.message ===
          '${input:github-token} (GitHub personal access token), used by server "github" in /work/project/.vscode/mcp.json, has no value: give it with --input github-token=VALUE or the environment variable TOOL_CONTRACTS_INPUT_GITHUB_TOKEN',
    );
  });

  test('an HTTP server with headers', () => {
    const target = resolveServer(entry('remote'), { env: {}, inputs: new Map([['github-token', 't']]) });
    assert.deepEqual(target, { type: 'http', name: 'remote', url: 'https://mcp.example.com/mcp', headers: { Authorization: 'Bearer t' } });
  });

  test('the type is inferred from command or url; cwd defaults to the workspace folder', () => {
    const target = resolveServer(entry('inferred'), { env: {} });
    assert.deepEqual(target, { type: 'stdio', name: 'inferred', command: 'node', args: ['server.js'], env: {}, cwd: WORKSPACE });
  });

  test('an envFile is read first, env wins over it', () => {
    const text = JSON.stringify({ servers: { s: { command: 'x', envFile: '${workspaceFolder}/.env', env: { B: 'from-env' } } } });
    const read: string[] = [];
    const target = resolveServer(entry('s', text), { env: {}, readFile: (path) => (read.push(path), 'A=1\nexport B="two"\n# comment\nC=\'three\' \n') });
    assert.deepEqual(read, [`${WORKSPACE}/.env`]);
    assert.deepEqual(target.type === 'stdio' && target.env, { A: '1', B: 'from-env', C: 'three' });
    assert.throws(() => resolveServer(entry('s', text), { env: {}, readFile: () => undefined }), {
      message: 'server "s" in /work/project/.vscode/mcp.json: its envFile /work/project/.env cannot be read',
    });
  });

  const broken: Array<[string, object, string]> = [
    ['a variable only VS Code knows', { s: { command: '${command:pickFile}' } }, '${command:pickFile} in "command" of server "s" in /work/project/.vscode/mcp.json cannot be expanded outside VS Code'],
    ['an SSE server', { s: { type: 'sse', url: 'http://x/sse' } }, 'server "s" in /work/project/.vscode/mcp.json has type "sse": SSE servers are not supported, use its streamable HTTP endpoint with "type": "http"'],
    ['neither command nor url', { s: { args: [] } }, 'server "s" in /work/project/.vscode/mcp.json has neither a "command" (a stdio server) nor a "url" (an HTTP server)'],
    ['args that are not strings', { s: { command: 'x', args: [1] } }, 'server "s" in /work/project/.vscode/mcp.json: "args" is not a list of strings'],
    ['a url that is not http', { s: { type: 'http', url: 'ftp://x' } }, 'server "s" in /work/project/.vscode/mcp.json: "url" is not an http(s) URL: ftp://x'],
  ];
  for (const [name, servers, message] of broken) {
    test(`an error: ${name}`, () => {
      assert.throws(() => resolveServer(entry('s', JSON.stringify({ servers }))!, { env: {} }), (error: Error) => error instanceof McpConfigError && error.message === message);
    });
  }

  test('a file that is not JSON, or has no servers, says so', () => {
    assert.deepEqual(parseMcpConfig('{ "servers": ', VSCODE_FILE).problems, ['/work/project/.vscode/mcp.json is not valid JSON: Value expected at line 1, column 14']);
    assert.deepEqual(parseMcpConfig('{}', VSCODE_FILE).problems, ['/work/project/.vscode/mcp.json has no "servers" or "mcpServers" object']);
    assert.deepEqual(parseMcpConfig('{ "servers": { "a": 1 } }', VSCODE_FILE).problems, ['/work/project/.vscode/mcp.json: server "a" is not an object']);
  });
});

describe('.mcp.json', () => {
  const FILE = `${WORKSPACE}/.mcp.json`;
  const TEXT = JSON.stringify({ mcpServers: { db: { command: 'db-mcp', args: ['--url', '${DB_URL:-postgres://localhost}', '${env:USER_NAME}'], env: { TOKEN: '${TOKEN}' } } } });

  test('mcpServers, with ${VAR} and ${VAR:-default} from the environment', () => {
    const config = parseMcpConfig(TEXT, FILE);
    assert.equal(config.kind, 'mcp.json');
    assert.equal(workspaceFolderOf(FILE), WORKSPACE);
    const target = resolveServer(config.servers[0], { env: { TOKEN: 't', USER_NAME: 'ann' } });
    assert.deepEqual(target.type === 'stdio' && [target.args, target.env], [['--url', 'postgres://localhost', 'ann'], { TOKEN: 't' }]);
  });

  test('an unset ${VAR} without a default is an error', () => {
    assert.throws(() => resolveServer(parseMcpConfig(TEXT, FILE).servers[0], { env: {} }), {
      message: '${TOKEN} in "env" of server "db" in /work/project/.mcp.json: the environment variable TOKEN is not set and has no default (${TOKEN:-default})',
    });
  });
});

describe('finding the files', () => {
  let root: string;
  before(() => {
    root = mkdtempSync(join(tmpdir(), 'tool-contracts-mcpconfig-'));
    mkdirSync(join(root, '.vscode'));
    mkdirSync(join(root, 'packages/api'), { recursive: true });
    writeFileSync(join(root, '.vscode/mcp.json'), JSON.stringify({ servers: { shared: { command: 'a' }, vscode: { command: 'b' } } }));
    writeFileSync(join(root, '.mcp.json'), JSON.stringify({ mcpServers: { shared: { command: 'c' }, portable: { command: 'd' } } }));
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  test('from a subfolder up to the nearest folder that has them; .vscode/mcp.json wins a shared name', () => {
    const files = findMcpConfigFiles(join(root, 'packages/api'));
    assert.deepEqual(files.map((file) => [file.file, file.kind, file.workspaceFolder]), [
      [join(root, '.vscode/mcp.json'), 'vscode', root],
      [join(root, '.mcp.json'), 'mcp.json', root],
    ]);
    const byName = serversByName(files);
    assert.deepEqual([...byName.keys()], ['shared', 'vscode', 'portable']);
    assert.equal(byName.get('shared')!.raw.command, 'a');
  });

  test('none anywhere: no files', () => {
    assert.deepEqual(findMcpConfigFiles(tmpdir()).filter((file) => file.file.startsWith(tmpdir())), []);
  });
});

test('parseEnvFile', () => {
  assert.deepEqual(parseEnvFile('A=1\r\n  export B = two # note\nC="x\\ny"\n=bad\nD=\n'), { A: '1', B: 'two', C: 'x\ny', D: '' });
});
