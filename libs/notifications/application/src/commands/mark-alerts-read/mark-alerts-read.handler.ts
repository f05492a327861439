import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { handleCommand } from '@receptionist/cqrs';
import { alertReadsDecider, alertReadsStream } from '@receptionist/notifications-domain';
import { ALERTS_PROJECTOR } from '../../projections/alerts/alerts.projector';
import { NOTIFICATIONS_PLATFORM, type NotificationsPlatform } from '../../notifications-platform';
import { MarkAlertsReadCommand } from './mark-alerts-read.command';

/** "Mark all read"; answers once the bell's read model shows it, so the list returned is already read. */
@CommandHandler(MarkAlertsReadCommand)
export class MarkAlertsReadHandler implements ICommandHandler<MarkAlertsReadCommand, void> {
  constructor(@Inject(NOTIFICATIONS_PLATFORM) private readonly platform: NotificationsPlatform) {}

  async execute({ audience, by }: MarkAlertsReadCommand): Promise<void> {
    const { position } = await handleCommand(this.platform.eventStore, {
      stream: alertReadsStream(audience),
      decider: alertReadsDecider,
      command: { type: 'MarkAlertsRead', data: { audience, by } },
      metadata: { actorId: by.userId },
    });
    if (position !== null) await this.platform.projections.waitFor(position, { projectors: [ALERTS_PROJECTOR] });
  }
}
