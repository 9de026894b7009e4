/**
 * Throwaway git repositories for the tests that need a committed base (the git reader, the
 * CLI's diff --base, the language server, the real editor): their own user name and e-mail,
 * no signing, no system config, files written and committed.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const GIT_ENV: NodeJS.ProcessEnv = {
  ...process.env,
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_TERMINAL_PROMPT: '0',
  GIT_AUTHOR_DATE: '2026-01-01T00:00:00Z',
  GIT_COMMITTER_DATE: '2026-01-01T00:00:00Z',
};

/** Runs git in `cwd` without a shell; returns its standard output, throws with its error output on failure. */
export function git(cwd: string, args: readonly string[]): string {
  const result = spawnSync('git', args, { cwd, env: GIT_ENV, encoding: 'utf8', timeout: 30_000 });
  if (result.error) throw new Error(`git ${args.join(' ')} in ${cwd}: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} in ${cwd} exited with ${result.status}: ${result.stderr.trim()}`);
  return result.stdout;
}

/** Writes files (paths relative to `dir`, folders created as needed). */
export function writeFiles(dir: string, files: Readonly<Record<string, string>>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

/**
 * Creates `dir` as a git repository on branch main with `files` committed as one commit.
 * Returns `dir`. The repository's own config names the author, so no global config is needed.
 */
export function createGitRepo(dir: string, files: Readonly<Record<string, string>>, message = 'The committed base'): string {
  mkdirSync(dir, { recursive: true });
  git(dir, ['init', '--quiet', '--initial-branch=main']);
  git(dir, ['config', 'user.name', 'Tool Contracts tests']);
  git(dir, ['config', 'user.email', 'tests@tool-contracts.invalid']);
  git(dir, ['config', 'commit.gpgsign', 'false']);
  writeFiles(dir, files);
  git(dir, ['add', '--', ...Object.keys(files)]);
  git(dir, ['commit', '--quiet', '--no-verify', '-m', message]);
  return dir;
}

/** Whether git tracks `path` (relative to the repository `dir`) at HEAD. */
export function isTracked(dir: string, path: string): boolean {
  return git(dir, ['ls-files', '--', path]).trim() !== '';
}
