/**
 * Custom LSP messages between the Tool Contracts server and its client, declared once:
 * each is a namespace with its method string and its typed message type. The server
 * sends them; the client imports this file for the same types and values.
 * Only message declarations live here (no server code), so the client bundle stays small.
 */
import { NotificationType, RequestType, type Range, type TextDocumentIdentifier } from 'vscode-languageserver-protocol';
import type { CheckId, CheckStatus } from './review/checks';

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
  /**
   * The versioning base the lint compared with (spec §5): its ref (`HEAD`) and the version
   * committed there; absent when there was none (outside git, a new file, untrusted).
   */
  readonly base_ref?: string;
  readonly base_version?: string;
}

/** Sent after every lint that published diagnostics. */
export namespace LintStatusNotification {
  export const method = 'toolContracts/lintStatus';
  export const type = new NotificationType<LintStatusParams>(method);
}

// ── Review cards (spec §4) ───────────────────────────────────────────────────

/** The command a review card CodeLens runs, with `[uri, toolName]`; also the editor title button. */
export const SHOW_REVIEW_CARD_COMMAND = 'toolContracts.showReviewCard';

/** The seven checks of a card (review/checks.ts lists them in the order they are read). */
export type ReviewCheckId = CheckId;
export type ReviewStatus = CheckStatus;

export interface ReviewCheckInfo {
  readonly check: ReviewCheckId;
  /** "Replay safety". */
  readonly label: string;
  /** The seed's question for this check. */
  readonly question: string;
  readonly status: ReviewStatus;
  /** One sentence. */
  readonly reason: string;
  /** RFC 6901 pointer of the deciding node, or of where the missing thing belongs. */
  readonly pointer: string;
  /** What to select when the check is clicked: the deciding node, or the nearest node that exists. */
  readonly range: Range;
  /** On Impact: the change cannot be undone. */
  readonly irreversible?: boolean;
}

export interface ReviewCardInfo {
  readonly tool: string;
  readonly title?: string;
  readonly description?: string;
  /** Pointer of the tool object. */
  readonly pointer: string;
  /** Where the tool object starts (the CodeLens line). */
  readonly range: Range;
  readonly verdict: ReviewStatus;
  /** How many checks stop. */
  readonly open: number;
  readonly irreversible: boolean;
  readonly checks: readonly ReviewCheckInfo[];
}

export interface ReviewCardsParams {
  readonly textDocument: TextDocumentIdentifier;
}

export interface ReviewCardsResult {
  readonly uri: string;
  /** The document version the cards were built from; null when the server does not have it open. */
  readonly version: number | null;
  /** The contract's name and version, when they are strings. */
  readonly contract: { readonly name?: string; readonly version?: string };
  /** One per mutating tool, in document order. */
  readonly cards: readonly ReviewCardInfo[];
  /** Why there are no cards, when there are none (not a contract, no mutating tool, …). */
  readonly note?: string;
}

/** The review cards of an open document. */
export namespace ReviewCardsRequest {
  export const method = 'toolContracts/reviewCards';
  export const type = new RequestType<ReviewCardsParams, ReviewCardsResult, void>(method);
}

// ── Quick fixes ──────────────────────────────────────────────────────────────

/**
 * The code action kind that applies every safe fix of a file, for `editor.codeActionsOnSave`:
 * `{ "source.fixAll.tool-contracts": "explicit" }`.
 */
export const FIX_ALL_KIND = 'source.fixAll.tool-contracts';

/** Opens a rule's documentation page; arguments `[ruleId, href?]`. Handled by the client. */
export const SHOW_DOCUMENTATION_COMMAND = 'toolContracts.showDocumentation';

// ── Workspace trust ──────────────────────────────────────────────────────────

/**
 * What the VS Code client adds to the initialization options besides the settings: whether the
 * workspace is trusted. In an untrusted workspace the server runs no git command (no versioning
 * base). A client that says nothing about trust (another editor) is treated as trusted.
 */
export interface TrustInitializationOptions {
  readonly workspaceTrusted?: boolean;
}

export interface WorkspaceTrustParams {
  readonly trusted: boolean;
}

/** Sent by the client when the user grants the workspace trust (VS Code never revokes it in a session). */
export namespace WorkspaceTrustNotification {
  export const method = 'toolContracts/workspaceTrust';
  export const type = new NotificationType<WorkspaceTrustParams>(method);
}
