/**
 * The messages between the extension and the review card webview, both ways, as one typed
 * union each. Whatever arrives is checked before it is used: the webview's script checks
 * what the extension sends (client/media/reviewCard.js), and parseWebviewMessage below
 * checks what the webview sends. Anything unknown or malformed is ignored.
 */
import type { ReviewCardInfo, ReviewCardsResult } from '../../../server/src/protocol';
import { isCheckId, type CheckId } from '../../../server/src/review/checks';

/** A card as the webview shows it: the LSP card without ranges (the extension keeps those). */
export interface WebviewCard {
  readonly tool: string;
  readonly title?: string;
  readonly description?: string;
  readonly verdict: 'go' | 'stop';
  readonly open: number;
  readonly irreversible: boolean;
  readonly checks: ReadonlyArray<{
    readonly check: CheckId;
    readonly label: string;
    readonly question: string;
    readonly status: 'go' | 'stop';
    readonly reason: string;
    readonly pointer: string;
    readonly irreversible?: boolean;
  }>;
  /** What the tool takes in the model's context, in o200k_base tokens (the header shows it). */
  readonly tokens?: number;
}

/** Extension → webview. */
export type HostMessage =
  | {
      readonly type: 'render';
      /**
       * The followed contract's URI. The page keeps it with `setState`, and after a window
       * reload the panel's serializer gets it back (parseCardState) to follow the same contract.
       * Absent when no contract is followed.
       */
      readonly uri?: string;
      /** The contract file as the user knows it (workspace-relative path). */
      readonly file: string;
      readonly contract: { readonly name?: string; readonly version?: string };
      readonly cards: readonly WebviewCard[];
      /** Why there are no cards, or why they may be out of date. */
      readonly note?: string;
      /** Scroll to this tool's card (set when a CodeLens opened the panel). */
      readonly focusTool?: string;
    }
  /** A short confirmation, read out by screen readers ("Copied as Markdown."). */
  | { readonly type: 'notice'; readonly text: string };

export type RenderMessage = Extract<HostMessage, { readonly type: 'render' }>;

/** Webview → extension. */
export type WebviewMessage =
  | { readonly type: 'ready' }
  | { readonly type: 'reveal'; readonly tool: string; readonly check: CheckId; readonly pointer: string }
  | { readonly type: 'copyMarkdown' }
  | { readonly type: 'exportMarkdown' };

const MAX_STRING = 10_000;

/** What the page keeps with `acquireVsCodeApi().setState` (client/media/reviewCard.js). */
export interface CardState {
  readonly uri: string;
}

/**
 * The URI in a revived panel's saved state, when it is one: a short string with a scheme
 * (`file:///…`). The state comes back from the webview, so it is checked like a message;
 * anything else is undefined (the panel then follows the active contract editor).
 */
export function parseCardState(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const uri = (value as Record<string, unknown>).uri;
  if (!isShortString(uri) || !/^[A-Za-z][A-Za-z0-9+.-]*:\S+$/.test(uri)) return undefined;
  return uri;
}

function isShortString(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_STRING;
}

/** The webview's message when it is one we know and well formed; undefined otherwise. */
export function parseWebviewMessage(value: unknown): WebviewMessage | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const message = value as Record<string, unknown>;
  switch (message.type) {
    case 'ready':
    case 'copyMarkdown':
    case 'exportMarkdown':
      return { type: message.type };
    case 'reveal':
      if (!isShortString(message.tool) || !isCheckId(message.check) || !isShortString(message.pointer)) return undefined;
      if (message.pointer !== '' && !message.pointer.startsWith('/')) return undefined;
      return { type: 'reveal', tool: message.tool, check: message.check, pointer: message.pointer };
    default:
      return undefined;
  }
}

export function toWebviewCard(card: ReviewCardInfo): WebviewCard {
  return {
    tool: card.tool,
    title: card.title,
    description: card.description,
    verdict: card.verdict,
    open: card.open,
    irreversible: card.irreversible,
    checks: card.checks.map(({ check, label, question, status, reason, pointer, irreversible }) => ({ check, label, question, status, reason, pointer, irreversible })),
    ...(card.tokens !== undefined ? { tokens: card.tokens } : {}),
  };
}

export function renderMessage(result: ReviewCardsResult, file: string, focusTool?: string): RenderMessage {
  return { type: 'render', uri: result.uri, file, contract: result.contract, cards: result.cards.map(toWebviewCard), note: result.note, focusTool };
}
