/**
 * The V8 code cache of the CLI (server/src/cli/codeCache.ts): used when it was made from the exact
 * bundle, never when the bundle changed (even at the same length), and never a crash when the
 * cache folder cannot be used or a cache file is broken. Each case runs the built CLI from a copy
 * of dist/ so the bundle can be changed.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { REPO_ROOT } from './helpers';
import { contract, readTool } from '../helpers/contracts';
import { BUNDLE_HEAD, readCache, runBundle, writeCache } from '../../server/src/cli/codeCache';

const root = mkdtempSync(join(tmpdir(), 'tool-contracts-code-cache-test-'));
const dist = join(root, 'dist');
mkdirSync(dist);
// The CLI's bundles (a JSON report also loads the tokenizer's).
for (const file of readdirSync(join(REPO_ROOT, 'dist'))) if (/^(cli|tokenizer).*\.js$/.test(file)) copyFileSync(join(REPO_ROOT, 'dist', file), join(dist, file));
writeFileSync(join(root, 'a.contract.json'), JSON.stringify(contract([readTool({ outputSchema: { type: 'array' } })]), null, 2));

function run(args: readonly string[], cache: string): { code: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [join(dist, 'cli.js'), ...args], { cwd: root, encoding: 'utf8', env: { ...process.env, TOOL_CONTRACTS_CODE_CACHE: cache } });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The lint report without its duration. */
function report(cache: string): string {
  const result = run(['lint', '--format', 'json', 'a.contract.json'], cache);
  assert.equal(result.stderr, '');
  assert.equal(result.code, 1);
  const json = JSON.parse(result.stdout);
  json.summary.duration_ms = 0;
  return JSON.stringify(json);
}

const cacheFiles = (folder: string): string[] => readdirSync(folder).filter((f) => f.startsWith('cli-lint-') && f.endsWith('.bin'));

describe('the CLI code cache', { concurrency: 1 }, () => {
  after(() => rmSync(root, { recursive: true, force: true }));
  const uncached = report('off');

  it('is written by the first run and used as it is by the next ones, with the same report', () => {
    const folder = join(root, 'cache-a');
    assert.equal(report(folder), uncached);
    const [file] = cacheFiles(folder);
    assert.ok(file, 'a cache file was written');
    const before = readFileSync(join(folder, file));
    const modified = statSync(join(folder, file)).mtimeMs;
    assert.equal(report(folder), uncached);
    assert.equal(report(folder), uncached);
    // Rewritten only when missing, not made from this bundle, or refused by V8.
    assert.equal(statSync(join(folder, file)).mtimeMs, modified, 'the cache was accepted');
    assert.ok(readFileSync(join(folder, file)).equals(before));
    assert.equal(statSync(folder).mode & 0o777, 0o700, 'a private folder');
  });

  it('on a Node without zlib.crc32 (Node 20 before 20.15), a SHA-256 stands in: written, then used as it is', () => {
    const folder = join(root, 'cache-no-crc32');
    const hook = join(root, 'no-crc32.cjs');
    writeFileSync(hook, "delete require('zlib').crc32; if (require('zlib').crc32) throw new Error('zlib.crc32 is still there');");
    const lint = (): string => {
      const result = spawnSync(process.execPath, ['-r', hook, join(dist, 'cli.js'), 'lint', '--format', 'json', 'a.contract.json'], { cwd: root, encoding: 'utf8', env: { ...process.env, TOOL_CONTRACTS_CODE_CACHE: folder } });
      assert.equal(result.stderr, '');
      const json = JSON.parse(result.stdout);
      json.summary.duration_ms = 0;
      return JSON.stringify(json);
    };
    assert.equal(lint(), uncached);
    const [file] = cacheFiles(folder);
    assert.ok(file, 'a cache file was written');
    const modified = statSync(join(folder, file)).mtimeMs;
    assert.equal(lint(), uncached);
    assert.equal(statSync(join(folder, file)).mtimeMs, modified, 'the cache was accepted');
  });

  it('runs the CLI bundles as they are written, the module function already, and wraps any other module as Node does', () => {
    // A bundle that lost its head would be wrapped again: its function never called, the CLI silent.
    for (const bundle of ['cli-lint.js', 'cli-commands.js', 'cli-libraries.js']) {
      const text = readFileSync(join(dist, bundle), 'latin1');
      assert.ok(text.startsWith(BUNDLE_HEAD), `${bundle} opens with the module function (scripts/build.mjs)`);
      assert.match(text, /\n\}\)\n\/\/# sourceMappingURL=/, `${bundle} closes it`);
    }
    const plain = join(root, 'plain-module.js');
    writeFileSync(plain, "exports.answer = 42; exports.file = __filename; exports.same = require('node:path') === require('path');");
    assert.deepEqual(runBundle(plain, { TOOL_CONTRACTS_CODE_CACHE: 'off' }), { answer: 42, file: plain, same: true });
    const wrapped = join(root, 'wrapped-module.js');
    writeFileSync(wrapped, `${BUNDLE_HEAD}\nexports.answer = 43; exports.file = __filename;\n})`);
    assert.deepEqual(runBundle(wrapped, { TOOL_CONTRACTS_CODE_CACHE: 'off' }), { answer: 43, file: wrapped });
  });

  it('is never used for a changed bundle, even one of the same length', () => {
    const folder = join(root, 'cache-b');
    const bundle = join(dist, 'cli-lint.js');
    const original = readFileSync(bundle, 'utf8');
    after(() => writeFileSync(bundle, original));
    assert.match(run(['--help'], folder).stdout, /\nCommands:\n/);
    assert.equal(cacheFiles(folder).length, 1);
    const cacheFile = join(folder, cacheFiles(folder)[0]);
    const before = readFileSync(cacheFile);
    const changed = original.replace('\nCommands:\n', '\nKommands:\n');
    assert.notEqual(changed, original);
    assert.equal(changed.length, original.length);
    writeFileSync(bundle, changed);
    const help = run(['--help'], folder);
    assert.equal(help.stderr, '');
    assert.match(help.stdout, /\nKommands:\n/, 'the changed bundle ran');
    assert.deepEqual(cacheFiles(folder), [cacheFiles(folder)[0]]);
    assert.ok(!readFileSync(cacheFile).equals(before), 'the cache file was made again');
    assert.ok(readCache(cacheFile, Buffer.from(changed, 'latin1')), 'from the new bundle');
    assert.equal(readCache(cacheFile, Buffer.from(original, 'latin1')), undefined, 'not from the old one');
  });

  it('refuses a source that differs from the one it was made from by any one byte, and hands V8 its code 8-byte aligned', () => {
    const folder = join(root, 'cache-unit');
    mkdirSync(folder);
    const file = join(folder, 'unit.bin');
    const source = readFileSync(join(dist, 'cli-lint.js'));
    const code = Buffer.from(Array.from({ length: 4099 }, (_, i) => (i * 31) & 0xff));
    writeCache(file, source, code);
    const read = readCache(file, source);
    assert.ok(read, 'the cache is read');
    assert.ok(read.equals(code), 'the code comes back as written');
    // V8 copies cached data that is not pointer-aligned before reading it (about 3 ms for cli-lint.js).
    assert.equal(read.byteOffset % 8, 0);
    let position = 7;
    for (let i = 0; i < 64; i++) {
      position = (position * 7919 + 104729) % source.length;
      const changed = Buffer.from(source);
      changed[position] ^= 1 << (i % 8);
      assert.equal(readCache(file, changed), undefined, `a change at byte ${position}`);
    }
    assert.equal(readCache(file, source.subarray(0, source.length - 1)), undefined, 'a shorter source');
  });

  it('a cache V8 refuses (made under other V8 flags) is made again', () => {
    const folder = join(root, 'cache-flags');
    report(folder);
    const file = join(folder, cacheFiles(folder)[0]);
    const before = readFileSync(file);
    const withFlag = spawnSync(process.execPath, ['--no-opt', join(dist, 'cli.js'), '--help'], { cwd: root, encoding: 'utf8', env: { ...process.env, TOOL_CONTRACTS_CODE_CACHE: folder } });
    assert.equal(withFlag.status, 0, withFlag.stderr);
    assert.match(withFlag.stdout, /\nCommands:\n/);
    assert.ok(!readFileSync(file).equals(before), 'rewritten for the new flags');
    assert.equal(report(folder), uncached);
  });

  it("turns V8's regular-expression tier-up off before the bundle runs, and a Node that refuses the flag still lints", () => {
    const folder = join(root, 'cache-regexp');
    const hook = join(root, 'flags.cjs');
    // Records the flags the CLI sets; with REFUSE set, throws as a Node that refused them would.
    writeFileSync(hook, "const v8 = require('v8'); const set = v8.setFlagsFromString; v8.setFlagsFromString = (flags) => { process.stderr.write('v8 flags: ' + flags + '\\n'); if (process.env.REFUSE) throw new Error('refused'); set(flags); };");
    const lint = (refuse: boolean) => spawnSync(process.execPath, ['-r', hook, join(dist, 'cli.js'), 'lint', '--format', 'json', 'a.contract.json'], { cwd: root, encoding: 'utf8', env: { ...process.env, TOOL_CONTRACTS_CODE_CACHE: folder, ...(refuse ? { REFUSE: '1' } : {}) } });
    const result = lint(false);
    assert.equal(result.stderr, 'v8 flags: --no-regexp-tier-up\n');
    const json = JSON.parse(result.stdout);
    json.summary.duration_ms = 0;
    assert.equal(JSON.stringify(json), uncached);
    const refused = lint(true);
    assert.equal(refused.stderr, 'v8 flags: --no-regexp-tier-up\n');
    assert.equal(refused.status, 1);
    assert.equal(JSON.parse(refused.stdout).files[0].findings.length, json.files[0].findings.length);
  });

  it('a corrupt, truncated or foreign cache file is ignored and replaced', () => {
    const folder = join(root, 'cache-c');
    report(folder);
    const file = join(folder, cacheFiles(folder)[0]);
    const good = readFileSync(file);
    for (const broken of [Buffer.from('not a cache'), good.subarray(0, good.length >> 1), Buffer.concat([good.subarray(0, good.length - 5000), Buffer.alloc(5000, 0x5a)]), Buffer.alloc(0)]) {
      writeFileSync(file, broken);
      assert.equal(report(folder), uncached);
    }
    assert.ok(readFileSync(file).length > 0);
  });

  it('a folder that cannot be used means no cache, never a failure', () => {
    const notAFolder = join(root, 'a-file');
    writeFileSync(notAFolder, '');
    assert.equal(report(join(notAFolder, 'cache')), uncached);

    const shared = join(root, 'cache-shared');
    mkdirSync(shared);
    chmodSync(shared, 0o777);
    assert.equal(report(shared), uncached);
    if (process.platform !== 'win32') assert.deepEqual(cacheFiles(shared), [], 'a folder others can write to is not trusted');

    const readOnly = join(root, 'cache-read-only');
    mkdirSync(readOnly, { mode: 0o700 });
    chmodSync(readOnly, 0o500);
    after(() => chmodSync(readOnly, 0o700));
    assert.equal(report(readOnly), uncached);
    if (process.getuid?.() !== 0) assert.deepEqual(cacheFiles(readOnly), [], 'nothing written');
    assert.deepEqual(readdirSync(readOnly).filter((f) => f.endsWith('.tmp')), [], 'no temporary file left behind');
  });
});
