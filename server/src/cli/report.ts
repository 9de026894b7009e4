/**
 * The result of one `lint` run, before formatting: every formatter (stylish, json,
 * sarif) renders this and nothing else.
 */
import { countFindings, toPointer, type ContractModel, type Finding, type FindingCounts, type Format } from '../engine';
import { contextCost, TOKEN_ENCODING } from '../engine/contextTokens';

/** `config` is the entry of a `.toolcontracts.json` that has problems. */
export type ReportedFormat = Format | 'config';

export interface FileReport {
  /** As the user wrote it, or as expanded from their directory or glob. */
  readonly path: string;
  readonly absolutePath: string;
  readonly format: ReportedFormat;
  readonly findings: readonly Finding[];
  /** With `--fix`: how many fixes were written into the file. */
  readonly fixedCount?: number;
  /** What the file's tools take in the model's context, when the report asks (the JSON report). */
  readonly tokens?: FileTokens;
}

/** The tokens of a file's tools (docs/context-cost.md): each tool's, and their sum. */
export interface FileTokens {
  readonly encoding: typeof TOKEN_ENCODING;
  readonly total: number;
  readonly tools: ReadonlyArray<{ readonly name: string | null; readonly pointer: string; readonly tokens: number }>;
}

/** The `tokens` field of a file's report, when the report counts them and the file has a model. */
export function tokensField(model: ContractModel | undefined, count: boolean | undefined): { tokens?: FileTokens } {
  return count && model ? { tokens: fileTokens(model) } : {};
}

export function fileTokens(model: ContractModel): FileTokens {
  const cost = contextCost(model);
  return {
    encoding: cost.encoding,
    total: cost.total,
    tools: cost.tools.map(({ tool, tokens }) => ({ name: tool.name ?? null, pointer: toPointer(tool.path), tokens })),
  };
}

export interface LintReport {
  readonly files: readonly FileReport[];
  readonly counts: FindingCounts;
  readonly durationMs: number;
  /** Severities in force (project config), for SARIF's rule configuration. */
  readonly severities: Readonly<Record<string, string>>;
  /** The working directory paths are relative to. */
  readonly cwd: string;
  /** Whether `--fix` wrote fixes (the JSON report then has `fixed_count`). */
  readonly fix?: boolean;
}

export function totalCounts(files: readonly FileReport[]): FindingCounts {
  const total: FindingCounts = { error: 0, warning: 0, info: 0 };
  for (const file of files) {
    const counts = countFindings(file.findings);
    total.error += counts.error;
    total.warning += counts.warning;
    total.info += counts.info;
  }
  return total;
}
