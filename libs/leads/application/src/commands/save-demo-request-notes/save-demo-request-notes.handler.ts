import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { handleCommand } from '@receptionist/cqrs';
import { demoRequestDecider, demoRequestStream } from '@receptionist/leads-domain';
import { LEADS_PLATFORM, type LeadsPlatform } from '../../leads-platform';
import type { AdminCommandResult } from '../admin-command-result';
import { SaveDemoRequestNotesCommand } from './save-demo-request-notes.command';

@CommandHandler(SaveDemoRequestNotesCommand)
export class SaveDemoRequestNotesHandler implements ICommandHandler<SaveDemoRequestNotesCommand, AdminCommandResult> {
  constructor(@Inject(LEADS_PLATFORM) private readonly platform: LeadsPlatform) {}

  async execute({ requestId, notes, expectedRevision, by }: SaveDemoRequestNotesCommand): Promise<AdminCommandResult> {
    const { position } = await handleCommand(this.platform.eventStore, {
      stream: demoRequestStream(requestId),
      decider: demoRequestDecider,
      command: { type: 'SaveDemoRequestNotes', data: { requestId, notes, expectedRevision, by } },
      metadata: { actorId: by.userId },
    });
    return { position };
  }
}
