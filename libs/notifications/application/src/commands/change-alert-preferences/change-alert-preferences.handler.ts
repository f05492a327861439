import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { handleCommand } from '@receptionist/cqrs';
import { alertPreferencesDecider, alertPreferencesStream } from '@receptionist/notifications-domain';
import { NOTIFICATIONS_PLATFORM, type NotificationsPlatform } from '../../notifications-platform';
import { ChangeAlertPreferencesCommand } from './change-alert-preferences.command';

@CommandHandler(ChangeAlertPreferencesCommand)
export class ChangeAlertPreferencesHandler implements ICommandHandler<ChangeAlertPreferencesCommand, void> {
  constructor(@Inject(NOTIFICATIONS_PLATFORM) private readonly platform: NotificationsPlatform) {}

  async execute({ clientId, preferences, by }: ChangeAlertPreferencesCommand): Promise<void> {
    await handleCommand(this.platform.eventStore, {
      stream: alertPreferencesStream(clientId),
      decider: alertPreferencesDecider,
      command: { type: 'ChangeAlertPreferences', data: { clientId, preferences, by } },
      metadata: { actorId: by.userId },
    });
  }
}
