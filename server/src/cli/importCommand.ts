/**
 * `tool-contracts import -- COMMAND ARGS…` (spec §7): starts an MCP server, reads its tool list
 * and prints a contract skeleton (mcp/skeleton.ts): the contract's name from the server's
 * serverInfo, version 0.1.0, each tool's schemas and annotations as sent, sideEffects where the
 * annotations give a hint, an empty errors list to fill in. Linted, it reports only what the
 * list cannot say (typed errors, side effects without hints, preview and verify tools…).
 */
import { resolve } from 'node:path';
import { contractSkeletonText, writeSnapshotFile } from '../mcp';
import { parseArgs, type OptionSpec } from './args';
import type { Command } from './command';
import { EXIT, UsageError, type ExitCode } from './exitCodes';
import type { CliIo } from './io';
import { LIVE_OPTIONS, LIVE_OPTIONS_HELP, parseLiveArgs, readLiveTargets, reportServerError, resolveLiveTargets } from './liveServers';

const OPTIONS: readonly OptionSpec[] = [{ name: 'out', alias: 'o', takesValue: true }, { name: 'help', alias: 'h', takesValue: false }, ...LIVE_OPTIONS];

async function runImport(argv: readonly string[], io: CliIo): Promise<ExitCode> {
  const parsed = parseArgs(argv, OPTIONS);
  if (parsed.options.has('help')) {
    io.stdout.write(IMPORT_HELP);
    return EXIT.ok;
  }
  const command = parsed.rest;
  const stray = parsed.positionals.slice(0, parsed.positionals.length - (command?.length ?? 0));
  if (stray.length > 0) throw new UsageError(`Unexpected argument "${stray[0]}": put the server's command line after --, e.g. tool-contracts import -- node server.js`);
  const live = parseLiveArgs(parsed, command, false);
  if (!live) throw new UsageError('Which server? tool-contracts import -- <command> <args…> (or --server <name>, --url <url>).');
  const out = parsed.options.get('out');
  if (out !== undefined && out.trim() === '') throw new UsageError('--out needs a file name.');
  const targets = resolveLiveTargets(live, io);
  if (targets.length !== 1) throw new UsageError(`import makes one contract from one server, but ${targets.length} were named: give one --server.`);

  const { reads, interrupted } = await readLiveTargets(targets, live, io);
  if (interrupted) return EXIT.interrupted;
  const [read] = reads;
  if (!read.read) {
    reportServerError(read.error!, io);
    return EXIT.problems;
  }
  const text = contractSkeletonText({ server: read.name, serverInfo: read.read.serverInfo, tools: read.read.tools });
  if (out === undefined || out === '-') {
    io.stdout.write(text);
    return EXIT.ok;
  }
  try {
    writeSnapshotFile(resolve(io.cwd, out), text);
  } catch (error) {
    io.stderr.write(`tool-contracts: could not write ${out}: ${error instanceof Error ? error.message : String(error)}\n`);
    return EXIT.problems;
  }
  io.stderr.write(`Wrote ${out}: a contract of ${read.read.tools.length} tools from ${read.read.serverInfo?.name ?? read.name}; now fill in what lint asks for.\n`);
  return EXIT.ok;
}

export const IMPORT_HELP = `Usage: tool-contracts import [--out <file>] -- <command> <args…>
       tool-contracts import [--out <file>] --server <name> | --url <url>

Starts an MCP server, reads its tools/list and prints a contract skeleton: the name the
server gives itself, version 0.1.0, each tool's schemas and annotations as sent,
sideEffects where the annotations hint at it, and an empty errors list to fill in. Save it
as <name>.contract.json; lint then reports only what the server's list cannot say.

Options:
  -o, --out <file>        Write the contract to a file instead of stdout
${LIVE_OPTIONS_HELP}
  -h, --help              Show this help

Exit codes: 0 printed, 1 the server could not be read, 2 bad usage, 130 interrupted.
`;

export const importCommand: Command = {
  help: IMPORT_HELP,
  run: runImport,
};
