/**
 * Command dispatch: a map from command name to its summary and its module. Each command's module
 * is imported only when that command runs, so `lint` never loads git, the diff, the review card or
 * the MCP client (test/cli/modules-loaded.test.ts). In the build, the commands other than lint are a
 * second bundle (dist/cli-commands.js, from commandModules.ts), so a cold `lint` in CI does not
 * even compile them.
 */
import type { Command } from './command';
import { EXIT, UsageError, isUsageError, type ExitCode } from './exitCodes';
import type { CliIo } from './io';
import { packageInfo } from './packageInfo';

interface CommandEntry {
  /** One line for `tool-contracts --help`. */
  readonly summary: string;
  readonly load: () => Promise<Command>;
}

export const COMMANDS: Readonly<Record<string, CommandEntry>> = {
  lint: { summary: 'Lint contract files, MCP tools/list files, directories and globs', load: async () => (await import('./lintCommand')).lintCommand },
  card: { summary: 'Print the stop/go review card of each mutating tool (Markdown or JSON)', load: async () => (await import('./cardCommand')).cardCommand },
  diff: { summary: 'List the changes between two versions of a contract and check the version bump', load: async () => (await import('./diffCommand')).diffCommand },
  snapshot: { summary: 'Write the tools/list of live MCP servers to mcp/<server>.tools.json', load: async () => (await import('./snapshotCommand')).snapshotCommand },
  import: { summary: "Print a contract skeleton from a live MCP server's tools", load: async () => (await import('./importCommand')).importCommand },
  export: { summary: "Print the tools as one provider's payload (Anthropic, OpenAI Chat or Responses, Gemini, MCP)", load: async () => (await import('./exportCommand')).exportCommand },
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
    if (isUsageError(error)) {
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
  const entry = Object.hasOwn(COMMANDS, first) ? COMMANDS[first] : undefined;
  if (!entry) throw new UsageError(`Unknown command "${first}". Commands: ${Object.keys(COMMANDS).join(', ')}.`);
  return (await entry.load()).run(rest, io);
}
