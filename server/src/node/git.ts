/**
 * Reading a contract as committed at a ref (spec §5: the versioning base), for the doors that
 * run on Node (the language server and the CLI). Git runs without a shell, in the file's folder,
 * with a timeout (the process is killed) and no terminal prompt; its output is capped. Every
 * failure (no git, not a repository, an untracked or new file, an unknown ref, a timeout, a ref
 * that looks like an option) gives undefined: the versioning check is then silent. Never throws.
 */
import { execFile } from 'node:child_process';
import { basename, dirname } from 'node:path';
import { stripBom } from './fileReader';

export interface GitOptions {
  /** Kills git after this long; default 3000 ms. */
  readonly timeoutMs?: number;
  /** The environment git runs in (merged over process.env); tests use it to hide git (PATH=''). */
  readonly env?: NodeJS.ProcessEnv;
  /** The git executable; default `git` found on PATH. */
  readonly gitPath?: string;
}

export const DEFAULT_GIT_TIMEOUT_MS = 3000;
/** Larger outputs are refused (undefined): a contract is never near this. */
export const MAX_GIT_OUTPUT_BYTES = 20 * 1024 * 1024;

/**
 * The text of `filePath` as committed at `ref`, without a byte-order mark; undefined when git
 * cannot give it (see the module comment).
 */
export async function readCommittedFile(filePath: string, ref: string, options: GitOptions = {}): Promise<string | undefined> {
  if (!isSafeRef(ref)) return undefined;
  // `<ref>:./<name>` is resolved by git relative to the working directory, the file's folder:
  // no need to find the repository root first, and the path has no separators to convert.
  const text = await runGit(dirname(filePath), ['show', '--no-textconv', `${ref}:./${basename(filePath)}`], options);
  return text === undefined ? undefined : stripBom(text);
}

/**
 * The commit id `ref` names, seen from `dir` (to tell when HEAD moved: a commit, a checkout);
 * undefined when there is none (no git, not a repository, an unknown ref, a refused ref).
 */
export async function resolveRef(dir: string, ref: string, options: GitOptions = {}): Promise<string | undefined> {
  if (!isSafeRef(ref)) return undefined;
  const output = await runGit(dir, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], options);
  const id = output?.trim();
  return id && /^[0-9a-f]{7,64}$/i.test(id) ? id : undefined;
}

/**
 * A ref git may be given: not empty, not an option (`--output=x`: option injection), no `:`
 * (it would change what `<ref>:<path>` names), no whitespace or control characters.
 */
export function isSafeRef(ref: string): boolean {
  return typeof ref === 'string' && ref.length > 0 && ref.length <= 256 && !ref.startsWith('-') && !/[:\s\x00-\x1f\x7f]/.test(ref);
}

function runGit(cwd: string, args: readonly string[], options: GitOptions): Promise<string | undefined> {
  return new Promise((resolvePromise) => {
    try {
      execFile(
        options.gitPath ?? 'git',
        args,
        {
          cwd,
          encoding: 'utf8',
          timeout: options.timeoutMs ?? DEFAULT_GIT_TIMEOUT_MS,
          killSignal: 'SIGKILL',
          maxBuffer: MAX_GIT_OUTPUT_BYTES,
          windowsHide: true,
          shell: false,
          env: { ...process.env, ...options.env, GIT_TERMINAL_PROMPT: '0', GIT_OPTIONAL_LOCKS: '0' },
        },
        (error, stdout) => resolvePromise(error ? undefined : stdout),
      ).on('error', () => resolvePromise(undefined));
    } catch {
      // execFile throws synchronously on some bad arguments (e.g. a NUL in the cwd).
      resolvePromise(undefined);
    }
  });
}
