export const FIRST_RETRY_DELAY_MS = 200;
/** 200 ms doubling over 7 retries waits at most 25.4 s in all, less than one 30 s refresh tick. */
export const MAX_RETRIES = 7;

export type Sleep = (ms: number) => Promise<void>;

export const sleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The waits before each retry: 200 ms, then doubling. */
export function backoffDelays(retries = MAX_RETRIES, firstDelayMs = FIRST_RETRY_DELAY_MS): number[] {
  return Array.from({ length: retries }, (_, attempt) => firstDelayMs * 2 ** attempt);
}

/** Runs `attempt`; while it fails with a retryable error, waits the next backoff delay and tries again. */
export async function retryWithBackoff<T>(
  attempt: () => Promise<T>,
  isRetryable: (error: unknown) => boolean,
  wait: Sleep = sleep,
  delays: readonly number[] = backoffDelays(),
): Promise<T> {
  for (let retry = 0; ; retry += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (retry >= delays.length || !isRetryable(error)) throw error;
      await wait(delays[retry]);
    }
  }
}
