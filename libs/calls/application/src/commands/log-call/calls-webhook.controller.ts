import { BadRequestException, Body, Controller, Headers, Inject, Post, Req, Res, type RawBodyRequest } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { parseCallReport, verifyWebhookSignature, WEBHOOK_SIGNATURE_HEADER } from '@receptionist/calls-domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { WEBHOOK_SECRET } from '../../calls-platform';
import { LogCallCommand, type LogCallResult } from './log-call.command';

/**
 * POST /webhooks/calls: the voice platform reports a finished call (libs/calls/README.md). 201 for a new call,
 * 200 with the same id for a repeated report; 401 bad or stale signature, 400 invalid body, 404 unknown line,
 * 409 the call id was reported before with other details. Nothing is stored unless the answer is 200 or 201.
 */
@Controller('webhooks/calls')
export class CallsWebhookController {
  constructor(
    private readonly commandBus: CommandBus,
    @Inject(WEBHOOK_SECRET) private readonly secret: string,
  ) {}

  @Post()
  async receive(
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers(WEBHOOK_SIGNATURE_HEADER) signature: string | undefined,
    @Body() body: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Pick<LogCallResult, 'id' | 'duplicate'>> {
    if (!request.rawBody) throw new BadRequestException('Send the call as JSON with Content-Type: application/json');
    verifyWebhookSignature(this.secret, signature, request.rawBody, Math.floor(Date.now() / 1000));
    const report = parseCallReport(body);
    const line = report.clientId ? { clientId: report.clientId } : { calledNumber: report.calledNumber as string };
    const { id, duplicate } = await this.commandBus.execute(new LogCallCommand(line, report.platformCallId, report.details, report.outcomes));
    reply.status(duplicate ? 200 : 201);
    return { id, duplicate };
  }
}
