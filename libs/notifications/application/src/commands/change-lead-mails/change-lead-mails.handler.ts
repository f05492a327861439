import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { handleCommand } from '@receptionist/cqrs';
import { leadMailsDecider, leadMailsStream } from '@receptionist/notifications-domain';
import { NOTIFICATIONS_PLATFORM, type NotificationsPlatform } from '../../notifications-platform';
import { ChangeLeadMailsCommand } from './change-lead-mails.command';

/** An administrator's own choice: the stream is theirs (`lead-mails-<their user id>`). */
@CommandHandler(ChangeLeadMailsCommand)
export class ChangeLeadMailsHandler implements ICommandHandler<ChangeLeadMailsCommand, void> {
  constructor(@Inject(NOTIFICATIONS_PLATFORM) private readonly platform: NotificationsPlatform) {}

  async execute({ enabled, by }: ChangeLeadMailsCommand): Promise<void> {
    await handleCommand(this.platform.eventStore, {
      stream: leadMailsStream(by.userId),
      decider: leadMailsDecider,
      command: { type: 'ChangeLeadMails', data: { userId: by.userId, enabled, by } },
      metadata: { actorId: by.userId },
    });
  }
}
