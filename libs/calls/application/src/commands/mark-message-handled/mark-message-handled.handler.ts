import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CallMessageNotFoundError, callDecider, callKeyOfOutcomeId, callStream } from '@receptionist/calls-domain';
import { handleCommand } from '@receptionist/cqrs';
import { CALLS_PLATFORM, type CallsPlatform } from '../../calls-platform';
import { MarkMessageHandledCommand } from './mark-message-handled.command';

@CommandHandler(MarkMessageHandledCommand)
export class MarkMessageHandledHandler implements ICommandHandler<MarkMessageHandledCommand, { position: number | null }> {
  constructor(@Inject(CALLS_PLATFORM) private readonly platform: CallsPlatform) {}

  async execute({ clientId, messageId, handled, by }: MarkMessageHandledCommand): Promise<{ position: number | null }> {
    const callKey = callKeyOfOutcomeId(messageId, clientId, 'message');
    if (callKey === null) throw new CallMessageNotFoundError();
    const { position } = await handleCommand(this.platform.eventStore, {
      stream: callStream(callKey),
      decider: callDecider,
      command: { type: 'MarkMessageHandled', data: { messageId, handled, by } },
      metadata: { actorId: by.userId },
    });
    return { position };
  }
}
