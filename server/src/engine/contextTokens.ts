/**
 * What a tool set costs in the model's context (issue 16, item 5): the tokens of each tool's
 * name, description and input schema, counted with a real BPE tokenizer (gpt-tokenizer,
 * OpenAI's o200k_base encoding). docs/context-cost.md says what is counted and how far other
 * providers' counts are from it.
 *
 * Counting is done only when asked (the JSON report, a hover, the review card, the status
 * item, and tool-context-budget when a budget is set): the tokenizer's tables (2.4 MB) are
 * loaded on the first count, and each tool's count is kept by its text, so a file edited
 * tool by tool recounts only the tool that changed.
 */
import { isObject } from './document';
import { rememberedByString } from './remembered';
import { toolMemo } from './toolMemo';
import type { ContractModel, ToolModel } from './model';

export const TOKEN_ENCODING = 'o200k_base';

type CountTokens = (text: string) => number;
let countWithTokenizer: CountTokens | undefined;

/** The tokenizer, loaded on first use. Special-token strings in a text are counted as text, never refused. */
function tokenizer(): CountTokens {
  if (!countWithTokenizer) {
    // Required, not imported: a lint that counts nothing never loads the tables.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { countTokens } = require('gpt-tokenizer/encoding/o200k_base') as typeof import('gpt-tokenizer/encoding/o200k_base');
    const asText = { disallowedSpecial: new Set<string>() };
    countWithTokenizer = (text) => countTokens(text, asText);
  }
  return countWithTokenizer;
}

/**
 * The longest run of letters (or of punctuation, or of white space) counted as one piece. The tokenizer's byte-pair
 * merging of one piece takes time growing with the square of its length (a 100,000-letter
 * property name: 25 s; issue 12's fuzzing found it through the review card), so a longer run is
 * counted in pieces of this length: linear, and off by at most about a token per piece, on
 * text no tool sends a model. A text with no such run is counted exactly as it is.
 */
export const LONGEST_PIECE = 128;
/** Built on the first long text, not at load: its Unicode classes take about a millisecond to build in a cold CLI that counts nothing. */
let longRun: RegExp | undefined;

function countBounded(text: string): number {
  const count = tokenizer();
  let total = 0;
  let from = 0;
  longRun ??= new RegExp(`[\\p{L}\\p{M}]{${LONGEST_PIECE + 1},}|[^\\s\\p{L}\\p{N}]{${LONGEST_PIECE + 1},}|\\s{${LONGEST_PIECE + 1},}`, 'gu');
  for (const run of text.matchAll(longRun)) {
    const at = run.index ?? 0;
    if (at > from) total += count(text.slice(from, at));
    // Pieces by code point, so a surrogate pair is never cut in two.
    const chars = Array.from(run[0]);
    for (let i = 0; i < chars.length; i += LONGEST_PIECE) total += count(chars.slice(i, i + LONGEST_PIECE).join(''));
    from = at + run[0].length;
  }
  return from === 0 ? count(text) : total + (from < text.length ? count(text.slice(from)) : 0);
}

/** The tokens of a text, with o200k_base. */
export function countTextTokens(text: string): number {
  return countRemembered(text);
}

/** Counts of texts already counted (bounded: a long session of edits counts many texts). */
const countRemembered = rememberedByString((text) => (text.length > LONGEST_PIECE ? countBounded(text) : tokenizer()(text)));

/**
 * The text of a tool that is counted: its name, its description and its input schema as
 * compact JSON, one per line. That is what every provider puts in the model's context for a
 * tool (each in its own wrapping); the output schema, errors and the contract's other fields
 * are not sent to the model by any of them.
 */
export function toolContextText(tool: ToolModel): string {
  const input = isObject(tool.inputSchema) ? tool.inputSchema : {};
  return `${tool.name ?? ''}\n${tool.description ?? ''}\n${JSON.stringify(input)}`;
}

/** The tokens a tool takes in the model's context. */
export const toolTokens: (tool: ToolModel) => number = toolMemo((tool) => countTextTokens(toolContextText(tool)));

export interface ToolCost {
  readonly tool: ToolModel;
  readonly tokens: number;
}

export interface ContextCost {
  readonly encoding: typeof TOKEN_ENCODING;
  /** Every tool of the file, in file order. */
  readonly tools: readonly ToolCost[];
  readonly total: number;
}

/** The tokens of each tool of a file and their sum. */
export function contextCost(model: ContractModel): ContextCost {
  const tools = model.tools.map((tool) => ({ tool, tokens: toolTokens(tool) }));
  return { encoding: TOKEN_ENCODING, tools, total: tools.reduce((sum, t) => sum + t.tokens, 0) };
}

/** The costliest tools first (file order among equals), at most `count` of them. */
export function costliestTools(cost: ContextCost, count: number): ToolCost[] {
  return [...cost.tools].sort((a, b) => b.tokens - a.tokens || a.tool.index - b.tool.index).slice(0, count);
}

/** "1,234 tokens" — the figure as hovers, cards and messages show it. */
export function formatTokens(count: number): string {
  return `${count.toLocaleString('en-US')} token${count === 1 ? '' : 's'}`;
}
