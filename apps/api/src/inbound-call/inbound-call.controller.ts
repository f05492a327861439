import { BadRequestException, Body, Controller, Headers, HttpCode, Post, Req, Res, type RawBodyRequest } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { QueryBus } from '@nestjs/cqrs';
import { WEBHOOK_SECRET } from '@receptionist/calls-application';
import { verifyWebhookSignature, WEBHOOK_SIGNATURE_HEADER } from '@receptionist/calls-domain';
import { InboundCallQuery, parseInboundCallRequest } from '@receptionist/clients-application';
import type { InboundCallAnswer } from '@receptionist/clients-domain';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * POST /webhooks/inbound-call: the voice platform asks how to answer a ringing number (libs/calls/README.md,
 * "Inbound calls"). Signed exactly like the call-report webhook, with the same secret. 200 with the answer (or
 * `{status:'inactive'}`), 404 `{status:'not_ours'}`, 401 bad or stale signature, 400 invalid body. Lives in the API
 * because it joins two contexts: the signature of calls and the rules of clients.
 */
@Controller('webhooks/inbound-call')
export class InboundCallController {
  private secret: string | null = null;

  constructor(
    private readonly queryBus: QueryBus,
    private readonly moduleRef: ModuleRef,
  ) {}

  @Post()
  @HttpCode(200)
  async answer(
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers(WEBHOOK_SIGNATURE_HEADER) signature: string | undefined,
    @Body() body: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<InboundCallAnswer> {
    if (!request.rawBody) throw new BadRequestException('Send the request as JSON with Content-Type: application/json');
    this.secret ??= this.moduleRef.get<string>(WEBHOOK_SECRET, { strict: false });
    verifyWebhookSignature(this.secret, signature, request.rawBody, Math.floor(Date.now() / 1000));
    const { calledNumber, at } = parseInboundCallRequest(body);
    const answer: InboundCallAnswer = await this.queryBus.execute(new InboundCallQuery(calledNumber, at ?? new Date()));
    if (answer.status === 'not_ours') reply.status(404);
    return answer;
  }
}
