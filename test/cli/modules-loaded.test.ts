/**
 * Cold start (issue 14): `lint` loads only what linting files needs. Not git, the diff, the review
 * card, the MCP client or the live-server code, not ajv (our schemas are compiled ahead of time),
 * not tinyglobby when the files are named; and in the build, not the second bundle
 * (dist/cli-commands.js) that holds the other commands.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { CLI, REPO_ROOT } from './helpers';
import { contract, mutationTrio, readTool } from '../helpers/contracts';
import { LAZY_LIBRARY_IDS } from '../../server/src/cli/lazyLibraries';

const folder = mkdtempSync(join(tmpdir(), 'tool-contracts-modules-'));
const FILE = join(folder, 'a.contract.json');
writeFileSync(FILE, JSON.stringify(contract([readTool(), ...mutationTrio('update_x')]), null, 2));

/** What the lint path must never load, as source modules. */
const NOT_FOR_LINT = [
  /server\/src\/node\/git\.ts$/,
  /server\/src\/review\//,
  /server\/src\/cli\/(card|diff|snapshot|import)Command\.ts$/,
  /server\/src\/cli\/(diffFormats|lintLive)\.ts$/,
  /server\/src\/mcp\/(client|processGroup|stdioTransport)\.ts$/,
  /node_modules\/@modelcontextprotocol\//,
  // The generated validators call ajv's small runtime helpers (ucs2length, equal): not the compiler.
  /node_modules\/ajv\/(?!dist\/runtime\/)/,
  /node_modules\/(tinyglobby|fdir|picomatch)\//,
  // A plain MAJOR.MINOR.PATCH version is read without semver, whose modules build forty regexes.
  /node_modules\/semver\//,
];

describe('modules a cold lint loads', { concurrency: 1 }, () => {
  after(() => rmSync(folder, { recursive: true, force: true }));

  it('from source: the lint command and the engine only', () => {
    // A fresh process: the test runner has loaded other things. The same door as the bundle: runCli.
    const script = `
      const { runCli } = require(${JSON.stringify(join(REPO_ROOT, 'server/src/cli/commands'))});
      let out = '';
      const io = { stdout: { write: (s) => { out += s; return true; } }, stderr: { write: (s) => { out += s; return true; } }, cwd: ${JSON.stringify(folder)}, env: {} };
      runCli(['lint', '--format', 'json', 'a.contract.json'], io).then((code) => {
        process.stdout.write(JSON.stringify({ code, findings: JSON.parse(out).files[0].findings.length, loaded: Object.keys(require.cache) }));
      });`;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], { encoding: 'utf8', cwd: REPO_ROOT });
    assert.equal(run.status, 0, run.stderr);
    const { code, findings, loaded } = JSON.parse(run.stdout) as { code: number; findings: number; loaded: string[] };
    assert.equal(code, 0);
    assert.ok(findings > 0, 'the lint ran');
    const paths = loaded.map((p) => p.replace(/\\/g, '/'));
    assert.ok(paths.some((p) => p.endsWith('server/src/cli/lintCommand.ts')), 'the hook sees the modules loaded');
    for (const pattern of NOT_FOR_LINT) assert.deepEqual(paths.filter((p) => pattern.test(p)), [], String(pattern));
  });

  it('built: the bundles are ASCII, so the code cache reads them as one-byte text', () => {
    // codeCache.ts decodes an ASCII bundle as Latin-1: one non-ASCII character (a dash in a comment,
    // which esbuild keeps as written) makes the whole bundle two-byte text, and its compile from the
    // cache about 5 ms slower. Write such characters as \u escapes in the source.
    for (const bundle of ['cli.js', 'cli-lint.js']) {
      const text = readFileSync(join(REPO_ROOT, 'dist', bundle), 'latin1');
      const at = text.search(/[^\x00-\x7f]/);
      assert.equal(at, -1, `dist/${bundle} has a non-ASCII byte at ${at}: ${JSON.stringify(text.slice(Math.max(0, at - 60), at + 20))}`);
    }
  });

  it('built: dist/cli.js asks for no child_process or network module and runs no other bundle; the card does', () => {
    const hook = join(folder, 'hook.cjs');
    const report = join(folder, 'requests.json');
    writeFileSync(
      hook,
      `const Module = require('module'); const fs = require('fs'); const seen = new Set(); const load = Module._load;
       Module._load = function (request) { seen.add(request); return load.apply(this, arguments); };
       process.on('exit', () => fs.writeFileSync(${JSON.stringify(report)}, JSON.stringify([...seen])));`,
    );
    // Each bundle that runs writes its code cache file (codeCache.ts): the files say which ran.
    const run = (command: string): { requests: string[]; bundles: string[] } => {
      const cache = mkdtempSync(join(folder, 'cache-'));
      const result = spawnSync(process.execPath, ['-r', hook, CLI, command, FILE], { encoding: 'utf8', cwd: folder, env: { ...process.env, TOOL_CONTRACTS_CODE_CACHE: cache } });
      assert.ok(result.status === 0 || result.status === 1, result.stderr);
      return { requests: JSON.parse(readFileSync(report, 'utf8')) as string[], bundles: readdirSync(cache).map((f) => f.replace(/-[0-9a-f]{8}-.*$/, '')).sort() };
    };
    const lint = run('lint');
    assert.ok(lint.requests.includes('node:fs'), 'the hook sees the requests');
    assert.deepEqual(lint.requests.filter((r) => /child_process|^(node:)?(https?|http2|net|tls)$/.test(r)), []);
    // Each costs a cold run about 2-6 ms to load: the code cache checks its file with zlib's CRC-32,
    // not crypto's SHA-256, and the lint times itself with process.hrtime, not perf_hooks.
    assert.deepEqual(lint.requests.filter((r) => /^(node:)?(crypto|perf_hooks)$/.test(r)), []);
    assert.deepEqual(lint.bundles, ['cli-lint']);
    const card = run('card');
    assert.deepEqual(card.bundles, ['cli-commands', 'cli-lint'], 'the other commands come from the second bundle');
  });

  it('built: ajv and tinyglobby come from dist/cli-libraries.js, run only when a lint needs them', () => {
    // cli-lint.js holds none of their code, only the calls into the libraries bundle.
    const bundle = readFileSync(join(REPO_ROOT, 'dist', 'cli-lint.js'), 'utf8');
    assert.doesNotMatch(bundle, /node_modules\/(ajv|ajv-formats|tinyglobby|fdir|picomatch)\/(?!dist\/runtime\/)/, 'no library code in the lint bundle');
    for (const id of LAZY_LIBRARY_IDS) assert.ok(bundle.includes(`require("./cli-libraries.js").load(${JSON.stringify(id)})`), `scripts/build.mjs sends ${id} to cli-libraries.js`);
    const lintIn = (cwd: string, args: string[]): { status: number | null; stdout: string; bundles: string[] } => {
      const cache = mkdtempSync(join(folder, 'cache-'));
      const result = spawnSync(process.execPath, [CLI, 'lint', '--format', 'json', ...args], { encoding: 'utf8', cwd, env: { ...process.env, TOOL_CONTRACTS_CODE_CACHE: cache } });
      return { status: result.status, stdout: result.stdout, bundles: readdirSync(cache).map((f) => f.replace(/-[0-9a-f]{8}-.*$/, '')).sort() };
    };
    // An embedded schema the screen cannot vouch for (a negative minLength) goes to ajv.
    const doubtful = join(folder, 'doubtful');
    mkdirSync(doubtful);
    const tool = readTool();
    writeFileSync(join(doubtful, 'b.contract.json'), JSON.stringify(contract([{ ...tool, inputSchema: { type: 'object', properties: { q: { type: 'string', minLength: -1, description: 'Text.' } } } }]), null, 2));
    const withAjv = lintIn(doubtful, ['b.contract.json']);
    assert.equal(withAjv.status, 1, withAjv.stdout);
    assert.ok((JSON.parse(withAjv.stdout) as { files: Array<{ findings: Array<{ rule_id: string; pointer: string }> }> }).files[0].findings.some((f) => f.rule_id === 'input-schema-invalid' && f.pointer.includes('minLength')), withAjv.stdout);
    assert.deepEqual(withAjv.bundles, ['cli-libraries', 'cli-lint']);
    // A glob is expanded by tinyglobby.
    const globbed = lintIn(doubtful, ['*.contract.json']);
    assert.equal((JSON.parse(globbed.stdout) as { files: unknown[] }).files.length, 1, globbed.stdout);
    assert.deepEqual(globbed.bundles, ['cli-libraries', 'cli-lint']);
  });
});
