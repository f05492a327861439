import { Query } from '@nestjs/cqrs';
import type { MessageStatusFilter } from '@receptionist/contracts';
import type { CallMessagesPageType, CallMessageType } from './call-message.type';

/** One client's messages of a status, in inbox order, a keyset page at a time. */
export class CallMessagesQuery extends Query<CallMessagesPageType> {
  constructor(
    readonly clientId: string,
    readonly status: MessageStatusFilter,
    readonly first: number,
    readonly after: string | null,
  ) {
    super();
  }
}

/** One message of the client; another client's is not found. */
export class CallMessageQuery extends Query<CallMessageType> {
  constructor(
    readonly clientId: string,
    readonly messageId: string,
  ) {
    super();
  }
}
