/**
 * Live MCP servers in the editor (issue 13): the servers named in a workspace's
 * `.vscode/mcp.json` / `.mcp.json`, the request that snapshots them (start each server, read its
 * tools/list, write `mcp/<server>.tools.json`, lint it), and the CodeLens over each server entry.
 * Wiring only: server/src/mcp reads the configuration and talks to servers, the engine lints.
 *
 * The language server starts the servers, never the client (one engine, thin doors): the client
 * asks, shows the progress it is sent, prompts for an `${input:…}` the server asks for, and
 * opens the snapshot. In an untrusted workspace no server is ever started. Cancelling the request
 * stops the server being read, its whole process group.
 */
import { readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CodeLensRefreshRequest, ResponseError, type CancellationToken, type CodeLens, type Connection, type TextDocuments } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import {
  defaultSnapshotPath,
  describeSkipped,
  describeTarget,
  inputsUsed,
  isMcpConfigError,
  isMcpServerError,
  loadMcpClient,
  MCP_CONFIG_FILES,
  MissingInputError,
  parseMcpConfig,
  resolveServer,
  snapshotText,
  workspaceFolderOf,
  writeSnapshotFile,
  type McpConfigFile,
  type McpServerEntry,
  type McpTarget,
} from '../mcp';
import {
  MCP_UNTRUSTED_ERROR_CODE,
  MCP_UNTRUSTED_MESSAGE,
  McpInputRequest,
  McpServersRequest,
  SNAPSHOT_MCP_SERVER_COMMAND,
  SnapshotMcpServersRequest,
  type McpProblemCounts,
  type McpServerInfo,
  type McpServerRef,
  type McpSnapshotOutcome,
  type SnapshotMcpServersParams,
} from '../protocol';
import { describeError, type Logger } from './logger';
import { fileNameOf, fileUriToPath } from './uris';

/** `.vscode/mcp.json` or `.mcp.json`: documents the server shows lenses on and never lints. */
export function isMcpConfigDocument(uri: string): boolean {
  const path = fileNameOf(uri).replace(/\\/g, '/');
  return path.endsWith('/.vscode/mcp.json') || basename(path) === '.mcp.json';
}

export interface McpServersHost {
  /** Whether the workspace is trusted: no server is started when it is not. */
  trusted(): boolean;
  /** The workspace folders, as paths. */
  folders(): readonly string[];
  /** `toolContracts.mcp.timeoutSeconds` for a configuration file, in milliseconds. */
  timeoutMs(configUri: string): Promise<number>;
  /** Lints a snapshot's text as the editor would lint the file (its settings, project config, git base). */
  lintSnapshot(uri: string, text: string): Promise<McpProblemCounts>;
  /** Whether the client can be asked to fetch the lenses again. */
  lensRefresh(): boolean;
}

export interface McpServers {
  /** The lenses of a configuration document; undefined for any other document. */
  codeLenses(uri: string): CodeLens[] | undefined;
  /** The workspace trust changed: the lenses say something else now. */
  trustChanged(): void;
}

interface RunState {
  readonly running: boolean;
  readonly outcome?: McpSnapshotOutcome;
}

export function registerMcpServers(connection: Connection, documents: TextDocuments<TextDocument>, logger: Logger, host: McpServersHost): McpServers {
  /** By `<config file>\0<server>`: running now, or the last outcome of this session. */
  const runs = new Map<string, RunState>();
  /** Input values the user gave, by configuration file: asked once per session, forgotten when a server using them fails. */
  const inputValues = new Map<string, Map<string, string>>();
  const keyOf = (file: string, name: string) => `${file}\0${name}`;

  const refreshLenses = () => {
    if (host.lensRefresh()) connection.sendRequest(CodeLensRefreshRequest.type).catch(() => undefined);
  };

  /** A configuration file as the editor has it: the open buffer, else the file on disk; undefined when neither. */
  const readConfig = (file: string, workspaceFolder = workspaceFolderOf(file)): McpConfigFile | undefined => {
    const open = documents.get(pathToFileURL(file).href);
    const text = open ? open.getText() : readTextFile(file);
    return text === undefined ? undefined : parseMcpConfig(text, file, workspaceFolder);
  };

  const workspaceConfigs = (): McpConfigFile[] =>
    host.folders().flatMap((folder) => MCP_CONFIG_FILES.map(({ path }) => readConfig(join(folder, path), folder)).filter((config): config is McpConfigFile => config !== undefined));

  const infoOf = (entry: McpServerEntry): McpServerInfo => {
    const outcome = runs.get(keyOf(entry.file, entry.name))?.outcome;
    return {
      name: entry.name,
      configUri: pathToFileURL(entry.file).href,
      type: entry.type,
      description: describeEntry(entry),
      snapshotUri: pathToFileURL(defaultSnapshotPath(entry.workspaceFolder, entry.name)).href,
      nameRange: entry.nameRange,
      ...(outcome ? { lastRun: outcome } : {}),
    };
  };

  connection.onRequest(McpServersRequest.type, () => {
    const configs = workspaceConfigs();
    return {
      trusted: host.trusted(),
      servers: configs.flatMap((config) => config.servers.map(infoOf)),
      problems: configs.flatMap((config) => config.problems),
    };
  });

  connection.onRequest(SnapshotMcpServersRequest.type, async (params: SnapshotMcpServersParams, token: CancellationToken) => {
    if (!host.trusted()) throw new ResponseError(MCP_UNTRUSTED_ERROR_CODE, MCP_UNTRUSTED_MESSAGE);
    const servers = Array.isArray(params?.servers) ? params.servers : [];
    const progress = connection.window.attachWorkDoneProgress(params?.workDoneToken);
    const abort = new AbortController();
    const onCancel = token.onCancellationRequested(() => abort.abort());
    const outcomes: McpSnapshotOutcome[] = [];
    progress.begin('Snapshot MCP servers', 0, undefined, true);
    try {
      for (const [index, ref] of servers.entries()) {
        const counter = servers.length > 1 ? ` (${index + 1} of ${servers.length})` : '';
        const say = (message: string) => progress.report(Math.round((index / servers.length) * 100), `${ref.name}${counter}: ${message}`);
        if (abort.signal.aborted) {
          outcomes.push({ ...ref, status: 'cancelled', message: `server "${ref.name}" was not started: the snapshot was cancelled` });
          continue;
        }
        outcomes.push(await snapshotOne(ref, abort.signal, say, token));
      }
    } finally {
      onCancel.dispose();
      progress.done();
    }
    return { outcomes };
  });

  async function snapshotOne(ref: McpServerRef, signal: AbortSignal, say: (message: string) => void, token: CancellationToken): Promise<McpSnapshotOutcome> {
    const file = fileUriToPath(ref.configUri);
    const config = file ? readConfig(file) : undefined;
    const entry = config?.servers.find((server) => server.name === ref.name);
    if (!file || !config || !entry) {
      return { ...ref, status: 'failed', message: `server "${ref.name}" is not in ${file ?? ref.configUri}${config?.problems.length ? `: ${config.problems[0]}` : ''}` };
    }
    const key = keyOf(file, ref.name);
    runs.set(key, { running: true, outcome: runs.get(key)?.outcome });
    refreshLenses();
    let outcome: McpSnapshotOutcome;
    try {
      outcome = await readAndWrite(ref, file, config, entry, signal, say, token);
    } catch (error) {
      logger.error(`Snapshot of MCP server "${ref.name}" failed: ${describeError(error)}`);
      outcome = { ...ref, status: 'failed', message: `server "${ref.name}": ${error instanceof Error ? error.message : String(error)}` };
    }
    if (outcome.status === 'failed') for (const id of inputsUsed(entry)) inputValues.get(file)?.delete(id);
    runs.set(key, { running: false, outcome: outcome.status === 'cancelled' ? runs.get(key)?.outcome : outcome });
    refreshLenses();
    return outcome;
  }

  async function readAndWrite(
    ref: McpServerRef,
    file: string,
    config: McpConfigFile,
    entry: McpServerEntry,
    signal: AbortSignal,
    say: (message: string) => void,
    token: CancellationToken,
  ): Promise<McpSnapshotOutcome> {
    const target = await resolveWithPrompts(ref, file, config, entry, token);
    if ('status' in target) return target;
    if (signal.aborted) return { ...ref, status: 'cancelled', message: `server "${ref.name}" was not started: the snapshot was cancelled` };
    const client = await loadMcpClient();
    stopServersOnSignals(client.killAllServerGroups);
    const timeoutMs = await host.timeoutMs(ref.configUri);
    logger.info(`Snapshot of MCP server "${ref.name}": ${describeTarget(target)}`);
    let read;
    try {
      read = await client.readToolsList(target, {
        timeoutMs,
        signal,
        clientInfo: { name: 'tool-contracts', version: '0' },
        onProgress: ({ step, tools, pages }) => say(step === 'tools/list' && pages > 0 ? `tools/list, ${plural(tools, 'tool')} so far` : `${step}…`),
      });
    } catch (error) {
      if (isMcpServerError(error)) {
        if (error.cancelled) return { ...ref, status: 'cancelled', message: `server "${ref.name}" was stopped: the snapshot was cancelled` };
        logger.warn(`${error.message}${error.stderrTail.length ? `\n  its stderr ended with:\n${error.stderrTail.map((line) => `  | ${line}`).join('\n')}` : ''}`);
        return { ...ref, status: 'failed', message: error.message, stderrTail: error.stderrTail };
      }
      throw error;
    }
    if (read.stdoutSkipped) logger.warn(`MCP server "${ref.name}": ${describeSkipped(read.stdoutSkipped)}`);
    say(`writing ${plural(read.tools.length, 'tool')}`);
    const path = defaultSnapshotPath(entry.workspaceFolder, entry.name);
    const text = snapshotText(read.tools);
    const status = writeSnapshotFile(path, text);
    const snapshotUri = pathToFileURL(path).href;
    const problems = await host.lintSnapshot(snapshotUri, text);
    logger.info(`Snapshot of MCP server "${ref.name}": ${plural(read.tools.length, 'tool')} ${status === 'written' ? 'written to' : 'unchanged in'} ${path}`);
    return { ...ref, status, snapshotUri, tools: read.tools.length, pages: read.pages, problems };
  }

  /** The target, after asking the client for each `${input:…}` nothing gives; an outcome when that cannot be done. */
  async function resolveWithPrompts(ref: McpServerRef, file: string, config: McpConfigFile, entry: McpServerEntry, token: CancellationToken): Promise<McpTarget | McpSnapshotOutcome> {
    let values = inputValues.get(file);
    if (!values) inputValues.set(file, (values = new Map()));
    for (;;) {
      try {
        return resolveServer(entry, { env: process.env, inputs: values, declarations: config.inputs });
      } catch (error) {
        if (error instanceof MissingInputError && !values.has(error.inputId)) {
          const declaration = error.declaration;
          const answer = await connection
            .sendRequest(
              McpInputRequest.type,
              { server: ref.name, configUri: ref.configUri, id: error.inputId, password: declaration?.password ?? false, ...(declaration?.description ? { description: declaration.description } : {}) },
              token,
            )
            .catch(() => undefined);
          if (token.isCancellationRequested) return { ...ref, status: 'cancelled', message: `server "${ref.name}" was not started: the snapshot was cancelled` };
          if (typeof answer?.value !== 'string') {
            return { ...ref, status: 'cancelled', message: `server "${ref.name}" was not started: no value was given for \${input:${error.inputId}}` };
          }
          values.set(error.inputId, answer.value);
          continue;
        }
        if (isMcpConfigError(error)) return { ...ref, status: 'failed', message: error.message };
        throw error;
      }
    }
  }

  return {
    codeLenses(uri) {
      if (!isMcpConfigDocument(uri)) return undefined;
      const document = documents.get(uri);
      if (!document) return [];
      const file = fileUriToPath(uri) ?? fileNameOf(uri);
      const config = parseMcpConfig(document.getText(), file);
      const trusted = host.trusted();
      return config.servers.map((entry) => ({
        range: entry.nameRange,
        command: { title: lensTitle(trusted, runs.get(keyOf(file, entry.name))), command: SNAPSHOT_MCP_SERVER_COMMAND, arguments: [uri, entry.name] },
      }));
    },
    trustChanged: refreshLenses,
  };
}

/** "Snapshot and lint", then "Snapshot and lint · 12 tools · 3 problems". */
export function lensTitle(trusted: boolean, run: RunState | undefined): string {
  const title = 'Snapshot and lint';
  if (!trusted) return `${title} · untrusted workspace: no server is started`;
  if (run?.running) return `${title} · running…`;
  const outcome = run?.outcome;
  if (!outcome) return title;
  if (outcome.status === 'failed') return `${title} · last run failed`;
  if (outcome.status === 'cancelled') return title;
  const problems = outcome.problems ? outcome.problems.error + outcome.problems.warning + outcome.problems.info : 0;
  return `${title} · ${plural(outcome.tools ?? 0, 'tool')} · ${plural(problems, 'problem')}`;
}

function describeEntry(entry: McpServerEntry): string {
  const raw = entry.raw;
  if (entry.type === 'http') return typeof raw.url === 'string' ? raw.url : 'http';
  const args = Array.isArray(raw.args) ? raw.args.filter((arg): arg is string => typeof arg === 'string') : [];
  return typeof raw.command === 'string' ? [raw.command, ...args].join(' ') : '(no command)';
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

function readTextFile(path: string): string | undefined {
  try {
    return statSync(path).isFile() ? readFileSync(path, 'utf8').replace(/^\uFEFF/, '') : undefined;
  } catch {
    return undefined;
  }
}

let signalsHooked = false;

/**
 * A server runs in a process group of its own, so it outlives us unless we stop it. Exiting the
 * normal way kills every group (processGroup.ts hooks 'exit'); a SIGTERM or SIGINT (a client that
 * kills a language server which does not stop in time) would end us without running that hook.
 */
function stopServersOnSignals(killAllServerGroups: () => void): void {
  if (signalsHooked) return;
  signalsHooked = true;
  for (const [signal, code] of [['SIGTERM', 143], ['SIGINT', 130]] as const) {
    process.once(signal, () => {
      killAllServerGroups();
      process.exit(code);
    });
  }
}
