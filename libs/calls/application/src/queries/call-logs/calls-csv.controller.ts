import { Readable } from 'node:stream';
import { Controller, Get, Inject, Query, Res, UseGuards } from '@nestjs/common';
import { clientIdOfOwner } from '@receptionist/calls-domain';
import { TooManyRequestsError } from '@receptionist/contracts';
import { AuthGuard, CurrentUser, type AuthContext } from '@receptionist/identity-application';
import type { FastifyReply } from 'fastify';
import { CALLS_PLATFORM, type CallsPlatform } from '../../calls-platform';
import { CALL_LOGS, type CallLogDoc } from '../../projections/call-logs/call-logs.projector';
import { callLogSelection, type CallLogFilter } from './call-log-filter';
import { callLogsCsvChunks } from './call-logs-csv-pages';
import { ExportSlots } from './export-slots';

export const EXPORT_ALREADY_RUNNING = 'An export of your calls is already running. Please wait until it finishes, then try again.';

/**
 * GET /api/calls.csv?outcome=&type=&from=&to=&search= with `Authorization: Bearer <access token>`: the caller's
 * filtered calls, every one of them, streamed page by page (constant memory). One export per user at a time: a second
 * one while the first runs is answered 429.
 */
@Controller('api')
@UseGuards(AuthGuard)
export class CallsCsvController {
  private readonly slots = new ExportSlots();

  constructor(@Inject(CALLS_PLATFORM) private readonly platform: CallsPlatform) {}

  @Get('calls.csv')
  async export(@CurrentUser() user: AuthContext, @Query() query: Record<string, unknown>, @Res() reply: FastifyReply): Promise<void> {
    const text = (name: string) => (typeof query[name] === 'string' ? (query[name] as string) : null);
    const filter: CallLogFilter = { outcome: text('outcome'), type: text('type'), from: text('from'), to: text('to'), search: text('search') };
    const selection = callLogSelection(clientIdOfOwner(user.userId), filter);
    const release = this.slots.tryAcquire(user.userId);
    if (!release) throw new TooManyRequestsError(EXPORT_ALREADY_RUNNING);
    const calls = this.platform.readModels.collection<CallLogDoc>(CALL_LOGS);
    const body = Readable.from(callLogsCsvChunks(calls, selection), { objectMode: false });
    // Ends, fails or is abandoned by the client: the slot is free again.
    body.once('close', release);
    await reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="calls.csv"')
      .header('cache-control', 'no-store')
      .send(body);
  }
}
