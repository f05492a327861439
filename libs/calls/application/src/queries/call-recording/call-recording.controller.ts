import { Controller, Get, Inject, Param, Query, Req, Res, UseGuards } from '@nestjs/common';
import { DomainError, recordingFileName, TooManyRequestsError } from '@receptionist/contracts';
import { AuthGuard, type AuthContext, CurrentUser, UserAccounts } from '@receptionist/identity-application';
import { RATE_LIMIT_COUNTER, type RateLimitCounter, SlidingWindowLimit } from '@receptionist/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CALLS_PLATFORM, type CallsPlatform } from '../../calls-platform';
import { rangeAnswer } from './byte-range';
import { playableRecording } from './playable-recording';
import { servedContentType } from './recording-file';

export const RECORDING_NOT_FOUND = 'Recording not found';
/** A player asks for a few ranges per play; a user scrubbing several recordings stays far below this. */
export const RECORDING_REQUESTS_PER_MINUTE = 300;
export const RECORDING_RATE_LIMITED = 'Too many recording requests. Please try again in a minute.';

/**
 * GET /api/calls/:callId/recording with `Authorization: Bearer <access token>`: the call's audio, for the owner of
 * the call's client and for administrators; 404 for anyone else, exactly as for a call that does not exist. One
 * `Range: bytes=…` is answered 206 (416 past the end); `?download=1` asks the browser to save it.
 */
@Controller('api/calls')
@UseGuards(AuthGuard)
export class CallRecordingController {
  private readonly limit: SlidingWindowLimit;

  constructor(
    @Inject(CALLS_PLATFORM) private readonly platform: CallsPlatform,
    private readonly accounts: UserAccounts,
    @Inject(RATE_LIMIT_COUNTER) counter: RateLimitCounter,
  ) {
    this.limit = new SlidingWindowLimit(counter, RECORDING_REQUESTS_PER_MINUTE, 60_000);
  }

  @Get(':callId/recording')
  async recording(
    @CurrentUser() user: AuthContext,
    @Param('callId') callId: string,
    @Query('download') download: unknown,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    if (!(await this.limit.tryTake(`recording:${user.userId}`))) throw new TooManyRequestsError(RECORDING_RATE_LIMITED);
    const isAdmin = (await this.accounts.load(user.userId)).roles.includes('admin');
    const found = await playableRecording(this.platform, { userId: user.userId, isAdmin }, callId);
    const blob = found && (await this.platform.blobStore.head(found.recording.blobKey));
    if (!found || !blob) throw new DomainError('not_found', RECORDING_NOT_FOUND);

    const contentType = servedContentType(blob.contentType);
    const disposition = download === '1' ? `attachment; filename="${recordingFileName(found.call.started_at, contentType)}"` : 'inline';
    reply
      .header('accept-ranges', 'bytes')
      .header('cache-control', 'private, no-store')
      .header('content-type', contentType)
      .header('content-disposition', disposition)
      .header('x-content-type-options', 'nosniff');
    const answer = rangeAnswer(request.headers.range, blob.sizeBytes);
    if (answer.kind === 'unsatisfiable') {
      await reply.code(416).header('content-range', `bytes */${blob.sizeBytes}`).header('content-length', 0).send();
      return;
    }
    const range = answer.kind === 'partial' ? answer.range : undefined;
    const body = await this.platform.blobStore.read(found.recording.blobKey, range);
    if (!body) throw new DomainError('not_found', RECORDING_NOT_FOUND);
    if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${blob.sizeBytes}`);
    await reply.header('content-length', range ? range.end - range.start + 1 : blob.sizeBytes).send(body);
  }
}
