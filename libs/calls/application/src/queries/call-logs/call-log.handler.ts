import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CallNotFoundError } from '@receptionist/calls-domain';
import { CALLS_PLATFORM, type CallsPlatform } from '../../calls-platform';
import { CALL_LOGS, type CallLogDoc } from '../../projections/call-logs/call-logs.projector';
import { type CallDetailDoc, loadCallDetail } from './call-detail';
import { CallLogQuery } from './call-log.query';

@QueryHandler(CallLogQuery)
export class CallLogHandler implements IQueryHandler<CallLogQuery, CallDetailDoc> {
  constructor(@Inject(CALLS_PLATFORM) private readonly platform: CallsPlatform) {}

  async execute({ clientId, callId }: CallLogQuery): Promise<CallDetailDoc> {
    const doc = await this.platform.readModels.collection<CallLogDoc>(CALL_LOGS).get(callId);
    if (!doc || doc.client_id !== clientId) throw new CallNotFoundError();
    return loadCallDetail(this.platform.eventStore, doc);
  }
}
