/**
 * On the command line, a file that was not linted fully fails the run. The engine reports
 * such a file with one limit finding, a warning in the editor, where the author sees it. In
 * CI nobody reads a warning: a step that goes green on a file it never linted is a silent
 * pass. So the CLI makes that finding an error (exit 1) that says the file was not linted and
 * how to proceed. The only such limit on the command line is nesting too deep to follow: it
 * has no size limit (lintCommand.ts), so document-too-large is the editor's alone.
 */
import { ENGINE_DIAGNOSTICS, type Finding } from '../engine';
import type { FileReport } from './report';

const { documentTooDeep } = ENGINE_DIAGNOSTICS;

/** The report with every "not linted" finding made an error with the command line's message. */
export function failWhereNotLinted(report: FileReport): FileReport {
  if (!report.findings.some((f) => f.ruleId === documentTooDeep.id)) return report;
  const findings = report.findings.map((finding): Finding => (finding.ruleId === documentTooDeep.id ? { ...finding, severity: 'error', message: TOO_DEEP_MESSAGE } : finding));
  return { ...report, findings };
}

const TOO_DEEP_MESSAGE =
  'This file nests objects or arrays thousands of levels deep, more than can be followed: it was not linted, so this run fails rather than pass a file it never checked. ' +
  'Flatten it: move repeated sub-schemas into $defs and refer to them with $ref.';
