/**
 * `--format json`: the versioned, documented shape (docs/cli.md). Names are snake_case
 * and stable: fields may be added later, never renamed or removed. Ranges are 0-based
 * as in LSP; `pointer` is an RFC 6901 pointer into the file's JSON.
 */
import type { Position } from '../../engine';
import type { LintReport } from '../report';

export const JSON_FORMAT_VERSION = 1;

export interface JsonReport {
  format_version: number;
  files: JsonFileEntry[];
  summary: { files_count: number; error_count: number; warning_count: number; info_count: number; duration_ms: number };
}

export interface JsonFileEntry {
  path: string;
  format: string;
  findings: JsonFinding[];
}

export interface JsonFinding {
  rule_id: string;
  severity: string;
  message: string;
  pointer: string;
  range: { start: Position; end: Position };
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
        range: {
          start: { line: f.range.start.line, character: f.range.start.character },
          end: { line: f.range.end.line, character: f.range.end.character },
        },
      })),
    })),
    summary: {
      files_count: report.files.length,
      error_count: report.counts.error,
      warning_count: report.counts.warning,
      info_count: report.counts.info,
      duration_ms: report.durationMs,
    },
  };
}

export function formatJson(report: LintReport): string {
  return `${JSON.stringify(toJsonReport(report), null, 2)}\n`;
}
