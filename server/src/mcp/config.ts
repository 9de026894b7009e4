/**
 * Where servers are named: VS Code's `.vscode/mcp.json` (`servers`, `inputs`) and the portable
 * `.mcp.json` (`mcpServers`, as Claude Code and others read it). Reading is pure
 * (parseMcpConfig); finding the files and reading an envFile touch the disk, through the few
 * functions at the end. resolveServer turns an entry into a target the client can start, with
 * every variable expanded:
 *
 * - `${workspaceFolder}`, `${workspaceFolderBasename}`, `${userHome}`, `${pathSeparator}`;
 * - `${env:NAME}` (empty when unset, as in VS Code); in `.mcp.json` also `${NAME}` and
 *   `${NAME:-default}` (an unset `${NAME}` without a default is an error there);
 * - `${input:id}`: from the values given (`--input id=value` in the CLI, a prompt in the editor)
 *   or the environment variable TOOL_CONTRACTS_INPUT_<ID>; never an empty string: a missing one
 *   is a MissingInputError that says which input and how to give it.
 *
 * Anything else (`${command:…}`, `${config:…}`) cannot be expanded outside VS Code: an error.
 */
import { readFileSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { JsonDocument, isObject, type Range } from '../engine';
import { McpConfigError } from './errors';
import type { McpTarget } from './target';

/** `vscode`: `.vscode/mcp.json` (`servers`); `mcp.json`: the portable `.mcp.json` (`mcpServers`). */
export type McpConfigKind = 'vscode' | 'mcp.json';

export interface McpInputDeclaration {
  readonly id: string;
  /** `promptString` or `pickString`. */
  readonly type: string | undefined;
  readonly description: string | undefined;
  readonly password: boolean;
}

export interface McpServerEntry {
  readonly name: string;
  /** The configuration file it is in (absolute). */
  readonly file: string;
  readonly kind: McpConfigKind;
  /** The folder `${workspaceFolder}` stands for, and relative paths start from. */
  readonly workspaceFolder: string;
  /** `stdio` or `http` as declared or inferred (a `command` is stdio, a `url` http); undefined when neither. */
  readonly type: 'stdio' | 'http' | undefined;
  /** The entry as written, variables unexpanded. */
  readonly raw: Readonly<Record<string, unknown>>;
  /** The range of the entry's name in the file (0-based, as LSP), for a CodeLens. */
  readonly nameRange: Range;
}

export interface McpConfigFile {
  readonly file: string;
  readonly kind: McpConfigKind;
  readonly workspaceFolder: string;
  readonly servers: readonly McpServerEntry[];
  readonly inputs: readonly McpInputDeclaration[];
  /** Why the file or an entry cannot be read (not JSON, `servers` not an object…). */
  readonly problems: readonly string[];
}

/** The configuration files of a workspace folder, in the order their servers are taken. */
export const MCP_CONFIG_FILES: ReadonlyArray<{ readonly path: string; readonly kind: McpConfigKind }> = [
  { path: join('.vscode', 'mcp.json'), kind: 'vscode' },
  { path: '.mcp.json', kind: 'mcp.json' },
];

/** The folder `${workspaceFolder}` stands for: the parent of `.vscode` for `.vscode/mcp.json`, else the file's folder. */
export function workspaceFolderOf(file: string): string {
  const folder = dirname(resolve(file));
  return basename(folder) === '.vscode' ? dirname(folder) : folder;
}

/** Parses one configuration file's text (JSON with comments). Pure. */
export function parseMcpConfig(text: string, file: string, workspaceFolder = workspaceFolderOf(file)): McpConfigFile {
  const document = new JsonDocument(text);
  const problems: string[] = [];
  const shown = file;
  if (document.parseErrors.length > 0 || document.nestingTooDeep) {
    const problem = document.parseErrors[0];
    const at = problem ? document.positionAt(problem.offset) : { line: 0, character: 0 };
    problems.push(`${shown} is not valid JSON: ${problem ? problem.message.replace(/\.$/, '') : 'nested too deeply'} at line ${at.line + 1}, column ${at.character + 1}`);
    return { file, kind: 'vscode', workspaceFolder, servers: [], inputs: [], problems };
  }
  const root = document.value;
  if (!isObject(root)) {
    problems.push(`${shown} is not a JSON object`);
    return { file, kind: 'vscode', workspaceFolder, servers: [], inputs: [], problems };
  }
  // The content decides, not the name: `--config` may name any file.
  const key = 'servers' in root || !('mcpServers' in root) ? 'servers' : 'mcpServers';
  const kind: McpConfigKind = key === 'servers' ? 'vscode' : 'mcp.json';
  const servers: McpServerEntry[] = [];
  const table = root[key];
  if (table === undefined) problems.push(`${shown} has no "servers" or "mcpServers" object`);
  else if (!isObject(table)) problems.push(`${shown}: "${key}" is not an object`);
  else {
    const names = Object.keys(table);
    const ranges = document.rangesOf(names.map((name) => ({ path: [key, name], part: 'key' as const })));
    names.forEach((name, index) => {
      const raw = table[name];
      if (!isObject(raw)) {
        problems.push(`${shown}: server "${name}" is not an object`);
        return;
      }
      servers.push({ name, file, kind, workspaceFolder, type: entryType(raw), raw, nameRange: ranges[index] });
    });
  }
  return { file, kind, workspaceFolder, servers, inputs: readInputs(root.inputs), problems };
}

function entryType(raw: Record<string, unknown>): 'stdio' | 'http' | undefined {
  if (raw.type === 'stdio' || raw.type === 'http') return raw.type;
  if (raw.type === undefined) return typeof raw.command === 'string' ? 'stdio' : typeof raw.url === 'string' ? 'http' : undefined;
  return undefined;
}

function readInputs(value: unknown): McpInputDeclaration[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isObject).flatMap((input) =>
    typeof input.id === 'string'
      ? [{ id: input.id, type: typeof input.type === 'string' ? input.type : undefined, description: typeof input.description === 'string' ? input.description : undefined, password: input.password === true }]
      : [],
  );
}

/** The `${input:id}` ids an entry refers to, in order of first use. */
export function inputsUsed(entry: McpServerEntry): string[] {
  const ids = new Set<string>();
  walkStrings(entry.raw, (text) => {
    for (const match of text.matchAll(/\$\{input:([^}]*)\}/g)) ids.add(match[1]);
  });
  return [...ids];
}

function walkStrings(value: unknown, visit: (text: string) => void): void {
  if (typeof value === 'string') visit(value);
  else if (Array.isArray(value)) value.forEach((item) => walkStrings(item, visit));
  else if (isObject(value)) Object.values(value).forEach((item) => walkStrings(item, visit));
}

/** The environment variable that gives `${input:id}` a value: TOOL_CONTRACTS_INPUT_API_KEY for api-key. */
export function inputEnvironmentVariable(id: string): string {
  return `TOOL_CONTRACTS_INPUT_${id.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
}

/** An `${input:id}` with no value. */
export class MissingInputError extends McpConfigError {
  constructor(
    readonly inputId: string,
    readonly server: string,
    readonly file: string,
    readonly declaration: McpInputDeclaration | undefined,
  ) {
    const what = declaration?.description ? ` (${declaration.description})` : '';
    super(
      `\${input:${inputId}}${what}, used by server "${server}" in ${file}, has no value: ` +
        `give it with --input ${inputId}=VALUE or the environment variable ${inputEnvironmentVariable(inputId)}`,
    );
  }
}

export interface ResolveContext {
  /** The environment `${env:…}` reads, and the one TOOL_CONTRACTS_INPUT_* values come from. */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Input values by id (`--input id=value`, or what the editor asked for). They win over the environment. */
  readonly inputs?: ReadonlyMap<string, string>;
  /** The declarations of the file the entry is in (for the message of a missing input). */
  readonly declarations?: readonly McpInputDeclaration[];
  /** Reads an envFile; default: from disk. Undefined when it cannot be read. */
  readonly readFile?: (path: string) => string | undefined;
}

/** The entry as a target the client can start or reach; throws McpConfigError (or MissingInputError). */
export function resolveServer(entry: McpServerEntry, context: ResolveContext): McpTarget {
  const expand = (text: string, field: string) => expandVariables(text, entry, context, field);
  const where = `server "${entry.name}" in ${entry.file}`;
  const raw = entry.raw;
  if (raw.type !== undefined && raw.type !== 'stdio' && raw.type !== 'http') {
    const sse = raw.type === 'sse' ? ': SSE servers are not supported, use its streamable HTTP endpoint with "type": "http"' : '';
    throw new McpConfigError(`${where} has type ${JSON.stringify(raw.type)}${sse || '; the types are stdio and http'}`);
  }
  if (entry.type === 'http') {
    if (typeof raw.url !== 'string' || raw.url === '') throw new McpConfigError(`${where} has no "url"`);
    const url = expand(raw.url, 'url');
    try {
      const parsed = new URL(url);
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error();
    } catch {
      throw new McpConfigError(`${where}: "url" is not an http(s) URL: ${url}`);
    }
    return { type: 'http', name: entry.name, url, headers: stringMap(raw.headers, 'headers', where, expand) };
  }
  if (entry.type !== 'stdio' || typeof raw.command !== 'string' || raw.command === '') {
    throw new McpConfigError(`${where} has neither a "command" (a stdio server) nor a "url" (an HTTP server)`);
  }
  const args = raw.args === undefined ? [] : raw.args;
  if (!Array.isArray(args) || !args.every((arg) => typeof arg === 'string')) throw new McpConfigError(`${where}: "args" is not a list of strings`);
  const env: Record<string, string> = {};
  if (raw.envFile !== undefined) {
    if (typeof raw.envFile !== 'string') throw new McpConfigError(`${where}: "envFile" is not a string`);
    const path = resolve(entry.workspaceFolder, expand(raw.envFile, 'envFile'));
    const text = (context.readFile ?? readTextFile)(path);
    if (text === undefined) throw new McpConfigError(`${where}: its envFile ${path} cannot be read`);
    Object.assign(env, parseEnvFile(text));
  }
  Object.assign(env, stringMap(raw.env, 'env', where, expand));
  let cwd = entry.workspaceFolder;
  if (raw.cwd !== undefined) {
    if (typeof raw.cwd !== 'string') throw new McpConfigError(`${where}: "cwd" is not a string`);
    cwd = resolve(entry.workspaceFolder, expand(raw.cwd, 'cwd'));
  }
  return {
    type: 'stdio',
    name: entry.name,
    command: expand(raw.command, 'command'),
    args: (args as string[]).map((arg) => expand(arg, 'args')),
    env,
    cwd,
  };
}

function stringMap(value: unknown, field: string, where: string, expand: (text: string, field: string) => string): Record<string, string> {
  if (value === undefined) return {};
  if (!isObject(value)) throw new McpConfigError(`${where}: "${field}" is not an object`);
  const out: Record<string, string> = {};
  for (const [key, item] of Object.entries(value)) {
    if (item === null) continue; // VS Code: null removes a variable
    if (typeof item !== 'string' && typeof item !== 'number' && typeof item !== 'boolean') throw new McpConfigError(`${where}: "${field}.${key}" is not a string`);
    out[key] = expand(String(item), field);
  }
  return out;
}

const VARIABLE = /\$\{([^}]*)\}/g;

function expandVariables(text: string, entry: McpServerEntry, context: ResolveContext, field: string): string {
  return text.replace(VARIABLE, (whole, body: string) => {
    const colon = body.indexOf(':');
    const scope = colon === -1 ? body : body.slice(0, colon);
    const argument = colon === -1 ? '' : body.slice(colon + 1);
    switch (scope) {
      case 'workspaceFolder':
      case 'workspaceRoot':
        return entry.workspaceFolder;
      case 'workspaceFolderBasename':
        return basename(entry.workspaceFolder);
      case 'userHome':
        return homedir();
      case 'pathSeparator':
      case '/':
        return sep;
      case 'env':
        return context.env[argument] ?? '';
      case 'input': {
        const value = context.inputs?.get(argument) ?? context.env[inputEnvironmentVariable(argument)];
        if (value === undefined) throw new MissingInputError(argument, entry.name, entry.file, context.declarations?.find((d) => d.id === argument));
        return value;
      }
    }
    // `.mcp.json`: ${NAME} and ${NAME:-default} from the environment.
    const plain = /^([A-Za-z_][A-Za-z0-9_]*)(?::-(.*))?$/s.exec(body);
    if (entry.kind === 'mcp.json' && plain) {
      const value = context.env[plain[1]];
      if (value !== undefined && value !== '') return value;
      if (plain[2] !== undefined) return plain[2];
      throw new McpConfigError(`${whole} in "${field}" of server "${entry.name}" in ${entry.file}: the environment variable ${plain[1]} is not set and has no default (\${${plain[1]}:-default})`);
    }
    throw new McpConfigError(`${whole} in "${field}" of server "${entry.name}" in ${entry.file} cannot be expanded outside VS Code`);
  });
}

/** A dotenv file: `NAME=value` lines, `export ` allowed, `#` comments, single or double quotes. */
export function parseEnvFile(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (line === '' || line.startsWith('#')) continue;
    const match = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_.-]*)\s*=\s*(.*)$/.exec(line);
    if (!match) continue;
    let value = match[2];
    const quote = value[0];
    if ((quote === '"' || quote === "'") && value.length >= 2 && value.endsWith(quote)) {
      value = value.slice(1, -1);
      if (quote === '"') value = value.replace(/\\n/g, '\n').replace(/\\(["\\])/g, '$1');
    } else {
      value = value.replace(/\s+#.*$/, '');
    }
    out[match[1]] = value;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The disk

function readTextFile(path: string): string | undefined {
  try {
    return statSync(path).isFile() ? readFileSync(path, 'utf8').replace(/^\uFEFF/, '') : undefined;
  } catch {
    return undefined;
  }
}

/** Reads and parses one configuration file; undefined when it does not exist. */
export function readMcpConfigFile(file: string, workspaceFolder?: string): McpConfigFile | undefined {
  const text = readTextFile(file);
  return text === undefined ? undefined : parseMcpConfig(text, file, workspaceFolder ?? workspaceFolderOf(file));
}

/**
 * The configuration files that name servers for `folder`: the nearest folder, from `folder`
 * up, that has `.vscode/mcp.json` or `.mcp.json`, and both of them if it has both.
 */
export function findMcpConfigFiles(folder: string): McpConfigFile[] {
  for (let current = resolve(folder); ; current = dirname(current)) {
    const found = MCP_CONFIG_FILES.map(({ path }) => readMcpConfigFile(join(current, path), current)).filter((file): file is McpConfigFile => file !== undefined);
    if (found.length > 0) return found;
    if (dirname(current) === current) return [];
  }
}

/**
 * The servers of several files by name: the first file's entry wins a name both have
 * (`.vscode/mcp.json` before `.mcp.json`).
 */
export function serversByName(files: readonly McpConfigFile[]): Map<string, McpServerEntry> {
  const byName = new Map<string, McpServerEntry>();
  for (const file of files) for (const entry of file.servers) if (!byName.has(entry.name)) byName.set(entry.name, entry);
  return byName;
}
