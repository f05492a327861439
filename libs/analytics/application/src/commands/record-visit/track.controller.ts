import { Body, Controller, HttpCode, HttpStatus, Inject, Post, Req } from '@nestjs/common';
import { TooManyRequestsError } from '@receptionist/contracts';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { RATE_LIMIT_COUNTER, type RateLimitCounter, SlidingWindowLimit } from '@receptionist/rate-limit';
import { RecordVisitCommand } from './record-visit.command';
import { parseTrackRequest } from './track-request';
import { isSpeculativeLoad, visitorOptedOut } from './tracking-signals';

export const TRACK_REQUESTS_PER_MINUTE = 120;

/** POST /api/track: the site reports page views and leads. Answers 204 whether or not the visit was counted. */
@Controller('api/track')
export class TrackController {
  private readonly limit: SlidingWindowLimit;

  constructor(
    private readonly commandBus: CommandBus,
    @Inject(RATE_LIMIT_COUNTER) counter: RateLimitCounter,
  ) {
    this.limit = new SlidingWindowLimit(counter, TRACK_REQUESTS_PER_MINUTE, 60_000);
  }

  @Post()
  @HttpCode(HttpStatus.NO_CONTENT)
  async track(@Req() request: FastifyRequest, @Body() body: unknown): Promise<void> {
    if (!(await this.limit.tryTake(`track:${request.ip}`))) {
      throw new TooManyRequestsError('Too many tracking requests from this address; try again in a minute');
    }
    const input = parseTrackRequest(body);
    if (visitorOptedOut(request.headers) || isSpeculativeLoad(request.headers)) return;
    await this.commandBus.execute(
      new RecordVisitCommand({ ...input, userAgent: request.headers['user-agent'] ?? null, siteHost: request.headers.host ?? null }),
    );
  }
}
