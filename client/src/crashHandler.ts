/**
 * What happens when the server dies: say so, visibly, and restart it, up to a limit;
 * past the limit, say that it has stopped and how to start it again.
 */
import { window } from 'vscode';
import { CloseAction, ErrorAction, type CloseHandlerResult, type ErrorHandler, type ErrorHandlerResult } from 'vscode-languageclient/node';

export const MAX_RESTARTS = 5;
const WINDOW_MS = 3 * 60 * 1000;
const SHOW_OUTPUT = 'Show Output';
const RESTART = 'Restart Server';

export interface CrashActions {
  showOutput(): void;
  restart(): void;
}

export class CrashHandler implements ErrorHandler {
  private restarts: number[] = [];

  constructor(private readonly actions: CrashActions) {}

  /** A deliberate restart starts the count again. */
  reset(): void {
    this.restarts = [];
  }

  error(_error: Error, _message: unknown, count: number | undefined): ErrorHandlerResult {
    // A few write/read errors are survivable; a stream of them means the connection is gone.
    return { action: count !== undefined && count <= 3 ? ErrorAction.Continue : ErrorAction.Shutdown, handled: true };
  }

  closed(): CloseHandlerResult {
    const now = Date.now();
    this.restarts = this.restarts.filter((at) => now - at < WINDOW_MS);
    if (this.restarts.length >= MAX_RESTARTS) {
      const message = `Tool Contracts server crashed ${MAX_RESTARTS + 1} times in 3 minutes and has stopped. Contracts are not linted until it is restarted.`;
      void window.showErrorMessage(message, SHOW_OUTPUT, RESTART).then((choice) => this.act(choice));
      return { action: CloseAction.DoNotRestart, handled: true, message };
    }
    this.restarts.push(now);
    const message = `Tool Contracts server crashed and was restarted (${this.restarts.length} of ${MAX_RESTARTS}).`;
    void window.showWarningMessage(message, SHOW_OUTPUT).then((choice) => this.act(choice));
    return { action: CloseAction.Restart, handled: true, message };
  }

  private act(choice: string | undefined): void {
    if (choice === SHOW_OUTPUT) this.actions.showOutput();
    else if (choice === RESTART) this.actions.restart();
  }
}
