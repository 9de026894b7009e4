/**
 * On the command line, a file that was not linted fully fails the run. The engine reports
 * such a file with one limit finding (too large, too deep), a warning in the editor, where
 * the author sees it and `toolContracts.maxFileSizeKb` is theirs to raise. In CI nobody
 * reads a warning: a step that goes green on a file it never linted is a silent pass. So
 * the CLI makes each limit finding an error (exit 1) that says the file was not linted and
 * how to proceed.
 */
import { statSync } from 'node:fs';
import { DEFAULT_MAX_SIZE_BYTES, ENGINE_DIAGNOSTICS, type Finding } from '../engine';
import type { FileReport } from './report';

const { documentTooLarge, documentTooDeep } = ENGINE_DIAGNOSTICS;

/** The report with every "not linted" finding made an error with the command line's message. */
export function failWhereNotLinted(report: FileReport): FileReport {
  if (!report.findings.some((f) => f.ruleId === documentTooLarge.id || f.ruleId === documentTooDeep.id)) return report;
  const findings = report.findings.map((finding): Finding => {
    if (finding.ruleId === documentTooLarge.id) return { ...finding, severity: 'error', message: tooLargeMessage(report.absolutePath) };
    if (finding.ruleId === documentTooDeep.id) return { ...finding, severity: 'error', message: TOO_DEEP_MESSAGE };
    return finding;
  });
  return { ...report, findings };
}

function tooLargeMessage(absolutePath: string): string {
  let sizeKb: number | undefined;
  try {
    sizeKb = Math.round(statSync(absolutePath).size / 1024);
  } catch {
    sizeKb = undefined;
  }
  const limitKb = Math.round(DEFAULT_MAX_SIZE_BYTES / 1024);
  const size = sizeKb === undefined ? 'This file is' : `This file is ${sizeKb} KB,`;
  return (
    `${size} over the command line's ${limitKb} KB limit: it was not linted, so this run fails rather than pass a file it never checked. ` +
    `Split the tool set into several contract files under ${limitKb} KB each, and lint them all.`
  );
}

const TOO_DEEP_MESSAGE =
  'This file nests objects or arrays thousands of levels deep, more than can be followed: it was not linted, so this run fails rather than pass a file it never checked. ' +
  'Flatten it: move repeated sub-schemas into $defs and refer to them with $ref.';
