/** Logging to the client's output channel, and a guard that keeps a failing handler from taking the server down. */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
  /** Sent only while the client traces the server (`toolContracts.trace.server`): what each lint and request cost. */
  trace?(message: string): void;
}

export function describeError(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return String(error);
}

/** Wraps a notification handler: an exception is logged, never thrown back into the connection. */
export function guarded<A extends unknown[]>(logger: Logger, what: string, handler: (...args: A) => unknown): (...args: A) => void {
  return (...args: A) => {
    try {
      const result = handler(...args);
      if (result instanceof Promise) result.catch((error: unknown) => logger.error(`${what} failed: ${describeError(error)}`));
    } catch (error) {
      logger.error(`${what} failed: ${describeError(error)}`);
    }
  };
}
