/**
 * `tool-contracts export --to <target> [--strict] [--out FILE] <file>`: the tools of a contract
 * (or of any tool list the engine reads) as one provider's request payload, on stdout (issue 16,
 * item 4). The payload comes from export/'s exportText; this file only reads, checks and prints.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { EXPORT_TARGETS, EXPORT_TARGET_LABELS, STRICT_TARGETS, exportText, hasStrictMode, type ExportTarget } from '../export';
import { parseArgs, parseChoice, type OptionSpec } from './args';
import type { Command } from './command';
import { EXIT, UsageError, type ExitCode } from './exitCodes';
import type { CliIo } from './io';
import { readCommandFile } from './readFiles';

const OPTIONS: readonly OptionSpec[] = [
  { name: 'to', alias: 't', takesValue: true },
  { name: 'strict', takesValue: false },
  { name: 'out', alias: 'o', takesValue: true },
  { name: 'help', alias: 'h', takesValue: false },
];

export interface ExportArgs {
  readonly file: string;
  readonly target: ExportTarget;
  readonly strict: boolean;
  readonly out: string | undefined;
  readonly help: boolean;
}

export function parseExportArgs(argv: readonly string[]): ExportArgs {
  const { options, positionals } = parseArgs(argv, OPTIONS);
  const help = options.has('help');
  if (help) return { file: '', target: 'mcp', strict: false, out: undefined, help };
  const to = options.get('to');
  if (to === undefined) throw new UsageError(`--to is required: one of ${EXPORT_TARGETS.join(', ')}.`);
  const target = parseChoice('--to', to, EXPORT_TARGETS);
  const strict = options.has('strict');
  if (strict && !hasStrictMode(target)) throw new UsageError(`--strict: ${target} has no strict mode (only ${STRICT_TARGETS.join(', ')} do).`);
  const out = options.get('out');
  if (out === '') throw new UsageError('--out needs a file name.');
  if (positionals.length === 0) throw new UsageError('No file: tool-contracts export --to <target> <file>.');
  if (positionals.length > 1) throw new UsageError(`One file at a time, not ${positionals.length}: tool-contracts export --to <target> <file>.`);
  return { file: positionals[0], target, strict, out, help };
}

async function runExport(argv: readonly string[], io: CliIo): Promise<ExitCode> {
  const args = parseExportArgs(argv);
  if (args.help) {
    io.stdout.write(EXPORT_HELP);
    return EXIT.ok;
  }
  const { text, absolutePath } = readCommandFile(io.cwd, args.file, 'export');
  const result = exportText(text, absolutePath, args.target, { strict: args.strict });
  if ('error' in result) throw new UsageError(`Cannot export ${args.file}: ${result.error}.`);
  for (const { pointer, reason } of result.skipped) io.stderr.write(`tool-contracts: the tool at ${pointer} is left out: ${reason}.\n`);
  const json = `${JSON.stringify(result.payload, null, 2)}\n`;
  if (args.out === undefined) io.stdout.write(json);
  else writeFileSync(resolve(io.cwd, args.out), json);
  return EXIT.ok;
}

const TARGET_WIDTH = Math.max(...EXPORT_TARGETS.map((t) => t.length));

export const EXPORT_HELP = `Usage: tool-contracts export --to <target> [options] <file>

Prints the tools of a contract (or of an MCP, Anthropic, OpenAI or Gemini tool list)
as the JSON one provider's API takes. The name, description and input schema are
kept; the output schema where the target has one (MCP outputSchema, Gemini
responseJsonSchema); the contract's own fields (sideEffects, errors, previewTool,
verifyTool, rollback) are dropped, and MCP gets annotations that say what
sideEffects says.

Targets:
${EXPORT_TARGETS.map((t) => `  ${t.padEnd(TARGET_WIDTH)}  ${EXPORT_TARGET_LABELS[t]}`).join('\n')}

Options:
  -t, --to <target>  The provider format (required)
      --strict       Strict mode, for ${STRICT_TARGETS.join(', ')}:
                     "strict": true, every object with additionalProperties: false,
                     every property required, optional ones nullable with
                     "Null means omitted." in their description
  -o, --out <file>   Write the payload to a file instead of stdout
  -h, --help         Show this help

Exit codes: 0 the payload was printed, 2 bad usage (no --to, an unknown target,
--strict for a target without strict mode, no such file, syntax errors, no tools).
`;

export const exportCommand: Command = {
  help: EXPORT_HELP,
  run: runExport,
};
