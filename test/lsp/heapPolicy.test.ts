/**
 * The language server's heap policy (server/src/lsp/heapPolicy.ts): the flag the client puts on
 * the server's command line, the flag a server started without it sets for itself on plain Node
 * (never under Electron, never over the command line's own), and, through the built server over
 * stdio, that it did set it.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { describe, it } from 'node:test';
import { applyHeapPolicy, HEAP_GROWING_PERCENT, HEAP_POLICY_EXEC_ARGV } from '../../server/src/lsp/heapPolicy';
import { LspTestClient } from './lspClient';

const FLAG = '--heap-growing-percent=30';

function recorded(execArgv: readonly string[], electron?: string): { set: string[]; policy: ReturnType<typeof applyHeapPolicy> } {
  const set: string[] = [];
  return { set, policy: applyHeapPolicy(execArgv, electron, (flags) => set.push(flags)) };
}

describe('heap policy', () => {
  it('is 30 %, the command line the client starts the server with', () => {
    assert.equal(HEAP_GROWING_PERCENT, 30);
    assert.deepEqual(HEAP_POLICY_EXEC_ARGV, [FLAG]);
  });

  it('sets the growth on plain Node when the command line says nothing', () => {
    const { set, policy } = recorded(['--enable-source-maps']);
    assert.deepEqual(set, [FLAG]);
    assert.equal(policy.flag, FLAG);
    assert.match(policy.message, /at most 30 % \(--heap-growing-percent=30, set by the server\)/);
  });

  it("leaves the command line's own growth alone, in either spelling, on Node and under Electron", () => {
    for (const own of [FLAG, '--heap-growing-percent=60', '--heap_growing_percent=10']) {
      for (const electron of [undefined, '34.2.0']) {
        const { set, policy } = recorded(['--nolazy', own], electron);
        assert.deepEqual(set, [], own);
        assert.equal(policy.flag, undefined);
        assert.ok(policy.message.endsWith(`${own}, from the command line.`), policy.message);
      }
    }
  });

  it('changes no V8 flag at run time under Electron, or when V8 was told to freeze them', () => {
    const electron = recorded([], '34.2.0');
    assert.deepEqual(electron.set, []);
    assert.equal(electron.policy.flag, undefined);
    assert.match(electron.policy.message, /under Electron 34\.2\.0 the server changes no V8 flag at run time; start it with --heap-growing-percent=30/);
    const frozen = recorded(['--freeze-flags-after-init']);
    assert.deepEqual(frozen.set, []);
    assert.match(frozen.policy.message, /frozen by --freeze-flags-after-init/);
  });

  it('survives a setter that throws', () => {
    const failed = applyHeapPolicy([], undefined, () => {
      throw new Error('no flags here');
    });
    assert.equal(failed.flag, undefined);
    assert.match(failed.message, /V8's own \(setting --heap-growing-percent=30 failed: no flags here\)/);
  });

  it('is a flag this V8 knows, on the command line and set at run time', () => {
    assert.match(spawnSync(process.execPath, ['--v8-options'], { encoding: 'utf8' }).stdout, /--heap-growing-percent \(specifies heap growing factor/);
    const program = "const kept = []; for (let i = 0; i < 2e5; i++) kept.push({ i }); console.log('ok', kept.length)";
    const onCommandLine = spawnSync(process.execPath, [FLAG, '-e', program], { encoding: 'utf8' });
    assert.equal(onCommandLine.status, 0, onCommandLine.stderr);
    assert.equal(onCommandLine.stdout.trim(), 'ok 200000');
    const atRunTime = spawnSync(process.execPath, ['-e', `require('node:v8').setFlagsFromString('${FLAG}'); ${program}`], { encoding: 'utf8' });
    assert.equal(atRunTime.status, 0, atRunTime.stderr);
    assert.equal(atRunTime.stdout.trim(), 'ok 200000');
  });

  it('is applied by the built server started without the flag, which says so in its log', async () => {
    const { client } = await LspTestClient.start();
    try {
      await client.log.seen((line) => line.startsWith('Tool Contracts engine ready'), 'the engine-ready log line', 30_000);
      const line = client.log.received.find((l) => l.startsWith('Heap growth between full collections:'));
      assert.equal(line, "Heap growth between full collections: at most 30 % (--heap-growing-percent=30, set by the server), so typing in a big contract keeps its memory near that of its first lint.");
    } finally {
      await client.stop();
    }
  });
});
