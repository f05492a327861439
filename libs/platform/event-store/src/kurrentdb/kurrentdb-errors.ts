import { CancelledError, DeadlineExceededError, NotLeaderError, TimeoutError, UnavailableError } from '@kurrent/kurrentdb-client';

/**
 * Errors that a new attempt can cure: the connection dropped, the node restarted, the leader changed, a deadline
 * passed. The client maps gRPC UNAVAILABLE/INTERNAL/DATA_LOSS and "client error (Connect)" to UnavailableError
 * (dist/utils/CommandError.js, convertToCommandError) and the Rust bridge's errors by name
 * (dist/utils/convertBridgeError.js).
 */
export function isTransient(error: unknown): boolean {
  return (
    error instanceof UnavailableError ||
    error instanceof DeadlineExceededError ||
    error instanceof NotLeaderError ||
    error instanceof TimeoutError ||
    error instanceof CancelledError
  );
}

/**
 * What `status().lastError` and error messages show: the error's kind and message, with any credentials of a
 * connection string (`kurrentdb://user:password@host`) masked, since /health may show it.
 */
export function messageOf(error: unknown): string {
  const kind = error instanceof Error ? ((error as { type?: unknown }).type ?? error.name) : 'error';
  const message = error instanceof Error ? error.message : String(error);
  return `${String(kind)}: ${message}`.replace(/([a-z+]+:\/\/)[^/@\s]+@/gi, '$1***@').slice(0, 500);
}

export interface Backoff {
  /** First wait, doubled per attempt up to `maxDelayMs`, with ±20 % jitter. */
  initialDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_BACKOFF: Backoff = { initialDelayMs: 100, maxDelayMs: 5_000 };

export function delayFor(attempt: number, { initialDelayMs, maxDelayMs }: Backoff): number {
  const base = Math.min(maxDelayMs, initialDelayMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

/** Waits `ms`, or less when `wake` resolves first. */
export function sleep(ms: number, wake?: Promise<unknown>): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    void wake?.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
