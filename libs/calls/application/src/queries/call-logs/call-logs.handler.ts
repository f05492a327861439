import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CALLS_PLATFORM, type CallsPlatform } from '../../calls-platform';
import { CALL_LOGS, type CallLogDoc } from '../../projections/call-logs/call-logs.projector';
import { callLogWhere } from './call-log-filter';
import { CallLogsQuery } from './call-logs.query';

@QueryHandler(CallLogsQuery)
export class CallLogsHandler implements IQueryHandler<CallLogsQuery, { docs: CallLogDoc[]; total: number }> {
  constructor(@Inject(CALLS_PLATFORM) private readonly platform: CallsPlatform) {}

  async execute({ clientId, filter, limit, offset }: CallLogsQuery): Promise<{ docs: CallLogDoc[]; total: number }> {
    const calls = this.platform.readModels.collection<CallLogDoc>(CALL_LOGS);
    const where = callLogWhere(clientId, filter);
    const orderBy = [{ field: 'started_at', direction: 'desc' as const }, { field: 'id' }];
    const [docs, total] = await Promise.all([calls.find({ where, orderBy, limit, offset }), calls.count(where)]);
    return { docs, total };
  }
}
