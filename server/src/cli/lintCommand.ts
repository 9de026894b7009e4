/**
 * `tool-contracts lint <files|dirs|globs…>`: expand the paths, read the project config,
 * lint each file with the engine, format, write, and exit by the findings. No rule
 * logic lives here: everything that decides a finding is in the engine.
 */
import type { Target } from '../engine/model';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { lint, type ContractModel, type LintOptions } from '../engine';
import { fixAll } from '../engine/fixes';
import { parseArgs, parseChoice, parseMaxWarnings, type OptionSpec } from './args';
import { shouldUseColor } from './color';
import type { Command } from './command';
import { EXIT, UsageError, type ExitCode } from './exitCodes';
import { CONTRACT_FILE_PATTERNS, expandPaths, type LintTarget } from './files';
import { DEFAULT_FORMAT, FORMAT_NAMES, FORMATTERS, type FormatName } from './formatters';
import type { CliIo } from './io';
import { loadProjectConfig, CONFIG_FILE_NAME } from './projectConfig';
import { notUtf8Finding, readContractFile, writeFixedFile } from './readFiles';
import { failWhereNotLinted } from './notLinted';
import { fileReaderBeside } from '../node/fileReader';
import { tokensField, totalCounts, type FileReport, type LintReport } from './report';
import type { RuleSeverities } from '../engine';
import { LIVE_OPTIONS, LIVE_OPTIONS_HELP, parseLiveArgs, type LiveArgs } from './liveServers';

const OPTIONS: readonly OptionSpec[] = [
  { name: 'format', alias: 'f', takesValue: true },
  { name: 'fix', takesValue: false },
  { name: 'tokens', takesValue: false },
  { name: 'max-warnings', takesValue: true },
  { name: 'output-file', alias: 'o', takesValue: true },
  { name: 'color', takesValue: false },
  { name: 'no-color', takesValue: false },
  { name: 'help', alias: 'h', takesValue: false },
  ...LIVE_OPTIONS,
];

export interface LintArgs {
  readonly patterns: readonly string[];
  readonly format: FormatName;
  /** Undefined: no limit. */
  readonly maxWarnings: number | undefined;
  readonly outputFile: string | undefined;
  /** Undefined: decide from the terminal and the environment. */
  readonly color: boolean | undefined;
  /** Write the safe fixes into the files, then report what is left. */
  readonly fix: boolean;
  /** Count each file's tokens into the JSON report (`--tokens`; as ESLint's `--stats`, asked for, since the tokenizer costs more than a cold lint). */
  readonly tokens: boolean;
  readonly help: boolean;
  /** Live servers to lint (`--server`, `-- COMMAND`, `--url`), besides or instead of files. */
  readonly live?: LiveArgs;
}

export function parseLintArgs(argv: readonly string[]): LintArgs {
  const parsed = parseArgs(argv, OPTIONS);
  const { options, order } = parsed;
  // After --, a command line (no command starts with a dash: `-- -x.json` is still a path).
  const command = parsed.rest !== undefined && parsed.rest.length > 0 && !parsed.rest[0].startsWith('-') ? parsed.rest : undefined;
  const positionals = command ? parsed.positionals.slice(0, parsed.positionals.length - command.length) : parsed.positionals;
  const live = parseLiveArgs(parsed, command, false);
  if (live && options.has('fix')) throw new UsageError('--fix writes into files, and a live server has none: snapshot it (tool-contracts snapshot), then lint --fix the snapshot.');
  const help = options.has('help');
  const format = options.has('format') ? parseChoice('--format', options.get('format')!, FORMAT_NAMES) : DEFAULT_FORMAT;
  const maxWarnings = options.has('max-warnings') ? parseMaxWarnings(options.get('max-warnings')!) : undefined;
  const lastColorFlag = [...order].reverse().find((name) => name === 'color' || name === 'no-color');
  const color = lastColorFlag === undefined ? undefined : lastColorFlag === 'color';
  const outputFile = options.get('output-file');
  if (outputFile === '') throw new UsageError('--output-file needs a file name.');
  if (!help && positionals.length === 0 && !live) throw new UsageError('No files, directories or globs to lint: tool-contracts lint <files|dirs|globs…>');
  if (options.has('tokens') && format !== 'json') throw new UsageError(`--tokens adds each file's tokens to the JSON report: use it with --format json.`);
  return { patterns: positionals, format, maxWarnings, outputFile, color, fix: options.has('fix'), tokens: options.has('tokens'), help, ...(live ? { live } : {}) };
}

/** What the project config and the report ask of each file's lint besides severities. */
export interface LintFilesOptions {
  /** `contextBudgetTokens` of the project config (tool-context-budget). */
  readonly contextBudgetTokens?: number;
  /** Count each file's tokens for the report (the JSON report does; the others never load the tokenizer). */
  readonly countTokens?: boolean;
  /** `targets` of the project config (the provider-* rules). */
  readonly targets?: readonly Target[];
}

export function lintFiles(targets: readonly LintTarget[], severities: RuleSeverities, fix = false, io?: Pick<CliIo, 'stderr'>, project: LintFilesOptions = {}): FileReport[] {
  const tokens = (model: ContractModel | undefined) => tokensField(model, project.countTokens);
  return targets.map((target): FileReport => {
    const read = readContractFile(target.absolutePath);
    if ('error' in read) return { ...target, format: 'contract', findings: [read.error], ...(fix ? { fixedCount: 0 } : {}) };
    // No size limit here: the editor's limit (toolContracts.maxFileSizeKb) keeps typing responsive,
    // while a CI job lints whatever the machine can hold (bench/README.md, "Cold CLI": 5,000 tools).
    const options: LintOptions = { fileName: target.absolutePath, rules: severities, readFile: fileReaderBeside(target.absolutePath), maxSizeBytes: Number.POSITIVE_INFINITY, contextBudgetTokens: project.contextBudgetTokens, targets: project.targets };
    if (!fix) {
      const result = lint(read.text, options);
      return { ...target, format: result.format, findings: result.findings, ...tokens(result.model) };
    }
    if (read.invalidUtf8) {
      // Its undecodable bytes were read as U+FFFD: writing fixes would replace them. Lint it, write nothing.
      const result = lint(read.text, options);
      const { byteOffset, textOffset } = read.invalidUtf8;
      const range = { start: result.document.positionAt(textOffset), end: result.document.positionAt(textOffset + 1) };
      return { ...target, format: result.format, findings: [notUtf8Finding(byteOffset, range), ...result.findings], fixedCount: 0, ...tokens(result.model) };
    }
    // Safe fixes only, pass after pass; the findings reported are those of the fixed text.
    const fixed = fixAll(read.text, options);
    if (!fixed.settled && fixed.stoppedBecause) io?.stderr.write(`tool-contracts: fix-all of ${target.path} stopped early: ${fixed.stoppedBecause}. ${fixed.fixedCount} safe fix${fixed.fixedCount === 1 ? ' was' : 'es were'} applied; the findings reported are those left.\n`);
    if (fixed.fixedCount === 0) return { ...target, format: fixed.lint.format, findings: fixed.lint.findings, fixedCount: 0, ...tokens(fixed.lint.model) };
    const written = writeFixedFile(target.absolutePath, fixed.text, read.bom);
    if (written !== true) {
      io?.stderr.write(`tool-contracts: could not write the fixes to ${target.path}: ${written}\n`);
      const result = lint(read.text, options);
      return { ...target, format: result.format, findings: result.findings, fixedCount: 0, ...tokens(result.model) };
    }
    return { ...target, format: fixed.lint.format, findings: fixed.lint.findings, fixedCount: fixed.fixedCount, ...tokens(fixed.lint.model) };
  }).map(failWhereNotLinted);
}

async function runLint(argv: readonly string[], io: CliIo): Promise<ExitCode> {
  const args = parseLintArgs(argv);
  if (args.help) {
    io.stdout.write(LINT_HELP);
    return EXIT.ok;
  }
  // process.hrtime, not perf_hooks: loading perf_hooks takes about 2 ms of a cold run.
  const started = process.hrtime.bigint();
  const targets = args.patterns.length > 0 ? expandPaths(args.patterns, io.cwd) : [];
  const config = loadProjectConfig(io.cwd);
  const project: LintFilesOptions = { contextBudgetTokens: config.contextBudgetTokens, countTokens: args.format === 'json' && (args.tokens || config.contextBudgetTokens !== undefined), targets: config.targets };
  const linted = lintFiles(targets, config.severities, args.fix, io, project);
  // Only a live server loads the live-server code and the MCP SDK (liveServers.ts): linting files never does.
  // The same project options as files: a live list and its snapshot give the same report.
  const live = args.live ? await (await import('./lintLive')).lintLiveServers(args.live, config.severities, io, project) : undefined;
  if (live?.interrupted) return EXIT.interrupted;
  if (live) linted.push(...live.files);
  const files = config.report ? [config.report, ...linted] : linted;
  const report: LintReport = {
    files,
    counts: totalCounts(files),
    durationMs: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
    severities: config.severities,
    cwd: io.cwd,
    fix: args.fix,
  };

  // Only the stylish report has colours (and asking whether stdout is a terminal loads node:tty).
  const color = args.format === 'stylish' && !args.outputFile && shouldUseColor(args.color, io.stdout, io.env);
  const output = FORMATTERS[args.format](report, { color });
  if (args.outputFile) {
    const target = resolve(io.cwd, args.outputFile);
    try {
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, output);
    } catch (error) {
      io.stderr.write(`tool-contracts: could not write the report to ${args.outputFile}: ${error instanceof Error ? error.message : String(error)}\n`);
      return EXIT.usage;
    }
  } else if (output !== '') {
    io.stdout.write(output);
  }

  const tooManyWarnings = args.maxWarnings !== undefined && report.counts.warning > args.maxWarnings;
  if (tooManyWarnings) io.stderr.write(`tool-contracts found too many warnings (maximum: ${args.maxWarnings}).\n`);
  return report.counts.error > 0 || tooManyWarnings ? EXIT.problems : EXIT.ok;
}

export const LINT_HELP = `Usage: tool-contracts lint <files|dirs|globs…> [options]
       tool-contracts lint --server <name>|all | --url <url> | -- <command> <args…> [options]

Lints tool contracts (${CONTRACT_FILE_PATTERNS.map((p) => p.slice(3)).join(', ')}) and MCP tools/list files.
A directory means the contract files inside it, recursively (node_modules skipped);
a glob is expanded (quote it so your shell does not). The nearest ${CONFIG_FILE_NAME}
in the current folder or above sets rule severities.

Options:
  -f, --format <name>     Report format: ${FORMAT_NAMES.join(', ')} (default: ${DEFAULT_FORMAT})
      --fix               Write the safe fixes into the files, then report what is left
                          (suggestions, such as renames, are only offered in the editor)
      --tokens            With --format json: each file's tokens in the model's context, per
                          tool and in total (o200k_base; also when contextBudgetTokens is set)
      --max-warnings <n>  Exit 1 when there are more than n warnings (default: no limit)
  -o, --output-file <f>   Write the report to a file instead of stdout
      --color, --no-color Force colour on or off (default: on when stdout is a terminal)
  -h, --help              Show this help

Live MCP servers (their tools/list answer, linted as its snapshot file would be; reported
as mcp:<server>):
${LIVE_OPTIONS_HELP}

Exit codes: 0 no errors (and warnings within --max-warnings), 1 errors or too many
warnings (a server that cannot be read is an error), 2 bad usage (unknown option, bad
value, a path that matches nothing, an unknown server, an \${input:…} without a value),
130 interrupted.
`;

export const lintCommand: Command = {
  help: LINT_HELP,
  run: runLint,
};
