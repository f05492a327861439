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
import { InboundCallQuery } from './inbound-call.query';

/**
 * Folds the called line's stream and its holder's client stream (read-your-writes, as the call webhook does: a rule
 * saved a moment ago, a number just assigned or a client just deactivated shows in the very next answer).
 */
@QueryHandler(InboundCallQuery)
export class InboundCallHandler implements IQueryHandler<InboundCallQuery, InboundCallAnswer> {
  constructor(@Inject(CLIENTS_PLATFORM) private readonly platform: ClientsPlatform) {}

  async execute({ calledNumber, at }: InboundCallQuery): Promise<InboundCallAnswer> {
    const line = fold(phoneLineDecider, await this.platform.eventStore.readStream(phoneLineStream(calledNumber)));
    if (line.clientId === null) return { status: 'not_ours' };
    const client = fold(clientDecider, await this.platform.eventStore.readStream(clientStream(line.clientId)));
    return inboundCallAnswer(line, client, calledNumber, at);
  }
}
