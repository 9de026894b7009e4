/**
 * Reads what a live MCP server answers to `tools/list`, through the SDK's Client: over stdio (a
 * process we spawn in its own group, stdioTransport.ts) or streamable HTTP. Every page is read,
 * in order (`nextCursor`); the handshake and each page have a timeout; the server is always
 * stopped, whatever happens. Each tool is kept exactly as the server sent it (the SDK's own
 * `listTools` would validate and compile the schemas, and a linter must read broken ones too).
 *
 * Every failure is an McpServerError naming the server, the step (`spawn`, `initialize`,
 * `tools/list`), the exit code and the end of the server's stderr. Nothing is printed.
 *
 * This is the only module that loads the SDK: the doors import it lazily (`await import`), so
 * linting files never pays for it.
 */
import { statSync } from 'node:fs';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport, StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';
import { ErrorCode, McpError, ResultSchema } from '@modelcontextprotocol/sdk/types.js';
import { McpServerError, quoteLine, type McpStep, type StdoutSkipped } from './errors';
import { ProcessGroupTransport } from './stdioTransport';
import type { HttpTarget, McpTarget, StdioTarget } from './target';

export const DEFAULT_TIMEOUT_MS = 30_000;
/** A list longer than this many pages is taken for a server that pages forever. */
const MAX_PAGES = 10_000;

export interface ReadToolsOptions {
  /** For the handshake, and for each page of tools/list; default 30 s. */
  readonly timeoutMs?: number;
  /** Aborting stops the server and rejects with a cancelled McpServerError. */
  readonly signal?: AbortSignal;
  /** Who we say we are in `initialize`. */
  readonly clientInfo?: { readonly name: string; readonly version: string };
  /** Called as each step starts, and after each page (for progress in the editor). */
  readonly onProgress?: (progress: ReadProgress) => void;
}

export interface ReadProgress {
  readonly step: McpStep;
  readonly pages: number;
  readonly tools: number;
  /** A stdio server's process id, once started: also its process group's id. */
  readonly pid?: number;
}

export interface ServerInfo {
  readonly name: string;
  readonly version: string;
  readonly title?: string;
}

export interface ToolsListRead {
  /** The target's name. */
  readonly server: string;
  /** What the server said it is in `initialize` (its `serverInfo`). */
  readonly serverInfo: ServerInfo | undefined;
  readonly instructions: string | undefined;
  /** Every tool of every page, in order, each exactly as sent. */
  readonly tools: readonly unknown[];
  readonly pages: number;
  /** The end of the server's stderr (stdio only), e.g. for an output channel. */
  readonly stderrTail: readonly string[];
  /** The lines a stdio server wrote to stdout that were not JSON-RPC, skipped (none: undefined). */
  readonly stdoutSkipped?: StdoutSkipped;
}

/** Starts or reaches the server, reads every page of tools/list, stops the server. */
export async function readToolsList(target: McpTarget, options: ReadToolsOptions = {}): Promise<ToolsListRead> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const { signal } = options;
  const session = target.type === 'stdio' ? stdioSession(target) : httpSession(target);
  let step: McpStep = session.firstStep;
  let pages = 0;
  const tools: unknown[] = [];
  const client = new Client(options.clientInfo ?? { name: 'tool-contracts', version: '0' }, { capabilities: {} });
  client.onerror = () => {
    // Transport errors show up again as the failure of the step; nothing is printed.
  };
  const progress = () => {
    const pid = session.pid();
    options.onProgress?.({ step, pages, tools: tools.length, ...(pid !== undefined ? { pid } : {}) });
  };
  try {
    if (signal?.aborted) throw signal.reason;
    progress();
    session.onSpawned(() => {
      step = 'initialize';
      progress();
    });
    await client.connect(session.transport, { timeout: timeoutMs, signal });
    step = 'tools/list';
    progress();
    const seen = new Set<string>();
    let cursor: string | undefined;
    do {
      const result = await client.request({ method: 'tools/list', params: cursor === undefined ? undefined : { cursor } }, ResultSchema, { timeout: timeoutMs, signal });
      pages++;
      if (!Array.isArray(result.tools)) throw new ProtocolProblem(`page ${pages} of its answer has no "tools" array`);
      tools.push(...result.tools);
      progress();
      const next: unknown = result.nextCursor;
      if (next === undefined || next === null) break;
      if (typeof next !== 'string') throw new ProtocolProblem(`page ${pages} has a nextCursor that is not a string: ${JSON.stringify(next)}`);
      if (seen.has(next)) throw new ProtocolProblem(`page ${pages} gave the cursor ${JSON.stringify(next)} a second time, so the list never ends`);
      if (pages >= MAX_PAGES) throw new ProtocolProblem(`the list goes on past ${MAX_PAGES} pages`);
      seen.add(next);
      cursor = next;
    } while (true);
    const serverInfo = client.getServerVersion();
    const read: ToolsListRead = {
      server: target.name,
      serverInfo: serverInfo ? { name: serverInfo.name, version: serverInfo.version, ...(serverInfo.title ? { title: serverInfo.title } : {}) } : undefined,
      instructions: client.getInstructions(),
      tools,
      pages,
      stderrTail: [],
    };
    await session.close();
    const skipped = session.skipped();
    return { ...read, stderrTail: session.stderrTail(), ...(skipped ? { stdoutSkipped: skipped } : {}) };
  } catch (error) {
    await session.close();
    throw serverError(target, step, error, session, timeoutMs, signal);
  }
}

class ProtocolProblem extends Error {}

interface Session {
  readonly transport: ProcessGroupTransport | StreamableHTTPClientTransport;
  readonly firstStep: McpStep;
  onSpawned(callback: () => void): void;
  close(): Promise<void>;
  stderrTail(): string[];
  pid(): number | undefined;
  /** What the transport saw that explains a failure better than the SDK's error, if anything. */
  explain(step: McpStep): { reason: string; step?: McpStep } | undefined;
  /** The stdout lines that were not JSON-RPC, skipped so far (stdio only), as a copy the transport no longer counts into. */
  skipped(): StdoutSkipped | undefined;
  exit(): { code: number | null; signal: string | null } | undefined;
}

function stdioSession(target: StdioTarget): Session {
  const transport = new ProcessGroupTransport({
    command: target.command,
    args: target.args,
    env: { ...process.env, ...target.env },
    cwd: target.cwd,
  });
  let whenSpawned: (() => void) | undefined;
  const start = transport.start.bind(transport);
  transport.start = async () => {
    if (target.cwd !== undefined && !isDirectory(target.cwd)) {
      const error: NodeJS.ErrnoException = new Error(`its working directory ${target.cwd} does not exist`);
      error.code = 'ENOTDIR_CWD';
      transport.spawnError = error;
      throw error;
    }
    await start();
    whenSpawned?.();
  };
  return {
    transport,
    firstStep: 'spawn',
    onSpawned: (callback) => (whenSpawned = callback),
    close: () => transport.close(),
    stderrTail: () => transport.stderrTail(),
    pid: () => transport.pid,
    exit: () => transport.exitedByItself,
    skipped: () => (transport.skipped ? { lines: transport.skipped.lines, first: transport.skipped.first } : undefined),
    explain(step) {
      const spawnError = transport.spawnError;
      if (spawnError) return { step: 'spawn', reason: describeSpawnError(target, spawnError) };
      if (transport.overlong !== undefined) return { reason: `it wrote a line to stdout too long to read: ${quoteLine(transport.overlong)}` };
      const exit = transport.exitedByItself;
      if (exit) {
        const how = exit.code !== null ? `it exited with code ${exit.code}` : `it was ended by ${exit.signal}`;
        return { reason: `${how} ${step === 'initialize' ? 'before answering initialize' : 'before answering tools/list'}` };
      }
      return undefined;
    },
  };
}

function httpSession(target: HttpTarget): Session {
  const transport = new StreamableHTTPClientTransport(new URL(target.url), { requestInit: { headers: { ...target.headers } } });
  return {
    transport,
    firstStep: 'initialize',
    onSpawned: () => undefined,
    async close() {
      // Politely end the session, but never wait long on a server that hangs.
      if (transport.sessionId !== undefined) await Promise.race([transport.terminateSession().catch(() => undefined), delay(2000)]);
      await transport.close().catch(() => undefined);
    },
    stderrTail: () => [],
    pid: () => undefined,
    exit: () => undefined,
    explain: () => undefined,
    skipped: () => undefined,
  };
}

function serverError(target: McpTarget, step: McpStep, error: unknown, session: Session, timeoutMs: number, signal: AbortSignal | undefined): McpServerError {
  const exit = session.exit();
  // A server that prints something else where MCP expects its answer: what it printed may say why.
  const skipped = session.skipped();
  const common = {
    server: target.name,
    exitCode: exit?.code,
    signal: exit?.signal,
    stderrTail: session.stderrTail(),
    ...(skipped ? { stdoutSkipped: skipped } : {}),
  };
  if (signal?.aborted) return new McpServerError({ ...common, step, reason: 'cancelled', cancelled: true });
  const seen = session.explain(step);
  if (seen) return new McpServerError({ ...common, step: seen.step ?? step, reason: seen.reason });
  return new McpServerError({ ...common, step, reason: describeError(target, error, timeoutMs) });
}

function describeError(target: McpTarget, error: unknown, timeoutMs: number): string {
  if (error instanceof ProtocolProblem) return error.message;
  if (error instanceof McpError) {
    if (isOwnTimeout(error)) return `no answer within ${formatSeconds(timeoutMs)}`;
    if (error.code === ErrorCode.ConnectionClosed) return 'the connection closed before it answered';
    return `it answered with error ${error.code}: ${error.message.replace(/^MCP error -?\d+: /, '')}`;
  }
  if (error instanceof UnauthorizedError || (error instanceof StreamableHTTPError && error.code === 401)) {
    return 'it asks for authorization (HTTP 401): give the header it needs in the server\'s "headers"';
  }
  if (error instanceof StreamableHTTPError) return `HTTP ${error.code ?? 'error'}: ${error.message.replace(/^Streamable HTTP error: /, '')}`;
  if (error instanceof Error) {
    const cause = (error as { cause?: NodeJS.ErrnoException }).cause;
    if (target.type === 'http' && cause instanceof Error) return `cannot connect to ${target.url}: ${connectionProblem(cause)}`;
    if (error.name === 'ZodError' || /invalid_type|invalid_union/.test(error.message)) return 'its answer is not what MCP specifies';
    return error.message;
  }
  return String(error);
}

/**
 * The SDK's own timeout, whose error carries how long it waited (`{ timeout }`, or `{ maxTotalTimeout }`): not a server's
 * error that uses the same code, -32001, for something else (bitcompass answers initialize with -32001 "Needs
 * authentication" at once).
 */
function isOwnTimeout(error: McpError): boolean {
  if (error.code !== ErrorCode.RequestTimeout) return false;
  const data: unknown = error.data;
  return typeof data === 'object' && data !== null && (typeof (data as { timeout?: unknown }).timeout === 'number' || typeof (data as { maxTotalTimeout?: unknown }).maxTotalTimeout === 'number');
}

function describeSpawnError(target: StdioTarget, error: NodeJS.ErrnoException): string {
  switch (error.code) {
    case 'ENOENT':
      return `command not found: ${target.command}`;
    case 'EACCES':
      return `permission denied: ${target.command} is not executable`;
    case 'ENOTDIR_CWD':
      return error.message;
    default:
      return `could not start ${target.command}: ${error.message}`;
  }
}

function connectionProblem(cause: NodeJS.ErrnoException): string {
  switch (cause.code) {
    case 'ECONNREFUSED':
      return 'connection refused';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'no such host';
    case 'ECONNRESET':
      return 'the connection was reset';
    default:
      return cause.message || String(cause.code);
  }
}

function formatSeconds(ms: number): string {
  const seconds = ms / 1000;
  return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} s`;
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
