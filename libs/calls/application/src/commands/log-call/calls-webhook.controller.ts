import { BadRequestException, Body, Controller, Headers, Inject, Post, Req, Res, type RawBodyRequest } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { InvalidCallInputError, parseCallReport, verifyWebhookSignature, WEBHOOK_SIGNATURE_HEADER } from '@receptionist/calls-domain';
import { CONFIG, type Config } from '@receptionist/config';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { WEBHOOK_SECRET } from '../../calls-platform';
import { type IncomingRecording, LogCallCommand, type LogCallResult } from './log-call.command';
import { readMultipartCallReport } from './multipart-call-report';

const isMultipart = (contentType: string | undefined) => /^multipart\/form-data\s*(;|$)/i.test(contentType ?? '');

/**
 * POST /webhooks/calls: the voice platform reports a finished call (libs/calls/README.md), as JSON, or as
 * multipart/form-data with the parts `report` (that JSON) and `recording` (the audio). 201 for a new call, 200 with
 * the same id for a repeated report; 401 bad or stale signature, 400 invalid body, 404 unknown line, 409 the call id
 * was reported before with other details, 413 too large. Nothing is stored unless the answer is 200 or 201.
 */
@Controller('webhooks/calls')
export class CallsWebhookController {
  constructor(
    private readonly commandBus: CommandBus,
    @Inject(WEBHOOK_SECRET) private readonly secret: string,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  @Post()
  async receive(
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers(WEBHOOK_SIGNATURE_HEADER) signature: string | undefined,
    @Body() body: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Pick<LogCallResult, 'id' | 'duplicate'>> {
    if (!request.rawBody) {
      throw new BadRequestException('Send the call as JSON (Content-Type: application/json), or with its recording as multipart/form-data');
    }
    // The signature covers the exact bytes sent: nothing of the body is read before it is verified.
    verifyWebhookSignature(this.secret, signature, request.rawBody, Math.floor(Date.now() / 1000));
    const contentType = request.headers['content-type'];
    const { report: input, recording: upload } = isMultipart(contentType)
      ? await readMultipartCallReport(request.rawBody, contentType as string, this.config.recordings.maxBytes)
      : { report: body, recording: null };
    const report = parseCallReport(input, { allowHttpRecordingUrl: this.config.webhooks.allowPrivate });
    if (upload && report.recordingUrl) throw new InvalidCallInputError('Send the recording as a part or as recording_url, not both');
    const recording: IncomingRecording | null = upload ?? (report.recordingUrl ? { kind: 'url', url: report.recordingUrl } : null);
    const line = report.clientId ? { clientId: report.clientId } : { calledNumber: report.calledNumber as string };
    const { id, duplicate } = await this.commandBus.execute(
      new LogCallCommand(line, report.platformCallId, report.details, report.outcomes, recording),
    );
    reply.status(duplicate ? 200 : 201);
    return { id, duplicate };
  }
}
