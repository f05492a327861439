import { Readable } from 'node:stream';
import { Controller, Get, Inject, Query, Res, UseGuards } from '@nestjs/common';
import { type EventLogQuery, readEventLogPage } from '@receptionist/contexts';
import { DomainError } from '@receptionist/contracts';
import type { StoredEvent } from '@receptionist/event-store';
import { AuthGuard, type AuthContext, CurrentUser, seesMaskedPersonalData, UserAccounts } from '@receptionist/identity-application';
import type { FastifyReply } from 'fastify';
import Papa from 'papaparse';
import { PLATFORM, type Platform } from '../infrastructure/platform';
import { checkedEventLogFilter, invalid } from './event-log-filter';
import { redactPersonal } from './personal-values';

/** An export holds at most this many events; narrow the filter for more. */
export const EVENT_EXPORT_MAX = 100_000;
const EXPORT_PAGE = 500;
const CSV_COLUMNS = ['position', 'occurredAt', 'type', 'stream', 'revision', 'actorId', 'correlationId', 'causationId', 'data'] as const;

const text = (query: Record<string, unknown>, name: string) => (typeof query[name] === 'string' ? (query[name] as string) : null);

/**
 * GET /api/events.ndjson and /api/events.csv with the explorer's filter as query parameters (types comma-separated,
 * stream, actorId, correlationId, eventId, from, to, text): the matching events newest first, streamed page by page. Admins and
 * analysts (personal values redacted for analysts without `analyst:pii`); roles are read from the user's stream.
 */
@Controller('api')
@UseGuards(AuthGuard)
export class EventLogExportController {
  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    private readonly accounts: UserAccounts,
  ) {}

  @Get('events.ndjson')
  ndjson(@CurrentUser() user: AuthContext, @Query() query: Record<string, unknown>, @Res() reply: FastifyReply): Promise<void> {
    return this.export(user, query, reply, 'ndjson');
  }

  @Get('events.csv')
  csv(@CurrentUser() user: AuthContext, @Query() query: Record<string, unknown>, @Res() reply: FastifyReply): Promise<void> {
    return this.export(user, query, reply, 'csv');
  }

  private async export(user: AuthContext, query: Record<string, unknown>, reply: FastifyReply, format: 'ndjson' | 'csv'): Promise<void> {
    const roles = (await this.accounts.load(user.userId)).roles;
    if (!roles.includes('admin') && !roles.includes('analyst')) throw new DomainError('forbidden', 'Administrators and analysts only');
    const types = text(query, 'types');
    const filter = checkedEventLogFilter({
      types: types ? types.split(',').map((type) => type.trim()) : null,
      streamPrefix: text(query, 'stream'),
      actorId: text(query, 'actorId'),
      correlationId: text(query, 'correlationId'),
      eventId: text(query, 'eventId'),
      from: text(query, 'from'),
      to: text(query, 'to'),
      text: text(query, 'text'),
    });
    if (!this.platform.eventStore.readBackward) throw invalid('This event store cannot be exported from');
    const masked = seesMaskedPersonalData(roles);
    const lines = exportLines(this.platform, filter, masked, format);
    await reply
      .header('content-type', format === 'csv' ? 'text/csv; charset=utf-8' : 'application/x-ndjson; charset=utf-8')
      .header('content-disposition', `attachment; filename="events.${format}"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(lines, { objectMode: false }));
  }
}

async function* exportLines(platform: Platform, filter: EventLogQuery, masked: boolean, format: 'ndjson' | 'csv'): AsyncGenerator<string> {
  const row = (event: StoredEvent) => {
    const data = masked ? redactPersonal(event.data) : event.data;
    const { actorId, correlationId, causationId, occurredAt } = event.metadata;
    return {
      position: event.position,
      occurredAt,
      type: event.type,
      stream: event.stream,
      revision: event.revision,
      actorId,
      correlationId,
      causationId,
      data,
    };
  };
  if (format === 'csv') yield `${CSV_COLUMNS.join(',')}\r\n`;
  let before: number | null = null;
  for (let exported = 0; exported < EVENT_EXPORT_MAX;) {
    const page = await readEventLogPage(platform.eventStore, filter, before, Math.min(EXPORT_PAGE, EVENT_EXPORT_MAX - exported));
    const rows = page.events.map(row);
    if (rows.length > 0) {
      yield format === 'csv'
        ? `${Papa.unparse(
            rows.map((one) => CSV_COLUMNS.map((column) => (column === 'data' ? JSON.stringify(one.data) : one[column]))),
            { header: false, escapeFormulae: true, newline: '\r\n' },
          )}\r\n`
        : rows.map((one) => `${JSON.stringify(one)}\n`).join('');
    }
    exported += rows.length;
    if (page.nextBefore === null) return;
    before = page.nextBefore;
  }
}
