/**
 * A server ready to be started or reached: every variable expanded, every input given. The
 * configuration reader (config.ts) and the CLI's `-- COMMAND` / `--url` produce these; the
 * client (client.ts) reads one.
 */

export interface StdioTarget {
  readonly type: 'stdio';
  /** The name to report it by: the key in mcp.json, or chosen for a command line. */
  readonly name: string;
  readonly command: string;
  readonly args: readonly string[];
  /** Set over the current environment (the server sees both, these winning). */
  readonly env?: Readonly<Record<string, string>>;
  /** The working directory; default: the current one. */
  readonly cwd?: string;
}

export interface HttpTarget {
  readonly type: 'http';
  readonly name: string;
  /** A streamable HTTP endpoint, e.g. http://127.0.0.1:3001/mcp. */
  readonly url: string;
  readonly headers?: Readonly<Record<string, string>>;
}

export type McpTarget = StdioTarget | HttpTarget;

/** The target in one line, for messages: the command line, or the URL. */
export function describeTarget(target: McpTarget): string {
  if (target.type === 'http') return target.url;
  return [target.command, ...target.args].map(quoteWord).join(' ');
}

function quoteWord(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
