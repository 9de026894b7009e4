/** The CLI's exit codes, as ESLint's: a CI step can tell "found problems" from "was called wrong". */
export const EXIT = {
  /** No error, and no more warnings than --max-warnings allows. */
  ok: 0,
  /** At least one error, or more warnings than --max-warnings allows. */
  problems: 1,
  /** Bad usage: unknown command or flag, bad value, no paths, a path or glob that matches nothing. */
  usage: 2,
  /** Ctrl+C (or SIGTERM, SIGHUP) while live servers were read: they were stopped (128 + SIGINT, as a shell says). */
  interrupted: 130,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** A usage mistake: printed on stderr with a pointer to --help, exit 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/**
 * Whether a value is a UsageError. By name, not instanceof: the commands other than lint live in
 * a second bundle (dist/cli-commands.js, see scripts/build.mjs) with its own copy of this class.
 */
export function isUsageError(error: unknown): error is UsageError {
  return error instanceof Error && error.name === 'UsageError';
}
