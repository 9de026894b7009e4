/**
 * Shared by the live-server tests: the fixture servers, the real servers from npm, a free port,
 * server-everything over streamable HTTP, and the checks that nothing was left running (the
 * process group is gone; no process carries the test's marker in its environment).
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

export const REPO_ROOT = resolve(__dirname, '../..');
export const FIXTURES = join(__dirname, 'fixtures');
export const NODE = process.execPath;
const SERVERS = join(REPO_ROOT, 'node_modules/@modelcontextprotocol');
export const MEMORY_SERVER = join(SERVERS, 'server-memory/dist/index.js');
export const EVERYTHING_SERVER = join(SERVERS, 'server-everything/dist/index.js');
export const FILESYSTEM_SERVER = join(SERVERS, 'server-filesystem/dist/index.js');

export function fixture(name: string): string {
  return join(FIXTURES, name);
}

/** Generous: a loaded 2-core machine starts node servers slowly. */
export const START_TIMEOUT_MS = 30_000;

/** Asserts that no process of the group `pgid` is left. */
export function assertGroupGone(pgid: number | undefined): void {
  assert.ok(pgid !== undefined, 'the server was started');
  assert.throws(() => process.kill(-pgid, 0), (error: NodeJS.ErrnoException) => error.code === 'ESRCH', `process group ${pgid} is still there`);
}

/** A value for TOOL_CONTRACTS_TEST_MARKER: every process started with it in its environment can be found. */
export function newMarker(): string {
  return randomUUID();
}

/** The processes (not zombies) whose environment holds TOOL_CONTRACTS_TEST_MARKER=<marker>. */
export function processesWithMarker(marker: string): number[] {
  const needle = `TOOL_CONTRACTS_TEST_MARKER=${marker}`;
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/environ`, 'latin1').split('\0').includes(needle)) found.push(Number(entry));
    } catch {
      // gone, or not ours to read
    }
  }
  return found;
}

/** Polls until no process carries the marker (the CLI has exited; its servers must be gone too). */
export async function assertNoProcessWithMarker(marker: string, withinMs = 5000): Promise<void> {
  const deadline = Date.now() + withinMs;
  let left = processesWithMarker(marker);
  while (left.length > 0 && Date.now() < deadline) {
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 50));
    left = processesWithMarker(marker);
  }
  assert.deepEqual(left, [], 'processes left running');
}

/** A TCP port nothing listens on, on 127.0.0.1 (free when asked). */
export function freePort(): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePromise(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface HttpServer {
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * server-everything over streamable HTTP on a free port of 127.0.0.1 (`node dist/index.js
 * streamableHttp`, PORT in the environment), ready once it says it listens.
 */
export async function startEverythingHttp(): Promise<HttpServer> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const child = spawn(NODE, [EVERYTHING_SERVER, 'streamableHttp'], { env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'pipe'], detached: true });
    let stderr = '';
    const ready = await new Promise<boolean>((resolvePromise) => {
      const timer = setTimeout(() => resolvePromise(false), START_TIMEOUT_MS);
      child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
        stderr += chunk;
        if (/listening on port/i.test(stderr)) {
          clearTimeout(timer);
          resolvePromise(true);
        }
      });
      child.once('exit', () => {
        clearTimeout(timer);
        resolvePromise(false);
      });
    });
    const stop = async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolvePromise) => child.once('exit', resolvePromise));
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // gone
      }
      await exited;
    };
    if (ready) return { url: `http://127.0.0.1:${port}/mcp`, stop };
    await stop();
    // Another process took the port between the check and the listen: try another one.
    if (attempt >= 3) throw new Error(`server-everything did not start over HTTP:\n${stderr}`);
  }
}
