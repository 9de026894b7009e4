/**
 * How the CLI writes its reports (server/src/cli/io.ts): straight to the file descriptor, every
 * byte in order even when the system writes part of it; the rest through Node's stream when the
 * descriptor refuses a write (EAGAIN: someone left it non-blocking); and a reader that closes the
 * pipe early (`| head`) ends the process quietly, without a stack trace.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { descriptorStream } from '../../server/src/cli/io';
import { CLI } from './helpers';
import { generateContract } from '../../bench/corpus';

/** A Node stream stand-in that records what it is given. */
function recordingStream(): { stream: NodeJS.WriteStream; written: Buffer[] } {
  const written: Buffer[] = [];
  const stream = {
    isTTY: false,
    write: (chunk: string | Uint8Array) => written.push(Buffer.from(chunk)) > 0,
    on: () => stream,
  };
  return { stream: stream as unknown as NodeJS.WriteStream, written };
}

describe('CLI output', () => {
  it('writes every byte in order when the system takes a part at a time', () => {
    const received: Buffer[] = [];
    const out = descriptorStream(1, () => assert.fail('no stream is needed'), (_fd, bytes, offset) => {
      const part = Buffer.from(bytes.subarray(offset, offset + 1000));
      received.push(part);
      return part.length;
    });
    const text = `${'é'.repeat(3000)}\n${'x'.repeat(4321)}\n`;
    out.write(text);
    out.write('and more\n');
    assert.equal(Buffer.concat(received).toString('utf8'), `${text}and more\n`);
    assert.ok(received.length > 10, 'in parts');
  });

  it('hands the rest to Node’s stream when the descriptor refuses a write, and uses the stream from then on', () => {
    const sent: Buffer[] = [];
    const { stream, written } = recordingStream();
    let streams = 0;
    const out = descriptorStream(
      1,
      () => {
        streams++;
        return stream;
      },
      (_fd, bytes, offset) => {
        if (offset >= 5000) throw Object.assign(new Error('EAGAIN: resource temporarily unavailable, write'), { code: 'EAGAIN' });
        const part = Buffer.from(bytes.subarray(offset, Math.min(offset + 2500, bytes.length)));
        sent.push(part);
        return part.length;
      },
    );
    const text = 'abcdefghij'.repeat(1000);
    out.write(text);
    out.write('next\n');
    assert.equal(streams, 1);
    assert.equal(Buffer.concat(sent).toString(), text.slice(0, 5000));
    assert.equal(Buffer.concat(written).toString(), `${text.slice(5000)}next\n`);
  });

  it('throws any other write error', () => {
    const out = descriptorStream(2, () => assert.fail('no stream'), () => {
      throw Object.assign(new Error('EIO: i/o error, write'), { code: 'EIO' });
    });
    assert.throws(() => out.write('x'), /EIO/);
  });

  it('ends quietly when the reader closes the pipe early (`lint … | head`)', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'tool-contracts-output-test-'));
    after(() => rmSync(folder, { recursive: true, force: true }));
    // A report far larger than a pipe's buffer, so the CLI is still writing when the reader goes.
    const file = join(folder, 'big.contract.json');
    writeFileSync(file, generateContract(300, { flawed: true }));
    const child = spawn(process.execPath, [CLI, 'lint', '--format', 'json', file], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, TOOL_CONTRACTS_CODE_CACHE: 'off' } });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    let first = '';
    child.stdout.once('data', (chunk: Buffer) => {
      first = chunk.toString();
      child.stdout.destroy();
    });
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    assert.match(first, /^\{\n {2}"format_version": 1/);
    assert.equal(stderr, '', 'no error printed');
    assert.equal(code, 0);
  });
});
