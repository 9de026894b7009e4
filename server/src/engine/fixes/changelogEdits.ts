/**
 * The changelog half of the versioning fixes: which file the contract names, and the edit
 * that puts a dated entry into it (creating it when it is missing). Pure: the text of the
 * changelog comes from the door's file reader.
 */
import type { ContractModel } from '../model';
import type { FileReader } from '../rule';
import type { ContractChange } from '../../versioning/changes';
import { changelogInsertion, DEFAULT_CHANGELOG, formatChangelogEntry, hasChangelogEntry } from '../../versioning/changelog';
import type { FileEdit } from './model';

/** The changelog a contract names (`changelog`), or CHANGELOG.md beside it. */
export function changelogPathOf(model: ContractModel): string {
  return typeof model.changelog === 'string' && model.changelog.length > 0 ? model.changelog : DEFAULT_CHANGELOG;
}

/** An unpaired UTF-16 surrogate: no file name can hold one (Node writes U+FFFD in its place, another file). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A path a fix may write: relative, inside no scheme (the door resolves it against the contract's folder), and nameable on disk. */
export function isWritableRelativePath(path: string): boolean {
  return path.length > 0 && !/^(?:[\\/]|[A-Za-z]:|[A-Za-z][A-Za-z0-9+.-]*:\/\/)/.test(path) && !path.includes('\0') && !LONE_SURROGATE.test(path);
}

export type ChangelogState =
  | { readonly kind: 'unreadable' } // no reader, or a path a fix will not write
  | { readonly kind: 'has-entry' }
  | { readonly kind: 'missing-entry'; readonly text: string | undefined };

/** Whether the changelog can be edited and already has an entry for `version`. */
export function changelogState(readFile: FileReader | undefined, relativePath: string, version: string): ChangelogState {
  if (!readFile || !isWritableRelativePath(relativePath)) return { kind: 'unreadable' };
  const text = readFile(relativePath);
  if (text !== undefined && hasChangelogEntry(text, version)) return { kind: 'has-entry' };
  return { kind: 'missing-entry', text };
}

/** The edit that adds the entry for `version`, dated `date`, listing `changes` (a placeholder when none). */
export function changelogEntryEdit(relativePath: string, existing: string | undefined, version: string, date: string, changes: readonly ContractChange[], eol: string): FileEdit {
  const { create, edit } = changelogInsertion(existing, formatChangelogEntry(version, date, changes, eol));
  return { relativePath, create, text: existing ?? '', edits: [edit] };
}
