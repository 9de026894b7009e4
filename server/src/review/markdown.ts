/**
 * A review as a Markdown checklist for a pull request: per mutating tool, its verdict and
 * the seven boxes, ticked when GO, each with its reason; the contract's name and version
 * on top. Pure, and free of engine imports: the extension client renders it too.
 *
 * Every string that comes from a contract is escaped, so a tool name or a rollback text
 * cannot open a link, an image, an HTML tag, a table cell, a mention or emphasis.
 */
import { CHECK_LABELS, type CheckId, type CheckStatus } from './checks';

/** The parts of a card Markdown needs: both the engine's cards and the LSP's have them. */
export interface MarkdownCard {
  readonly tool: string;
  readonly verdict: CheckStatus;
  readonly open: number;
  readonly irreversible?: boolean;
  readonly checks: ReadonlyArray<{ readonly check: CheckId; readonly status: CheckStatus; readonly reason: string; readonly irreversible?: boolean }>;
  /** What the tool takes in the model's context, in o200k_base tokens, when counted (the editor's cards, `card --tokens`). */
  readonly tokens?: number;
}

export interface MarkdownReview {
  readonly name?: string;
  readonly version?: string;
  readonly cards: readonly MarkdownCard[];
  /** Why there are no cards, when there are none. */
  readonly note?: string;
}

export interface MarkdownOptions {
  /** The contract file, as the reader knows it. */
  readonly file?: string;
}

// Backslash-escapable ASCII punctuation that can start inline syntax anywhere in a line.
const ALWAYS_SIGNIFICANT = /[\\`*[\]<>|~&@#!]/g;
// `_` opens or closes emphasis only at a word boundary: `preview_id` stays readable.
const EMPHASIS_UNDERSCORE = /(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu;

// What a linkifying renderer turns into a link: GitHub's autolinks (a scheme, www., an email
// address) and linkify-it's (markdown-it, VS Code's preview), which also takes `//host` and
// a bare domain with a known top-level domain (two letters, or one of its list). Backslash
// escapes do not stop them, so such a run of text goes into a code span instead. Each form
// starts only where a word starts (the lookbehinds), so a long word is scanned once.
const FUZZY_TLDS = '[a-z]{2}|biz|com|edu|gov|net|org|pro|web|xxx|aero|asia|coop|info|museum|name|shop|рф';
const LINK_LIKE = new RegExp(
  [
    String.raw`(?<![a-z0-9+.-])[a-z][a-z0-9+.-]*:\/\/\S*`,
    String.raw`\/\/[\p{L}\p{N}]\S*`,
    String.raw`(?<![\p{L}\p{N}_-])www\.\S*`,
    String.raw`(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+\S*`,
    String.raw`(?<![\p{L}\p{N}_.-])[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.(?:${FUZZY_TLDS})(?![\p{L}\p{N}_-])\S*`,
  ].join('|'),
  'giu',
);

/** Contract text as literal Markdown text, on one line; URL-looking runs as code spans. */
export function escapeMarkdown(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  let out = '';
  let last = 0;
  for (const match of line.matchAll(LINK_LIKE)) {
    out += escapeInline(line.slice(last, match.index)) + codeSpan(match[0]);
    last = match.index! + match[0].length;
  }
  return out + escapeInline(line.slice(last));
}

function escapeInline(text: string): string {
  return text.replace(ALWAYS_SIGNIFICANT, '\\$&').replace(EMPHASIS_UNDERSCORE, '\\_');
}

/** A code span holds its text literally: fenced by one backtick more than its longest run of them. */
function codeSpan(text: string): string {
  let longest = 0;
  for (const run of text.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

const FOOTER = '_Any unchecked box is a stop signal: keep the tool read-only until its contract is complete._';

export function reviewMarkdown(review: MarkdownReview, options: MarkdownOptions = {}): string {
  const lines: string[] = [`## Stop/go review: ${contractTitle(review)}`, ''];
  if (options.file) lines.push(`Contract file: ${escapeMarkdown(options.file)}`, '');
  if (review.cards.length === 0) {
    lines.push(escapeMarkdown(review.note ?? 'No mutating tools: nothing to review.'), '');
    return lines.join('\n');
  }
  for (const card of review.cards) lines.push(...cardLines(card), '');
  lines.push(FOOTER, '');
  return lines.join('\n');
}

function contractTitle(review: MarkdownReview): string {
  const name = review.name ? escapeMarkdown(review.name) : 'unnamed contract';
  return review.version ? `${name}, version ${escapeMarkdown(review.version)}` : name;
}

function cardLines(card: MarkdownCard): string[] {
  const total = card.checks.length;
  const summary = card.verdict === 'go' ? `All ${total} checks pass.` : `${card.open} of ${total} checks open.`;
  const tokens = typeof card.tokens === 'number' ? ` Context: ${card.tokens.toLocaleString('en-US')} token${card.tokens === 1 ? '' : 's'} (o200k_base).` : '';
  const lines = [`### ${escapeMarkdown(card.tool)}: ${card.verdict === 'go' ? 'GO' : 'STOP'}`, '', `${summary}${card.irreversible ? ' The change is irreversible.' : ''}${tokens}`, ''];
  for (const check of card.checks) {
    const box = check.status === 'go' ? '[x]' : '[ ]';
    const flag = check.irreversible ? ' (irreversible)' : '';
    lines.push(`- ${box} **${CHECK_LABELS[check.check]}**${flag}: ${escapeMarkdown(check.reason)}`);
  }
  return lines;
}
