import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InvalidCallInputError } from '@receptionist/calls-domain';
import { decodePageCursor, encodePageCursor, type OrderBy, sortValuesOf } from '@receptionist/read-store';
import { CALLS_PLATFORM, type CallsPlatform } from '../../calls-platform';
import { CALL_LOGS, type CallLogDoc } from '../../projections/call-logs/call-logs.projector';
import { callLogSelection } from './call-log-filter';
import { CALL_LOGS_COUNT_CAP, type CallLogsPage, CallLogsQuery } from './call-logs.query';

/** Newest first, ties by id (the same direction, so pages come straight off the client_id + started_at index). */
export const CALL_LOG_ORDER: OrderBy[] = [
  { field: 'started_at', direction: 'desc' },
  { field: 'id', direction: 'desc' },
];
export const INVALID_CALLS_CURSOR = 'This page link is no longer valid: go back to the first page.';

@QueryHandler(CallLogsQuery)
export class CallLogsHandler implements IQueryHandler<CallLogsQuery, CallLogsPage> {
  constructor(@Inject(CALLS_PLATFORM) private readonly platform: CallsPlatform) {}

  async execute({ clientId, filter, limit, after }: CallLogsQuery): Promise<CallLogsPage> {
    const cursor = after ? decodePageCursor(after, CALL_LOG_ORDER.length) : undefined;
    if (cursor === null) throw new InvalidCallInputError(INVALID_CALLS_CURSOR);
    const calls = this.platform.readModels.collection<CallLogDoc>(CALL_LOGS);
    const { where, search } = callLogSelection(clientId, filter);
    const rows = await calls.find({ where, search, orderBy: CALL_LOG_ORDER, limit: limit + 1, after: cursor });
    const docs = rows.slice(0, limit);
    const last = docs[docs.length - 1];
    const page = { docs, hasMore: rows.length > limit, endCursor: last ? encodePageCursor(sortValuesOf(last, CALL_LOG_ORDER)) : null };
    // Counted through the index, never past the cap: an honest "10,000+" costs what 10,000 index entries cost.
    const counted = await calls.count(where, { search, limit: CALL_LOGS_COUNT_CAP + 1 });
    return { ...page, total: Math.min(counted, CALL_LOGS_COUNT_CAP), totalCapped: counted > CALL_LOGS_COUNT_CAP };
  }
}
