/** What a CLI command is: a one-line summary for the global help, its own help, and a handler. */
import type { ExitCode } from './exitCodes';
import type { CliIo } from './io';

export interface Command {
  /** One line for `tool-contracts --help`. */
  readonly summary: string;
  /** The full text of `tool-contracts <command> --help`. */
  readonly help: string;
  /** Runs with the arguments after the command name. Throws UsageError for bad usage. */
  run(argv: readonly string[], io: CliIo): Promise<ExitCode> | ExitCode;
}
