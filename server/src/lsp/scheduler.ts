/**
 * Per-document lint scheduling. Each request replaces the pending one for that document
 * (debounce) and takes a new ticket; a run whose ticket is no longer the latest when it
 * is ready to publish has been superseded and publishes nothing.
 */

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
      this.run(uri, effective, ticket).catch((error: unknown) => this.onError(uri, error));
    }, delayMs);
    this.pending.set(uri, { timer, trigger: effective });
  }

  /** Drops pending and running work for a document (it was closed). */
  cancel(uri: string): void {
    const previous = this.pending.get(uri);
    if (previous) clearTimeout(previous.timer);
    this.pending.delete(uri);
    this.latest.delete(uri);
  }

  isCurrent(uri: string, ticket: number): boolean {
    return this.latest.get(uri) === ticket;
  }
}
