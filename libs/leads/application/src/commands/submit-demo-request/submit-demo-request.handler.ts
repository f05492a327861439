import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { validateLeadFormSubmission } from '@receptionist/contracts';
import { handleCommand } from '@receptionist/cqrs';
import { demoRequestDecider, demoRequestStream, invalidDemoRequest } from '@receptionist/leads-domain';
import { LEADS_PLATFORM, type LeadsPlatform } from '../../leads-platform';
import { demoRequestIdFromKey } from './demo-request-id';
import { SubmitDemoRequestCommand, type SubmitDemoRequestResult } from './submit-demo-request.command';

/**
 * A new stream per submission, appended with `no_stream`: of two posts with one key (a double click) one records
 * the lead; the other conflicts, re-decides against the recorded submission and records nothing.
 */
@CommandHandler(SubmitDemoRequestCommand)
export class SubmitDemoRequestHandler implements ICommandHandler<SubmitDemoRequestCommand, SubmitDemoRequestResult> {
  constructor(@Inject(LEADS_PLATFORM) private readonly platform: LeadsPlatform) {}

  async execute({ submission, idempotencyKey }: SubmitDemoRequestCommand): Promise<SubmitDemoRequestResult> {
    const requestId = demoRequestIdFromKey(idempotencyKey);
    const validation = validateLeadFormSubmission(submission);
    if (!validation.ok) throw invalidDemoRequest(validation.error);
    const { position } = await handleCommand(this.platform.eventStore, {
      stream: demoRequestStream(requestId),
      decider: demoRequestDecider,
      command: { type: 'SubmitDemoRequest', data: { requestId, fields: validation.value } },
    });
    return { id: requestId, position };
  }
}
