import type { AuthChangeEvent, Session } from './auth-types';

/** What one tab tells the others: a new session (sign-in, refresh, update) or a sign-out. */
export type TabMessage = { type: 'session'; event: AuthChangeEvent; session: Session } | { type: 'signed-out' };

export interface TabChannel {
  post(message: TabMessage): void;
  listen(onMessage: (message: TabMessage) => void): void;
}

const CHANNEL_NAME = 'receptionist-auth';

/** A BroadcastChannel between the tabs of this origin; null where the browser has none. */
export function broadcastTabChannel(): TabChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(CHANNEL_NAME);
  return {
    post: (message) => channel.postMessage(message),
    listen: (onMessage) => channel.addEventListener('message', (event: MessageEvent<TabMessage>) => onMessage(event.data)),
  };
}

/**
 * Runs `task` while holding a lock shared by all tabs, so only one tab at a time presents the rotating refresh cookie;
 * without the Web Locks API it simply runs (the server's reuse grace covers concurrent tabs).
 */
export async function withTabLock<T>(task: () => Promise<T>): Promise<T> {
  if (typeof navigator === 'undefined' || !navigator.locks) return task();
  return await navigator.locks.request(`${CHANNEL_NAME}-refresh`, task);
}
