/**
 * One lint of one document with its settings: the engine's findings as diagnostics,
 * and the status line for the client. A `.toolcontracts.json` gets the config checks
 * instead of the contract rules.
 */
import { performance } from 'node:perf_hooks';
import type { Diagnostic } from 'vscode-languageserver';
import { checkedTargets } from '../engine/providers';
import { countFindings, JsonDocument, lint, lintConfigDocument, mergeSeverities, relint, RULE_IDS, type Finding, type LintOptions, type LintResult, type ProjectConfig } from '../engine';
import type { LintStatusParams, StatusFormat } from '../protocol';
import type { BaseContract } from '../versioning';
import { fileReaderFor } from './changelogReader';
import { diagnosticsOf } from './diagnostics';
import type { ServerSettings } from './settings';
import { fileNameOf, isConfigDocument } from './uris';

export interface LintInput {
  readonly uri: string;
  readonly version: number;
  readonly text: string;
  readonly settings: ServerSettings;
  readonly project: ProjectConfig | undefined;
  /** The contract as committed at the base ref (versioning); absent when there is none (yet). */
  readonly base?: BaseContract;
  /** The document's last lint: an edit inside one tool re-lints that tool only (engine/incremental.ts). */
  readonly previous?: LintResult;
}

export interface LintOutcome {
  readonly diagnostics: Diagnostic[];
  readonly status: LintStatusParams;
  /** The engine's result, kept for code actions (absent for the project config or when disabled). */
  readonly result?: LintResult;
}

/**
 * The options every lint of a contract document uses (also the passes of fix-all and the code
 * actions, so they see the same versioning base as the published diagnostics).
 */
export function engineLintOptions(uri: string, settings: ServerSettings, project: ProjectConfig | undefined, base?: BaseContract): LintOptions {
  return {
    fileName: fileNameOf(uri),
    rules: mergeSeverities(project?.rules, settings.rules),
    readFile: fileReaderFor(uri),
    maxSizeBytes: settings.maxFileSizeKb * 1024,
    ...(base ? { base } : {}),
    ...(project?.targets ? { targets: project.targets } : {}),
    ...(project?.contextBudgetTokens !== undefined ? { contextBudgetTokens: project.contextBudgetTokens } : {}),
  };
}

function runEngine({ uri, text, settings, project, base, previous }: LintInput): { format: StatusFormat; findings: Finding[]; result?: LintResult } {
  if (isConfigDocument(uri)) return { format: 'config', findings: lintConfigDocument(new JsonDocument(text), RULE_IDS) };
  const result = relint(text, engineLintOptions(uri, settings, project, base), previous);
  return { format: result.format, findings: result.findings, result };
}

export function lintDocument(input: LintInput): LintOutcome {
  const { uri, settings } = input;
  if (!settings.enable) return { diagnostics: [], status: statusOf(input, 'contract', [], 0, false) };
  const started = performance.now();
  const { format, findings, result } = runEngine(input);
  const diagnostics = diagnosticsOf(findings, uri);
  const durationMs = Math.round((performance.now() - started) * 10) / 10;
  return { diagnostics, status: { ...statusOf(input, format, findings, durationMs, true), ...targetsOf(result, input.project) }, result };
}

/** The targets in force for the status item: those the provider-* rules check, else the file's default (MCP). */
function targetsOf(result: LintResult | undefined, project: ProjectConfig | undefined): Pick<LintStatusParams, 'targets'> {
  if (!result?.model) return {};
  return { targets: checkedTargets(result.model, project?.targets) ?? result.model.targets };
}

function statusOf(input: LintInput, format: StatusFormat, findings: readonly Finding[], durationMs: number, enabled: boolean): LintStatusParams {
  const counts = countFindings(findings);
  return {
    uri: input.uri,
    version: input.version,
    format,
    error_count: counts.error,
    warning_count: counts.warning,
    info_count: counts.info,
    duration_ms: durationMs,
    time_budget_ms: input.settings.timeBudgetMs,
    over_budget: durationMs > input.settings.timeBudgetMs,
    enabled,
    ...baseOf(input),
  };
}

function baseOf({ base }: LintInput): Pick<LintStatusParams, 'base_ref' | 'base_version'> {
  if (!base) return {};
  const version = base.model.version;
  return { base_ref: base.label, ...(typeof version === 'string' ? { base_version: version } : {}) };
}

/**
 * The engine compiles its JSON Schema validators on first use (most of a second). Doing
 * that once at start-up keeps the first real lint from being reported as slow.
 */
export function warmUpEngine(logger: { info(message: string): void }): void {
  const started = performance.now();
  lint('{"name":"warm-up","version":"1.0.0","tools":[{"name":"t","description":"d","inputSchema":{"type":"object"}}]}', { fileName: 'warm-up.contract.json' });
  lintConfigDocument(new JsonDocument('{"rules":{}}'), RULE_IDS);
  logger.info(`Tool Contracts engine ready in ${Math.round(performance.now() - started)} ms (${RULE_IDS.length} rules).`);
}
