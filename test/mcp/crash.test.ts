/** A crash of ours (an uncaught exception) still kills the server's whole process group. */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { test } from 'node:test';
import { NODE, assertNoProcessWithMarker, fixture, newMarker } from './helpers';

test('an uncaught exception in our process kills the server and its child', async () => {
  const marker = newMarker();
  const child = spawn(NODE, ['--import', 'tsx', fixture('crashingClient.ts'), marker], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  assert.equal(code, 1, stderr);
  assert.match(stderr, /Error: crash of ours/);
  await assertNoProcessWithMarker(marker, 2000);
});
