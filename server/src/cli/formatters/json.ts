/**
 * `--format json`: the versioned, documented shape (docs/cli.md). Names are snake_case
 * and stable: fields may be added later, never renamed or removed. Ranges are 0-based
 * as in LSP; `pointer` is an RFC 6901 pointer into the file's JSON.
 */
import type { Position } from '../../engine';
import type { FileTokens, LintReport } from '../report';

export const JSON_FORMAT_VERSION = 1;

export interface JsonReport {
  format_version: number;
  files: JsonFileEntry[];
  summary: { files_count: number; error_count: number; warning_count: number; info_count: number; duration_ms: number; fixed_count?: number };
}

export interface JsonFileEntry {
  path: string;
  format: string;
  findings: JsonFinding[];
  /** With `--fix` only: the fixes written into this file (its findings are those left after them). */
  fixed_count?: number;
  /** What the file's tools take in the model's context: o200k_base tokens of each tool and their total (docs/context-cost.md). */
  tokens?: FileTokens;
}

export interface JsonFinding {
  rule_id: string;
  severity: string;
  message: string;
  pointer: string;
  range: { start: Position; end: Position };
  /** Other places the finding speaks of (the first definition of a duplicate name, the other inputs of a group): only when there are some. */
  related?: JsonRelated[];
}

export interface JsonRelated {
  pointer: string;
  range: { start: Position; end: Position };
  message: string;
}

function jsonRange(range: { start: Position; end: Position }): { start: Position; end: Position } {
  return {
    start: { line: range.start.line, character: range.start.character },
    end: { line: range.end.line, character: range.end.character },
  };
}

export function toJsonReport(report: LintReport): JsonReport {
  return {
    format_version: JSON_FORMAT_VERSION,
    files: report.files.map((file) => ({
      path: file.path,
      format: file.format,
      findings: file.findings.map((f) => ({
        rule_id: f.ruleId,
        severity: f.severity,
        message: f.message,
        pointer: f.pointer,
        range: jsonRange(f.range),
        ...(f.related && f.related.length > 0 ? { related: f.related.map((r) => ({ pointer: r.pointer, range: jsonRange(r.range), message: r.message })) } : {}),
      })),
      ...(report.fix ? { fixed_count: file.fixedCount ?? 0 } : {}),
      ...(file.tokens ? { tokens: file.tokens } : {}),
    })),
    summary: {
      files_count: report.files.length,
      error_count: report.counts.error,
      warning_count: report.counts.warning,
      info_count: report.counts.info,
      duration_ms: report.durationMs,
      ...(report.fix ? { fixed_count: report.files.reduce((sum, file) => sum + (file.fixedCount ?? 0), 0) } : {}),
    },
  };
}

export function formatJson(report: LintReport): string {
  return `${JSON.stringify(toJsonReport(report), null, 2)}\n`;
}
