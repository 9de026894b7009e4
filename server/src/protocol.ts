/**
 * Custom LSP messages between the Tool Contracts server and its client, declared once:
 * each is a namespace with its method string and its typed message type. The server
 * sends them; the client imports this file for the same types and values.
 * Only message declarations live here (no server code), so the client bundle stays small.
 */
import { NotificationType, RequestType, RequestType0, type Range, type TextDocumentIdentifier, type WorkDoneProgressParams } from 'vscode-languageserver-protocol';
import type { CheckId, CheckStatus } from './review/checks';
import type { Format, Target } from './engine/model';

/** The settings section both sides read (`toolContracts.*`). */
export const SETTINGS_SECTION = 'toolContracts';

/** The diagnostic `source` of every finding. */
export const DIAGNOSTIC_SOURCE = 'tool-contracts';

/** Which format the engine detected, or `config` for a `.toolcontracts.json`. */
export type StatusFormat = Format | 'config';

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
  /** The providers the file's tools are checked against (`targets`: the file's, the project's, or the format's default); absent for a config. */
  readonly targets?: readonly Target[];
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
  /** The tokens the tool takes in the model's context (o200k_base; docs/context-cost.md): for the card's header, absent for the CodeLens. */
  readonly tokens?: number;
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

/** Tool Contracts: Fix All Safe Problems: applies the file's `source.fixAll.tool-contracts` action. */
export const FIX_ALL_COMMAND = 'toolContracts.fixAll';

// ── Workspace trust ──────────────────────────────────────────────────────────

/**
 * What the VS Code client adds to the initialization options besides the settings: whether the
 * workspace is trusted. In an untrusted workspace the server runs no git command (no versioning
 * base). A client that says nothing about trust (another editor) is treated as trusted.
 */
export interface TrustInitializationOptions {
  readonly workspaceTrusted?: boolean;
}

/** What the client handles: `docsLinks: 'command'` when it runs SHOW_DOCUMENTATION_COMMAND from a diagnostic's docs link. */
export interface ClientInitializationOptions extends TrustInitializationOptions {
  readonly docsLinks?: 'command' | 'file';
}

export interface WorkspaceTrustParams {
  readonly trusted: boolean;
}

/** Sent by the client when the user grants the workspace trust (VS Code never revokes it in a session). */
export namespace WorkspaceTrustNotification {
  export const method = 'toolContracts/workspaceTrust';
  export const type = new NotificationType<WorkspaceTrustParams>(method);
}

// ── Live MCP servers (issue 13) ──────────────────────────────────────────────

/**
 * *Tool Contracts: Snapshot MCP Server…*: with no arguments it asks which servers; the CodeLens
 * of a server entry runs it with `[configUri, serverName]`. Handled by the client.
 */
export const SNAPSHOT_MCP_SERVER_COMMAND = 'toolContracts.snapshotMcpServer';

/** Why no server is started in an untrusted workspace (the command, the lens and the server say it). */
export const MCP_UNTRUSTED_MESSAGE =
  'Tool Contracts starts no MCP server in an untrusted workspace: a server is a program named by the workspace, and it would run with your rights. Trust the workspace to snapshot its servers.';

/** The error code of a snapshot request refused because the workspace is not trusted. */
export const MCP_UNTRUSTED_ERROR_CODE = -32001;

export interface McpProblemCounts {
  readonly error: number;
  readonly warning: number;
  readonly info: number;
}

/** A server of a workspace's `.vscode/mcp.json` or `.mcp.json`. */
export interface McpServerInfo {
  readonly name: string;
  /** The configuration file it is named in. */
  readonly configUri: string;
  readonly type: 'stdio' | 'http' | undefined;
  /** The command line or URL as written (variables not expanded), for the quick pick. */
  readonly description: string;
  /** Where its snapshot is written: `<workspace folder>/mcp/<server>.tools.json`. */
  readonly snapshotUri: string;
  /** The range of its name in the configuration file (the CodeLens line). */
  readonly nameRange: Range;
  /** The outcome of its last snapshot in this session, if any. */
  readonly lastRun?: McpSnapshotOutcome;
}

export interface McpServersResult {
  /** False in an untrusted workspace: then no server can be started. */
  readonly trusted: boolean;
  readonly servers: readonly McpServerInfo[];
  /** Configuration files that cannot be read as written (not JSON, `servers` not an object…). */
  readonly problems: readonly string[];
}

/** The servers named in the workspace folders' `.vscode/mcp.json` and `.mcp.json` (open buffers first). */
export namespace McpServersRequest {
  export const method = 'toolContracts/mcpServers';
  export const type = new RequestType0<McpServersResult, void>(method);
}

export interface McpServerRef {
  readonly configUri: string;
  readonly name: string;
}

export interface SnapshotMcpServersParams extends WorkDoneProgressParams {
  readonly servers: readonly McpServerRef[];
}

export type McpSnapshotStatus = 'written' | 'unchanged' | 'failed' | 'cancelled';

export interface McpSnapshotOutcome extends McpServerRef {
  /** `written` or `unchanged` (the file already held these bytes): the snapshot is on disk. */
  readonly status: McpSnapshotStatus;
  readonly snapshotUri?: string;
  readonly tools?: number;
  readonly pages?: number;
  /** What linting the snapshot found (as the editor shows it: settings, project config and git base). */
  readonly problems?: McpProblemCounts;
  /** For `failed` and `cancelled`: one line naming the server, the step and the reason. */
  readonly message?: string;
  /** The end of the server's stderr, when it failed. */
  readonly stderrTail?: readonly string[];
}

export interface SnapshotMcpServersResult {
  /** One per server asked for, in order. */
  readonly outcomes: readonly McpSnapshotOutcome[];
}

/**
 * Starts each server (one after the other), reads its tools/list, writes its snapshot and lints
 * it. Progress goes to the work-done token; cancelling stops the server being read (its whole
 * process group) and skips the rest. Refused in an untrusted workspace (MCP_UNTRUSTED_ERROR_CODE).
 */
export namespace SnapshotMcpServersRequest {
  export const method = 'toolContracts/snapshotMcpServers';
  export const type = new RequestType<SnapshotMcpServersParams, SnapshotMcpServersResult, void>(method);
}

/** An `${input:id}` a server needs and nothing gives: the server asks the client to prompt for it. */
export interface McpInputParams {
  readonly server: string;
  readonly configUri: string;
  readonly id: string;
  readonly description?: string;
  /** The declaration says `"password": true`: ask with a password box. */
  readonly password: boolean;
}

export interface McpInputResult {
  /** Null when the user dismissed the prompt. */
  readonly value: string | null;
}

/** Sent by the server; the client shows an input box. */
export namespace McpInputRequest {
  export const method = 'toolContracts/mcpInput';
  export const type = new RequestType<McpInputParams, McpInputResult, void>(method);
}

// ── Context cost (issue 16) ──────────────────────────────────────────────────

export interface ContextCostParams {
  readonly textDocument: TextDocumentIdentifier;
}

/** What an open document's tools take in the model's context: the JSON report's `tokens`, for the document version counted. */
export interface ContextCostResult {
  readonly uri: string;
  readonly version: number;
  readonly encoding: 'o200k_base';
  readonly total: number;
  readonly tools: ReadonlyArray<{ readonly name: string | null; readonly pointer: string; readonly tokens: number }>;
}

/** The tokens of an open document's tools (the status item's detail); null for a document without tools. */
export namespace ContextCostRequest {
  export const method = 'toolContracts/contextCost';
  export const type = new RequestType<ContextCostParams, ContextCostResult | null, void>(method);
}

// ── Export (issue 16) ────────────────────────────────────────────────────────

/** Tool Contracts: Copy Tools as… (the client's command: a quick pick of targets, then the clipboard). */
export const COPY_TOOLS_AS_COMMAND = 'toolContracts.copyToolsAs';

/**
 * The server's command behind it (workspace/executeCommand), arguments `[uri, target, strict]`:
 * the payload of `tool-contracts export --to <target> [--strict]` for the open document.
 */
export const EXPORT_TOOLS_SERVER_COMMAND = 'toolContracts.server.exportTools';

export type ExportToolsResult =
  | { readonly text: string; readonly toolCount: number; readonly skipped: readonly string[] }
  | { readonly error: string };
