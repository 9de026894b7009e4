/**
 * `tool-contracts diff <old> <new>` and `tool-contracts diff --base <ref> <file>` (spec §5, §7):
 * every change between two versions of a contract with the SemVer bump it needs, and whether
 * the new version makes that bump. Exit 0 when it does, 1 when it is too small, 2 on bad usage
 * (including a side that cannot be judged: not a contract, no SemVer version, not in git).
 * The verdict comes from versioning's judgeVersion, as the editor's version-bump-required
 * rule's does; this file only reads and prints.
 *
 * Two MCP tools/list snapshots (`mcp/<server>.tools.json`, written by `tool-contracts snapshot`)
 * are compared the same way, change by change; a snapshot has no version, so the report gives
 * the bump the changes need and `--fail-on major|minor|patch` (default major) sets the exit code.
 */
import { PROVIDER_FORMATS } from '../engine/model';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { JsonDocument } from '../engine';
import { readCommittedFile } from '../node/git';
import { isSemVer } from '../engine/semver';
import { BUMPS, compareBumps, diffContracts, judgeVersion, readBaseContract, requiredBump, type BaseContract, type Bump } from '../versioning';
import { parseArgs, parseChoice, type OptionSpec } from './args';
import { shouldUseColor } from './color';
import type { Command } from './command';
import { formatDiffJson, formatDiffMarkdown, formatDiffStylish, type DiffReport } from './diffFormats';
import { EXIT, UsageError, type ExitCode } from './exitCodes';
import type { CliIo } from './io';
import { readContractFile } from './readFiles';

export const DIFF_FORMATS = ['stylish', 'json', 'markdown'] as const;
export type DiffFormat = (typeof DIFF_FORMATS)[number];

/** How long `git show` may take before the base counts as unreadable. */
const GIT_TIMEOUT_MS = 10_000;

const OPTIONS: readonly OptionSpec[] = [
  { name: 'base', alias: 'b', takesValue: true },
  { name: 'format', alias: 'f', takesValue: true },
  { name: 'fail-on', takesValue: true },
  { name: 'color', takesValue: false },
  { name: 'no-color', takesValue: false },
  { name: 'help', alias: 'h', takesValue: false },
];

const SYNOPSIS = 'tool-contracts diff <old> <new>, or tool-contracts diff --base <ref> <file>';

export interface DiffArgs {
  /** The old file; undefined with `--base`. */
  readonly oldFile: string | undefined;
  readonly newFile: string;
  /** The git ref of `--base`. */
  readonly baseRef: string | undefined;
  readonly format: DiffFormat;
  /** `--fail-on`, for snapshots: the smallest bump that fails the run (default major). */
  readonly failOn: Bump | undefined;
  /** Undefined: decide from the terminal and the environment. */
  readonly color: boolean | undefined;
  readonly help: boolean;
}

export function parseDiffArgs(argv: readonly string[]): DiffArgs {
  const { options, order, positionals } = parseArgs(argv, OPTIONS);
  const help = options.has('help');
  const format = options.has('format') ? parseChoice('--format', options.get('format')!, DIFF_FORMATS) : 'stylish';
  const lastColorFlag = [...order].reverse().find((name) => name === 'color' || name === 'no-color');
  const color = lastColorFlag === undefined ? undefined : lastColorFlag === 'color';
  const baseRef = options.get('base');
  if (baseRef !== undefined && baseRef.trim() === '') throw new UsageError('--base needs a git ref, e.g. HEAD or v1.4.0.');
  const failOn = options.has('fail-on') ? parseChoice('--fail-on', options.get('fail-on')!, BUMPS) : undefined;
  if (help) return { oldFile: undefined, newFile: '', baseRef, format, failOn, color, help };
  if (baseRef !== undefined) {
    if (positionals.length !== 1) throw new UsageError(`With --base, one contract file, not ${positionals.length}: tool-contracts diff --base <ref> <file>.`);
    return { oldFile: undefined, newFile: positionals[0], baseRef, format, failOn, color, help };
  }
  if (positionals.length !== 2) throw new UsageError(`Two contract files to compare, not ${positionals.length}: ${SYNOPSIS}.`);
  return { oldFile: positionals[0], newFile: positionals[1], baseRef, format, failOn, color, help };
}

/** Reads a file from disk; a missing or unreadable file is a usage error. */
function readFromDisk(file: string, cwd: string): string {
  const absolutePath = resolve(cwd, file);
  if (!existsSync(absolutePath)) throw new UsageError(`No such file: ${file}.`);
  const read = readContractFile(absolutePath);
  if ('error' in read) throw new UsageError(`Cannot read ${file}: ${read.error.message.replace(/^This file could not be read: /, '')}`);
  return read.text;
}

/** Parses one side; a text that is not JSON, or not a contract, is a usage error that says which. */
function readSide(text: string, shown: string, fileName: string, label: string): BaseContract {
  const side = readBaseContract(text, fileName, label);
  if (side && PROVIDER_FORMATS.includes(side.model.format)) {
    // A provider's tool definitions have no version and no history of their own: diff their source.
    throw new UsageError(`${shown} is a provider's tool definitions (${side.model.format}), which have no version: diff the tool contract or MCP tools/list snapshot they come from.`);
  }
  if (side) return side;
  const document = new JsonDocument(text);
  const problem = document.parseErrors[0];
  if (document.nestingTooDeep) throw new UsageError(`${shown} is nested too deeply to compare.`);
  if (problem) {
    const at = document.positionAt(problem.offset);
    throw new UsageError(`${shown} is not valid JSON: ${problem.message.replace(/\.$/, '')} at line ${at.line + 1}, column ${at.character + 1}.`);
  }
  throw new UsageError(`${shown} is not a tool contract: its top level is not an object.`);
}

/** The contract's version, which must be SemVer for the bump to be judged. */
function versionOf(side: BaseContract, shown: string): string {
  const version = side.model.version;
  if (version === undefined) throw new UsageError(`Cannot judge the version bump: ${shown} has no "version".`);
  if (!isSemVer(version)) throw new UsageError(`Cannot judge the version bump: the version of ${shown}, ${JSON.stringify(version)}, is not SemVer (MAJOR.MINOR.PATCH).`);
  return version;
}

async function runDiff(argv: readonly string[], io: CliIo): Promise<ExitCode> {
  const args = parseDiffArgs(argv);
  if (args.help) {
    io.stdout.write(DIFF_HELP);
    return EXIT.ok;
  }
  const started = performance.now();
  const headPath = resolve(io.cwd, args.newFile);
  let baseText: string;
  let baseShown: string;
  // Read in the order written, so the first file named is the first one complained about.
  const headText = args.oldFile === undefined ? readFromDisk(args.newFile, io.cwd) : undefined;
  if (args.baseRef !== undefined) {
    const committed = await readCommittedFile(headPath, args.baseRef, { timeoutMs: GIT_TIMEOUT_MS });
    if (committed === undefined) throw new UsageError(`${args.newFile} is not committed at ${args.baseRef}: nothing to compare it with.`);
    baseText = committed;
    baseShown = `${args.newFile} at ${args.baseRef}`;
  } else {
    baseText = readFromDisk(args.oldFile!, io.cwd);
    baseShown = args.oldFile!;
  }
  const base = readSide(baseText, baseShown, args.oldFile ? resolve(io.cwd, args.oldFile) : headPath, args.baseRef ?? args.oldFile!);
  const head = readSide(headText ?? readFromDisk(args.newFile, io.cwd), args.newFile, headPath, 'head');
  const snapshots = [base, head].filter((side) => side.model.format === 'mcp-tools-list').length;
  if (snapshots === 1) {
    const [snapshot, contract] = base.model.format === 'mcp-tools-list' ? [baseShown, args.newFile] : [args.newFile, baseShown];
    throw new UsageError(`${snapshot} is an MCP tools/list snapshot and ${contract} a contract: compare a snapshot with a snapshot, a contract with a contract.`);
  }
  if (snapshots === 2) return printReport(snapshotReport(args, base, head, started), args, io);
  if (args.failOn !== undefined) throw new UsageError('--fail-on is for snapshots, which have no version; a contract passes when its version makes the bump its changes need.');
  const baseVersion = versionOf(base, baseShown);
  versionOf(head, args.newFile);

  // Both versions are SemVer now, so there is a verdict: the one the editor's rule reaches.
  const { headVersion, changes, required, actual, ok, smallest } = judgeVersion(head.model, base)!;
  const report: DiffReport = {
    baseLabel: base.label,
    baseRef: args.baseRef,
    basePath: args.oldFile ?? args.newFile,
    headPath: args.newFile,
    baseVersion,
    headVersion,
    changes,
    requiredBump: required,
    actualBump: actual === 'downgrade' ? 'none' : actual,
    downgrade: actual === 'downgrade',
    ok,
    suggestedVersion: smallest,
    failOn: undefined,
    durationMs: Math.round((performance.now() - started) * 100) / 100,
  };
  return printReport(report, args, io);
}

/** Two snapshots: the changes and the bump they need; the run fails at `--fail-on` (default major) or above. */
function snapshotReport(args: DiffArgs, base: BaseContract, head: BaseContract, started: number): DiffReport {
  const changes = diffContracts(base.model, head.model);
  const required = requiredBump(changes);
  const failOn = args.failOn ?? 'major';
  return {
    baseLabel: base.label,
    baseRef: args.baseRef,
    basePath: args.oldFile ?? args.newFile,
    headPath: args.newFile,
    baseVersion: undefined,
    headVersion: undefined,
    changes,
    requiredBump: required,
    actualBump: undefined,
    downgrade: false,
    ok: required === 'none' || compareBumps(required, failOn) < 0,
    suggestedVersion: undefined,
    failOn,
    durationMs: Math.round((performance.now() - started) * 100) / 100,
  };
}

function printReport(report: DiffReport, args: DiffArgs, io: CliIo): ExitCode {
  if (args.format === 'json') io.stdout.write(formatDiffJson(report));
  else if (args.format === 'markdown') {
    io.stdout.write(formatDiffMarkdown(report));
    // The section is for the version as written: say when that version is wrong for it.
    if (!report.ok && report.failOn !== undefined) {
      io.stderr.write(`tool-contracts: these changes need a ${report.requiredBump} release (--fail-on ${report.failOn}).\n`);
    } else if (!report.ok) {
      const why = report.downgrade ? `is lower than ${report.baseVersion}` : 'is too small for these changes';
      io.stderr.write(`tool-contracts: version ${report.headVersion} ${why}: make it ${report.suggestedVersion} or later.\n`);
    }
  } else io.stdout.write(formatDiffStylish(report, { color: shouldUseColor(args.color, io.stdout, io.env) }));
  return report.ok ? EXIT.ok : EXIT.problems;
}

export const DIFF_HELP = `Usage: tool-contracts diff <old> <new> [options]
       tool-contracts diff --base <ref> <file> [options]

Lists every change between two versions of a contract with the SemVer bump it needs
(major: breaks a consumer; minor: adds; patch: documentation only), and checks that
the new version makes that bump. With --base, the old version is the file as
committed at <ref> in git (HEAD, a tag, a branch, a commit).

Two MCP tools/list snapshots (tool-contracts snapshot) have no version: the report
gives the bump their changes need, and the run fails when it is --fail-on or larger.

Options:
  -b, --base <ref>         Compare the file with its version committed at <ref>
  -f, --format <name>      stylish, json or markdown (default: stylish); markdown
                           prints the changelog section of the new version
      --fail-on <bump>     Snapshots: exit 1 when the changes need this bump or a
                           larger one: major, minor or patch (default: major)
      --color, --no-color  Force colour on or off (default: on when stdout is a terminal)
  -h, --help               Show this help

Exit codes: 0 the version bump is enough (snapshots: no change at --fail-on or
above), 1 the version bump is too small (or a downgrade; snapshots: a change at
--fail-on or above), 2 bad usage (unknown option, no such file, not JSON, not a contract, a
version that is not SemVer, a file not committed at <ref>).
`;

export const diffCommand: Command = {
  help: DIFF_HELP,
  run: runDiff,
};
