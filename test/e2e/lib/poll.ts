/** Waiting without sleeping blindly: probe until a condition holds or a deadline passes. */
import { setTimeout as delay } from 'node:timers/promises';

export const DEFAULT_DEADLINE_MS = 60_000;
const PROBE_INTERVAL_MS = 200;

export class DeadlineError extends Error {
  override name = 'DeadlineError';
}

/**
 * Calls `probe` until it returns a value other than undefined, and returns that value.
 * After `timeoutMs` it throws, saying what it waited for and what it last saw (`describeLast`).
 * A probe that throws is retried: the workbench rebuilds its DOM while we look at it.
 */
export async function pollUntil<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  options: { timeoutMs?: number; describeLast?: () => string | Promise<string> } = {},
): Promise<T> {
  const deadline = Date.now() + (options.timeoutMs ?? DEFAULT_DEADLINE_MS);
  let lastError: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
      lastError = undefined;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() >= deadline) {
      const last = options.describeLast ? await Promise.resolve(options.describeLast()).catch((e: unknown) => `(could not describe: ${String(e)})`) : '';
      const cause = lastError instanceof Error ? ` Last probe error: ${lastError.message}.` : '';
      throw new DeadlineError(`Timed out after ${options.timeoutMs ?? DEFAULT_DEADLINE_MS} ms waiting for ${what}.${cause}${last ? ` Last seen: ${last}` : ''}`);
    }
    await delay(PROBE_INTERVAL_MS);
  }
}
