import { Controller, Get, Header, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { clientIdOfOwner } from '@receptionist/clients-domain';
import { AuthGuard, CurrentUser, type AuthContext } from '@receptionist/identity-application';
import type { CallLogFilter } from './call-log-filter';
import { callLogsToCsv } from './call-logs-csv';
import { CallLogsQuery } from './call-logs.query';

/** Rows in one export at most; the filter narrows larger logs. */
export const CSV_EXPORT_MAX_ROWS = 10_000;

/** GET /api/calls.csv?outcome=&type=&from=&to=&search= with `Authorization: Bearer <access token>`: the caller's filtered calls. */
@Controller('api')
@UseGuards(AuthGuard)
export class CallsCsvController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('calls.csv')
  @Header('content-type', 'text/csv; charset=utf-8')
  @Header('content-disposition', 'attachment; filename="calls.csv"')
  @Header('cache-control', 'no-store')
  async export(@CurrentUser() user: AuthContext, @Query() query: Record<string, unknown>): Promise<string> {
    const text = (name: string) => (typeof query[name] === 'string' ? (query[name] as string) : null);
    const filter: CallLogFilter = { outcome: text('outcome'), type: text('type'), from: text('from'), to: text('to'), search: text('search') };
    const { docs } = await this.queryBus.execute(new CallLogsQuery(clientIdOfOwner(user.userId), filter, CSV_EXPORT_MAX_ROWS, 0));
    return callLogsToCsv(docs);
  }
}
