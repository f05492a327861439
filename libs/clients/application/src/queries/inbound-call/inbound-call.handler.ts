import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import {
  clientDecider,
  clientStream,
  inboundCallAnswer,
  type InboundCallAnswer,
  phoneLineDecider,
  phoneLineStream,
} from '@receptionist/clients-domain';
import { fold } from '@receptionist/domain-kit';
import { CLIENTS_PLATFORM, type ClientsPlatform } from '../../clients-platform';
import { CLIENT_SNAPSHOTS, type ClientSnapshotDoc } from '../../projections/client-snapshots/client-snapshots.projector';
import { InboundCallQuery } from './inbound-call.query';

/**
 * Read-your-writes, as the call webhook: the called line's stream, then its holder's client stream from the
 * snapshot read model on (only the events after it are read), so a rule saved a moment ago, a number just assigned
 * or a client just deactivated shows in the very next answer.
 */
@QueryHandler(InboundCallQuery)
export class InboundCallHandler implements IQueryHandler<InboundCallQuery, InboundCallAnswer> {
  constructor(@Inject(CLIENTS_PLATFORM) private readonly platform: ClientsPlatform) {}

  async execute({ calledNumber, at }: InboundCallQuery): Promise<InboundCallAnswer> {
    const { eventStore, readModels } = this.platform;
    const line = fold(phoneLineDecider, await eventStore.readStream(phoneLineStream(calledNumber)));
    if (line.clientId === null) return { status: 'not_ours' };
    const snapshot = await readModels.collection<ClientSnapshotDoc>(CLIENT_SNAPSHOTS).get(line.clientId);
    const tail = await eventStore.readStream(clientStream(line.clientId), { fromRevision: snapshot ? snapshot.revision + 1 : 0 });
    const client = fold(clientDecider, tail, snapshot?.state ?? clientDecider.initialState);
    return inboundCallAnswer(line, client, calledNumber, at);
  }
}
