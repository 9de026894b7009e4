/** The engine's public surface: what the doors (LSP, CLI, card) may import. */
export { lint, DEFAULT_MAX_SIZE_BYTES, type LintOptions, type LintResult } from './lint';
export { relint, wasIncremental } from './incremental';
export { JsonDocument, toPointer, fromPointer, valueAt, isObject, type JsonPath, type Range, type Position } from './document';
export type { Finding, RelatedFinding, FindingCounts } from './findings';
export { countFindings } from './findings';
export { RULES, RULE_IDS, ruleById } from './registry';
export { ENGINE_DIAGNOSTICS, ENGINE_DIAGNOSTIC_IDS } from './engineDiagnostics';
export { docsPath, type Severity, type SeverityOrOff, type RuleMeta, type FileReader } from './rule';
export { lintConfigDocument, mergeSeverities, readProjectConfig, unknownRuleMessage, DEFAULT_BASE_REF, type ProjectConfig, type RuleSeverities } from './config';
export type { ContractModel, ToolModel, Format } from './model';
export { isMutating } from './model';

import { RULE_IDS } from './registry';
import { ENGINE_DIAGNOSTIC_IDS } from './engineDiagnostics';
/** Every id a diagnostic can carry: rules, then engine diagnostics. */
export const ALL_DIAGNOSTIC_IDS: readonly string[] = [...RULE_IDS, ...ENGINE_DIAGNOSTIC_IDS];
