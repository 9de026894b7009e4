/**
 * The default format, as ESLint users know it: for each file with findings, a blank
 * line, the path, then one aligned line per finding (`line:col  severity  message  rule-id`,
 * 1-based), then a summary. Clean runs print nothing.
 */
import type { FindingCounts, Severity } from '../../engine';
import { palette, type Palette } from '../color';
import type { FileReport, LintReport } from '../report';

export interface StylishOptions {
  readonly color: boolean;
}

export function formatStylish(report: LintReport, options: StylishOptions): string {
  const p = palette(options.color);
  let out = '';
  for (const file of report.files) {
    if (file.findings.length > 0) out += formatFile(file, p);
  }
  const total = report.counts.error + report.counts.warning + report.counts.info;
  if (total > 0) out += `\n${summaryLine(report.counts, p)}\n`;
  if (report.fix) out += `${total > 0 ? '' : '\n'}${fixedLine(report.files, p)}\n`;
  return out;
}

function formatFile(file: FileReport, p: Palette): string {
  const rows = file.findings.map((f) => ({
    line: String(f.range.start.line + 1),
    column: String(f.range.start.character + 1),
    severity: f.severity,
    message: oneLine(f.message),
    ruleId: f.ruleId,
  }));
  // A loop, not Math.max(...lengths): a file with 100,000 findings would overflow the stack.
  const width = (key: 'line' | 'column' | 'severity' | 'message') => rows.reduce((max, r) => Math.max(max, r[key].length), 0);
  const [lineW, columnW, severityW, messageW] = [width('line'), width('column'), width('severity'), width('message')];
  const lines = rows.map((r) => {
    const position = p.dim(`${r.line.padStart(lineW)}:${r.column.padEnd(columnW)}`);
    const severity = severityColor(r.severity, p)(r.severity.padEnd(severityW));
    return `  ${position}  ${severity}  ${r.message.padEnd(messageW)}  ${p.dim(r.ruleId)}`;
  });
  return `\n${p.underline(file.path)}\n${lines.join('\n')}\n`;
}

function summaryLine(counts: FindingCounts, p: Palette): string {
  const total = counts.error + counts.warning + counts.info;
  const text = `✖ ${plural(total, 'problem')} (${plural(counts.error, 'error')}, ${plural(counts.warning, 'warning')}, ${plural(counts.info, 'info')})`;
  const color = counts.error > 0 ? p.red : counts.warning > 0 ? p.yellow : p.blue;
  return p.bold(color(text));
}

/** With --fix: `✔ 6 fixes written to 1 file` (the problems above are what is left). */
function fixedLine(files: readonly FileReport[], p: Palette): string {
  const fixed = files.filter((f) => (f.fixedCount ?? 0) > 0);
  const count = fixed.reduce((sum, f) => sum + (f.fixedCount ?? 0), 0);
  return count === 0 ? p.dim('No safe fixes to write.') : p.green(`✔ ${count} ${count === 1 ? 'fix' : 'fixes'} written to ${plural(fixed.length, 'file')}`);
}

function severityColor(severity: Severity, p: Palette): (s: string) => string {
  return severity === 'error' ? p.red : severity === 'warning' ? p.yellow : p.blue;
}

/** Messages on one line, without a final period, as ESLint prints them before the rule id. */
function oneLine(message: string): string {
  return message.replace(/\s*\r?\n\s*/g, ' ').replace(/([^ .])\.$/, '$1');
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
