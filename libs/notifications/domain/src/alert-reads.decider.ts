import type { Actor } from '@receptionist/domain-kit';
import type { AlertsRead } from './alert.events';

export interface MarkAlertsRead {
  type: 'MarkAlertsRead';
  data: { audience: string; by: Actor };
}

export interface AlertReadsState {
  readAt: string | null;
}

/**
 * A reader's list (stream `alert-reads-<audience>`): "mark all read" marks every alert up to now. Marking again moves
 * the mark on (alerts may have come in between); a list never read has no mark.
 */
export const alertReadsDecider = {
  initialState: { readAt: null } as AlertReadsState,
  evolve: (_state: AlertReadsState, event: AlertsRead): AlertReadsState => ({ readAt: event.data.readAt }),
  decide({ data }: MarkAlertsRead, _state: AlertReadsState, { now }: { now: Date }): AlertsRead[] {
    return [{ type: 'AlertsRead', data: { audience: data.audience, readAt: now.toISOString(), by: data.by } }];
  },
};
