/**
 * What `lint`, `snapshot` and `import` share about live servers: the options that name them
 * (`--server NAME|all`, `--config FILE`, `-- COMMAND ARGS…`, `--url URL`, `--header`, `--input
 * id=value`, `--timeout SECONDS`, `--name`), turning them into targets through mcp/config.ts,
 * reading every target's tool list through mcp/client.ts (loaded only here, only when a server is
 * really read), and Ctrl+C: the first stops every server and ends the run with 130, a second
 * kills them at once. Nothing here decides a finding.
 */
import { resolve } from 'node:path';
import {
  McpServerError,
  describeServerError,
  describeSkipped,
  describeTarget,
  findMcpConfigFiles,
  isMcpConfigError,
  isMcpServerError,
  loadMcpClient,
  readMcpConfigFile,
  resolveServer,
  serversByName,
  type McpConfigFile,
  type McpTarget,
} from '../mcp';
import type { ToolsListRead } from '../mcp/client';
import type { OptionSpec, ParsedArgs } from './args';
import { UsageError } from './exitCodes';
import type { CliIo } from './io';
import { packageInfo } from './packageInfo';

export const LIVE_OPTIONS: readonly OptionSpec[] = [
  { name: 'server', alias: 's', takesValue: true },
  { name: 'config', takesValue: true },
  { name: 'url', takesValue: true },
  { name: 'header', takesValue: true },
  { name: 'input', takesValue: true },
  { name: 'timeout', takesValue: true },
  { name: 'name', takesValue: true },
];

export const DEFAULT_TIMEOUT_SECONDS = 30;

/** The options' text for each command's help. */
export const LIVE_OPTIONS_HELP = `  -s, --server <name>     A server of .vscode/mcp.json or .mcp.json (repeat it for more),
                          or "all"
      --config <file>     The configuration file to read servers from (default: the
                          nearest .vscode/mcp.json and .mcp.json, from here up)
      --url <url>         A streamable HTTP server
      --header <h>        With --url: an HTTP header, "Name: value" (repeat it for more)
      --input <id=value>  The value of \${input:id} in the configuration (repeat it for
                          more; or set TOOL_CONTRACTS_INPUT_<ID>)
      --timeout <seconds> For the start and handshake, and for each page of tools/list
                          (default: ${DEFAULT_TIMEOUT_SECONDS})
      --name <name>       With -- or --url: the server's name in reports and file names
                          (default: the name it gives in initialize)
  -- <command> <args…>    A stdio server, started with this command line`;

export interface LiveArgs {
  /** `--server` values; `all` stands for every server of the configuration. */
  readonly servers: readonly string[];
  readonly config: string | undefined;
  readonly url: string | undefined;
  readonly headers: Readonly<Record<string, string>>;
  /** The command line after `--`. */
  readonly command: readonly string[] | undefined;
  readonly inputs: ReadonlyMap<string, string>;
  readonly timeoutMs: number;
  /** `--name`: the name of the `--` or `--url` server. */
  readonly name: string | undefined;
}

/**
 * The live-server options of a parsed command line; undefined when none was given (and
 * `useConfigByDefault` is false). `command` is the command line after `--`, as the command decides.
 */
export function parseLiveArgs(parsed: ParsedArgs, command: readonly string[] | undefined, useConfigByDefault: boolean): LiveArgs | undefined {
  const { options, values } = parsed;
  const servers = values.get('server') ?? [];
  const url = options.get('url');
  const config = options.get('config');
  const given = servers.length > 0 || url !== undefined || command !== undefined || config !== undefined;
  for (const flag of ['header', 'input', 'timeout', 'name']) {
    if (!given && !useConfigByDefault && options.has(flag)) throw new UsageError(`--${flag} is for live servers: give --server, --url or -- <command> too.`);
  }
  if (!given && !useConfigByDefault) return undefined;

  const sources = [servers.length > 0 || config !== undefined ? '--server/--config' : undefined, url !== undefined ? '--url' : undefined, command !== undefined ? '-- <command>' : undefined].filter(Boolean);
  if (sources.length > 1) throw new UsageError(`One kind of server at a time: ${sources.join(' and ')} were both given.`);
  if (command !== undefined && command.length === 0) throw new UsageError('-- must be followed by the command that starts the server: -- node server.js');
  if (url !== undefined && !/^https?:\/\/[^\s]+$/i.test(url)) throw new UsageError(`--url needs an http:// or https:// URL, not "${url}".`);
  if (servers.some((server) => server.trim() === '')) throw new UsageError('--server needs a server name, or "all".');
  const name = options.get('name');
  if (name !== undefined && command === undefined && url === undefined) throw new UsageError('--name names the server of -- <command> or --url; a configured server has its own name.');
  if (name !== undefined && name.trim() === '') throw new UsageError('--name needs a name.');

  const headers: Record<string, string> = {};
  for (const header of values.get('header') ?? []) {
    if (url === undefined) throw new UsageError('--header is for --url; a configured server has its "headers".');
    const colon = header.indexOf(':');
    if (colon <= 0) throw new UsageError(`--header needs "Name: value", not "${header}".`);
    headers[header.slice(0, colon).trim()] = header.slice(colon + 1).trim();
  }
  const inputs = new Map<string, string>();
  for (const input of values.get('input') ?? []) {
    const equals = input.indexOf('=');
    if (equals <= 0) throw new UsageError(`--input needs id=value, not "${input}".`);
    inputs.set(input.slice(0, equals), input.slice(equals + 1));
  }
  let timeoutMs = DEFAULT_TIMEOUT_SECONDS * 1000;
  const timeout = options.get('timeout');
  if (timeout !== undefined) {
    const seconds = Number(timeout);
    if (!/^\d+(\.\d+)?$/.test(timeout.trim()) || !(seconds > 0) || seconds > 86_400) throw new UsageError(`--timeout needs a number of seconds above 0, not "${timeout}".`);
    timeoutMs = Math.round(seconds * 1000);
  }
  return { servers, config, url, headers, command, inputs, timeoutMs, name };
}

/** A server to read, and the name it is reported by until it says its own. */
export interface LiveTarget {
  readonly target: McpTarget;
  /** Whether the report may use the server's own name (`--` and `--url` without --name). */
  readonly nameFromServer: boolean;
}

/** The targets the options name; a configuration problem or an unknown server is a UsageError. */
export function resolveLiveTargets(live: LiveArgs, io: CliIo): LiveTarget[] {
  if (live.command !== undefined) {
    const target: McpTarget = { type: 'stdio', name: '', command: live.command[0], args: live.command.slice(1), cwd: io.cwd };
    return [{ target: { ...target, name: live.name ?? describeTarget(target) }, nameFromServer: live.name === undefined }];
  }
  if (live.url !== undefined) {
    return [{ target: { type: 'http', name: live.name ?? live.url, url: live.url, headers: live.headers }, nameFromServer: live.name === undefined }];
  }
  const files = configFiles(live, io);
  const problems = files.flatMap((file) => file.problems);
  const byName = serversByName(files);
  const shownFiles = files.map((file) => file.file).join(' and ');
  if (byName.size === 0) throw new UsageError(`No servers in ${shownFiles}${problems.length ? `: ${problems.join('; ')}` : ''}.`);
  const wanted = live.servers.length === 0 || live.servers.includes('all') ? [...byName.keys()] : [...new Set(live.servers)];
  return wanted.map((name) => {
    const entry = byName.get(name);
    if (!entry) {
      const broken = problems.length ? ` (${problems.join('; ')})` : '';
      throw new UsageError(`No server "${name}" in ${shownFiles}${broken}. Servers: ${[...byName.keys()].join(', ')}.`);
    }
    const declarations = files.find((file) => file.file === entry.file)?.inputs;
    try {
      return { target: resolveServer(entry, { env: io.env, inputs: live.inputs, declarations }), nameFromServer: false };
    } catch (error) {
      if (isMcpConfigError(error)) throw new UsageError(`${error.message}.`);
      throw error;
    }
  });
}

function configFiles(live: LiveArgs, io: CliIo): McpConfigFile[] {
  if (live.config !== undefined) {
    const file = readMcpConfigFile(resolve(io.cwd, live.config));
    if (!file) throw new UsageError(`Cannot read the configuration file ${live.config}.`);
    if (file.servers.length === 0 && file.problems.length > 0) throw new UsageError(`${file.problems[0]}.`);
    return [file];
  }
  const files = findMcpConfigFiles(io.cwd);
  if (files.length === 0) {
    throw new UsageError('No MCP servers configured: no .vscode/mcp.json or .mcp.json here or in a folder above. Name a file with --config, a command after --, or a URL with --url.');
  }
  const unreadable = files.find((file) => file.servers.length === 0 && file.problems.length > 0);
  if (unreadable && files.every((file) => file.servers.length === 0)) throw new UsageError(`${unreadable.problems[0]}.`);
  return files;
}

/** One target's outcome: its list, or why it could not be read. */
export interface LiveRead {
  /** The name to report: --name, the configured name, or the server's own (serverInfo.name). */
  readonly name: string;
  readonly target: McpTarget;
  readonly read?: ToolsListRead;
  readonly error?: McpServerError;
}

export interface LiveReads {
  readonly reads: readonly LiveRead[];
  /** True when Ctrl+C (or SIGTERM, SIGHUP) ended the run: the command exits 130. */
  readonly interrupted: boolean;
}

const SIGNALS: readonly NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];
/** How many servers are started at once. */
const CONCURRENCY = 4;

/**
 * Reads every target (a few at a time), each server stopped when it is read or fails. While it
 * runs, Ctrl+C stops them all (a second Ctrl+C kills them at once and exits).
 */
export async function readLiveTargets(targets: readonly LiveTarget[], live: LiveArgs, io: CliIo): Promise<LiveReads> {
  const client = await loadMcpClient();
  const abort = new AbortController();
  let interrupted = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (interrupted) {
      client.killAllServerGroups();
      process.exit(130);
    }
    interrupted = true;
    io.stderr.write(`tool-contracts: ${signal === 'SIGINT' ? 'interrupted' : signal}: stopping the servers…\n`);
    abort.abort();
  };
  for (const signal of SIGNALS) process.on(signal, onSignal);
  try {
    const reads: LiveRead[] = new Array(targets.length);
    let next = 0;
    const worker = async () => {
      while (next < targets.length) {
        const index = next++;
        const { target, nameFromServer } = targets[index];
        try {
          const read = await client.readToolsList(target, {
            timeoutMs: live.timeoutMs,
            signal: abort.signal,
            clientInfo: { name: 'tool-contracts', version: packageInfo().version },
          });
          const own = read.serverInfo?.name?.trim();
          const name = nameFromServer && own ? own : target.name;
          // Read all the same, as MCP clients do; the author should still know (MCP allows only JSON-RPC there).
          if (read.stdoutSkipped) io.stderr.write(`tool-contracts: server "${name}": ${describeSkipped(read.stdoutSkipped)}\n`);
          reads[index] = { name, target, read };
        } catch (error) {
          if (!isMcpServerError(error)) throw error;
          reads[index] = { name: target.name, target, error };
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, targets.length) }, worker));
    return { reads, interrupted };
  } finally {
    for (const signal of SIGNALS) process.off(signal, onSignal);
  }
}

/** Prints a server's failure on stderr (not for a cancellation: the interruption was said already). */
export function reportServerError(error: McpServerError, io: CliIo): void {
  if (error.cancelled) return;
  let text = describeServerError(error, 'tool-contracts: ');
  if (/^no answer within/.test(error.reason)) text = text.replace(/\n/, ' (raise it with --timeout)\n');
  io.stderr.write(text);
}

/** The path a live list is reported under. */
export function livePath(name: string): string {
  return `mcp:${name}`;
}
