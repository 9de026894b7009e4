import type { JsonPath, Range } from './document';
import type { Severity } from './rule';

export interface RelatedFinding {
  readonly pointer: string;
  readonly range: Range;
  readonly message: string;
}

/** One problem, placed: what every door (LSP, CLI, card) shows. */
export interface Finding {
  readonly ruleId: string;
  readonly severity: Severity;
  readonly message: string;
  readonly path: JsonPath;
  /** RFC 6901 pointer of `path`. */
  readonly pointer: string;
  readonly range: Range;
  readonly related?: readonly RelatedFinding[];
}

export function compareFindings(a: Finding, b: Finding): number {
  return a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character || a.ruleId.localeCompare(b.ruleId);
}

export interface FindingCounts {
  error: number;
  warning: number;
  info: number;
}

export function countFindings(findings: readonly Finding[]): FindingCounts {
  const counts: FindingCounts = { error: 0, warning: 0, info: 0 };
  for (const finding of findings) counts[finding.severity]++;
  return counts;
}
