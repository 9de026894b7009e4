/**
 * The review cards in the editor: the `toolContracts/reviewCards` request (the webview's
 * data) and a CodeLens over each mutating tool ("Review card: GO", "Review card: STOP · 3 open")
 * that runs the show command. Wiring only: the engine's buildReviewCard decides.
 */
import type { CodeLens, Connection, TextDocuments } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { CHECK_LABELS, CHECK_QUESTIONS } from '../review/card';
import { reviewText } from '../review/document';
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
  const { document, review, note } = reviewText(text, fileNameOf(uri));
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
    }),
  );
  return { uri, version, contract: { name: review.name, version: review.version }, cards, note };
}

/** "Review card: GO" or "Review card: STOP · 3 open". */
export function lensTitle(card: Pick<ReviewCardInfo, 'verdict' | 'open'>): string {
  return card.verdict === 'go' ? 'Review card: GO' : `Review card: STOP · ${card.open} open`;
}

/** Whether a document shows review card lenses (`toolContracts.codeLens.enable`, and `toolContracts.enable`). */
export type LensesWanted = (uri: string) => Promise<boolean>;

export function registerReviewCards(connection: Connection, documents: TextDocuments<TextDocument>, logger: Logger, lensesWanted: LensesWanted): void {
  const cardsOf = (uri: string, checkRanges: boolean): ReviewCardsResult | undefined => {
    const document = documents.get(uri);
    if (!document) return undefined;
    try {
      return reviewCardsOf(uri, document.version, document.getText(), { checkRanges });
    } catch (error) {
      logger.error(`Building the review cards of ${uri} failed: ${describeError(error)}`);
      return { uri, version: document.version, contract: {}, cards: [], note: 'The review card could not be built: see the Tool Contracts output.' };
    }
  };

  connection.onRequest(ReviewCardsRequest.type, ({ textDocument }) => {
    const uri = textDocument.uri;
    return cardsOf(uri, true) ?? { uri, version: null, contract: {}, cards: [], note: 'This document is not open in the Tool Contracts server.' };
  });

  connection.onCodeLens(async ({ textDocument }): Promise<CodeLens[]> => {
    if (!(await lensesWanted(textDocument.uri))) return [];
    const result = cardsOf(textDocument.uri, false);
    return (result?.cards ?? []).map((card) => ({
      range: card.range,
      command: { title: lensTitle(card), command: SHOW_REVIEW_CARD_COMMAND, arguments: [textDocument.uri, card.tool] },
    }));
  });
}
