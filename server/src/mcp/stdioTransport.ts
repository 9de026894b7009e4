/**
 * The SDK's Transport over a server we spawn ourselves. The SDK's StdioClientTransport takes no
 * spawn options, so it cannot put the server in a process group of its own; this one does
 * (processGroup.ts), keeps the end of the server's stderr, remembers how the process ended, and
 * skips a stdout line that is not JSON-RPC, counting it. The MCP spec allows nothing else there,
 * but servers print banners and log lines on stdout, and the SDK's own client skips them too (it
 * reports the line through `onerror` and reads on); client.ts says what was skipped, and turns
 * what it saw into the error a user reads when the read fails.
 */
import type { ChildProcess } from 'node:child_process';
import { StringDecoder } from 'node:string_decoder';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { JSONRPCMessageSchema, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { STDERR_TAIL_LINES } from './errors';
import { spawnServerProcess, stopServerProcess, type SpawnSpec } from './processGroup';

/** A line longer than this (a tools/list page of 64 MB) is refused: the server is stopped. */
const MAX_LINE_CHARS = 64 * 1024 * 1024;
/** How much of the server's stderr is kept, before taking its last lines. */
const STDERR_KEEP_CHARS = 16 * 1024;
/** How much of the first skipped stdout line is kept (it is quoted shorter still). */
const MAX_KEPT_LINE_CHARS = 1024;

export class ProcessGroupTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  /** Set when the process could not be started (ENOENT, EACCES...). */
  spawnError: NodeJS.ErrnoException | undefined;
  /** Set once the process is running. */
  spawned = false;
  /** How the process ended, once it has. */
  exit: { readonly code: number | null; readonly signal: NodeJS.Signals | null } | undefined;
  /** How the process ended, when it ended before we began to stop it (it exited, or crashed). */
  exitedByItself: { readonly code: number | null; readonly signal: NodeJS.Signals | null } | undefined;
  /** The stdout lines that were not JSON-RPC messages, skipped: how many, and the first. */
  skipped: { lines: number; readonly first: string } | undefined;
  /** Set when stdout held a line too long to read (the server was stopped). */
  overlong: string | undefined;

  private child: ChildProcess | undefined;
  private stdout = '';
  private stderr = '';
  private readonly decoder = new StringDecoder('utf8');
  private closing: Promise<void> | undefined;
  private closeReported = false;

  constructor(private readonly spec: SpawnSpec) {}

  start(): Promise<void> {
    return new Promise((resolve, reject) => {
      let child: ChildProcess;
      try {
        child = spawnServerProcess(this.spec);
      } catch (error) {
        // spawn throws synchronously on some bad arguments (a NUL in an argument).
        this.spawnError = error as NodeJS.ErrnoException;
        reject(error);
        return;
      }
      this.child = child;
      child.once('spawn', () => {
        this.spawned = true;
        resolve();
      });
      child.once('error', (error: NodeJS.ErrnoException) => {
        if (!this.spawned) {
          this.spawnError = error;
          reject(error);
          this.reportClose();
        } else this.onerror?.(error);
      });
      child.once('exit', (code, signal) => {
        this.exit = { code, signal };
        if (!this.closing) this.exitedByItself = this.exit;
      });
      child.once('close', () => this.reportClose());
      child.stdin?.on('error', () => {
        // EPIPE when the server is gone: its exit is what gets reported.
      });
      child.stdout?.on('data', (chunk: Buffer) => this.readStdout(this.decoder.write(chunk)));
      child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
        this.stderr = (this.stderr + chunk).slice(-STDERR_KEEP_CHARS);
      });
    });
  }

  /** The server's process id (and process group id), once spawned. */
  get pid(): number | undefined {
    return this.spawned ? this.child?.pid : undefined;
  }

  /** The last lines the server wrote to stderr, without blank ones. */
  stderrTail(): string[] {
    return this.stderr
      .split(/\r?\n/)
      .map((line) => line.trimEnd())
      .filter((line) => line !== '')
      .slice(-STDERR_TAIL_LINES);
  }

  async send(message: JSONRPCMessage): Promise<void> {
    const stdin = this.child?.stdin;
    if (!stdin || stdin.destroyed || this.closing) throw new Error('Not connected');
    if (!stdin.write(`${JSON.stringify(message)}\n`)) await new Promise<void>((resolve) => stdin.once('drain', resolve));
  }

  close(): Promise<void> {
    return this.stop(1000);
  }

  /** Stops the server, giving it `graceMs` to exit by itself once its stdin is closed. */
  private stop(graceMs: number): Promise<void> {
    this.closing ??= (async () => {
      if (this.child) await stopServerProcess(this.child, { graceMs });
      this.reportClose();
    })();
    return this.closing;
  }

  private readStdout(text: string): void {
    if (this.overlong !== undefined) return;
    this.stdout += text;
    let newline: number;
    while ((newline = this.stdout.indexOf('\n')) !== -1) {
      const line = this.stdout.slice(0, newline).replace(/\r$/, '');
      this.stdout = this.stdout.slice(newline + 1);
      if (line.trim() === '') continue;
      const message = parseMessage(line);
      if (message === undefined) this.skip(line);
      else this.onmessage?.(message);
    }
    if (this.stdout.length > MAX_LINE_CHARS) {
      this.overlong = `${this.stdout.slice(0, 200)}… (a line of more than ${MAX_LINE_CHARS} characters)`;
      this.stdout = '';
      this.onerror?.(new Error(`stdout line is too long: ${this.overlong}`));
      // Nothing after it can be read: no grace period.
      void this.stop(0);
    }
  }

  private skip(line: string): void {
    if (this.skipped) this.skipped.lines++;
    else this.skipped = { lines: 1, first: line.length > MAX_KEPT_LINE_CHARS ? line.slice(0, MAX_KEPT_LINE_CHARS) : line };
  }

  private reportClose(): void {
    if (this.closeReported) return;
    this.closeReported = true;
    this.onclose?.();
  }
}

function parseMessage(line: string): JSONRPCMessage | undefined {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return undefined;
  }
  const parsed = JSONRPCMessageSchema.safeParse(value);
  // The parsed copy may drop members; the message as sent is what the client reads.
  return parsed.success ? (value as JSONRPCMessage) : undefined;
}
