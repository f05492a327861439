import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { alertReadsStream } from '@receptionist/notifications-domain';
import { ALERTS_PROJECTOR } from '../../projections/alerts/alerts.projector';
import { NOTIFICATIONS_PLATFORM, type NotificationsPlatform } from '../../notifications-platform';
import { MarkAlertsReadCommand } from './mark-alerts-read.command';

/** Marks the whole list read as of now ("mark all read"); the bell's count follows once the projector applied it. */
@CommandHandler(MarkAlertsReadCommand)
export class MarkAlertsReadHandler implements ICommandHandler<MarkAlertsReadCommand, void> {
  constructor(@Inject(NOTIFICATIONS_PLATFORM) private readonly platform: NotificationsPlatform) {}

  async execute({ audience, by }: MarkAlertsReadCommand): Promise<void> {
    const event = { type: 'AlertsRead', data: { audience, readAt: new Date().toISOString(), by }, metadata: { actorId: by.userId } };
    const { position } = await this.platform.eventStore.append(alertReadsStream(audience), [event], 'any');
    await this.platform.projections.waitFor(position, { projectors: [ALERTS_PROJECTOR] });
  }
}
