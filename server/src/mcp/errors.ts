/**
 * The two ways reading a live server can fail, as values a door can print or show: the server
 * itself failed (McpServerError: which server, at which step, its exit code, the end of its
 * stderr), or the configuration that names it cannot be used (McpConfigError: a missing input,
 * an unknown variable, a server entry without a command). Neither carries a stack a user sees.
 *
 * No SDK here: the CLI imports this module statically, and the SDK only loads for live commands.
 */

/** Where a server failed: starting its process, the MCP handshake, or a page of the tool list. */
export type McpStep = 'spawn' | 'initialize' | 'tools/list';

/** How many lines of a failed server's stderr are kept for the error. */
export const STDERR_TAIL_LINES = 10;

export interface McpServerErrorInit {
  readonly server: string;
  readonly step: McpStep;
  /** What went wrong, one sentence without the server and step: `it exited with code 3 before answering`. */
  readonly reason: string;
  /** The exit code, when the process exited; null when a signal ended it. */
  readonly exitCode?: number | null;
  readonly signal?: string | null;
  /** The last lines the server wrote to stderr (empty for HTTP servers). */
  readonly stderrTail?: readonly string[];
  /** True when the caller cancelled (Ctrl+C, a cancel button): not the server's fault. */
  readonly cancelled?: boolean;
  /** The lines a stdio server wrote to stdout that were not JSON-RPC, skipped: they may say why it failed. */
  readonly stdoutSkipped?: StdoutSkipped;
}

/** The stdout lines of a stdio server that were not JSON-RPC messages: how many were skipped, and the first. */
export interface StdoutSkipped {
  readonly lines: number;
  readonly first: string;
}

export class McpServerError extends Error {
  override readonly name = 'McpServerError';
  readonly server: string;
  readonly step: McpStep;
  readonly reason: string;
  readonly exitCode?: number | null;
  readonly signal?: string | null;
  readonly stderrTail: readonly string[];
  readonly cancelled: boolean;
  readonly stdoutSkipped?: StdoutSkipped;

  constructor(init: McpServerErrorInit) {
    super(`server "${init.server}" failed at ${init.step}: ${init.reason}`);
    this.server = init.server;
    this.step = init.step;
    this.reason = init.reason;
    this.exitCode = init.exitCode;
    this.signal = init.signal;
    this.stderrTail = init.stderrTail ?? [];
    this.cancelled = init.cancelled ?? false;
    if (init.stdoutSkipped) this.stdoutSkipped = init.stdoutSkipped;
  }
}

/** A server configuration that cannot be used as written (exit 2 in the CLI: fix the config or the flags). */
export class McpConfigError extends Error {
  override readonly name = 'McpConfigError';
}

/**
 * Whether a value is an McpServerError. By shape, not instanceof: the language server and the
 * CLI may hold the class from another bundle copy.
 */
export function isMcpServerError(error: unknown): error is McpServerError {
  return error instanceof Error && error.name === 'McpServerError' && typeof (error as McpServerError).step === 'string';
}

export function isMcpConfigError(error: unknown): error is McpConfigError {
  return error instanceof Error && error.name === 'McpConfigError';
}

/**
 * The error as a user reads it: the one line, then what it wrote on stdout that was skipped, then
 * the end of the server's stderr, each line indented under a header. `prefix` starts the first
 * line (`tool-contracts: ` in the CLI).
 */
export function describeServerError(error: McpServerError, prefix = ''): string {
  let text = `${prefix}${error.message}\n`;
  if (error.stdoutSkipped) text += `  ${describeSkipped(error.stdoutSkipped)}\n`;
  if (error.stderrTail.length > 0) {
    text += `  its stderr ended with:\n${error.stderrTail.map((line) => `  | ${line}`).join('\n')}\n`;
  }
  return text;
}

/**
 * `it wrote 2 lines to stdout that are not JSON-RPC, skipped; the first: "Listening on stdio"`. MCP
 * allows only JSON-RPC there; MCP clients (the SDK's among them) skip such lines and read on.
 */
export function describeSkipped(skipped: StdoutSkipped): string {
  const what = skipped.lines === 1 ? 'a line to stdout that is not JSON-RPC, skipped:' : `${skipped.lines} lines to stdout that are not JSON-RPC, skipped; the first:`;
  return `it wrote ${what} ${quoteLine(skipped.first)}`;
}

/** A line of a server's output, quoted, cut at 120 characters. */
export function quoteLine(line: string): string {
  return JSON.stringify(line.length > 120 ? `${line.slice(0, 120)}…` : line);
}
