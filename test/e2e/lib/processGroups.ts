/**
 * Child processes started in process groups of their own, killed as groups: code-server forks a
 * watcher and extension hosts, and killing only its pid would orphan them. Every group started
 * here is killed when this process ends, however it ends (normal exit, error, Ctrl+C, SIGTERM).
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

const liveGroups = new Set<number>();
let handlersInstalled = false;

function killGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch {
    // ESRCH: the group is already gone.
  }
}

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Kills every group still registered, at once and synchronously (for exit paths). */
export function killAllGroupsNow(): void {
  for (const pgid of liveGroups) killGroup(pgid, 'SIGKILL');
  liveGroups.clear();
}

function installHandlers(): void {
  if (handlersInstalled) return;
  handlersInstalled = true;
  process.on('exit', killAllGroupsNow);
  for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143], ['SIGHUP', 129]] as const) {
    process.on(signal, () => {
      console.error(`\ne2e: ${signal} received, killing ${liveGroups.size} process group(s)`);
      killAllGroupsNow();
      process.exit(code);
    });
  }
}

export interface GroupChild {
  readonly child: ChildProcess;
  readonly pgid: number;
  /** Resolves with the exit code (or the signal's name) once the leader has exited. */
  readonly exited: Promise<number | string>;
  /** SIGTERM to the whole group; SIGKILL to what is left after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

/** Spawns `command` as the leader of a new process group (setsid semantics via `detached`). */
export function spawnInGroup(command: string, args: string[], options: SpawnOptions = {}): GroupChild {
  installHandlers();
  const child = spawn(command, args, { ...options, detached: true });
  if (child.pid === undefined) throw new Error(`could not start ${command}`);
  const pgid = child.pid;
  liveGroups.add(pgid);
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
    child.once('error', (error) => resolve(`spawn error: ${error.message}`));
  });
  const stop = async (graceMs = 5_000): Promise<void> => {
    if (!liveGroups.has(pgid)) return;
    killGroup(pgid, 'SIGTERM');
    const deadline = Date.now() + graceMs;
    // The group outlives its leader when children linger, so wait on the group, not the pid.
    while (groupAlive(pgid) && Date.now() < deadline) {
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 100))]);
    }
    if (groupAlive(pgid)) killGroup(pgid, 'SIGKILL');
    liveGroups.delete(pgid);
  };
  return { child, pgid, exited, stop };
}

/** Runs a command to completion in its own group; kills the group if it overruns `timeoutMs`. */
export async function runInGroup(
  command: string,
  args: string[],
  options: SpawnOptions & { timeoutMs: number },
): Promise<{ code: number | string; timedOut: boolean }> {
  const { timeoutMs, ...spawnOptions } = options;
  const group = spawnInGroup(command, args, spawnOptions);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const outcome = await Promise.race([group.exited, timedOut]);
  clearTimeout(timer);
  await group.stop(2_000);
  return outcome === 'timeout' ? { code: 'timeout', timedOut: true } : { code: outcome, timedOut: false };
}
