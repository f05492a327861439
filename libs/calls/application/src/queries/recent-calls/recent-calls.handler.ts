import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CALLS_PLATFORM, type CallsPlatform } from '../../calls-platform';
import { CALL_LOGS, type CallLogDoc } from '../../projections/call-logs/call-logs.projector';
import { RecentCallsQuery } from './recent-calls.query';

/** One indexed read of `limit` rows (client, newest start first); never a count. */
@QueryHandler(RecentCallsQuery)
export class RecentCallsHandler implements IQueryHandler<RecentCallsQuery, CallLogDoc[]> {
  constructor(@Inject(CALLS_PLATFORM) private readonly platform: CallsPlatform) {}

  execute({ clientId, limit }: RecentCallsQuery): Promise<CallLogDoc[]> {
    const calls = this.platform.readModels.collection<CallLogDoc>(CALL_LOGS);
    return calls.find({ where: { client_id: clientId }, orderBy: [{ field: 'started_at', direction: 'desc' }, { field: 'id' }], limit });
  }
}
