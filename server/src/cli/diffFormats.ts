/**
 * The outputs of `tool-contracts diff`: stylish for a terminal, the versioned JSON
 * (documented in the README), and Markdown, the changelog section of the new version.
 * Each renders a DiffReport and nothing else; the judging is done before (versioning/).
 */
import type { Bump, BumpOrNone, ContractChange } from '../versioning';
import { formatChangelogEntry } from '../versioning/changelog';
import { utcToday } from '../engine/fixes';
import { palette, type Palette } from './color';

export interface DiffReport {
  /** The base as the user named it: the old file's path, or the ref of `--base`. */
  readonly baseLabel: string;
  /** The ref of `--base`; undefined when two files are compared. */
  readonly baseRef: string | undefined;
  /** The base file's path as written (with `--base`, the same file as the head). */
  readonly basePath: string;
  readonly headPath: string;
  /** Undefined for snapshots, which have no version (then `failOn` is set). */
  readonly baseVersion: string | undefined;
  readonly headVersion: string | undefined;
  readonly changes: readonly ContractChange[];
  readonly requiredBump: BumpOrNone;
  /** The bump base → head makes; `none` for a downgrade too (then `downgrade` is true). Undefined for snapshots. */
  readonly actualBump: BumpOrNone | undefined;
  readonly downgrade: boolean;
  readonly ok: boolean;
  /** The smallest version after the base that the changes allow (the base itself when nothing changed). Undefined for snapshots. */
  readonly suggestedVersion: string | undefined;
  /** Snapshots only: the smallest bump that fails the run (`--fail-on`, default major). */
  readonly failOn: Bump | undefined;
  readonly durationMs: number;
}

/** The JSON of `diff --format json` (README "diff"); `format_version` changes with its shape. */
export interface DiffJson {
  readonly format_version: 1;
  readonly base_version: string | null;
  readonly head_version: string | null;
  readonly required_bump: BumpOrNone;
  readonly actual_bump: BumpOrNone | null;
  readonly ok: boolean;
  readonly changes: ReadonlyArray<{ readonly kind: string; readonly bump: Bump; readonly pointer: string; readonly message: string; readonly in_head: boolean }>;
  readonly base_path: string;
  readonly base_ref: string | null;
  readonly head_path: string;
  readonly suggested_version: string | null;
  readonly duration_ms: number;
  /** `"contracts"`, or `"snapshots"`: two MCP tools/list files, which have no version. */
  readonly compared: 'contracts' | 'snapshots';
  /** Snapshots: the `--fail-on` bump (`ok` is false when `required_bump` reaches it); null for contracts. */
  readonly fail_on: Bump | null;
}

export function diffJson(report: DiffReport): DiffJson {
  return {
    format_version: 1,
    base_version: report.baseVersion ?? null,
    head_version: report.headVersion ?? null,
    required_bump: report.requiredBump,
    actual_bump: report.actualBump ?? null,
    ok: report.ok,
    changes: report.changes.map(({ kind, bump, pointer, message, inHead }) => ({ kind, bump, pointer, message, in_head: inHead })),
    base_path: report.basePath,
    base_ref: report.baseRef ?? null,
    head_path: report.headPath,
    suggested_version: report.suggestedVersion ?? null,
    duration_ms: report.durationMs,
    compared: report.failOn === undefined ? 'contracts' : 'snapshots',
    fail_on: report.failOn ?? null,
  };
}

export function formatDiffJson(report: DiffReport): string {
  return `${JSON.stringify(diffJson(report), null, 2)}\n`;
}

/**
 * A header (`tickets.contract.json: 1.4.0 → 1.5.0 (minor); these changes need major (2.0.0 or
 * later)`), one aligned line per change (`bump  pointer  message  kind`), and a verdict line.
 */
export function formatDiffStylish(report: DiffReport, options: { readonly color: boolean }): string {
  const p = palette(options.color);
  if (report.failOn !== undefined) return snapshotStylish(report, report.failOn, p);
  const made = report.downgrade ? 'a downgrade' : report.actualBump === 'none' ? 'no bump' : report.actualBump;
  const need =
    report.requiredBump === 'none'
      ? 'no change to the contract'
      : `${report.changes.length === 1 ? 'this change needs' : 'these changes need'} ${report.requiredBump} (${report.suggestedVersion} or later)`;
  let out = `${p.underline(report.headPath)}: ${report.baseVersion} → ${report.headVersion} (${made}); ${need}\n`;
  out += changeLines(report.changes, p);
  out += `\n${verdictLine(report, p)}\n`;
  return out;
}

/**
 * Snapshots: `mcp/github.tools.json: tools/list snapshot; these changes need a major release`,
 * the changes, and a verdict against --fail-on.
 */
function snapshotStylish(report: DiffReport, failOn: Bump, p: Palette): string {
  const need =
    report.requiredBump === 'none'
      ? 'no change to the tools'
      : `${report.changes.length === 1 ? 'this change needs' : 'these changes need'} a ${report.requiredBump} release`;
  let out = `${p.underline(report.headPath)}: tools/list snapshot; ${need}\n`;
  out += changeLines(report.changes, p);
  const counts = (bump: Bump) => report.changes.filter((c) => c.bump === bump).length;
  const found =
    report.changes.length === 0
      ? `No changes from ${report.baseLabel}`
      : `${plural(report.changes.length, 'change')} from ${report.baseLabel} (${counts('major')} major, ${counts('minor')} minor, ${counts('patch')} patch)`;
  const verdict = report.ok
    ? p.green(`✔ ${found}: nothing at ${failOn} or above (--fail-on ${failOn})`)
    : p.bold(p.red(`✖ ${found}: ${report.requiredBump === failOn ? `a ${failOn} change` : `a ${report.requiredBump} change, above ${failOn}`} (--fail-on ${failOn})`));
  return `${out}\n${verdict}\n`;
}

function changeLines(changes: readonly ContractChange[], p: Palette): string {
  if (changes.length === 0) return '';
  const rows = changes.map((c) => ({ bump: c.bump, pointer: c.pointer === '' ? '(root)' : c.pointer, message: oneLine(c.message), kind: c.kind }));
  // A loop, not Math.max(...lengths): a diff of 100,000 changes would overflow the stack.
  const width = (key: 'bump' | 'pointer' | 'message') => rows.reduce((max, r) => Math.max(max, r[key].length), 0);
  const [bumpW, pointerW, messageW] = [width('bump'), width('pointer'), width('message')];
  return rows.map((r) => `  ${bumpColor(r.bump, p)(r.bump.padEnd(bumpW))}  ${r.pointer.padEnd(pointerW)}  ${r.message.padEnd(messageW)}  ${p.dim(r.kind)}\n`).join('');
}

function verdictLine(report: DiffReport, p: Palette): string {
  const counts = (bump: Bump) => report.changes.filter((c) => c.bump === bump).length;
  const found =
    report.changes.length === 0
      ? `No changes from ${report.baseLabel}`
      : `${plural(report.changes.length, 'change')} from ${report.baseLabel} (${counts('major')} major, ${counts('minor')} minor, ${counts('patch')} patch)`;
  if (report.ok) return p.green(`✔ ${found}: version ${report.headVersion} is enough`);
  const why = report.downgrade ? `version ${report.headVersion} is lower than ${report.baseVersion}` : `version ${report.headVersion} is too small`;
  return p.bold(p.red(`✖ ${found}: ${why}; make it ${report.suggestedVersion} or later`));
}

function bumpColor(bump: Bump, p: Palette): (s: string) => string {
  return bump === 'major' ? p.red : bump === 'minor' ? p.yellow : p.dim;
}

/** The changelog section of the head version, dated today (UTC), as the quick fix writes it. */
export function formatDiffMarkdown(report: DiffReport, today: string = utcToday()): string {
  // A snapshot has no version: its changes go under Unreleased, which Keep a Changelog leaves undated.
  if (report.headVersion === undefined) return formatChangelogEntry('Unreleased', today, report.changes).replace(/^(## \[Unreleased\]) - \S+/, '$1');
  return formatChangelogEntry(report.headVersion, today, report.changes);
}

/** Messages on one line, without a final period, as lint's stylish prints them. */
function oneLine(message: string): string {
  return message.replace(/\s*\r?\n\s*/g, ' ').replace(/([^ .])\.$/, '$1');
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
