/** What a CLI command is: its own help and a handler (its one-line summary is in commands.ts, which loads it). */
import type { ExitCode } from './exitCodes';
import type { CliIo } from './io';

export interface Command {
  /** The full text of `tool-contracts <command> --help`. */
  readonly help: string;
  /** Runs with the arguments after the command name. Throws UsageError for bad usage. */
  run(argv: readonly string[], io: CliIo): Promise<ExitCode> | ExitCode;
}
