import type { StoredEvent } from '@receptionist/event-store';
import { type AlertRaised, type AlertsRead, audienceOf } from '@receptionist/notifications-domain';
import { defineProjector, type ProjectionContext } from '@receptionist/projections';

export const ALERTS_PROJECTOR = 'alerts';
/** The in-app list (the bell): id `<clientId>:<alertId>` for an owner (so client-room routing applies), `admin-<userId>:<alertId>`. */
export const ALERTS = 'alerts';
/** Per list (`client-<id>` / `admin-<userId>`): read up to when. */
export const ALERT_READS = 'alert_reads';

export interface AlertDoc {
  [field: string]: unknown;
  id: string;
  audience: string;
  alertId: string;
  kind: string;
  subject: string;
  text: string;
  path: string;
  at: string;
}

export interface AlertReadsDoc {
  [field: string]: unknown;
  id: string;
  readAt: string;
}

export const alertDocId = (alert: { clientId: string | null; adminId: string | null; alertId: string }): string =>
  alert.clientId !== null ? `${alert.clientId}:${alert.alertId}` : `admin-${alert.adminId}:${alert.alertId}`;

export const alertsProjector = defineProjector({
  name: ALERTS_PROJECTOR,
  version: 1,
  collections: [{ name: ALERTS, indexes: [{ fields: ['audience', 'at'] }] }, { name: ALERT_READS }],
  handlers: {
    AlertRaised: ({ data }: StoredEvent<AlertRaised['data']>, context: ProjectionContext) => {
      const doc: AlertDoc = {
        id: alertDocId(data),
        audience: audienceOf(data),
        alertId: data.alertId,
        kind: data.kind,
        subject: data.subject,
        text: data.text,
        path: data.path,
        at: data.at,
      };
      context.put(ALERTS, doc);
    },
    AlertsRead: ({ data }: StoredEvent<AlertsRead['data']>, context: ProjectionContext) => {
      context.put(ALERT_READS, { id: data.audience, readAt: data.readAt });
    },
  },
});
