/**
 * lint(text, options): the one entry point every door calls.
 * Parse → detect the format → read the model → run the rules that apply →
 * place findings (ranges are resolved only here, only for findings) → apply
 * suppressions.
 */
import { JsonDocument, toPointer, type SpanRequest } from './document';
import { ENGINE_DIAGNOSTICS } from './engineDiagnostics';
import { compareFindings, type Finding } from './findings';
import { duplicateKeyFindings, parseErrorFindings } from './parseFindings';
import { detectFormat, readModel } from './formats';
import type { ContractModel, Format, Target, ToolModel } from './model';
import { RULES, RULE_IDS } from './registry';
import { clearSchemaWalks } from './schemaWalk';
import { forgetValidatedTools } from './jsonSchema';
import { readSuppressions, suppressionCovers, unknownRuleMessage, type RuleSeverities } from './config';
import type { BaseContract } from '../versioning/base';
import { appliesTo, type FileReader, type Report, type Rule, type Severity } from './rule';

export interface LintOptions {
  /** File name or path, used for format detection (`*.contract.json`). */
  readonly fileName?: string;
  /** Severity overrides by rule id (already merged: project config, then user setting). */
  readonly rules?: RuleSeverities;
  /** Reads files beside the linted one (the changelog). */
  readonly readFile?: FileReader;
  /** Larger texts get one `document-too-large` finding instead of a lint. */
  readonly maxSizeBytes?: number;
  /** Forces a format instead of detecting it. */
  readonly format?: Format;
  /**
   * The contract as committed at the base ref (spec §5), read by the door; versioning
   * checks are silent without it.
   */
  readonly base?: BaseContract;
  /** The project's `targets` (.toolcontracts.json): the providers a file that names none is checked against. */
  readonly targets?: readonly Target[];
  /** The tokens a file's tools may take in the model's context (`contextBudgetTokens` of the project config). */
  readonly contextBudgetTokens?: number;
}

export interface LintResult {
  readonly document: JsonDocument;
  readonly format: Format;
  /** Undefined when the text has no object at its root. */
  readonly model: ContractModel | undefined;
  readonly findings: Finding[];
  /** What lint was given and fixes need again: the base (versioning fixes) and the file reader (the changelog). */
  readonly base?: BaseContract;
  readonly readFile?: FileReader;
  /** The project's targets lint was given (fixes check the same targets). */
  readonly targets?: readonly Target[];
}

export const DEFAULT_MAX_SIZE_BYTES = 5 * 1024 * 1024;
const EMPTY_CONTRACT = 'The file is empty: a contract is a JSON object with name, version and tools.';

/** Rules can be suppressed, and so can an internal error; parse errors cannot. */
const SUPPRESSIBLE_IDS: readonly string[] = [...RULE_IDS, ENGINE_DIAGNOSTICS.internalError.id];

export function lint(text: string, options: LintOptions = {}): LintResult {
  const maxSize = options.maxSizeBytes ?? DEFAULT_MAX_SIZE_BYTES;
  if (text.length > maxSize) return tooLarge(text, maxSize, options);

  forgetValidatedTools();
  const document = new JsonDocument(text);
  const format = options.format ?? detectFormat(document.value, options.fileName);
  const findings: Finding[] = parseErrorFindings(document, EMPTY_CONTRACT);
  const model = readModel(document.value, format);
  const severities = options.rules ?? {};

  if (model) {
    const pending: PendingFinding[] = [];
    clearSchemaWalks();
    for (const [rule, severity] of enabledRules(format, severities)) runRule(rule, severity, model, document, options, pending);
    clearSchemaWalks();
    // One by one: spreading hundreds of thousands of findings into push() overflows the stack.
    for (const finding of placeFindings(document, pending)) findings.push(finding);
  } else if (document.value !== undefined || document.parseErrors.length === 0) {
    findings.push(rootNotObject(document, format));
  }
  // After placing: that pass counted the text's members, which says whether a key repeats.
  for (const finding of duplicateKeyFindings(document)) findings.push(finding);

  const given = { base: options.base, targets: options.targets, readFile: options.readFile };
  if (document.nestingTooDeep) return { document, format, model, findings: [tooDeep()], ...given };
  const kept = applySuppressions(document, findings);
  kept.sort(compareFindings);
  return { document, format, model, findings: kept, ...given };
}

const SEVERITY_RANK: Readonly<Record<Severity, number>> = { info: 0, warning: 1, error: 2 };

/** The rules that run on a file of `format`, in catalogue order, each at its configured severity (those turned off are left out). */
export function enabledRules(format: Format, severities: RuleSeverities): Array<[Rule, Severity]> {
  const enabled: Array<[Rule, Severity]> = [];
  for (const rule of RULES) {
    if (!appliesTo(rule, format)) continue;
    const configured = severities[rule.meta.id];
    if (configured !== 'off') enabled.push([rule, configured ?? rule.meta.severity]);
  }
  return enabled;
}

export interface PendingFinding {
  readonly ruleId: string;
  readonly severity: Severity;
  readonly report: Report;
}

/** Runs one rule on `model`; `allTools`, every tool of the file, when `model.tools` is only the edited one (engine/incremental.ts). */
export function runRule(rule: Rule, severity: Severity, model: ContractModel, document: JsonDocument, options: LintOptions, out: PendingFinding[], allTools: readonly ToolModel[] = model.tools): void {
  const report = (r: Report): void => {
    out.push({ ruleId: rule.meta.id, severity: r.atMost !== undefined && SEVERITY_RANK[r.atMost] < SEVERITY_RANK[severity] ? r.atMost : severity, report: r });
  };
  try {
    rule.check({ model, allTools, document, readFile: options.readFile, base: options.base, targets: options.targets, contextBudgetTokens: options.contextBudgetTokens, report });
  } catch (error) {
    const { internalError } = ENGINE_DIAGNOSTICS;
    const detail = error instanceof Error ? error.message : String(error);
    out.push({ ruleId: internalError.id, severity: internalError.severity, report: { path: [], message: `Rule ${rule.meta.id} failed on this file: ${detail}` } });
  }
}

/** Places every pending finding: all ranges are found in one pass over the text. */
export function placeFindings(document: JsonDocument, pending: readonly PendingFinding[], spansOf = (requests: SpanRequest[]) => document.spansOf(requests)): Finding[] {
  const requests: SpanRequest[] = [];
  for (const { report } of pending) {
    requests.push({ path: report.rangePath ?? report.path, part: report.part ?? 'value' });
    for (const related of report.related ?? []) requests.push({ path: related.path, part: related.part ?? 'value' });
  }
  const ranges = document.rangesAt(spansOf(requests));
  let next = 0;
  return pending.map(({ ruleId, severity, report }) => ({
    ruleId,
    severity,
    message: report.message,
    path: report.path,
    pointer: toPointer(report.path),
    range: ranges[next++],
    related: report.related?.map((rel) => ({ pointer: toPointer(rel.path), range: ranges[next++], message: rel.message })),
  }));
}

function rootNotObject(document: JsonDocument, format: Format): Finding {
  const { parseError } = ENGINE_DIAGNOSTICS;
  const what = format === 'contract' ? 'a contract is an object with name, version and tools' : 'a tools/list result is an object with a tools array';
  const found = Array.isArray(document.value) ? 'an array' : document.value === null ? 'null' : `a ${typeof document.value}`;
  return { ruleId: parseError.id, severity: parseError.severity, message: `The document is ${found}: ${what}.`, path: [], pointer: '', range: document.rangeOf([]) };
}

function tooDeep(): Finding {
  const { documentTooDeep } = ENGINE_DIAGNOSTICS;
  return {
    ruleId: documentTooDeep.id,
    severity: documentTooDeep.severity,
    message: 'This file nests objects or arrays thousands of levels deep, more than can be followed: it was not linted.',
    path: [],
    pointer: '',
    range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
  };
}

function tooLarge(text: string, maxSize: number, options: LintOptions): LintResult {
  const document = new JsonDocument('');
  const { documentTooLarge } = ENGINE_DIAGNOSTICS;
  const sizeKb = Math.round(text.length / 1024);
  const finding: Finding = {
    ruleId: documentTooLarge.id,
    severity: documentTooLarge.severity,
    message:
      `This file is ${sizeKb} KB, over the ${Math.round(maxSize / 1024)} KB limit (toolContracts.maxFileSizeKb): it was not linted, so typing stays responsive. ` +
      'To lint it here, raise toolContracts.maxFileSizeKb in your settings; the command line (tool-contracts lint) has no size limit.',
    path: [],
    pointer: '',
    range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
  };
  return { document, format: options.format ?? 'contract', model: undefined, findings: [finding] };
}

/** Drops findings silenced by `tool-contracts-disable-next-line` or `tool-contracts-disable`, and reports suppressions that are unused or give no reason. */
export function applySuppressions(document: JsonDocument, findings: Finding[]): Finding[] {
  const suppressions = readSuppressions(document);
  if (suppressions.length === 0) return findings;
  const { suppressionUnused, suppressionReasonMissing } = ENGINE_DIAGNOSTICS;
  const used = suppressions.map(() => new Set<string>());
  const kept = findings.filter((finding) => {
    const index = suppressions.findIndex((s) => suppressionCovers(s, finding.range.start.line) && s.ruleIds.includes(finding.ruleId));
    if (index < 0) return true;
    used[index].add(finding.ruleId);
    return false;
  });
  suppressions.forEach((s, i) => {
    const range = { start: document.positionAt(s.offset), end: document.positionAt(s.offset + s.length) };
    const add = (meta: { id: string; severity: Severity }, message: string): void => {
      kept.push({ ruleId: meta.id, severity: meta.severity, message, path: [], pointer: '', range });
    };
    if (s.ruleIds.length === 0) add(suppressionUnused, 'This suppression names no rule: list the rule ids to silence.');
    for (const id of s.ruleIds) {
      if (used[i].has(id)) continue;
      if (!SUPPRESSIBLE_IDS.includes(id)) add(suppressionUnused, `${unknownRuleMessage(id, SUPPRESSIBLE_IDS)} This suppression silences nothing.`);
      else add(suppressionUnused, `Unused suppression: ${id} reports nothing ${s.scope === 'file' ? 'in the rest of the file' : 'on the next line'}.`);
    }
    if (!s.reason) add(suppressionReasonMissing, 'Say why this is suppressed: add "-- <reason>" after the rule ids.');
  });
  return kept;
}
