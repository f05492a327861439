import type { LiveUpdate } from '@receptionist/contracts';
import { useEffect, useRef } from 'react';
import { openLiveConnection } from './live-connection';

// The payload (`LiveUpdate`, with its facts and document changes) is the live channel's contract in @receptionist/contracts.
export type { LiveFact, LiveUpdate } from '@receptionist/contracts';

/** `update`: a projector's read models changed; `resync`: (re)connected, maybe after missing updates, so refetch everything. */
export type LiveEvent = { kind: 'update'; update: LiveUpdate } | { kind: 'resync' };
export type LiveListener = (event: LiveEvent) => void;

const listeners = new Set<LiveListener>();
const lastPositions = new Map<string, number>();
let stopConnection: (() => void) | null = null;

function emit(event: LiveEvent) {
  for (const listener of listeners) listener(event);
}

function onUpdate(update: LiveUpdate) {
  if (update.position <= (lastPositions.get(update.projector) ?? -1)) return;
  lastPositions.set(update.projector, update.position);
  emit({ kind: 'update', update });
}

function connect(): () => void {
  return openLiveConnection({
    // Updates committed before the connection (while disconnected, or between a screen's first query and the first
    // connect) are not replayed: listeners catch up by refetching.
    onConnect: () => emit({ kind: 'resync' }),
    onUpdate: (update) => onUpdate(update as LiveUpdate),
  });
}

/** Every live update the signed-in user may see, over one shared Socket.IO connection open while anyone listens. */
export function subscribeToLiveUpdates(listener: LiveListener): () => void {
  listeners.add(listener);
  stopConnection ??= connect();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && stopConnection) {
      stopConnection();
      stopConnection = null;
      lastPositions.clear();
    }
  };
}

/**
 * Calls `onChange` when one of `projectors` commits (or once connected), while the component is mounted; with no
 * projectors (a screen shown as of a past instant) it never does. The callback may change between renders; the
 * subscription stays the same.
 */
export function useLiveUpdates(projectors: readonly string[], onChange: (event: LiveEvent) => void): void {
  const callback = useRef(onChange);
  useEffect(() => {
    callback.current = onChange;
  });
  const key = projectors.join(',');
  useEffect(() => {
    if (!key) return;
    const names = new Set(key.split(','));
    return subscribeToLiveUpdates((event) => {
      if (event.kind === 'resync' || names.has(event.update.projector)) callback.current(event);
    });
  }, [key]);
}
