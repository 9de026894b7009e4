/**
 * Runs the built CLI (dist/cli.js) as a user would, in a child process with pipes for
 * stdout and stderr (so not a terminal), and a clean colour environment.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const REPO_ROOT = resolve(__dirname, '../..');
export const CLI = join(REPO_ROOT, 'dist/cli.js');
/**
 * Contract fixtures. Their `.toolcontracts.json` turns off every rule except
 * output-not-object and tool-name-duplicate, so the CLI tests do not move when other
 * rules change (see fixtures/README.md).
 */
export const FIXTURES = join(__dirname, 'fixtures');
export const ISOLATING_CONFIG = join(FIXTURES, '.toolcontracts.json');
export const KEPT_RULES = ['output-not-object', 'tool-name-duplicate'];

export interface CliRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export interface RunOptions {
  readonly cwd?: string;
  /** Added to the environment (FORCE_COLOR, NO_COLOR, …); `undefined` removes a variable. */
  readonly env?: Record<string, string | undefined>;
}

export function runCli(args: readonly string[], options: RunOptions = {}): Promise<CliRun> {
  const env: Record<string, string | undefined> = { ...process.env };
  for (const name of ['FORCE_COLOR', 'NO_COLOR', 'NODE_TEST_CONTEXT', 'TERM']) delete env[name];
  Object.assign(env, options.env);
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete env[name];
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { cwd: options.cwd ?? FIXTURES, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolvePromise({ code, stdout, stderr }));
  });
}

/** Runs `lint --format json …` and parses stdout. */
export async function lintJson(args: readonly string[], options: RunOptions = {}): Promise<CliRun & { json: any }> {
  const run = await runCli(['lint', '--format', 'json', ...args], options);
  let json: unknown;
  try {
    json = JSON.parse(run.stdout);
  } catch {
    throw new Error(`stdout is not JSON (exit ${run.code}):\n${run.stdout}\nstderr:\n${run.stderr}`);
  }
  return { ...run, json };
}

/** A fresh temporary folder holding a copy of the isolating config; removed by the returned function. */
export function tempProject(): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'tool-contracts-cli-'));
  copyFileSync(ISOLATING_CONFIG, join(dir, '.toolcontracts.json'));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export function fixture(name: string): string {
  return readFileSync(join(FIXTURES, name), 'utf8');
}

export const ANSI_ESCAPE = /\u001b\[/;
