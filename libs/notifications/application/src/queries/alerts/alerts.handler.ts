import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AlertsPageType } from '../../graphql/alert.type';
import { ALERT_READS, type AlertDoc, type AlertReadsDoc, ALERTS } from '../../projections/alerts/alerts.projector';
import { NOTIFICATIONS_PLATFORM, type NotificationsPlatform } from '../../notifications-platform';
import { AlertsQuery } from './alerts.query';

@QueryHandler(AlertsQuery)
export class AlertsHandler implements IQueryHandler<AlertsQuery, AlertsPageType> {
  constructor(@Inject(NOTIFICATIONS_PLATFORM) private readonly platform: NotificationsPlatform) {}

  async execute({ audience, first }: AlertsQuery): Promise<AlertsPageType> {
    const { readModels } = this.platform;
    const readAt = (await readModels.collection<AlertReadsDoc>(ALERT_READS).get(audience))?.readAt ?? '';
    const [docs, unread] = await Promise.all([
      readModels.collection<AlertDoc>(ALERTS).find({
        where: { audience },
        orderBy: [{ field: 'at', direction: 'desc' }],
        limit: first,
      }),
      readModels.collection<AlertDoc>(ALERTS).count({ audience, at: { gt: readAt } }),
    ]);
    return {
      items: docs.map((doc) => ({
        id: doc.alertId,
        kind: doc.kind,
        subject: doc.subject,
        text: doc.text,
        path: doc.path,
        at: doc.at,
        unread: doc.at > readAt,
      })),
      unread,
    };
  }
}
