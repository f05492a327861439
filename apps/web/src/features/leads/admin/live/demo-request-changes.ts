import { DEMO_REQUESTS_PROJECTOR } from '@receptionist/contracts';
import type { LiveEvent } from '../../../live/use-live-updates';

export const LEADS_PROJECTORS = [DEMO_REQUESTS_PROJECTOR] as const;

/** The ids of the demo requests a live update wrote (none for other projectors' updates or a resync). */
export function changedDemoRequestIds(event: LiveEvent): string[] {
  if (event.kind !== 'update' || event.update.projector !== DEMO_REQUESTS_PROJECTOR) return [];
  return (event.update.changes ?? []).filter((change) => change.collection === 'demo_requests').map((change) => change.id);
}
