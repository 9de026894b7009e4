/**
 * Per-document lint scheduling. Each request replaces the pending one for that document
 * (debounce) and takes a new ticket; a run whose ticket is no longer the latest when it
 * is ready to publish has been superseded and publishes nothing.
 *
 * The lints themselves are synchronous and take their turn one at a time in a TurnQueue,
 * smallest document first, so a 5 MB contract never lints ahead of a small one that is
 * waiting, and the event loop reads messages (edits, cancellations) between turns.
 */

/** Quiet time after a keystroke before a document is linted again, when its lints are slow or not yet timed. */
export const CHANGE_DEBOUNCE_MS = 100;
/** The shortest quiet time: a keystroke still waits for the ones typed with it. */
export const MIN_CHANGE_DEBOUNCE_MS = 20;

/**
 * The debounce of a document whose last lint took `lastLintMs`: twice that, from 20 ms up to
 * CHANGE_DEBOUNCE_MS. A lint that costs little (a small file, or an edit inside one tool of a big
 * one, which re-lints that tool only) is cheap to throw away when the next keystroke comes, so it
 * runs sooner; a costly one waits for the typing to pause, as before.
 */
export function changeDebounceMs(lastLintMs: number | undefined): number {
  if (lastLintMs === undefined || !Number.isFinite(lastLintMs)) return CHANGE_DEBOUNCE_MS;
  return Math.min(CHANGE_DEBOUNCE_MS, Math.max(MIN_CHANGE_DEBOUNCE_MS, Math.round(2 * lastLintMs)));
}

/** Why a lint was asked for. `change` runs only in onType mode; the others always run. */
export type LintTrigger = 'open' | 'change' | 'save' | 'refresh';

export type LintRun = (uri: string, trigger: LintTrigger, ticket: number) => Promise<void>;

interface Pending {
  readonly timer: NodeJS.Timeout;
  readonly trigger: LintTrigger;
}

export class LintScheduler {
  private nextTicket = 1;
  private readonly latest = new Map<string, number>();
  private readonly pending = new Map<string, Pending>();
  /** Runs started and not finished, per document. */
  private readonly running = new Map<string, number>();
  /** Called when a run of the document ends (or its work is dropped). */
  private readonly settleWaiters = new Map<string, Array<() => void>>();

  constructor(
    private readonly run: LintRun,
    private readonly onError: (uri: string, error: unknown) => void,
  ) {}

  schedule(uri: string, trigger: LintTrigger, delayMs: number): void {
    const previous = this.pending.get(uri);
    if (previous) clearTimeout(previous.timer);
    // A keystroke right after a save must not turn the save's lint into a skippable one.
    const effective = trigger === 'change' && previous && previous.trigger !== 'change' ? previous.trigger : trigger;
    const ticket = this.nextTicket++;
    this.latest.set(uri, ticket);
    const timer = setTimeout(() => {
      this.pending.delete(uri);
      this.running.set(uri, (this.running.get(uri) ?? 0) + 1);
      this.run(uri, effective, ticket)
        .catch((error: unknown) => this.onError(uri, error))
        .finally(() => {
          const left = (this.running.get(uri) ?? 1) - 1;
          if (left > 0) this.running.set(uri, left);
          else this.running.delete(uri);
          this.settle(uri);
        });
    }, delayMs);
    this.pending.set(uri, { timer, trigger: effective });
  }

  /** Drops pending and running work for a document (it was closed). */
  cancel(uri: string): void {
    const previous = this.pending.get(uri);
    if (previous) clearTimeout(previous.timer);
    this.pending.delete(uri);
    this.latest.delete(uri);
    this.settle(uri);
  }

  isCurrent(uri: string, ticket: number): boolean {
    return this.latest.get(uri) === ticket;
  }

  /** Whether a lint of the document is waiting for its debounce or running. */
  busy(uri: string): boolean {
    return this.pending.has(uri) || this.running.has(uri);
  }

  /** Resolves when the next run of the document ends, or its work is dropped. */
  settled(uri: string): Promise<void> {
    return new Promise((resolve) => {
      const waiters = this.settleWaiters.get(uri);
      if (waiters) waiters.push(resolve);
      else this.settleWaiters.set(uri, [resolve]);
    });
  }

  private settle(uri: string): void {
    const waiters = this.settleWaiters.get(uri);
    if (!waiters) return;
    this.settleWaiters.delete(uri);
    for (const resolve of waiters) resolve();
  }
}

/**
 * Synchronous work that takes long on a big document (a lint, a step of fix-all) runs one
 * piece at a time, smallest document first. A turn is always handed out from a setImmediate,
 * never at once: pieces that fall due together (the debounced lints of a heavy and a small
 * document edited together, a piece that ends while others became due) queue up first, and
 * the smallest of them goes next. A piece that is running is never interrupted, so a small
 * document waits at most for one piece.
 */
export class TurnQueue {
  private busy = false;
  /** A turn is being handed out (its setImmediate has not run yet). */
  private handingOut = false;
  private readonly waiting: Array<{ readonly size: number; readonly start: () => void }> = [];

  async take<T>(size: number, work: () => T | Promise<T>): Promise<T> {
    await new Promise<void>((start) => {
      // Among equal sizes, first come first served.
      const at = this.waiting.findIndex((w) => w.size > size);
      this.waiting.splice(at < 0 ? this.waiting.length : at, 0, { size, start });
      this.handOut();
    });
    try {
      return await work();
    } finally {
      this.busy = false;
      this.handOut();
    }
  }

  private handOut(): void {
    if (this.busy || this.handingOut || this.waiting.length === 0) return;
    this.handingOut = true;
    setImmediate(() => {
      this.handingOut = false;
      const next = this.waiting.shift();
      if (!next) return;
      this.busy = true;
      next.start();
    });
  }
}
