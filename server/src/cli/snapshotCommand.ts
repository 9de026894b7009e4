/**
 * `tool-contracts snapshot`: writes what live servers answer to tools/list, every page, as
 * `{ "tools": [ … ] }` exactly as sent (mcp/snapshot.ts), by default to `mcp/<server>.tools.json`.
 * The same list always gives the same bytes, so the snapshot is committed and reviewed in git,
 * linted like any tools/list file, and compared with `tool-contracts diff --base <ref>`.
 */
import { existsSync, statSync } from 'node:fs';
import { join, relative, resolve, isAbsolute } from 'node:path';
import { DEFAULT_SNAPSHOT_FOLDER, snapshotFileName, snapshotText, writeSnapshotFile } from '../mcp';
import { parseArgs, type OptionSpec } from './args';
import type { Command } from './command';
import { EXIT, UsageError, type ExitCode } from './exitCodes';
import type { CliIo } from './io';
import { LIVE_OPTIONS, LIVE_OPTIONS_HELP, parseLiveArgs, readLiveTargets, reportServerError, resolveLiveTargets, type LiveArgs } from './liveServers';

const OPTIONS: readonly OptionSpec[] = [{ name: 'out', alias: 'o', takesValue: true }, { name: 'help', alias: 'h', takesValue: false }, ...LIVE_OPTIONS];

export interface SnapshotArgs {
  readonly live: LiveArgs;
  /** `--out`: a file, a folder (ends with a slash, or exists as one), or `-` for stdout. */
  readonly out: string | undefined;
  readonly help: boolean;
}

export function parseSnapshotArgs(argv: readonly string[]): SnapshotArgs {
  const parsed = parseArgs(argv, OPTIONS);
  const help = parsed.options.has('help');
  const command = parsed.rest !== undefined ? parsed.rest : undefined;
  const stray = parsed.positionals.slice(0, parsed.positionals.length - (command?.length ?? 0));
  if (stray.length > 0) throw new UsageError(`Unexpected argument "${stray[0]}": put a server's command line after --, e.g. tool-contracts snapshot -- node server.js`);
  const out = parsed.options.get('out');
  if (out !== undefined && out.trim() === '') throw new UsageError('--out needs a file or a folder.');
  if (help) return { live: undefined as unknown as LiveArgs, out, help };
  return { live: parseLiveArgs(parsed, command, true)!, out, help };
}

async function runSnapshot(argv: readonly string[], io: CliIo): Promise<ExitCode> {
  const args = parseSnapshotArgs(argv);
  if (args.help) {
    io.stdout.write(SNAPSHOT_HELP);
    return EXIT.ok;
  }
  const targets = resolveLiveTargets(args.live, io);
  const toStdout = args.out === '-';
  if (toStdout && targets.length > 1) throw new UsageError(`--out - prints one snapshot, but ${targets.length} servers were named: give --server for one, or a folder.`);
  const outFolder = args.out !== undefined && !toStdout && isFolder(args.out, io.cwd) ? resolve(io.cwd, args.out) : undefined;
  if (args.out !== undefined && !toStdout && !outFolder && targets.length > 1) {
    throw new UsageError(`--out ${args.out} is one file, but ${targets.length} servers were named: give a folder (end it with /).`);
  }

  const { reads, interrupted } = await readLiveTargets(targets, args.live, io);
  if (interrupted) return EXIT.interrupted;
  let failed = false;
  const notes = toStdout ? io.stderr : io.stdout;
  for (const read of reads) {
    if (!read.read) {
      failed = true;
      reportServerError(read.error!, io);
      continue;
    }
    const text = snapshotText(read.read.tools);
    const from = describeRead(read.read.tools.length, read.read.pages, read.read.serverInfo);
    if (toStdout) {
      io.stdout.write(text);
      notes.write(`${from}\n`);
      continue;
    }
    const path = outFolder ? join(outFolder, snapshotFileName(read.name)) : args.out !== undefined ? resolve(io.cwd, args.out) : resolve(io.cwd, DEFAULT_SNAPSHOT_FOLDER, snapshotFileName(read.name));
    const shown = showPath(path, io.cwd);
    try {
      const outcome = writeSnapshotFile(path, text);
      notes.write(outcome === 'written' ? `Wrote ${shown}: ${from}\n` : `${shown} is up to date: ${from}\n`);
    } catch (error) {
      failed = true;
      io.stderr.write(`tool-contracts: could not write ${shown}: ${error instanceof Error ? error.message : String(error)}\n`);
    }
  }
  return failed ? EXIT.problems : EXIT.ok;
}

function describeRead(tools: number, pages: number, info: { name: string; version: string } | undefined): string {
  const who = info ? ` from ${info.name} ${info.version}` : '';
  return `${tools} ${tools === 1 ? 'tool' : 'tools'}${who}${pages > 1 ? ` (${pages} pages)` : ''}`;
}

function isFolder(out: string, cwd: string): boolean {
  if (/[\\/]$/.test(out)) return true;
  const path = resolve(cwd, out);
  return existsSync(path) && statSync(path).isDirectory();
}

function showPath(path: string, cwd: string): string {
  const rel = relative(cwd, path);
  return rel === '' || rel.startsWith('..') || isAbsolute(rel) ? path : rel;
}

export const SNAPSHOT_HELP = `Usage: tool-contracts snapshot [--server <name>…] [--config <file>] [--out <file|dir>] [options]
       tool-contracts snapshot [--out <file|dir>] -- <command> <args…>
       tool-contracts snapshot [--out <file|dir>] --url <url>

Starts (or reaches) MCP servers, reads every page of their tools/list, and writes
{ "tools": [ … ] } exactly as each sent it (two-space indentation, a final newline) to
mcp/<server>.tools.json. The same list always gives the same bytes: commit the snapshot,
and \`tool-contracts diff --base origin/main mcp/<server>.tools.json\` in a pull request
names every change and the SemVer bump it needs. Without --server, --url or --, every
server of the configuration is read.

Options:
  -o, --out <file|dir>    Where to write: a file (one server), a folder (ends with / or
                          exists), or - for stdout (default: mcp/<server>.tools.json)
${LIVE_OPTIONS_HELP}
  -h, --help              Show this help

Exit codes: 0 every snapshot written (or already up to date), 1 a server could not be
read or a file written (the others are still written), 2 bad usage (unknown option or
server, no configuration, an \${input:…} without a value), 130 interrupted.
`;

export const snapshotCommand: Command = {
  help: SNAPSHOT_HELP,
  run: runSnapshot,
};
