/**
 * Run by writeEcho.test.ts in a process of its own (the test runner counts any unhandled
 * rejection in its own process as a failure): a request written after the server's input
 * closed. Prints one JSON line: how the request failed, and each unhandled rejection that
 * followed, with whether isRequestWriteEcho recognizes it.
 */
import { PassThrough } from 'node:stream';
import { createProtocolConnection, ShutdownRequest, StreamMessageReader, StreamMessageWriter } from 'vscode-languageserver-protocol/node';
import { isRequestWriteEcho } from '../lspClient';

const unhandled: Array<{ code: unknown; recognized: boolean }> = [];
process.on('unhandledRejection', (reason) => unhandled.push({ code: (reason as NodeJS.ErrnoException)?.code, recognized: isRequestWriteEcho(reason) }));

async function main(): Promise<void> {
  const serverInput = new PassThrough();
  serverInput.on('error', () => undefined);
  const connection = createProtocolConnection(new StreamMessageReader(new PassThrough()), new StreamMessageWriter(serverInput));
  connection.listen();
  serverInput.destroy();
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
  process.stdout.write(`${JSON.stringify({ requestError, unhandled })}\n`);
}

void main();
