/**
 * The review cards in the editor: the `toolContracts/reviewCards` request (the webview's
 * data) and a CodeLens over each mutating tool ("Review card: GO", "Review card: STOP · 3 open")
 * that runs the show command. Wiring only: the engine's buildReviewCard decides.
 *
 * Both are built from the last lint of the document's version (its parsed document and
 * model), never from a second parse of a big text; a request that comes before that lint
 * waits for it, and gives up when cancelled.
 */
import { LSPErrorCodes, ResponseError, type CancellationToken, type CodeLens, type Connection, type TextDocuments } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { ENGINE_DIAGNOSTICS, type LintResult, type ToolModel } from '../engine';
import { toolTokens } from '../engine/contextTokens';
import { CHECK_LABELS, CHECK_QUESTIONS } from '../review/card';
import { NOTES, reviewParsed, reviewText, type DocumentReview } from '../review/document';
import { locate } from '../review/locate';
import { ReviewCardsRequest, SHOW_REVIEW_CARD_COMMAND, type ReviewCardInfo, type ReviewCardsResult } from '../protocol';
import { describeError, type Logger } from './logger';
import { fileNameOf, isConfigDocument } from './uris';

/** The server capabilities this feature adds. */
export const REVIEW_CARD_CAPABILITIES = { codeLensProvider: { resolveProvider: false } } as const;

const CONFIG_NOTE = 'This is the Tool Contracts project configuration, not a contract.';

const NOWHERE = { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };

/**
 * The cards of one text, placed in it. The CodeLens needs only where each tool starts, so it
 * asks without `checkRanges` (its checks then carry an empty range) and the text is scanned for
 * a handful of nodes instead of seven per tool.
 */
export function reviewCardsOf(uri: string, version: number | null, text: string, { checkRanges = true } = {}): ReviewCardsResult {
  if (isConfigDocument(uri)) return { uri, version, contract: {}, cards: [], note: CONFIG_NOTE };
  return placeCards(uri, version, reviewText(text, fileNameOf(uri)), checkRanges);
}

/** reviewCardsOf, from the lint of the text: its parsed document and model. */
export function reviewCardsOfLint(uri: string, version: number | null, result: LintResult, { checkRanges = true } = {}): ReviewCardsResult {
  if (isConfigDocument(uri)) return { uri, version, contract: {}, cards: [], note: CONFIG_NOTE };
  if (result.findings.some((f) => f.ruleId === ENGINE_DIAGNOSTICS.documentTooLarge.id)) return { uri, version, contract: {}, cards: [], note: NOTES.tooLarge };
  const { document } = result;
  return placeCards(uri, version, reviewParsed(document, result.format, document.nestingTooDeep ? undefined : result.model), checkRanges);
}

function placeCards(uri: string, version: number | null, { document, review, note, model }: DocumentReview, checkRanges: boolean): ReviewCardsResult {
  if (!review) return { uri, version, contract: {}, cards: [], note };
  const located = locate(document, {
    starts: review.cards.map((card) => card.path),
    selections: checkRanges ? review.cards.flatMap((card) => card.checks.map((check) => check.path)) : [],
  });
  const toolRanges = located.starts;
  let next = 0;
  const cards = review.cards.map(
    (card, i): ReviewCardInfo => ({
      tool: card.tool,
      title: card.title,
      description: card.description,
      pointer: card.pointer,
      range: toolRanges[i],
      verdict: card.verdict,
      open: card.open,
      irreversible: card.irreversible,
      checks: card.checks.map((check) => ({
        check: check.check,
        label: CHECK_LABELS[check.check],
        question: CHECK_QUESTIONS[check.check],
        status: check.status,
        reason: check.reason,
        pointer: check.pointer,
        range: checkRanges ? located.selections[next++] : NOWHERE,
        ...(check.irreversible ? { irreversible: true } : {}),
      })),
      // The card's header shows what the tool costs in context; the CodeLens (no check ranges) never counts.
      ...(checkRanges ? tokensOf(model?.toolsByName.get(card.tool)) : {}),
    }),
  );
  return { uri, version, contract: { name: review.name, version: review.version }, cards, note };
}

function tokensOf(tool: ToolModel | undefined): { tokens?: number } {
  return tool ? { tokens: toolTokens(tool) } : {};
}

/** "Review card: GO" or "Review card: STOP · 3 open". */
export function lensTitle(card: Pick<ReviewCardInfo, 'verdict' | 'open'>): string {
  return card.verdict === 'go' ? 'Review card: GO' : `Review card: STOP · ${card.open} open`;
}

/** Whether a document shows review card lenses (`toolContracts.codeLens.enable`, and `toolContracts.enable`). */
export type LensesWanted = (uri: string) => Promise<boolean>;

/** The last lint of a document's version, waited for when it is coming; undefined when none is (or the request was cancelled). */
export type LintOfVersion = (uri: string, version: number, token: CancellationToken) => Promise<LintResult | undefined>;

/** The lenses of documents that are not contracts (an MCP configuration); undefined for a contract. */
export type OtherLenses = (uri: string) => CodeLens[] | undefined;

export function registerReviewCards(
  connection: Connection,
  documents: TextDocuments<TextDocument>,
  logger: Logger,
  lensesWanted: LensesWanted,
  lintOf: LintOfVersion,
  otherLenses: OtherLenses = () => undefined,
): void {
  /** Undefined when the document is not open or the request was cancelled. */
  const cardsOf = async (uri: string, checkRanges: boolean, token: CancellationToken): Promise<ReviewCardsResult | undefined> => {
    const opened = documents.get(uri);
    if (!opened) return undefined;
    const result = await lintOf(uri, opened.version, token);
    const document = documents.get(uri);
    if (!document || token.isCancellationRequested) return undefined;
    try {
      // No lint of this text is coming (linting is off, onSave mode, or it failed): read the text itself.
      if (!result || document.version !== opened.version) return reviewCardsOf(uri, document.version, document.getText(), { checkRanges });
      return reviewCardsOfLint(uri, document.version, result, { checkRanges });
    } catch (error) {
      logger.error(`Building the review cards of ${uri} failed: ${describeError(error)}`);
      return { uri, version: document.version, contract: {}, cards: [], note: 'The review card could not be built: see the Tool Contracts output.' };
    }
  };

  connection.onRequest(ReviewCardsRequest.type, async ({ textDocument }, token) => {
    const uri = textDocument.uri;
    const result = await cardsOf(uri, true, token);
    if (token.isCancellationRequested) throw new ResponseError(LSPErrorCodes.RequestCancelled, 'The review cards request was cancelled.');
    return result ?? { uri, version: null, contract: {}, cards: [], note: 'This document is not open in the Tool Contracts server.' };
  });

  connection.onCodeLens(async ({ textDocument }, token): Promise<CodeLens[]> => {
    const other = otherLenses(textDocument.uri);
    if (other) return other;
    if (!(await lensesWanted(textDocument.uri))) return [];
    const result = await cardsOf(textDocument.uri, false, token);
    return (result?.cards ?? []).map((card) => ({
      range: card.range,
      command: { title: lensTitle(card), command: SHOW_REVIEW_CARD_COMMAND, arguments: [textDocument.uri, card.tool] },
    }));
  });
}
