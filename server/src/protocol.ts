/**
 * Custom LSP messages between the Tool Contracts server and its client, declared once:
 * each is a namespace with its method string and its typed message type. The server
 * sends them; the client imports this file for the same types and values.
 * Only message declarations live here (no server code), so the client bundle stays small.
 */
import { NotificationType } from 'vscode-languageserver-protocol';

/** The settings section both sides read (`toolContracts.*`). */
export const SETTINGS_SECTION = 'toolContracts';

/** The diagnostic `source` of every finding. */
export const DIAGNOSTIC_SOURCE = 'tool-contracts';

/** Which format the engine detected, or `config` for a `.toolcontracts.json`. */
export type StatusFormat = 'contract' | 'mcp-tools-list' | 'config';

/** The outcome of one lint of one document, for the language status item. */
export interface LintStatusParams {
  readonly uri: string;
  /** The document version the lint ran on. */
  readonly version: number;
  readonly format: StatusFormat;
  readonly error_count: number;
  readonly warning_count: number;
  readonly info_count: number;
  readonly duration_ms: number;
  /** `toolContracts.timeBudgetMs` when the lint ran. */
  readonly time_budget_ms: number;
  /** True when `duration_ms` exceeded the time budget. */
  readonly over_budget: boolean;
  /** False when `toolContracts.enable` is off for this document (counts are then 0). */
  readonly enabled: boolean;
}

/** Sent after every lint that published diagnostics. */
export namespace LintStatusNotification {
  export const method = 'toolContracts/lintStatus';
  export const type = new NotificationType<LintStatusParams>(method);
}
