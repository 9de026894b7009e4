import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync, existsSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isSafeRef, readCommittedFile, resolveRef } from '../../server/src/node/git';
import { createGitRepo, git as runGit } from '../helpers/gitRepo';

let repo: string;
let outside: string;

const git = (...args: string[]): string => runGit(repo, args);

before(() => {
  repo = realpathSync(mkdtempSync(join(tmpdir(), 'tc-git-')));
  outside = realpathSync(mkdtempSync(join(tmpdir(), 'tc-nogit-')));
  createGitRepo(repo, { 'a.contract.json': '{ "version": "1.0.0" }\n', 'sub/deeper/b.contract.json': '\ufeff{ "version": "2.0.0" }\n' }, 'first');
  writeFileSync(join(outside, 'c.contract.json'), '{}\n');
});

after(() => {
  rmSync(repo, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

test('reads a committed file at HEAD', async () => {
  assert.equal(await readCommittedFile(join(repo, 'a.contract.json'), 'HEAD'), '{ "version": "1.0.0" }\n');
});

test('a modified working copy still gives the committed text', async () => {
  const file = join(repo, 'a.contract.json');
  writeFileSync(file, '{ "version": "9.9.9" }\n');
  try {
    assert.equal(await readCommittedFile(file, 'HEAD'), '{ "version": "1.0.0" }\n');
  } finally {
    writeFileSync(file, '{ "version": "1.0.0" }\n');
  }
});

test('a file in a subdirectory, without its byte-order mark', async () => {
  assert.equal(await readCommittedFile(join(repo, 'sub', 'deeper', 'b.contract.json'), 'HEAD'), '{ "version": "2.0.0" }\n');
});

test('an untracked file gives undefined', async () => {
  const file = join(repo, 'untracked.contract.json');
  writeFileSync(file, '{}\n');
  try {
    assert.equal(await readCommittedFile(file, 'HEAD'), undefined);
  } finally {
    rmSync(file);
  }
});

test('a file outside any repository gives undefined', async () => {
  assert.equal(await readCommittedFile(join(outside, 'c.contract.json'), 'HEAD', { env: { GIT_CEILING_DIRECTORIES: tmpdir() } }), undefined);
  assert.equal(await resolveRef(outside, 'HEAD', { env: { GIT_CEILING_DIRECTORIES: tmpdir() } }), undefined);
});

test('a missing folder gives undefined', async () => {
  assert.equal(await readCommittedFile(join(repo, 'no-such-folder', 'x.json'), 'HEAD'), undefined);
});

test('an unknown ref gives undefined', async () => {
  assert.equal(await readCommittedFile(join(repo, 'a.contract.json'), 'no-such-branch'), undefined);
  assert.equal(await resolveRef(repo, 'no-such-branch'), undefined);
});

test('a ref that looks like an option is refused before git runs', async () => {
  const marker = join(repo, 'x');
  assert.equal(await readCommittedFile(join(repo, 'a.contract.json'), '--output=x'), undefined);
  assert.equal(await resolveRef(repo, '--output=x'), undefined);
  assert.equal(existsSync(marker), false);
  for (const ref of ['-p', '', 'HEAD:other', 'HEAD\n--all', 'a b']) assert.equal(isSafeRef(ref), false, JSON.stringify(ref));
  for (const ref of ['HEAD', 'main', 'origin/main', 'v1.4.0', 'HEAD~1', 'HEAD^', 'HEAD@{1}']) assert.equal(isSafeRef(ref), true, ref);
});

test('no git binary gives undefined', async () => {
  assert.equal(await readCommittedFile(join(repo, 'a.contract.json'), 'HEAD', { env: { PATH: '' } }), undefined);
  assert.equal(await resolveRef(repo, 'HEAD', { env: { PATH: '' } }), undefined);
  assert.equal(await readCommittedFile(join(repo, 'a.contract.json'), 'HEAD', { gitPath: join(outside, 'no-git') }), undefined);
});

test('resolveRef gives the commit id and sees HEAD move', async () => {
  const first = git('rev-parse', 'HEAD').trim();
  assert.equal(await resolveRef(repo, 'HEAD'), first);
  assert.equal(await resolveRef(join(repo, 'sub'), 'HEAD'), first);
  writeFileSync(join(repo, 'a.contract.json'), '{ "version": "1.1.0" }\n');
  git('commit', '-q', '-am', 'second');
  const second = git('rev-parse', 'HEAD').trim();
  assert.notEqual(second, first);
  assert.equal(await resolveRef(repo, 'HEAD'), second);
  assert.equal(await readCommittedFile(join(repo, 'a.contract.json'), 'HEAD'), '{ "version": "1.1.0" }\n');
  assert.equal(await readCommittedFile(join(repo, 'a.contract.json'), first), '{ "version": "1.0.0" }\n');
  assert.equal(await readCommittedFile(join(repo, 'a.contract.json'), 'HEAD~1'), '{ "version": "1.0.0" }\n');
});

test('a timeout kills git and gives undefined', async () => {
  // A "git" that never answers: a script that sleeps.
  const slow = join(outside, 'slow-git');
  writeFileSync(slow, '#!/bin/sh\nexec sleep 30\n', { mode: 0o755 });
  const started = Date.now();
  assert.equal(await readCommittedFile(join(repo, 'a.contract.json'), 'HEAD', { gitPath: slow, timeoutMs: 200 }), undefined);
  assert.ok(Date.now() - started < 5000, 'returned soon after the timeout');
});
