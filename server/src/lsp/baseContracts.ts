/**
 * The versioning base of each open contract (spec §5): the file as committed at the base ref,
 * parsed once and cached per (ref, path). A lint asks `baseFor` and gets the cached base at once;
 * the ref's commit is checked again (`git rev-parse`) at most about once a second, or at once on
 * save or when git's files change, and when the commit moved (a commit, a checkout) the base is
 * read again and the documents that use it are linted again. A base not known yet is waited for
 * only briefly: the lint then runs without it, and again when it arrives.
 * Silent (no base) for a non-`file:` document, without git, for an untracked or new file, and in
 * an untrusted workspace, where no git command runs at all.
 */
import { dirname } from 'node:path';
import { readBaseContract, type BaseContract } from '../versioning';
import { readCommittedFile, resolveRef, type GitOptions } from '../node/git';
import { DEFAULT_BASE_REF } from '../engine/config';
import { describeError, type Logger } from './logger';
import { fileUriToPath } from './uris';

/** How long a commit id is trusted before `git rev-parse` runs again for a lint. */
export const RECHECK_INTERVAL_MS = 1000;
/** How long a lint waits for a base that is being read for the first time. */
export const FIRST_READ_WAIT_MS = 250;

export interface GitReader {
  readCommittedFile(filePath: string, ref: string, options?: GitOptions): Promise<string | undefined>;
  resolveRef(dir: string, ref: string, options?: GitOptions): Promise<string | undefined>;
}

export interface BaseContractsOptions {
  /** Whether git may run (workspace trust); read on every request. */
  readonly trusted: () => boolean;
  /** A base changed after a lint used the old one: lint these documents again. */
  readonly onChanged: (uris: readonly string[]) => void;
  readonly logger?: Logger;
  readonly git?: GitReader;
  readonly gitOptions?: GitOptions;
  readonly recheckIntervalMs?: number;
  readonly firstReadWaitMs?: number;
  readonly now?: () => number;
}

interface Entry {
  readonly path: string;
  readonly ref: string;
  /** The commit the base was read at; undefined when the ref resolves to none (no git, no repo, unknown ref). */
  commit?: string;
  /** The committed text the base was parsed from. */
  text?: string;
  base?: BaseContract;
  /** False until the first check finished. */
  known: boolean;
  /** When the commit id was last checked (the start of the check). */
  checkedAt: number;
  pending?: Promise<void>;
  /** A check was asked for while one ran (a save, a git change): run one more after it. */
  again: boolean;
  /** The base the last lint got (`null` before any): a check that changes it re-lints `uris`. */
  served: BaseContract | undefined | null;
  readonly uris: Set<string>;
}

export class BaseContracts {
  private readonly entries = new Map<string, Entry>();
  private readonly git: GitReader;
  private readonly now: () => number;

  constructor(private readonly options: BaseContractsOptions) {
    this.git = options.git ?? { readCommittedFile, resolveRef };
    this.now = options.now ?? Date.now;
  }

  /**
   * The base of a document for a lint; undefined when there is none (or none yet).
   * `recheck` (a save) checks the ref's commit now instead of when the last check is a second old.
   */
  async baseFor(uri: string, ref: string | undefined, recheck = false): Promise<BaseContract | undefined> {
    if (!this.options.trusted()) return undefined;
    const path = fileUriToPath(uri);
    if (!path) return undefined;
    const entry = this.entryFor(uri, path, ref || DEFAULT_BASE_REF);
    if (recheck || this.now() - entry.checkedAt >= (this.options.recheckIntervalMs ?? RECHECK_INTERVAL_MS)) this.check(entry);
    if (!entry.known && entry.pending) await waitAtMost(entry.pending, this.options.firstReadWaitMs ?? FIRST_READ_WAIT_MS);
    entry.served = entry.base;
    return entry.base;
  }

  /** Git's files changed (a commit, a checkout) or trust was granted: check every base now. */
  recheckAll(): void {
    if (!this.options.trusted()) return;
    for (const entry of this.entries.values()) this.check(entry);
  }

  /** A document closed: it no longer needs re-linting; bases no document uses are dropped. */
  forget(uri: string): void {
    for (const [key, entry] of this.entries) {
      entry.uris.delete(uri);
      if (entry.uris.size === 0) this.entries.delete(key);
    }
  }

  /** Resolves when no check is running (for tests). */
  async settled(): Promise<void> {
    for (;;) {
      const pending = [...this.entries.values()].map((entry) => entry.pending).filter((p): p is Promise<void> => p !== undefined);
      if (pending.length === 0) return;
      await Promise.all(pending);
    }
  }

  private entryFor(uri: string, path: string, ref: string): Entry {
    const key = `${ref}\0${path}`;
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { path, ref, known: false, checkedAt: -Infinity, again: false, served: null, uris: new Set() };
      this.entries.set(key, entry);
    }
    // The same document may have moved to another ref (a settings change): keep it in one entry only.
    for (const [otherKey, other] of this.entries) {
      if (other !== entry && other.uris.delete(uri) && other.uris.size === 0) this.entries.delete(otherKey);
    }
    entry.uris.add(uri);
    return entry;
  }

  private check(entry: Entry): void {
    if (entry.pending) {
      entry.again = true;
      return;
    }
    entry.checkedAt = this.now();
    entry.pending = this.refresh(entry)
      .catch((error: unknown) => this.options.logger?.warn(`Reading the versioning base of ${entry.path} at ${entry.ref} failed: ${describeError(error)}`))
      .finally(() => {
        entry.pending = undefined;
        if (entry.again) {
          entry.again = false;
          this.check(entry);
        }
      });
  }

  private async refresh(entry: Entry): Promise<void> {
    const gitOptions = this.options.gitOptions;
    const commit = await this.git.resolveRef(dirname(entry.path), entry.ref, gitOptions);
    if (entry.known && commit === entry.commit) return;
    // Read at the commit id just resolved, not the ref, so text and id agree if the ref moves meanwhile.
    const text = commit === undefined ? undefined : await this.git.readCommittedFile(entry.path, commit, gitOptions);
    entry.commit = commit;
    entry.known = true;
    if (text !== entry.text) {
      entry.text = text;
      entry.base = text === undefined ? undefined : readBaseContract(text, entry.path, entry.ref);
    }
    // Only a lint that used another base than this one needs running again.
    if (entry.served !== null && entry.served !== entry.base && entry.uris.size > 0) this.options.onChanged([...entry.uris]);
  }
}

function waitAtMost(promise: Promise<void>, ms: number): Promise<void> {
  return new Promise((resolvePromise) => {
    const timer = setTimeout(resolvePromise, ms);
    void promise.finally(() => {
      clearTimeout(timer);
      resolvePromise();
    });
  });
}
