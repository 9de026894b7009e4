/**
 * How much the language server's heap may grow between two full garbage collections.
 *
 * Every keystroke in a big contract leaves garbage that only a full collection frees: the
 * document's new text (1.8 MB for the 1,000-tool bench file), the JSON of its diagnostics, the
 * parts of the lint that outlived a scavenge. V8 lets the old generation grow to a factor of
 * what was alive after the last full collection, a factor it picks from its own speed (up to
 * 4×), so a server that is typed into climbs to about 1.9× the memory of its first lint before
 * a full collection brings it back (bench/README.md, "The memory figure is a sample of a
 * sawtooth"). V8's `--heap-growing-percent` fixes that factor: at 30 % the server stays under
 * 1.4× while typing, for about 3 ms more CPU per keystroke (same section, "A fixed heap growth").
 *
 * Where the flag comes from: the VS Code client starts the server with it on its command line
 * (`HEAP_POLICY_EXEC_ARGV`), V8's documented way, which works in any runtime, Electron's Node
 * included. A server started without it (another editor over stdio, the tests, the bench) sets
 * it for itself with `v8.setFlagsFromString`, but only on plain Node, which keeps V8's flags
 * writable after start for that API (V8's `--freeze-flags-after-init` is off in Node: v8/node
 * pull request 141, "Disable freezing V8 flags on initialization"). Under Electron, whose V8 may
 * freeze its flags (a change then aborts the process: "Check failed: !IsFrozen()", nwjs/nw.js
 * issue 8067), it changes nothing at run time. A command line that sets the flag keeps its own.
 */
export const HEAP_GROWING_PERCENT = 30;

/** The command line the VS Code client starts the server with. */
export const HEAP_POLICY_EXEC_ARGV: readonly string[] = [`--heap-growing-percent=${HEAP_GROWING_PERCENT}`];

export interface HeapPolicy {
  /** The flag set at run time, when the server set one. */
  readonly flag?: string;
  /** One line for the server's log: what was set, or why nothing was. */
  readonly message: string;
}

const PREFIX = 'Heap growth between full collections:';

/**
 * The heap policy of a process started with `execArgv`, under Electron when `electron` is its
 * version; `setFlags` is `v8.setFlagsFromString`.
 */
export function applyHeapPolicy(execArgv: readonly string[], electron: string | undefined, setFlags: (flags: string) => void): HeapPolicy {
  const own = execArgv.find((arg) => /^--heap[-_]growing[-_]percent\b/.test(arg));
  if (own) return { message: `${PREFIX} ${own}, from the command line.` };
  const flag = HEAP_POLICY_EXEC_ARGV[0];
  if (electron !== undefined) return { message: `${PREFIX} V8's own (under Electron ${electron} the server changes no V8 flag at run time; start it with ${flag}).` };
  if (execArgv.some((arg) => /^--freeze[-_]flags[-_]after[-_]init\b/.test(arg))) return { message: `${PREFIX} V8's own (its flags are frozen by --freeze-flags-after-init).` };
  try {
    setFlags(flag);
  } catch (error) {
    return { message: `${PREFIX} V8's own (setting ${flag} failed: ${error instanceof Error ? error.message : String(error)}).` };
  }
  return { flag, message: `${PREFIX} at most ${HEAP_GROWING_PERCENT} % (${flag}, set by the server), so typing in a big contract keeps its memory near that of its first lint.` };
}
