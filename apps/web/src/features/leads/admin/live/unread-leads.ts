import { useSyncExternalStore } from 'react';

/** New leads the admin has not looked at yet (the 'Demo Requests' sidebar badge); kept at 0 while the page shows. */
let unread = 0;
let viewers = 0;
const listeners = new Set<() => void>();

function setUnread(count: number) {
  unread = count;
  for (const listener of listeners) listener();
}

/** Counted unless the page shows: the address tells, since a page left stays mounted until the next one has loaded. */
export function addUnreadLead(): void {
  if (viewers === 0 || window.location.pathname !== '/admin/demo-requests') setUnread(unread + 1);
}

/** The demo-requests page is showing: clears the count until the returned function is called. */
export function viewDemoRequests(): () => void {
  viewers += 1;
  setUnread(0);
  return () => {
    viewers -= 1;
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUnreadLeads(): number {
  return useSyncExternalStore(subscribe, () => unread);
}
