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
 * The flag is set from inside the server with `v8.setFlagsFromString`, so every client gets it
 * (VS Code, another editor over stdio, the tests and the bench), not only the one that starts
 * the process with it. Node keeps V8's flags writable after start for that API (V8's
 * `--freeze-flags-after-init` is off in Node: v8/node pull request 141, "Disable freezing V8
 * flags on initialization"); a command line that sets either flag itself is left alone.
 */
export const HEAP_GROWING_PERCENT = 30;

export interface HeapPolicy {
  /** The flag set, when the server set one. */
  readonly flag?: string;
  /** One line for the server's log: what was set, or why nothing was. */
  readonly message: string;
}

/** The heap policy for a process started with `execArgv`; `setFlags` is `v8.setFlagsFromString`. */
export function applyHeapPolicy(execArgv: readonly string[], setFlags: (flags: string) => void): HeapPolicy {
  const own = execArgv.find((arg) => /^--heap[-_]growing[-_]percent\b/.test(arg));
  if (own) return { message: `Heap growth between full collections: ${own}, from the command line.` };
  if (execArgv.some((arg) => /^--freeze[-_]flags[-_]after[-_]init\b/.test(arg))) {
    return { message: "Heap growth between full collections: V8's own (its flags are frozen by --freeze-flags-after-init)." };
  }
  const flag = `--heap-growing-percent=${HEAP_GROWING_PERCENT}`;
  try {
    setFlags(flag);
  } catch (error) {
    return { message: `Heap growth between full collections: V8's own (setting ${flag} failed: ${error instanceof Error ? error.message : String(error)}).` };
  }
  return { flag, message: `Heap growth between full collections: at most ${HEAP_GROWING_PERCENT} % (${flag}), so typing in a big contract keeps the server's memory near that of its first lint.` };
}
