/**
 * Hit counters in fixed windows, kept in a store every process shares (the operational store), so a limit holds
 * whichever instance a request lands on.
 */
export interface RateLimitCounter {
  /** Counts one hit in the fixed window containing `nowMs`; returns the window's count including it. */
  hit(key: string, windowMs: number, nowMs: number): Promise<number>;
  /** The count of the window containing `nowMs` without counting (the previous window stays readable). */
  count(key: string, windowMs: number, nowMs: number): Promise<number>;
  /** Blocks a key until `untilMs`; a block never shortens a longer one already in place. */
  block(key: string, untilMs: number): Promise<void>;
  /** The end of the key's block when it lasts beyond `nowMs`, else null. */
  blockedUntil(key: string, nowMs: number): Promise<number | null>;
}

/** Nest injection token of the shared RateLimitCounter (provided by the identity module from the operational store). */
export const RATE_LIMIT_COUNTER = 'RATE_LIMIT_COUNTER';
