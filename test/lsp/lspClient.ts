/**
 * A real LSP client for the tests: spawns `node dist/server.js --stdio` and talks to it
 * through vscode-languageserver-protocol over the child's stdio. Waiting is always
 * "the next matching message, or fail after a deadline": register the wait BEFORE the
 * action that causes the message, and no sleep is ever needed.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  ConfigurationRequest,
  createProtocolConnection,
  DidChangeConfigurationNotification,
  DidChangeTextDocumentNotification,
  DidChangeWatchedFilesNotification,
  DidCloseTextDocumentNotification,
  DidOpenTextDocumentNotification,
  DidSaveTextDocumentNotification,
  ExitNotification,
  InitializedNotification,
  InitializeRequest,
  LogMessageNotification,
  LogTraceNotification,
  PublishDiagnosticsNotification,
  RegistrationRequest,
  ShowMessageNotification,
  ShutdownRequest,
  StreamMessageReader,
  StreamMessageWriter,
  type FileEvent,
  type InitializeResult,
  type ProtocolConnection,
  type PublishDiagnosticsParams,
  type ShowMessageParams,
  type TextDocumentContentChangeEvent,
} from 'vscode-languageserver-protocol/node';
import { LintStatusNotification, type LintStatusParams } from '../../server/src/protocol';

export const SERVER_BUNDLE = resolve(__dirname, '../../dist/server.js');
export const DEADLINE_MS = 10_000;

export interface StartOptions {
  /** Answer workspace/configuration pulls (the VS Code way); otherwise the server must use pushed settings. */
  readonly pullConfiguration?: boolean;
  /** The `toolContracts` section returned to pulls. */
  readonly settings?: Record<string, unknown>;
  readonly initializationOptions?: unknown;
  /** Workspace folder path. */
  readonly workspaceFolder?: string;
  /** The server's environment (default: this process's), e.g. a PATH with a git that logs its calls. */
  readonly env?: NodeJS.ProcessEnv;
  /** Ask the server for `$/logTrace` messages (what each lint and request cost), collected in `traces`. */
  readonly trace?: 'messages' | 'verbose';
  /** Another build of the server (a bench comparing with an older commit); default dist/server.js. */
  readonly serverBundle?: string;
  /** Node's options before the bundle (V8 flags: the VS Code client's HEAP_POLICY_EXEC_ARGV); default none. */
  readonly execArgv?: readonly string[];
}

interface Waiter<T> {
  readonly matches: (value: T) => boolean;
  readonly resolve: (value: T) => void;
}

/** Resolves with the first value that matches, from now on; rejects after the deadline. */
class Stream<T> {
  readonly received: T[] = [];
  private waiters: Array<Waiter<T>> = [];

  push(value: T): void {
    this.received.push(value);
    const ready = this.waiters.filter((w) => w.matches(value));
    this.waiters = this.waiters.filter((w) => !ready.includes(w));
    for (const waiter of ready) waiter.resolve(value);
  }

  next(matches: (value: T) => boolean, what: string, deadlineMs = DEADLINE_MS): Promise<T> {
    return new Promise<T>((resolvePromise, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        reject(new Error(`Timed out after ${deadlineMs} ms waiting for ${what}`));
      }, deadlineMs);
      const waiter: Waiter<T> = {
        matches,
        resolve: (value) => {
          clearTimeout(timer);
          resolvePromise(value);
        },
      };
      this.waiters.push(waiter);
    });
  }

  /** The first value received so far that matches, or else the next one (within the deadline). */
  seen(matches: (value: T) => boolean, what: string, deadlineMs = DEADLINE_MS): Promise<T> {
    const already = this.received.find(matches);
    return already !== undefined ? Promise.resolve(already) : this.next(matches, what, deadlineMs);
  }
}

export class LspTestClient {
  readonly diagnostics = new Stream<PublishDiagnosticsParams>();
  readonly statuses = new Stream<LintStatusParams>();
  readonly messages = new Stream<ShowMessageParams>();
  /** `$/logTrace` messages, when started with `trace`. */
  readonly traces = new Stream<string>();
  /** `window/logMessage` lines. */
  readonly log = new Stream<string>();
  settings: Record<string, unknown>;
  private readonly versions = new Map<string, number>();

  private constructor(
    readonly connection: ProtocolConnection,
    readonly child: ChildProcessWithoutNullStreams,
    options: StartOptions,
  ) {
    this.settings = options.settings ?? {};
    connection.onNotification(PublishDiagnosticsNotification.type, (params) => this.diagnostics.push(params));
    connection.onNotification(LintStatusNotification.type, (params) => this.statuses.push(params));
    connection.onNotification(ShowMessageNotification.type, (params) => this.messages.push(params));
    connection.onNotification(LogMessageNotification.type, (params) => this.log.push(params.message));
    connection.onNotification(LogTraceNotification.type, (params) => this.traces.push(params.message));
    connection.onRequest(RegistrationRequest.type, () => undefined);
    connection.onRequest(ConfigurationRequest.type, (params) => params.items.map((item) => (item.section === 'toolContracts' ? this.settings : null)));
  }

  static async start(options: StartOptions = {}): Promise<{ client: LspTestClient; initializeResult: InitializeResult }> {
    const child = spawn(process.execPath, [...(options.execArgv ?? []), options.serverBundle ?? SERVER_BUNDLE, '--stdio'], { stdio: 'pipe', env: options.env ?? process.env });
    const stderr: string[] = [];
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
    // A server that dies or is killed while a write is queued makes the write fail with EPIPE or
    // ERR_STREAM_DESTROYED; the test sees the death through its requests, so the error is not
    // left to crash the test process (the writer's own listener is gone once it is disposed).
    child.stdin.on('error', () => undefined);
    const connection = createProtocolConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
    const client = new LspTestClient(connection, child, options);
    connection.listen();
    const folder = options.workspaceFolder;
    const folderUri = folder ? pathToUri(folder) : null;
    const initializing = withDeadline(
      connection.sendRequest(InitializeRequest.type, {
        processId: process.pid,
        rootUri: folderUri,
        workspaceFolders: folder && folderUri ? [{ uri: folderUri, name: 'workspace' }] : null,
        initializationOptions: options.initializationOptions,
        ...(options.trace ? { trace: options.trace } : {}),
        capabilities: {
          workspace: {
            configuration: options.pullConfiguration ?? true,
            workspaceFolders: true,
            didChangeConfiguration: { dynamicRegistration: false },
            workspaceEdit: { documentChanges: true, resourceOperations: ['create'] },
          },
          textDocument: {
            synchronization: { didSave: true, dynamicRegistration: false },
            publishDiagnostics: { relatedInformation: true, versionSupport: true, codeDescriptionSupport: true, dataSupport: true },
            codeAction: {
              codeActionLiteralSupport: { codeActionKind: { valueSet: ['quickfix', 'source', 'source.fixAll'] } },
              isPreferredSupport: true,
              dataSupport: true,
            },
          },
        },
      }),
      `initialize (server stderr: ${stderr.join('')})`,
    );
    let initializeResult: InitializeResult;
    try {
      initializeResult = await initializing;
    } catch (error) {
      connection.dispose();
      if (child.exitCode === null) child.kill();
      throw error;
    }
    await connection.sendNotification(InitializedNotification.type, {});
    return { client, initializeResult };
  }

  /** The next diagnostics published for `uri` (at `version`, when given). Call before the action. */
  nextDiagnostics(uri: string, version?: number): Promise<PublishDiagnosticsParams> {
    return this.diagnostics.next((p) => p.uri === uri && (version === undefined || p.version === version), `diagnostics for ${uri}${version === undefined ? '' : ` v${version}`}`);
  }

  nextStatus(uri: string, version?: number): Promise<LintStatusParams> {
    return this.statuses.next((p) => p.uri === uri && (version === undefined || p.version === version), `lint status for ${uri}`);
  }

  nextMessage(pattern: RegExp): Promise<ShowMessageParams> {
    return this.messages.next((p) => pattern.test(p.message), `window/showMessage matching ${pattern}`);
  }

  open(uri: string, text: string, languageId = 'jsonc'): Promise<void> {
    this.versions.set(uri, 1);
    return this.connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId, version: 1, text } });
  }

  /** Sends changes and returns the new version. */
  async change(uri: string, ...contentChanges: TextDocumentContentChangeEvent[]): Promise<number> {
    const version = (this.versions.get(uri) ?? 1) + 1;
    this.versions.set(uri, version);
    await this.connection.sendNotification(DidChangeTextDocumentNotification.type, { textDocument: { uri, version }, contentChanges });
    return version;
  }

  save(uri: string): Promise<void> {
    return this.connection.sendNotification(DidSaveTextDocumentNotification.type, { textDocument: { uri } });
  }

  close(uri: string): Promise<void> {
    this.versions.delete(uri);
    return this.connection.sendNotification(DidCloseTextDocumentNotification.type, { textDocument: { uri } });
  }

  /** Changes the pulled settings and tells the server, as VS Code does. */
  changeSettings(settings: Record<string, unknown>): Promise<void> {
    this.settings = settings;
    return this.connection.sendNotification(DidChangeConfigurationNotification.type, { settings: { toolContracts: settings } });
  }

  filesChanged(...changes: FileEvent[]): Promise<void> {
    return this.connection.sendNotification(DidChangeWatchedFilesNotification.type, { changes });
  }

  /** shutdown + exit, then make sure the child is gone. */
  async stop(): Promise<void> {
    // A server whose input is already closed gets no shutdown request: writing it could only fail.
    if (this.child.exitCode === null && !this.child.killed && !this.child.stdin.destroyed) {
      const exited = new Promise<void>((done) => this.child.once('exit', () => done()));
      try {
        await withDeadline(this.connection.sendRequest(ShutdownRequest.type), 'shutdown', 2_000);
        await this.connection.sendNotification(ExitNotification.type);
        await withDeadline(exited, 'server exit', 2_000);
      } catch {
        // fall through to kill
      }
    }
    this.connection.dispose();
    if (this.child.exitCode === null) this.child.kill();
  }
}

/**
 * Whether an unhandled rejection is vscode-jsonrpc's second copy of a failed request write. When
 * writing a request fails (the server's input was closed while the request was queued), the
 * library rejects the request's own promise with a `MessageWriteError`, which its caller handles,
 * and then rethrows the stream's error from the promise executor it wrote from (sendRequest in
 * lib/common/connection.js), where nothing can catch it. Notifications rethrow into the promise
 * they return, and every notification this client sends is returned or awaited, so such an error
 * from the library's writer with no caller is that copy. test/lsp/writeEcho.test.ts pins it.
 */
export function isRequestWriteEcho(reason: unknown): boolean {
  if (!(reason instanceof Error)) return false;
  const code = (reason as NodeJS.ErrnoException).code;
  // ERR_STREAM_DESTROYED when the stream was closed before the write; EPIPE when the operating system refuses it after the
  // write call returned (the server closed its input, or was killed, while the request was queued: a deadline missed on a
  // loaded machine replaces a server so). The stack then ends in the library's node writer (ril.js) within its ten frames.
  return (code === 'ERR_STREAM_DESTROYED' || code === 'EPIPE') && /vscode-jsonrpc[\\/]lib[\\/](?:common[\\/]messageWriter|node[\\/]ril)\.js/.test(reason.stack ?? '');
}

export function pathToUri(path: string): string {
  return pathToFileURL(path).href;
}

export function withDeadline<T>(promise: Promise<T>, what: string, deadlineMs = DEADLINE_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Timed out after ${deadlineMs} ms waiting for ${what}`)), deadlineMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
