/**
 * One encryption key per data subject (a lead, a user, a client), kept in the operational store, never in the log.
 * Deleting a key is erasure: what it encrypted can no longer be read anywhere (crypto-shredding).
 */
export interface SubjectKeys {
  /**
   * The subjects' keys, each created (32 random bytes) when it has none, the new ones in one write (one commit for a
   * whole import batch); concurrent callers get the same key.
   */
  keysFor(subjects: readonly string[]): Promise<Map<string, Buffer>>;
  /** The subject's key, or null when it never had one or was erased. */
  find(subject: string): Promise<Buffer | null>;
  /** Deletes the keys (their bytes overwritten where the store allows). Idempotent. */
  erase(subjects: readonly string[]): Promise<void>;
}
