/**
 * One code-server instance in a throwaway profile: its own user-data, extensions and XDG folders
 * under a run folder, bound to 127.0.0.1 on a free port, in a process group of its own, with its
 * output in a log file that failed steps save as an artifact.
 */
import { cpSync, existsSync, mkdirSync, openSync, readdirSync, closeSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { CodeServerInstall } from './installCodeServer';
import { pollUntil } from './poll';
import { runInGroup, spawnInGroup, type GroupChild } from './processGroups';

/** User settings that keep the workbench quiet, offline and deterministic. */
const USER_SETTINGS = {
  'workbench.startupEditor': 'none',
  'workbench.tips.enabled': false,
  'workbench.enableExperiments': false,
  'security.workspace.trust.enabled': false,
  'telemetry.telemetryLevel': 'off',
  'update.mode': 'none',
  'extensions.autoUpdate': false,
  'extensions.autoCheckUpdates': false,
  'extensions.ignoreRecommendations': true,
  'git.enabled': false,
  'json.schemaDownload.enable': false,
  'chat.disableAIFeatures': true,
  'editor.hover.delay': 100,
  'editor.minimap.enabled': false,
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

export interface Profile {
  readonly runDir: string;
  readonly userDataDir: string;
  readonly extensionsDir: string;
  readonly logFile: string;
  readonly env: NodeJS.ProcessEnv;
}

/** A fresh profile under `runDir`: nothing is read from or written to $HOME. */
export function createProfile(runDir: string, extraEnv: NodeJS.ProcessEnv = {}): Profile {
  const userDataDir = join(runDir, 'user-data');
  const extensionsDir = join(runDir, 'extensions');
  const xdg = join(runDir, 'xdg');
  for (const dir of [join(userDataDir, 'User'), extensionsDir, join(xdg, 'data'), join(xdg, 'config'), join(xdg, 'cache')]) mkdirSync(dir, { recursive: true });
  writeFileSync(join(userDataDir, 'User', 'settings.json'), JSON.stringify(USER_SETTINGS, null, 2));
  writeFileSync(join(runDir, 'config.yaml'), 'auth: none\ncert: false\n');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    XDG_DATA_HOME: join(xdg, 'data'),
    XDG_CONFIG_HOME: join(xdg, 'config'),
    XDG_CACHE_HOME: join(xdg, 'cache'),
    ...extraEnv,
  };
  // code-server would otherwise take these as its own password and proxy settings.
  delete env.PASSWORD;
  delete env.HASHED_PASSWORD;
  delete env.VSCODE_PROXY_URI;
  return { runDir, userDataDir, extensionsDir, logFile: join(runDir, 'code-server.log'), env };
}

function profileArgs(profile: Profile): string[] {
  return ['--user-data-dir', profile.userDataDir, '--extensions-dir', profile.extensionsDir];
}

/** `--install-extension x.vsix` into the profile; returns the installed extension's folder. */
export async function installExtension(install: CodeServerInstall, profile: Profile, vsix: string, extensionFolderName: string): Promise<string> {
  const log = openSync(join(profile.runDir, 'install-extension.log'), 'a');
  try {
    const result = await runInGroup(process.execPath, [install.entry, ...profileArgs(profile), '--install-extension', vsix], {
      env: profile.env,
      stdio: ['ignore', log, log],
      timeoutMs: 120_000,
    });
    if (result.code !== 0) throw new Error(`code-server --install-extension ${vsix} ${result.timedOut ? 'timed out' : `exited with ${result.code}`} (see install-extension.log)`);
  } finally {
    closeSync(log);
  }
  const folder = join(profile.extensionsDir, extensionFolderName);
  if (!existsSync(join(folder, 'package.json'))) {
    throw new Error(`--install-extension succeeded but ${folder} is missing; found: ${readdirSync(profile.extensionsDir).join(', ') || 'nothing'}`);
  }
  return folder;
}

export class CodeServer {
  private constructor(
    readonly port: number,
    readonly profile: Profile,
    private readonly group: GroupChild,
  ) {}

  get pgid(): number {
    return this.group.pgid;
  }

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The workbench on `folder`, with optional extra query parameters (e.g. a test payload). */
  url(folder: string, query: Record<string, string> = {}): string {
    const params = new URLSearchParams({ folder, ...query });
    return `${this.origin}/?${params.toString()}`;
  }

  static async start(install: CodeServerInstall, profile: Profile): Promise<CodeServer> {
    const port = await freePort();
    const log = openSync(profile.logFile, 'a');
    const args = [
      install.entry,
      '--config', join(profile.runDir, 'config.yaml'),
      '--bind-addr', `127.0.0.1:${port}`,
      '--auth', 'none',
      '--disable-telemetry',
      '--disable-update-check',
      '--disable-workspace-trust',
      ...profileArgs(profile),
    ];
    const group = spawnInGroup(process.execPath, args, { env: profile.env, stdio: ['ignore', log, log] });
    closeSync(log);
    const server = new CodeServer(port, profile, group);
    let exitedEarly: number | string | undefined;
    void group.exited.then((code) => (exitedEarly = code));
    try {
      await pollUntil(`code-server's /healthz on port ${port}`, async () => {
        if (exitedEarly !== undefined) throw new Error(`code-server exited with ${exitedEarly} before it was healthy (see ${profile.logFile})`);
        const response = await fetch(`${server.origin}/healthz`).catch(() => undefined);
        return response?.ok ? true : undefined;
      }, { timeoutMs: 60_000 });
      if (exitedEarly !== undefined) throw new Error(`code-server exited with ${exitedEarly} (see ${profile.logFile})`);
    } catch (error) {
      await group.stop();
      throw error;
    }
    return server;
  }

  stop(): Promise<void> {
    return this.group.stop();
  }
}

/** Copies the examples into a throwaway workspace folder, so tests may edit and save freely. */
export function createWorkspace(examplesDir: string, workspaceDir: string): string {
  mkdirSync(workspaceDir, { recursive: true });
  cpSync(examplesDir, workspaceDir, { recursive: true });
  return workspaceDir;
}
