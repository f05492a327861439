import { Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import { DEMO_REQUEST_ADMIN_MESSAGES, type LeadFormSubmission, TooManyRequestsError } from '@receptionist/contracts';
import { RATE_LIMIT_COUNTER, type RateLimitCounter, SlidingWindowLimit } from '@receptionist/rate-limit';
import type { FastifyReply } from 'fastify';
import { LEADS_CONFIG, type LeadsConfig } from '../../leads-config';
import { demoRequestIdFromKey } from './demo-request-id';
import { DemoRequestFormInput, DemoRequestReceiptType } from './demo-request-form.input';
import { SubmitDemoRequestCommand } from './submit-demo-request.command';

@Resolver()
export class SubmitDemoRequestResolver {
  private readonly limit: SlidingWindowLimit;

  constructor(
    private readonly commandBus: CommandBus,
    @Inject(LEADS_CONFIG) config: LeadsConfig,
    @Inject(RATE_LIMIT_COUNTER) counter: RateLimitCounter,
  ) {
    this.limit = new SlidingWindowLimit(counter, config.submissionsPerIp.limit, config.submissionsPerIp.windowSeconds * 1000);
  }

  @Mutation(() => DemoRequestReceiptType, {
    description:
      "Public: records a book-demo or contact form. Invalid input fails with BAD_USER_INPUT and the first failing rule's message; " +
      'too many submissions from one address fail with TOO_MANY_REQUESTS. Generate idempotencyKey once per form submission ' +
      '(e.g. crypto.randomUUID()) and reuse it for retries.',
  })
  async submitDemoRequest(
    @Args('input') input: DemoRequestFormInput,
    @Args('idempotencyKey') idempotencyKey: string,
    // The whole context: @Context('reply') never resolves with the Mercurius driver.
    @Context() context: { reply: FastifyReply },
  ): Promise<DemoRequestReceiptType> {
    if (!(await this.limit.tryTake(`lead-form:${context.reply.request.ip}`))) {
      throw new TooManyRequestsError(DEMO_REQUEST_ADMIN_MESSAGES.tooManySubmissions);
    }
    const { honeypot, ...submission } = input;
    if (honeypot) return { id: demoRequestIdFromKey(idempotencyKey) };
    const { id } = await this.commandBus.execute(new SubmitDemoRequestCommand(submission as LeadFormSubmission, idempotencyKey));
    return { id };
  }
}
