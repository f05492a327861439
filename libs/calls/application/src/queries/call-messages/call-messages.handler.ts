import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CallMessageNotFoundError } from '@receptionist/calls-domain';
import type { MessageStatusFilter } from '@receptionist/contracts';
import type { OrderBy, Where } from '@receptionist/read-store';
import { CALLS_PLATFORM, type CallsPlatform } from '../../calls-platform';
import { CALL_MESSAGES, type CallMessageDoc, INBOX_COUNTS, type InboxCountsDoc, inboxCountsId } from '../../projections/owner-inbox/owner-inbox.docs';
import { keysetPage } from '../keyset-page';
import { type CallMessagesPageType, type CallMessageType, toCallMessageType } from './call-message.type';
import { CallMessageQuery, CallMessagesQuery } from './call-messages.query';

/** Unhandled urgent, unhandled, handled (the rank), each newest first: every key descending, straight off the index. */
const INBOX_ORDER: OrderBy[] = [
  { field: 'rank', direction: 'desc' },
  { field: 'taken_at', direction: 'desc' },
  { field: 'id', direction: 'desc' },
];

function messagesWhere(clientId: string, status: MessageStatusFilter): Where {
  return status === 'all' ? { client_id: clientId } : { client_id: clientId, handled: status === 'handled' };
}

function totalOf(counts: InboxCountsDoc | null, status: MessageStatusFilter): number {
  const all = counts?.messages ?? 0;
  const unhandled = counts?.unhandled_messages ?? 0;
  return status === 'all' ? all : status === 'unhandled' ? unhandled : all - unhandled;
}

@QueryHandler(CallMessagesQuery)
export class CallMessagesHandler implements IQueryHandler<CallMessagesQuery, CallMessagesPageType> {
  constructor(@Inject(CALLS_PLATFORM) private readonly platform: CallsPlatform) {}

  async execute({ clientId, status, first, after }: CallMessagesQuery): Promise<CallMessagesPageType> {
    const messages = this.platform.readModels.collection<CallMessageDoc>(CALL_MESSAGES);
    const [page, counts] = await Promise.all([
      keysetPage(messages, { where: messagesWhere(clientId, status), orderBy: INBOX_ORDER, first, after }),
      this.platform.readModels.collection<InboxCountsDoc>(INBOX_COUNTS).get(inboxCountsId(clientId)),
    ]);
    return { items: page.docs.map(toCallMessageType), nextCursor: page.nextCursor, total: totalOf(counts, status) };
  }
}

@QueryHandler(CallMessageQuery)
export class CallMessageHandler implements IQueryHandler<CallMessageQuery, CallMessageType> {
  constructor(@Inject(CALLS_PLATFORM) private readonly platform: CallsPlatform) {}

  async execute({ clientId, messageId }: CallMessageQuery): Promise<CallMessageType> {
    const doc = await this.platform.readModels.collection<CallMessageDoc>(CALL_MESSAGES).get(messageId);
    if (!doc || doc.client_id !== clientId) throw new CallMessageNotFoundError();
    return toCallMessageType(doc);
  }
}
