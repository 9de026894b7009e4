/**
 * A file's text to its review: parse, detect the format, read the model, build the cards.
 * When there are no cards to show, a sentence says why, so the CLI, the CodeLens and the
 * webview never show an unexplained blank.
 */
import { DEFAULT_MAX_SIZE_BYTES } from '../engine/lint';
import { JsonDocument } from '../engine/document';
import { detectFormat, readModel } from '../engine/formats';
import type { ContractModel, Format } from '../engine/model';
import { buildReviewCard, type ContractReview } from './card';

export interface DocumentReview {
  readonly document: JsonDocument;
  readonly format: Format | undefined;
  readonly model: ContractModel | undefined;
  /** Undefined when the file cannot have cards (see `note`). */
  readonly review: ContractReview | undefined;
  /** Why there are no cards, when there are none. */
  readonly note?: string;
}

export const NOTES = {
  tooLarge: 'This file is too large to review.',
  notAnObject: 'This file is not a contract: a contract is a JSON object with name, version and tools.',
  notAContract:
    'Review cards need the contract format (*.contract.json): an MCP tools/list result cannot name a previewTool, a verifyTool or a rollback.',
  noMutatingTools: 'No mutating tools: every tool here is read-only, so there is nothing to review.',
} as const;

/** `maxSizeBytes`: the editor's limit (the default); the CLI reviews files of any size (Infinity). */
export function reviewText(text: string, fileName?: string, maxSizeBytes = DEFAULT_MAX_SIZE_BYTES): DocumentReview {
  if (text.length > maxSizeBytes) return { document: new JsonDocument(''), format: undefined, model: undefined, review: undefined, note: NOTES.tooLarge };
  const document = new JsonDocument(text);
  const format = detectFormat(document.value, fileName);
  return reviewParsed(document, format, document.nestingTooDeep ? undefined : readModel(document.value, format));
}

/** The review of a text already parsed and read (the language server's last lint of it). */
export function reviewParsed(document: JsonDocument, format: Format, model: ContractModel | undefined): DocumentReview {
  if (!model) return { document, format, model, review: undefined, note: NOTES.notAnObject };
  if (format !== 'contract') return { document, format, model, review: undefined, note: NOTES.notAContract };
  const review = buildReviewCard(model);
  if (review.cards.length > 0) return { document, format, model, review };
  const undeclared = model.tools.filter((tool) => tool.sideEffects === undefined).length;
  const note =
    undeclared > 0
      ? `No mutating tools yet: ${undeclared === 1 ? 'one tool declares' : `${undeclared} tools declare`} no sideEffects; a tool gets a card once it is declared idempotent or non_idempotent.`
      : NOTES.noMutatingTools;
  return { document, format, model, review, note };
}
