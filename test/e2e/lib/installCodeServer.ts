/**
 * Installs code-server (VS Code's own server and workbench, from npm) offline, in a folder of its
 * own outside the repository, and caches the installed folder as a tarball keyed by the
 * code-server version and the Node major. Restoring from the tarball takes seconds; a first
 * install compiles its native modules from source (a minute or two).
 *
 * Run directly (`node --import tsx test/e2e/lib/installCodeServer.ts`) it installs and prints
 * the entry point; `.ci/run` does that before `npm test`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const CODE_SERVER_VERSION = '4.100.3';
const NODE_MAJOR = process.versions.node.split('.')[0];
const KEY = `code-server-${CODE_SERVER_VERSION}-node${NODE_MAJOR}`;
const COMPLETE_MARKER = '.tool-contracts-complete';

// @vscode/ripgrep's postinstall downloads a ripgrep build unless this file is in its cache folder.
const RIPGREP_CACHE_DIR = 'vscode-ripgrep-cache-1.15.11';
const RIPGREP_ARCHIVE = 'ripgrep-v13.0.0-10-x86_64-unknown-linux-musl.tar.gz';

export interface CodeServerInstall {
  /** The folder holding node_modules/code-server. */
  readonly dir: string;
  /** `out/node/entry.js`, run with this Node. */
  readonly entry: string;
  /** How it was obtained this time, for the log. */
  readonly how: 'present' | 'restored' | 'installed';
  readonly seconds: number;
}

export function cacheRoot(): string {
  return join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'tool-contracts');
}

function entryOf(dir: string): string {
  return join(dir, 'node_modules', 'code-server', 'out', 'node', 'entry.js');
}

function run(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): void {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.error) throw new Error(`${command} ${args.join(' ')}: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
}

function log(message: string): void {
  console.log(`[code-server] ${message}`);
}

/** Puts Debian's ripgrep where @vscode/ripgrep's postinstall looks before it goes online. */
function seedRipgrepCache(tmpDir: string): void {
  const rg = spawnSync('sh', ['-c', 'command -v rg'], { encoding: 'utf8' }).stdout.trim();
  if (!rg) throw new Error('ripgrep (rg) is not installed: apt-get install ripgrep (code-server cannot download its own build offline)');
  const cacheDir = join(tmpDir, RIPGREP_CACHE_DIR);
  mkdirSync(cacheDir, { recursive: true });
  const staging = join(tmpDir, 'rg-staging');
  mkdirSync(staging, { recursive: true });
  run('cp', [rg, join(staging, 'rg')]);
  run('tar', ['-czf', join(cacheDir, RIPGREP_ARCHIVE), '-C', staging, 'rg']);
}

function installFromRegistry(target: string): void {
  const staging = `${target}.partial-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  const tmpDir = join(staging, '.tmp');
  mkdirSync(tmpDir, { recursive: true });
  writeFileSync(join(staging, 'package.json'), JSON.stringify({ name: 'tool-contracts-code-server-host', private: true }, null, 2));
  seedRipgrepCache(tmpDir);
  log(`installing code-server@${CODE_SERVER_VERSION} from npm into ${staging} (native modules compile from source)`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    TMPDIR: tmpDir,
    // As root, code-server's postinstall needs unsafe_perm; node-pty's asks a yes/no question.
    npm_config_unsafe_perm: 'true',
    npm_config_yes: 'true',
    // npm 11.19+ skips dependencies' install scripts unless allowed; code-server's postinstall runs
    // nested `npm install`s, which read the same variable.
    npm_config_dangerously_allow_all_scripts: 'true',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
  };
  run('npm', ['install', `code-server@${CODE_SERVER_VERSION}`, '--foreground-scripts', '--no-save', '--no-package-lock'], { cwd: staging, env });
  rmSync(tmpDir, { recursive: true, force: true });
  if (!existsSync(entryOf(staging))) throw new Error(`code-server installed, but ${entryOf(staging)} is missing`);
  const ripgrep = join(staging, 'node_modules', 'code-server', 'lib', 'vscode', 'node_modules', '@vscode', 'ripgrep', 'bin', 'rg');
  if (!existsSync(ripgrep)) throw new Error(`code-server installed, but its ripgrep is missing (${ripgrep})`);
  writeFileSync(join(staging, COMPLETE_MARKER), `${new Date().toISOString()}\n`);
  rmSync(target, { recursive: true, force: true });
  renameSync(staging, target);
}

/** Returns an installed code-server: already there, restored from the tarball, or installed and cached. */
export function ensureCodeServer(): CodeServerInstall {
  const started = Date.now();
  const root = cacheRoot();
  mkdirSync(root, { recursive: true });
  const dir = join(root, KEY);
  const tarball = join(root, `${KEY}.tgz`);
  const seconds = () => Math.round((Date.now() - started) / 100) / 10;

  if (existsSync(join(dir, COMPLETE_MARKER)) && existsSync(entryOf(dir))) {
    return { dir, entry: entryOf(dir), how: 'present', seconds: seconds() };
  }
  if (existsSync(tarball)) {
    log(`restoring ${tarball}`);
    const staging = `${dir}.partial-${process.pid}`;
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(staging, { recursive: true });
    try {
      run('tar', ['-xzf', tarball, '-C', staging]);
      if (!existsSync(join(staging, COMPLETE_MARKER))) throw new Error('the tarball has no completion marker');
      rmSync(dir, { recursive: true, force: true });
      renameSync(staging, dir);
      return { dir, entry: entryOf(dir), how: 'restored', seconds: seconds() };
    } catch (error) {
      log(`could not restore the tarball (${(error as Error).message}); installing afresh`);
      rmSync(staging, { recursive: true, force: true });
      rmSync(tarball, { force: true });
    }
  }
  installFromRegistry(dir);
  log(`caching ${tarball}`);
  const partialTarball = `${tarball}.partial-${process.pid}`;
  run('tar', ['-czf', partialTarball, '-C', dir, '.']);
  renameSync(partialTarball, tarball);
  return { dir, entry: entryOf(dir), how: 'installed', seconds: seconds() };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const install = ensureCodeServer();
    log(`${install.how} in ${install.seconds} s: ${install.entry}`);
  } catch (error) {
    console.error(`[code-server] install failed: ${(error as Error).message}`);
    process.exit(1);
  }
}
