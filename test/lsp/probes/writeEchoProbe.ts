/**
 * Run by writeEcho.test.ts in a process of its own (the test runner counts any unhandled
 * rejection in its own process as a failure): a request written after the server's input
 * closed. Prints one JSON line: how the request failed, and each unhandled rejection that
 * followed, with whether isRequestWriteEcho recognizes it.
 *
 * `destroyed` (the default): the stream is destroyed before the write, which fails at once with
 * ERR_STREAM_DESTROYED. `epipe`: a server process that closed its standard input but still runs (one
 * that died, or one being stopped), so the write fails in the operating system with EPIPE after
 * the library's write call has returned.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { PassThrough, type Writable } from 'node:stream';
import { createProtocolConnection, ShutdownRequest, StreamMessageReader, StreamMessageWriter } from 'vscode-languageserver-protocol/node';
import { isRequestWriteEcho } from '../lspClient';

const unhandled: Array<{ code: unknown; recognized: boolean }> = [];
process.on('unhandledRejection', (reason) => unhandled.push({ code: (reason as NodeJS.ErrnoException)?.code, recognized: isRequestWriteEcho(reason) }));

/** The server's input, closed the way `how` says, and the process behind it when there is one. */
async function closedInput(how: string): Promise<{ input: Writable; child?: ChildProcess }> {
  if (how !== 'epipe') {
    const input = new PassThrough();
    input.on('error', () => undefined);
    input.destroy();
    return { input };
  }
  const child = spawn(process.execPath, ['-e', "require('fs').closeSync(0); process.stdout.write('closed\\n'); setTimeout(() => {}, 20000)"], { stdio: ['pipe', 'pipe', 'inherit'] });
  child.stdin!.on('error', () => undefined);
  await new Promise<void>((done) => child.stdout!.once('data', () => done()));
  return { input: child.stdin!, child };
}

async function main(): Promise<void> {
  const { input, child } = await closedInput(process.argv[2] ?? 'destroyed');
  const connection = createProtocolConnection(new StreamMessageReader(new PassThrough()), new StreamMessageWriter(input));
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
  child?.kill();
  process.stdout.write(`${JSON.stringify({ requestError, unhandled })}\n`);
}

void main();
