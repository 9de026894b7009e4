/**
 * Severities and suppressions. Project config (`.toolcontracts.json`) and the user's
 * `toolContracts.rules` setting are merged by the door and handed to lint() as one
 * map; this module validates both and reads suppression comments.
 */
import { visit } from 'jsonc-parser';
import { JsonDocument, isObject, toPointer } from './document';
import { knownTargets } from './formats/shared';
import type { Target } from './model';
import { ENGINE_DIAGNOSTICS } from './engineDiagnostics';
import { validateConfigDocument } from './jsonSchema';
import { compareFindings, type Finding } from './findings';
import { duplicateKeyFindings, parseErrorFindings } from './parseFindings';
import { SEVERITIES, type SeverityOrOff } from './rule';

export type RuleSeverities = Readonly<Record<string, SeverityOrOff>>;

export interface ProjectConfig {
  readonly rules: RuleSeverities;
  readonly baseRef: string;
  /** The providers files are checked against when they name none (`targets`); absent when not set or invalid. */
  readonly targets?: readonly Target[];
  /** The tokens a file's tools may take in the model's context; tool-context-budget is off without it. */
  readonly contextBudgetTokens?: number;
}

export const DEFAULT_BASE_REF = 'HEAD';

/** Merges severities: later maps win (project config, then the user's setting). */
export function mergeSeverities(...layers: Array<RuleSeverities | undefined>): RuleSeverities {
  const merged: Record<string, SeverityOrOff> = {};
  for (const layer of layers) {
    if (!layer) continue;
    for (const [id, severity] of Object.entries(layer)) if (SEVERITIES.includes(severity)) merged[id] = severity;
  }
  return merged;
}

/** Reads a project config value leniently: bad entries are dropped (and reported by lintConfig). */
export function readProjectConfig(value: unknown): ProjectConfig {
  const rules: Record<string, SeverityOrOff> = {};
  if (isObject(value) && isObject(value.rules)) {
    for (const [id, severity] of Object.entries(value.rules)) {
      if (SEVERITIES.includes(severity as SeverityOrOff)) rules[id] = severity as SeverityOrOff;
    }
  }
  const baseRef = isObject(value) && typeof value.baseRef === 'string' && value.baseRef ? value.baseRef : DEFAULT_BASE_REF;
  const targets = isObject(value) && Array.isArray(value.targets) ? { targets: knownTargets(value.targets) } : {};
  const budget = isObject(value) ? value.contextBudgetTokens : undefined;
  const contextBudgetTokens = typeof budget === 'number' && Number.isInteger(budget) && budget >= 1 ? budget : undefined;
  return { rules, baseRef, ...targets, ...(contextBudgetTokens !== undefined ? { contextBudgetTokens } : {}) };
}

/** Closest known id by edit distance, for "did you mean" hints. */
export function closestId(id: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(3, Math.floor(id.length / 3)) + 1;
  for (const candidate of known) {
    const d = editDistance(id, candidate);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length];
}

export function unknownRuleMessage(id: string, knownIds: readonly string[]): string {
  const hint = closestId(id, knownIds);
  return `Unknown rule "${id}".${hint ? ` Did you mean "${hint}"?` : ''}`;
}

/** Findings for a `.toolcontracts.json` file: parse errors, schema problems, unknown rule ids, in text order. */
export function lintConfigDocument(document: JsonDocument, knownIds: readonly string[]): Finding[] {
  const { configInvalid } = ENGINE_DIAGNOSTICS;
  const findings: Finding[] = [];
  const add = (path: (string | number)[], atKey: boolean, message: string): void => {
    findings.push({ ruleId: configInvalid.id, severity: configInvalid.severity, message, path, pointer: toPointer(path), range: document.rangeOf(path, atKey ? 'key' : 'value') });
  };
  const parseErrors = parseErrorFindings(document, 'The configuration is empty: it should be an object such as { "rules": {} }.');
  if (document.text.trim() === '') return parseErrors;
  for (const finding of parseErrors) findings.push(finding); // not push(...): a junk file has millions
  for (const finding of duplicateKeyFindings(document)) findings.push(finding);
  for (const problem of validateConfigDocument(document.value)) add(problem.path, problem.atKey, problem.message);
  const value = document.value;
  if (isObject(value) && isObject(value.rules)) {
    for (const id of Object.keys(value.rules)) {
      if (!knownIds.includes(id)) add(['rules', id], true, unknownRuleMessage(id, knownIds));
    }
  }
  return findings.sort(compareFindings);
}

export interface Suppression {
  /** Offsets of the comment. */
  readonly offset: number;
  readonly length: number;
  /**
   * `next-line` (`tool-contracts-disable-next-line`): the line after the comment;
   * `file` (`tool-contracts-disable`): every line from the comment's to the end of the file.
   */
  readonly scope: 'next-line' | 'file';
  /** 0-based line the suppression applies to (next-line), or from which it applies (file). */
  readonly targetLine: number;
  readonly ruleIds: readonly string[];
  readonly reason: string | undefined;
}

export const SUPPRESSION_DIRECTIVE = 'tool-contracts-disable-next-line';
/** The file-level directive: as ESLint's `eslint-disable`, it silences the rules from where it stands to the end of the file. */
export const FILE_SUPPRESSION_DIRECTIVE = 'tool-contracts-disable';
const SUPPRESSION_PATTERN = /^(?:\/\/|\/\*)\s*tool-contracts-disable(-next-line)?(?![\w-])\s*(.*?)\s*(?:\*\/)?$/s;

/** Whether a finding on the 0-based `line` is in the reach of `suppression`. */
export function suppressionCovers(suppression: Suppression, line: number): boolean {
  return suppression.scope === 'file' ? line >= suppression.targetLine : line === suppression.targetLine;
}

/** Reads every suppression comment. Cheap when there is none: one substring search. */
export function readSuppressions(document: JsonDocument): Suppression[] {
  const text = document.text;
  // Strict JSON has no comments; other texts are searched once before they are scanned.
  if (document.strict || !text.includes(FILE_SUPPRESSION_DIRECTIVE)) return [];
  const suppressions: Suppression[] = [];
  visit(text, {
    onComment: (offset, length, startLine) => {
      const match = SUPPRESSION_PATTERN.exec(text.slice(offset, offset + length));
      if (!match) return;
      const [idsPart, ...reasonParts] = match[2].split(/\s--\s?|^--\s?/);
      const reason = reasonParts.join(' -- ').trim() || undefined;
      const ruleIds = idsPart.split(',').map((s) => s.trim()).filter(Boolean);
      if (match[1]) {
        const endLine = document.positionAt(offset + length).line;
        suppressions.push({ offset, length, scope: 'next-line', targetLine: Math.max(startLine, endLine) + 1, ruleIds, reason });
      } else {
        suppressions.push({ offset, length, scope: 'file', targetLine: startLine, ruleIds, reason });
      }
    },
  }, { allowTrailingComma: true });
  return suppressions;
}
