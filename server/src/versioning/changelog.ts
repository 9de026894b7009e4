/**
 * The changelog (Keep a Changelog): whether it has an entry for a version, the entry that
 * lists a set of contract changes, and where a new entry goes. Pure: the rules' fixes, the
 * CLI (`diff --format markdown`) and the tests share it; the doors read and write files.
 */
import type { TextEdit } from '../engine/fixes/model';
import { detectEol, nextLineBreak } from '../engine/fixes/textStyle';
import type { ContractChange, ChangeKind } from './changes';

export const DEFAULT_CHANGELOG = 'CHANGELOG.md';

/** The start of a version heading, before the version itself: `## [`, `### v`, `## `. */
const HEADING_PREFIX = '^#{1,6}[ \\t]*\\[?v?';

/** Any version heading: `## [1.2.0] - 2026-01-01`, `## 1.2.0`, `## v2` (not `## [Unreleased]`). */
const VERSION_HEADING = new RegExp(`${HEADING_PREFIX}\\d+(?:\\.\\d+)*(?=[\\]\\s.+-]|$)`, 'm');

/** Whether a changelog has a heading for `version`: `## [1.2.0] - 2026-01-01`, `## 1.2.0`, `## v1.2.0`. */
export function hasChangelogEntry(changelog: string, version: string): boolean {
  const escaped = version.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${HEADING_PREFIX}${escaped}\\]?(?=[ \\t\\r]|$)`, 'm').test(changelog);
}

/** Minor changes that add something a consumer can now use (listed under Added). */
const ADDED_KINDS: ReadonlySet<ChangeKind> = new Set<ChangeKind>([
  'tool-added',
  'input-added-optional',
  'output-field-added',
  'input-enum-value-added',
  'flow-changed', // a minor flow change adds a preview or verify tool
]);

export const PLACEHOLDER_ITEM = 'Describe what changed.';

/**
 * A Keep a Changelog section for `version`: `## [2.0.0] - 2026-12-02`, then `### Breaking`
 * (major changes), `### Added` (minor changes that add), `### Changed` (the other minor and
 * patch changes), one `- <message>` line per change; empty sections are left out, and with
 * no change at all a `### Changed` placeholder is there to fill in. Ends with `eol`.
 */
export function formatChangelogEntry(version: string, date: string, changes: readonly ContractChange[], eol = '\n'): string {
  const breaking: string[] = [];
  const added: string[] = [];
  const changed: string[] = [];
  for (const change of changes) {
    const item = listItem(change.message);
    if (change.bump === 'major') breaking.push(item);
    else if (change.bump === 'minor' && ADDED_KINDS.has(change.kind)) added.push(item);
    else changed.push(item);
  }
  if (breaking.length + added.length + changed.length === 0) changed.push(listItem(PLACEHOLDER_ITEM));
  const lines = [`## [${version}] - ${date}`];
  for (const [title, items] of [
    ['Breaking', breaking],
    ['Added', added],
    ['Changed', changed],
  ] as const) {
    if (items.length === 0) continue;
    lines.push('', `### ${title}`, '', ...items);
  }
  return lines.join(eol) + eol;
}

/** One list line: whitespace (line breaks included) collapsed, so a message cannot end the list. */
function listItem(message: string): string {
  const text = message.replace(/\s+/g, ' ').trim();
  return `- ${text.length > 0 ? text : PLACEHOLDER_ITEM}`;
}

export interface ChangelogInsertion {
  /** True when the changelog does not exist: the edit is the whole new file. */
  readonly create: boolean;
  /** Against the existing text (or the empty text of a new file). */
  readonly edit: TextEdit;
}

const TITLE = '# Changelog';
const INTRO = 'All notable changes to this contract are documented here. Versions follow Semantic Versioning.';

/**
 * Where `entry` goes in a changelog: above the first version heading (so below the title,
 * the intro and a `## [Unreleased]` section), or at the end when there is none, with one
 * blank line between sections and the file's line ending (the entry's is rewritten to it).
 * A missing or blank changelog gets a title, an intro line and the entry.
 */
export function changelogInsertion(existing: string | undefined, entry: string): ChangelogInsertion {
  if (existing === undefined || existing.trim() === '') {
    const eol = detectEol(entry);
    const text = [TITLE, '', INTRO, '', ''].join(eol) + withEol(entry, eol);
    return { create: existing === undefined, edit: { offset: 0, length: existing?.length ?? 0, newText: text } };
  }
  const eol = detectEol(existing);
  const body = withEol(entry, eol);
  const heading = VERSION_HEADING.exec(existing);
  const at = heading ? heading.index : existing.length;
  const contentEnd = endOfContent(existing, at);
  if (!heading) return { create: false, edit: { offset: contentEnd, length: existing.length - contentEnd, newText: eol + eol + body } };
  if (contentEnd === 0) return { create: false, edit: { offset: 0, length: at, newText: body + eol } };
  // The heading starts a line, so a line break ends the content before it.
  const lineBreak = nextLineBreak(existing, contentEnd);
  const from = lineBreak + (existing.startsWith('\r\n', lineBreak) ? 2 : 1);
  // Exactly one blank line before the heading already: insert without touching it.
  if (existing.slice(from, at) === eol) return { create: false, edit: { offset: at, length: 0, newText: body + eol } };
  return { create: false, edit: { offset: from, length: at - from, newText: eol + body + eol } };
}

/** The offset just after the last character before `at` that is not whitespace (0 when there is none). */
function endOfContent(text: string, at: number): number {
  let i = at;
  while (i > 0 && /\s/.test(text[i - 1])) i--;
  return i;
}

function withEol(text: string, eol: string): string {
  const normalised = text.replace(/\r\n?|\n/g, eol);
  return normalised.endsWith(eol) ? normalised : normalised + eol;
}
