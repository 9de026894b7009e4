/**
 * What a command may touch of the process, injected so commands can be run and
 * tested without spawning: the two output streams, the working directory, the environment.
 */
import { writeSync } from 'node:fs';

export interface OutputStream {
  write(text: string): unknown;
  readonly isTTY?: boolean;
}

export interface CliIo {
  readonly stdout: OutputStream;
  readonly stderr: OutputStream;
  readonly cwd: string;
  readonly env: Readonly<Record<string, string | undefined>>;
}

export function processIo(): CliIo {
  return { stdout: descriptorStream(1, () => process.stdout), stderr: descriptorStream(2, () => process.stderr), cwd: process.cwd(), env: process.env };
}

/**
 * stdout or stderr written straight to its file descriptor. Node builds `process.stdout` on first
 * use, and for a pipe (how CI reads a linter) that loads its net and stream modules: about 5 ms of a
 * cold `lint` of 20 tools, a tenth of its own time (`tty`, to ask whether it is a terminal, 4 ms
 * more). Writing synchronously is what Node does itself for files, and for pipes and terminals on
 * Linux and macOS. `isTTY` is asked only for the stylish report's colours. A descriptor someone
 * left non-blocking can refuse a write with EAGAIN: from then on, Node's stream writes the rest
 * (it waits for the reader). A closed pipe (`tool-contracts lint … | head`) is not an error: the
 * process ends with the exit code it has.
 */
export function descriptorStream(
  fd: 1 | 2,
  nodeStream: () => NodeJS.WriteStream,
  writeBytes: (fd: number, bytes: Uint8Array, offset: number) => number = writeSync,
): OutputStream {
  let stream: NodeJS.WriteStream | undefined;
  let tty: boolean | undefined;
  return {
    get isTTY(): boolean {
      if (tty === undefined) tty = stream ? stream.isTTY === true : (require('node:tty') as typeof import('node:tty')).isatty(fd);
      return tty;
    },
    write(text: string): boolean {
      if (stream) return stream.write(text);
      const bytes = Buffer.from(text, 'utf8');
      let offset = 0;
      try {
        while (offset < bytes.length) offset += writeBytes(fd, bytes, offset);
        return true;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'EPIPE') process.exit(process.exitCode ?? 0);
        if (code !== 'EAGAIN') throw error;
        stream = quietWhenClosed(nodeStream());
        return stream.write(bytes.subarray(offset));
      }
    },
  };
}

function quietWhenClosed(stream: NodeJS.WriteStream): NodeJS.WriteStream {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
  return stream;
}
