import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { BaseContracts, type GitReader } from '../../server/src/lsp/baseContracts';

const FILE = join(tmpdir(), 'repo', 't.contract.json');
const URI = pathToFileURL(FILE).href;
const contract = (version: string) => JSON.stringify({ name: 't', version, tools: [{ name: 'a', description: 'd', inputSchema: { type: 'object' } }] });

/** A git whose commits and files the test sets; it counts its calls. */
function fakeGit() {
  const state = { commit: 'c1' as string | undefined, files: new Map<string, string>([['c1', contract('1.0.0')]]), calls: [] as string[] };
  const git: GitReader = {
    async resolveRef(_dir, ref) {
      state.calls.push(`rev-parse ${ref}`);
      return state.commit;
    },
    async readCommittedFile(path, ref) {
      state.calls.push(`show ${ref}`);
      assert.equal(path, FILE);
      return state.files.get(ref);
    },
  };
  return { state, git };
}

function setup(trusted = true) {
  const { state, git } = fakeGit();
  let now = 0;
  const changed: string[][] = [];
  const bases = new BaseContracts({ trusted: () => trusted, onChanged: (uris) => changed.push([...uris]), git, now: () => now, firstReadWaitMs: 5_000 });
  return { state, bases, changed, advance: (ms: number) => (now += ms) };
}

test('reads the base once, then serves it from the cache until a second has passed', async () => {
  const { state, bases, changed, advance } = setup();
  const base = await bases.baseFor(URI, 'HEAD');
  assert.equal(base?.label, 'HEAD');
  assert.equal(base?.model.version, '1.0.0');
  assert.deepEqual(state.calls, ['rev-parse HEAD', 'show c1']);
  advance(500);
  assert.equal(await bases.baseFor(URI, 'HEAD'), base);
  assert.deepEqual(state.calls, ['rev-parse HEAD', 'show c1']);
  advance(600);
  assert.equal(await bases.baseFor(URI, 'HEAD'), base);
  await bases.settled();
  assert.deepEqual(state.calls, ['rev-parse HEAD', 'show c1', 'rev-parse HEAD'], 'same commit: the file is not read again');
  assert.deepEqual(changed, []);
});

test('a new commit re-reads the base and asks for a re-lint', async () => {
  const { state, bases, changed } = setup();
  await bases.baseFor(URI, 'HEAD');
  state.commit = 'c2';
  state.files.set('c2', contract('2.0.0'));
  const stale = await bases.baseFor(URI, 'HEAD', true); // a save: check now, serve the cached base meanwhile
  assert.equal(stale?.model.version, '1.0.0');
  await bases.settled();
  assert.deepEqual(changed, [[URI]]);
  assert.equal((await bases.baseFor(URI, 'HEAD'))?.model.version, '2.0.0');
  assert.deepEqual(state.calls, ['rev-parse HEAD', 'show c1', 'rev-parse HEAD', 'show c2']);
});

test('a new commit with the same file text keeps the base and does not re-lint', async () => {
  const { state, bases, changed } = setup();
  const base = await bases.baseFor(URI, 'HEAD');
  state.commit = 'c2';
  state.files.set('c2', contract('1.0.0'));
  bases.recheckAll();
  await bases.settled();
  assert.equal(await bases.baseFor(URI, 'HEAD'), base);
  assert.deepEqual(changed, []);
});

test('untracked file, no git, untrusted workspace, non-file URI: no base', async () => {
  const untracked = setup();
  untracked.state.files.clear();
  assert.equal(await untracked.bases.baseFor(URI, 'HEAD'), undefined);

  const noGit = setup();
  noGit.state.commit = undefined;
  assert.equal(await noGit.bases.baseFor(URI, 'HEAD'), undefined);
  assert.deepEqual(noGit.state.calls, ['rev-parse HEAD']);

  const untrusted = setup(false);
  assert.equal(await untrusted.bases.baseFor(URI, 'HEAD'), undefined);
  untrusted.bases.recheckAll();
  assert.deepEqual(untrusted.state.calls, [], 'no git command in an untrusted workspace');

  const other = setup();
  assert.equal(await other.bases.baseFor('untitled:Untitled-1', 'HEAD'), undefined);
  assert.deepEqual(other.state.calls, []);
});

test('a base that arrives after the first lint gave up waiting re-lints the document', async () => {
  const { state, git } = fakeGit();
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const slowGit: GitReader = { ...git, resolveRef: async (dir, ref) => (await gate, git.resolveRef(dir, ref)) };
  const changed: string[][] = [];
  const bases = new BaseContracts({ trusted: () => true, onChanged: (uris) => changed.push([...uris]), git: slowGit, firstReadWaitMs: 1 });
  assert.equal(await bases.baseFor(URI, 'HEAD'), undefined);
  release();
  await bases.settled();
  assert.deepEqual(changed, [[URI]]);
  assert.equal((await bases.baseFor(URI, 'HEAD'))?.model.version, '1.0.0');
  assert.deepEqual(state.calls, ['rev-parse HEAD', 'show c1']);
});

test('the base is cached per ref', async () => {
  const { state, bases } = setup();
  state.files.set('c1', contract('1.0.0'));
  assert.equal((await bases.baseFor(URI, 'HEAD'))?.label, 'HEAD');
  assert.equal((await bases.baseFor(URI, 'origin/main'))?.label, 'origin/main');
  assert.deepEqual(state.calls, ['rev-parse HEAD', 'show c1', 'rev-parse origin/main', 'show c1']);
});

test('the base ref: the setting, else the project config, else HEAD', async () => {
  const { baseRefFor, DEFAULT_SETTINGS } = await import('../../server/src/lsp/settings');
  assert.equal(baseRefFor(DEFAULT_SETTINGS, undefined), 'HEAD');
  assert.equal(baseRefFor(DEFAULT_SETTINGS, { rules: {}, baseRef: 'origin/main' }), 'origin/main');
  assert.equal(baseRefFor({ ...DEFAULT_SETTINGS, baseRef: 'v1.0.0' }, { rules: {}, baseRef: 'origin/main' }), 'v1.0.0');
});
