/**
 * Diagnostics the engine itself reports, outside any rule: the file could not be read
 * or parsed, a suppression comment is unused, the configuration is wrong. They have
 * ids and docs pages like rules, so every diagnostic links somewhere useful.
 */
import type { Severity } from './rule';

export interface EngineDiagnosticMeta {
  readonly id: string;
  readonly severity: Severity;
  readonly description: string;
}

export const ENGINE_DIAGNOSTICS = {
  parseError: { id: 'parse-error', severity: 'error', description: 'The file is not valid JSON with comments (JSONC).' },
  duplicateKey: { id: 'duplicate-key', severity: 'error', description: 'An object has two members with the same key; JSON keeps only the last.' },
  readError: { id: 'read-error', severity: 'error', description: 'The file could not be read.' },
  documentTooLarge: { id: 'document-too-large', severity: 'warning', description: 'The file is larger than the size limit and was not linted.' },
  documentTooDeep: { id: 'document-too-deep', severity: 'warning', description: 'The file nests brackets deeper than the parser can follow, and was not linted.' },
  suppressionUnused: { id: 'suppression-unused', severity: 'info', description: 'A suppression comment silences nothing, or names no rule.' },
  suppressionReasonMissing: { id: 'suppression-reason-missing', severity: 'info', description: 'A suppression comment gives no reason after `--`.' },
  configInvalid: { id: 'config-invalid', severity: 'error', description: 'The configuration names an unknown rule, a bad severity or an unknown setting.' },
  internalError: { id: 'internal-error', severity: 'error', description: 'A rule failed on this file; the other rules still ran. Please report it.' },
} as const satisfies Record<string, EngineDiagnosticMeta>;

export const ENGINE_DIAGNOSTIC_IDS: readonly string[] = Object.values(ENGINE_DIAGNOSTICS).map((d) => d.id);
