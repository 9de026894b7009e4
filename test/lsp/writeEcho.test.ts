import { strict as assert } from 'node:assert';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { test } from 'node:test';
import { ErrorCodes } from 'vscode-languageserver-protocol/node';

// The fuzzer (test/fuzz/run.ts) fails a run on any unhandled rejection but one: vscode-jsonrpc's
// second copy of a request write that failed, whose first copy rejects the request to its caller.
test('a request written to a closed server fails to its caller, and the library copy that nothing can catch is recognized', () => {
  const probe = join(__dirname, 'probes', 'writeEchoProbe.ts');
  const run = spawnSync(process.execPath, ['--import', 'tsx', probe], { encoding: 'utf8', timeout: 30_000 });
  assert.equal(run.status, 0, run.stderr);
  const result = JSON.parse(run.stdout.trim().split('\n').pop()!) as { requestError?: { code?: number }; unhandled: Array<{ code: unknown; recognized: boolean }> };
  assert.equal(result.requestError?.code, ErrorCodes.MessageWriteError, 'the request itself failed with MessageWriteError');
  assert.ok(result.unhandled.length >= 1, 'vscode-jsonrpc still rethrows from its executor (if a release stops, the filter in run.ts can go)');
  assert.deepEqual(result.unhandled, result.unhandled.map(() => ({ code: 'ERR_STREAM_DESTROYED', recognized: true })));
});

test('a request written to a server that closed its input but still runs fails with EPIPE to its caller, and the library copy is recognized (round 66 fuzz run)', () => {
  const probe = join(__dirname, 'probes', 'writeEchoProbe.ts');
  const run = spawnSync(process.execPath, ['--import', 'tsx', probe, 'epipe'], { encoding: 'utf8', timeout: 30_000 });
  assert.equal(run.status, 0, run.stderr);
  const result = JSON.parse(run.stdout.trim().split('\n').pop()!) as { requestError?: { code?: number; message?: string }; unhandled: Array<{ code: unknown; recognized: boolean }> };
  assert.equal(result.requestError?.code, ErrorCodes.MessageWriteError, 'the request itself failed with MessageWriteError');
  assert.match(result.requestError?.message ?? '', /EPIPE/);
  assert.ok(result.unhandled.length >= 1, 'vscode-jsonrpc still rethrows from its executor');
  assert.deepEqual(result.unhandled, result.unhandled.map(() => ({ code: 'EPIPE', recognized: true })));
});

test('an unrelated rejection is not taken for the library copy', async () => {
  const { isRequestWriteEcho } = await import('./lspClient');
  assert.equal(isRequestWriteEcho(new Error('boom')), false);
  const destroyedElsewhere = Object.assign(new Error('Cannot call write after a stream was destroyed'), { code: 'ERR_STREAM_DESTROYED' });
  destroyedElsewhere.stack = 'Error: Cannot call write\n    at _write (node:internal/streams/writable:491:11)\n    at our own code (test/fuzz/run.ts:1:1)';
  assert.equal(isRequestWriteEcho(destroyedElsewhere), false);
  assert.equal(isRequestWriteEcho('ERR_STREAM_DESTROYED'), false);
  const pipeElsewhere = Object.assign(new Error('write EPIPE'), { code: 'EPIPE', syscall: 'write' });
  pipeElsewhere.stack = 'Error: write EPIPE\n    at afterWriteDispatched (node:internal/stream_base_commons:161:15)\n    at Writable.write (node:internal/streams/writable:510:10)\n    at our own code (test/fuzz/run.ts:1:1)';
  assert.equal(isRequestWriteEcho(pipeElsewhere), false);
});
