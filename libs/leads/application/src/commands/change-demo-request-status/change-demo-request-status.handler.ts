import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { handleCommand } from '@receptionist/cqrs';
import { demoRequestDecider, demoRequestStream } from '@receptionist/leads-domain';
import { LEADS_PLATFORM, type LeadsPlatform } from '../../leads-platform';
import type { AdminCommandResult } from '../admin-command-result';
import { ChangeDemoRequestStatusCommand } from './change-demo-request-status.command';

@CommandHandler(ChangeDemoRequestStatusCommand)
export class ChangeDemoRequestStatusHandler implements ICommandHandler<ChangeDemoRequestStatusCommand, AdminCommandResult> {
  constructor(@Inject(LEADS_PLATFORM) private readonly platform: LeadsPlatform) {}

  async execute({ requestId, status, expectedRevision, by }: ChangeDemoRequestStatusCommand): Promise<AdminCommandResult> {
    const { position } = await handleCommand(this.platform.eventStore, {
      stream: demoRequestStream(requestId),
      decider: demoRequestDecider,
      command: { type: 'ChangeDemoRequestStatus', data: { requestId, status, expectedRevision, by } },
      metadata: { actorId: by.userId },
    });
    return { position };
  }
}
