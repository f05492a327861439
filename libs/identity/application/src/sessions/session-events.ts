import { Injectable } from '@nestjs/common';

/**
 * Sessions ended in this process: one session (`sessionId`), or every session of `userId` except `exceptSessionId`.
 * Listeners (the live channel) drop what those sessions were allowed to receive. Sessions ended by another process
 * are not announced here; listeners re-check liveness periodically for those.
 */
export type SessionsEnded = { userId: string; sessionId: string } | { userId: string; allExcept: string | null };

export type SessionsEndedListener = (ended: SessionsEnded) => void;

/** A small in-process notifier: the identity context tells the rest of the app when sessions end. */
@Injectable()
export class SessionEvents {
  private readonly listeners = new Set<SessionsEndedListener>();

  /** Subscribes; returns the unsubscribe function. */
  onSessionsEnded(listener: SessionsEndedListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Tells every listener; a failing listener never fails the caller that ended the session. */
  sessionsEnded(ended: SessionsEnded): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(ended);
      } catch {
        // The listener's own problem; the session has ended either way.
      }
    }
  }
}
