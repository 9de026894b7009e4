/**
 * Turns the paths on the command line into the files to lint, as ESLint does:
 * a file is linted as given; a directory means the contract files inside it,
 * recursively; anything else is a glob. A path or glob that matches nothing is a
 * usage error, so a typo in CI fails loudly instead of linting nothing.
 *
 * Paths are reported as the user wrote them: `examples/` gives `examples/a.contract.json`,
 * `../x/*.json` gives `../x/b.json`, an absolute glob gives absolute paths.
 */
import { lstatSync, statSync, type Stats } from 'node:fs';
import { resolve } from 'node:path';
import { UsageError } from './exitCodes';

// Required, not imported: the bundle is CommonJS, and tinyglobby's ES build (through fdir)
// calls createRequire(import.meta.url), which is undefined there and throws at load time.
// require() makes esbuild pick the packages' CommonJS builds. Required on first use: a run that
// names its files (the usual CI line) never loads tinyglobby, fdir and picomatch.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const tinyglobby = (): typeof import('tinyglobby') => require('tinyglobby') as typeof import('tinyglobby');
const isDynamicPattern = (pattern: string): boolean => tinyglobby().isDynamicPattern(pattern);

/** What a directory stands for: the file names of spec §1 and §6. */
export const CONTRACT_FILE_PATTERNS: readonly string[] = ['**/*.contract.json', '**/*.contract.jsonc', '**/*.tools.json'];
const IGNORED = ['**/node_modules/**'];

export interface LintTarget {
  /** The path to show: relative as the user wrote it. */
  readonly path: string;
  readonly absolutePath: string;
}

export function expandPaths(patterns: readonly string[], cwd: string): LintTarget[] {
  const targets: LintTarget[] = [];
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const pattern of patterns) {
    const found = expandOne(pattern, cwd);
    if (typeof found === 'string') {
      problems.push(found);
      continue;
    }
    for (const target of found) {
      if (seen.has(target.absolutePath)) continue;
      seen.add(target.absolutePath);
      targets.push(target);
    }
  }
  if (problems.length > 0) throw new UsageError(problems.join('\n'));
  return targets;
}

/** The targets of one argument, or why it matched nothing. */
function expandOne(pattern: string, cwd: string): LintTarget[] | string {
  const absolute = resolve(cwd, pattern);
  const entry = statOrUndefined(lstatSync, absolute);
  if (entry) {
    // A symlink to a folder is a folder; a broken link is a file that will fail to read (read-error).
    const isDirectory = entry.isDirectory() || (entry.isSymbolicLink() && statOrUndefined(statSync, absolute)?.isDirectory() === true);
    if (!isDirectory) return [{ path: pattern, absolutePath: absolute }];
    const inside = globIn(absolute, CONTRACT_FILE_PATTERNS);
    if (inside.length === 0) return `No contract files (${CONTRACT_FILE_PATTERNS.map((p) => p.slice(3)).join(', ')}) found in the directory "${pattern}".`;
    const base = pattern.replace(/[\\/]+$/, '');
    return inside.map((relative) => ({ path: joinShown(base === '.' ? '' : base || '/', relative), absolutePath: resolve(absolute, relative) }));
  }
  if (!isDynamicPattern(pattern)) return `No files matching "${pattern}" were found.`;

  // Glob from the pattern's static folder, so `../x/**` and absolute patterns work and keep their spelling.
  const { base, rest } = splitGlob(pattern);
  const root = resolve(cwd, base || '.');
  const matches = statOrUndefined(statSync, root)?.isDirectory() ? globIn(root, [rest], pattern.includes('node_modules')) : [];
  if (matches.length === 0) return `No files matching the pattern "${pattern}" were found.`;
  return matches.map((relative) => ({ path: joinShown(base, relative), absolutePath: resolve(root, relative) }));
}

function globIn(cwd: string, patterns: readonly string[], includeNodeModules = false): string[] {
  const found = tinyglobby().globSync([...patterns], { cwd, onlyFiles: true, dot: false, expandDirectories: false, ignore: includeNodeModules ? [] : IGNORED });
  return found.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Splits `a/b/**\/*.json` into the static folder `a/b` and the glob `**\/*.json`. */
export function splitGlob(pattern: string): { base: string; rest: string } {
  const segments = pattern.split('/');
  let firstDynamic = segments.findIndex((segment) => isDynamicPattern(segment));
  if (firstDynamic < 0) firstDynamic = segments.length - 1;
  const staticPart = segments.slice(0, firstDynamic);
  const base = firstDynamic === 0 ? '' : staticPart.join('/') || '/';
  return { base, rest: segments.slice(firstDynamic).join('/') };
}

function joinShown(base: string, relative: string): string {
  if (base === '') return relative;
  return base.endsWith('/') ? base + relative : `${base}/${relative}`;
}

function statOrUndefined(stat: (path: string) => Stats, path: string): Stats | undefined {
  try {
    return stat(path);
  } catch {
    return undefined;
  }
}
