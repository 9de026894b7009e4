/**
 * The language server's heap policy (server/src/lsp/heapPolicy.ts): the flag it sets for itself
 * unless the command line chose, and, through the built server over stdio, that it did set it.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { describe, it } from 'node:test';
import { applyHeapPolicy, HEAP_GROWING_PERCENT } from '../../server/src/lsp/heapPolicy';
import { LspTestClient } from './lspClient';

describe('heap policy', () => {
  it('sets a fixed heap growth when the command line says nothing', () => {
    const set: string[] = [];
    const policy = applyHeapPolicy(['--enable-source-maps'], (flags) => set.push(flags));
    assert.deepEqual(set, [`--heap-growing-percent=${HEAP_GROWING_PERCENT}`]);
    assert.equal(policy.flag, `--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
    assert.match(policy.message, /at most 30 % \(--heap-growing-percent=30\)/);
  });

  it("leaves the command line's own growth alone, in either spelling", () => {
    for (const own of ['--heap-growing-percent=60', '--heap_growing_percent=10']) {
      const set: string[] = [];
      const policy = applyHeapPolicy([own], (flags) => set.push(flags));
      assert.deepEqual(set, [], own);
      assert.equal(policy.flag, undefined);
      assert.ok(policy.message.includes(`${own}, from the command line`), policy.message);
    }
  });

  it('sets nothing when V8 was told to freeze its flags, and survives a failing setter', () => {
    const set: string[] = [];
    assert.equal(applyHeapPolicy(['--freeze-flags-after-init'], (flags) => set.push(flags)).flag, undefined);
    assert.deepEqual(set, []);
    const failed = applyHeapPolicy([], () => {
      throw new Error('no flags here');
    });
    assert.equal(failed.flag, undefined);
    assert.match(failed.message, /V8's own \(setting --heap-growing-percent=30 failed: no flags here\)/);
  });

  it('is a flag this Node accepts at run time (setting it does not crash the process)', () => {
    const run = spawnSync(process.execPath, ['-e', `require('node:v8').setFlagsFromString('--heap-growing-percent=${HEAP_GROWING_PERCENT}'); const kept = []; for (let i = 0; i < 2e5; i++) kept.push({ i }); console.log('ok', kept.length)`], { encoding: 'utf8' });
    assert.equal(run.status, 0, run.stderr);
    assert.equal(run.stdout.trim(), 'ok 200000');
    assert.match(spawnSync(process.execPath, ['--v8-options'], { encoding: 'utf8' }).stdout, /--heap-growing-percent \(specifies heap growing factor/, 'the V8 of this Node knows --heap-growing-percent');
  });

  it('is applied by the built server, which says so in its log', async () => {
    const { client } = await LspTestClient.start();
    try {
      await client.log.seen((line) => line.startsWith('Tool Contracts engine ready'), 'the engine-ready log line', 30_000);
      assert.ok(client.log.received.some((line) => line === `Heap growth between full collections: at most ${HEAP_GROWING_PERCENT} % (--heap-growing-percent=${HEAP_GROWING_PERCENT}), so typing in a big contract keeps the server's memory near that of its first lint.`), client.log.received.join('\n'));
    } finally {
      await client.stop();
    }
  });
});
