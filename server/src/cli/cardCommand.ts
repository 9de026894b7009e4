/**
 * `tool-contracts card <file> [--tool NAME] [--format md|json] [--tokens]`: the stop/go review card of
 * each mutating tool (spec §4, §7), as a Markdown checklist for a pull request or as JSON.
 * Exit 0 when every card is GO, 1 when any is STOP, 2 on bad usage. The cards come from
 * the engine's buildReviewCard; this file only reads, selects and prints.
 */
import { toolTokens } from '../engine/contextTokens';
import type { ContractModel } from '../engine/model';
import { suggestToolName } from '../engine/mutationGates';
import { reviewText } from '../review/document';
import { reviewMarkdown } from '../review/markdown';
import type { ContractReview, ToolReviewCard } from '../review/card';
import { parseArgs, parseChoice, type OptionSpec } from './args';
import type { Command } from './command';
import { EXIT, UsageError, type ExitCode } from './exitCodes';
import type { CliIo } from './io';
import { readCommandFile } from './readFiles';

export const CARD_FORMATS = ['md', 'json'] as const;
export type CardFormat = (typeof CARD_FORMATS)[number];

const OPTIONS: readonly OptionSpec[] = [
  { name: 'tool', alias: 't', takesValue: true },
  { name: 'format', alias: 'f', takesValue: true },
  { name: 'tokens', takesValue: false },
  { name: 'help', alias: 'h', takesValue: false },
];

export interface CardArgs {
  readonly file: string;
  readonly tool: string | undefined;
  readonly format: CardFormat;
  /** Each card's tokens in the model's context (`--tokens`; asked for, as lint's, since the tokenizer takes longer to load than a card). */
  readonly tokens: boolean;
  readonly help: boolean;
}

export function parseCardArgs(argv: readonly string[]): CardArgs {
  const { options, positionals } = parseArgs(argv, OPTIONS);
  const help = options.has('help');
  const format = options.has('format') ? parseChoice('--format', options.get('format')!, CARD_FORMATS) : 'md';
  const tool = options.get('tool');
  if (tool === '') throw new UsageError('--tool needs a tool name.');
  if (!help && positionals.length === 0) throw new UsageError('No contract file: tool-contracts card <file> [--tool NAME] [--format md|json] [--tokens]');
  if (positionals.length > 1) throw new UsageError(`One contract file at a time, not ${positionals.length}: tool-contracts card <file>.`);
  return { file: positionals[0] ?? '', tool, format, tokens: options.has('tokens'), help };
}

/** The JSON of `--format json` (documented in the README; `format_version` changes with its shape). */
export interface CardJson {
  readonly format_version: 1;
  readonly file: string;
  readonly cards: ReadonlyArray<{
    readonly tool: string;
    readonly verdict: 'go' | 'stop';
    readonly checks: ReadonlyArray<{ readonly check: string; readonly status: 'go' | 'stop'; readonly reason: string; readonly pointer: string }>;
    /** With `--tokens`: o200k_base tokens of the tool's name, description and input schema (docs/context-cost.md). */
    readonly tokens?: number;
  }>;
}

export function cardJson(file: string, cards: ReadonlyArray<ToolReviewCard & { readonly tokens?: number }>): CardJson {
  return {
    format_version: 1,
    file,
    cards: cards.map((card) => ({
      tool: card.tool,
      verdict: card.verdict,
      checks: card.checks.map(({ check, status, reason, pointer }) => ({ check, status, reason, pointer })),
      ...(card.tokens !== undefined ? { tokens: card.tokens } : {}),
    })),
  };
}

/** The cards `--tool` asks for: all, or the named tool's (a usage error when it has none). */
function selectCards(review: ContractReview, model: ContractModel, wanted: string | undefined, file: string): readonly ToolReviewCard[] {
  if (wanted === undefined) return review.cards;
  const card = review.cards.find((c) => c.tool === wanted);
  if (card) return [card];
  const named = model.toolsByName.get(wanted);
  if (named) {
    const why = named.sideEffects === 'read_only' ? 'is read-only' : 'declares no sideEffects';
    throw new UsageError(`${wanted} in ${file} ${why}: review cards are for mutating tools (idempotent or non_idempotent).`);
  }
  const suggestion = suggestToolName(model, wanted);
  const hint = suggestion ? ` Did you mean "${suggestion}"?` : review.cards.length ? ` Mutating tools: ${review.cards.map((c) => c.tool).join(', ')}.` : '';
  throw new UsageError(`No tool named "${wanted}" in ${file}.${hint}`);
}

async function runCard(argv: readonly string[], io: CliIo): Promise<ExitCode> {
  const args = parseCardArgs(argv);
  if (args.help) {
    io.stdout.write(CARD_HELP);
    return EXIT.ok;
  }
  const { text } = readCommandFile(io.cwd, args.file, 'review');
  // As lint does, the command line reviews a file of any size: the size limit is the editor's.
  const { review, model, note, document } = reviewText(text, args.file, Number.POSITIVE_INFINITY);
  if (!review || !model) throw new UsageError(`Cannot review ${args.file}: ${note ?? 'it is not a contract.'}`);
  const selected = selectCards(review, model, args.tool, args.file);
  const cards = args.tokens ? selected.map((card) => withTokens(card, model)) : selected;
  if (document.parseErrors.length > 0) {
    io.stderr.write(`tool-contracts: ${args.file} has syntax errors (run tool-contracts lint on it): the cards show what could be read.\n`);
  }

  if (args.format === 'json') io.stdout.write(`${JSON.stringify(cardJson(args.file, cards), null, 2)}\n`);
  else io.stdout.write(reviewMarkdown({ name: review.name, version: review.version, cards, note }, { file: args.file }));
  return cards.some((card) => card.verdict === 'stop') ? EXIT.problems : EXIT.ok;
}

/** A card with its tool's tokens in the model's context, as the editor's card header shows them. */
function withTokens(card: ToolReviewCard, model: ContractModel): ToolReviewCard & { tokens?: number } {
  const tool = model.toolsByName.get(card.tool);
  return tool ? { ...card, tokens: toolTokens(tool) } : card;
}

export const CARD_HELP = `Usage: tool-contracts card <file> [options]

Prints the stop/go review card of each mutating tool of a contract: seven checks
(target, diff, impact, approval, replay_safety, evidence, recovery), each GO or STOP
with its reason and the JSON pointer of the node that decides it. Any STOP makes
the tool's card STOP. The Markdown is a checklist to paste into a pull request.

Options:
  -t, --tool <name>    Only this tool's card
  -f, --format <name>  md or json (default: md)
      --tokens         Each tool's tokens in the model's context (o200k_base)
  -h, --help           Show this help

Exit codes: 0 every card is GO, 1 a card is STOP, 2 bad usage (unknown option, no
such file, not a contract, no tool of that name, a read-only tool).
`;

export const cardCommand: Command = {
  help: CARD_HELP,
  run: runCard,
};
