/**
 * Stdio servers run in their own process group and are always killed, whole group: on a normal
 * close, on a timeout, on Ctrl+C (the CLI calls killAllServerGroups from its signal handler) and
 * when our process exits for any other reason (a crash included: the 'exit' hook below). A server
 * started through `npx` or a shell script has children of its own; killing only the process we
 * spawned would leave them running, so the group is signalled, never the one pid.
 */
import { spawn, type ChildProcess } from 'node:child_process';

/** Process group ids of the servers still running. */
const liveGroups = new Set<number>();
let exitHookInstalled = false;

/** Whether servers get a process group of their own (POSIX); on Windows the one process is killed. */
const USE_GROUPS = process.platform !== 'win32';

export interface SpawnSpec {
  readonly command: string;
  readonly args: readonly string[];
  readonly env: NodeJS.ProcessEnv;
  readonly cwd?: string;
}

/** Starts `command` with piped stdio, leader of a new process group; the group is tracked until it is stopped. */
export function spawnServerProcess(spec: SpawnSpec): ChildProcess {
  const child = spawn(spec.command, [...spec.args], {
    cwd: spec.cwd,
    env: spec.env,
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: USE_GROUPS,
    shell: false,
    windowsHide: true,
  });
  if (child.pid !== undefined) track(child.pid);
  return child;
}

function track(pgid: number): void {
  liveGroups.add(pgid);
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    // Synchronous, so it also runs on process.exit() and after an uncaught exception.
    process.on('exit', killAllServerGroups);
  }
}

/** Whether any process of the group is still there (a zombie counts until it is reaped). */
export function groupAlive(pgid: number): boolean {
  try {
    process.kill(USE_GROUPS ? -pgid : pgid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function signalGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(USE_GROUPS ? -pgid : pgid, signal);
  } catch {
    // ESRCH: already gone.
  }
}

/** SIGKILLs every server group still running, at once, synchronously. For signal handlers and exit. */
export function killAllServerGroups(): void {
  for (const pgid of liveGroups) signalGroup(pgid, 'SIGKILL');
  liveGroups.clear();
}

/** How many server groups are running (tests check it drops to 0). */
export function liveServerGroupCount(): number {
  return liveGroups.size;
}

export interface StopTimings {
  /** How long the server may take to exit by itself once its stdin is closed. */
  readonly graceMs?: number;
  /** How long after SIGTERM before SIGKILL. */
  readonly termMs?: number;
}

/**
 * Stops a server as the MCP spec asks for stdio: close its stdin and let it exit; then SIGTERM
 * the group; then SIGKILL it. Resolves once no process of the group is left (or, on a
 * platform without groups, the process has exited).
 */
export async function stopServerProcess(child: ChildProcess, timings: StopTimings = {}): Promise<void> {
  const pgid = child.pid;
  if (pgid === undefined) return; // never started
  const leaderGone = () => child.exitCode !== null || child.signalCode !== null;
  const allGone = () => leaderGone() && (!USE_GROUPS || !groupAlive(pgid));
  try {
    child.stdin?.end();
  } catch {
    // the pipe is already broken
  }
  if (!(await waitFor(leaderGone, timings.graceMs ?? 1000))) signalGroup(pgid, 'SIGTERM');
  else if (USE_GROUPS) signalGroup(pgid, 'SIGTERM'); // the leader left; its children may not have
  if (!(await waitFor(allGone, timings.termMs ?? 2000))) {
    signalGroup(pgid, 'SIGKILL');
    await waitFor(allGone, 2000);
  }
  liveGroups.delete(pgid);
}

/** Polls `condition` until it holds or `ms` pass; whether it held. */
async function waitFor(condition: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}
