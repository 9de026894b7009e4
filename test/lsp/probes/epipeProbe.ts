/**
 * Run by writeEcho.test.ts in a process of its own: a request written to a server process that
 * has closed its input but not yet exited (one that died, or one being stopped), so the write
 * fails in the operating system with EPIPE, after the library's write call has returned. Prints one
 * JSON line: how the request failed, and each unhandled rejection that followed, with whether
 * isRequestWriteEcho recognizes it.
 */
import { spawn } from 'node:child_process';
import { PassThrough } from 'node:stream';
import { createProtocolConnection, ShutdownRequest, StreamMessageReader, StreamMessageWriter } from 'vscode-languageserver-protocol/node';
import { isRequestWriteEcho } from '../lspClient';

const unhandled: Array<{ code: unknown; recognized: boolean }> = [];
process.on('unhandledRejection', (reason) => unhandled.push({ code: (reason as NodeJS.ErrnoException)?.code, recognized: isRequestWriteEcho(reason) }));

async function main(): Promise<void> {
  // A process that closes its standard input and waits: the pipe has no reader, and a write to it fails with EPIPE.
  const child = spawn(process.execPath, ['-e', "require('fs').closeSync(0); process.stdout.write('closed\\n'); setTimeout(() => {}, 20000)"], { stdio: ['pipe', 'pipe', 'inherit'] });
  child.stdin.on('error', () => undefined);
  await new Promise<void>((done) => child.stdout.once('data', () => done()));
  const connection = createProtocolConnection(new StreamMessageReader(new PassThrough()), new StreamMessageWriter(child.stdin));
  connection.listen();
  let requestError: { code?: unknown; message?: string } | undefined;
  try {
    await connection.sendRequest(ShutdownRequest.type);
  } catch (error) {
    requestError = { code: (error as { code?: unknown }).code, message: (error as Error).message };
  }
  // The library's second copy arrives on a later turn: wait for it, up to a deadline.
  const deadline = Date.now() + 5_000;
  while (unhandled.length === 0 && Date.now() < deadline) await new Promise((done) => setImmediate(done));
  connection.dispose();
  child.kill();
  process.stdout.write(`${JSON.stringify({ requestError, unhandled })}\n`);
}

void main();
