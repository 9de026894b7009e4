/** Command dispatch: a map from command name to handler. */
import { cardCommand } from './cardCommand';
import type { Command } from './command';
import { diffCommand } from './diffCommand';
import { EXIT, UsageError, type ExitCode } from './exitCodes';
import { importCommand } from './importCommand';
import type { CliIo } from './io';
import { lintCommand } from './lintCommand';
import { packageInfo } from './packageInfo';
import { snapshotCommand } from './snapshotCommand';

export const COMMANDS: Readonly<Record<string, Command>> = {
  lint: lintCommand,
  card: cardCommand,
  diff: diffCommand,
  snapshot: snapshotCommand,
  import: importCommand,
};

export function globalHelp(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((name) => name.length));
  const commands = Object.entries(COMMANDS).map(([name, command]) => `  ${name.padEnd(width)}  ${command.summary}`);
  return `Usage: tool-contracts <command> [options]

Commands:
${commands.join('\n')}

Options:
  -h, --help     Show this help (tool-contracts <command> --help for a command's options)
      --version  Print the version
`;
}

/** Runs the CLI; returns the exit code. Never throws: usage errors and crashes are printed. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<ExitCode> {
  try {
    return await dispatch(argv, io);
  } catch (error) {
    if (error instanceof UsageError) {
      const command = argv[0] && COMMANDS[argv[0]] ? ` ${argv[0]}` : '';
      io.stderr.write(`tool-contracts: ${error.message}\nRun "tool-contracts${command} --help" for usage.\n`);
      return EXIT.usage;
    }
    // A crash is a bug, not a lint result: say so, and exit 2 as ESLint does.
    io.stderr.write(`tool-contracts: internal error, please report it.\n${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    return EXIT.usage;
  }
}

async function dispatch(argv: readonly string[], io: CliIo): Promise<ExitCode> {
  const [first, ...rest] = argv;
  if (first === undefined) {
    io.stderr.write(globalHelp());
    return EXIT.usage;
  }
  if (first === '--help' || first === '-h') {
    io.stdout.write(globalHelp());
    return EXIT.ok;
  }
  if (first === '--version') {
    io.stdout.write(`${packageInfo().version}\n`);
    return EXIT.ok;
  }
  if (first.startsWith('-')) throw new UsageError(`Unknown option ${first}: the command comes first, e.g. tool-contracts lint ${first} …`);
  const command = Object.hasOwn(COMMANDS, first) ? COMMANDS[first] : undefined;
  if (!command) throw new UsageError(`Unknown command "${first}". Commands: ${Object.keys(COMMANDS).join(', ')}.`);
  return command.run(rest, io);
}
