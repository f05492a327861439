import type { AppointmentBooked, AppointmentStatusChanged, CallTransferred, MessageHandled, MessageTaken } from '@receptionist/calls-domain';
import type { StoredEvent } from '@receptionist/event-store';
import { defineProjector, type ProjectionContext } from '@receptionist/projections';
import {
  APPOINTMENTS,
  type AppointmentDoc,
  CALL_MESSAGES,
  CALL_TRANSFERS,
  type CallMessageDoc,
  type CallTransferDoc,
  INBOX_COUNTS,
  type InboxCountsDoc,
  inboxCountsId,
  messageRank,
  OWNER_INBOX,
  transferDocId,
} from './owner-inbox.docs';

async function countMessages(context: ProjectionContext, clientId: string, change: { messages?: number; unhandled: number }) {
  const id = inboxCountsId(clientId);
  const counts = (await context.get<InboxCountsDoc>(INBOX_COUNTS, id)) ?? { id, messages: 0, unhandled_messages: 0 };
  context.put(INBOX_COUNTS, {
    ...counts,
    messages: counts.messages + (change.messages ?? 0),
    unhandled_messages: counts.unhandled_messages + change.unhandled,
  });
}

/**
 * What the receptionist booked and took for the owner, and the transfers nobody answered: the appointments and
 * messages screens, the sidebar counts and the dashboard's "Today". Every id starts with the client id (live routing).
 */
export const ownerInboxProjector = defineProjector({
  name: OWNER_INBOX,
  version: 1,
  collections: [
    {
      name: APPOINTMENTS,
      // Upcoming: client + booked + starts_at ascending; past and by agent likewise; "booked today" by booked_at.
      indexes: [
        { fields: ['client_id', 'status', 'starts_at'] },
        { fields: ['client_id', 'agent', 'status', 'starts_at'] },
        { fields: ['client_id', 'starts_at'] },
        { fields: ['client_id', 'agent', 'starts_at'] },
        { fields: ['client_id', 'booked_at'] },
      ],
    },
    {
      name: CALL_MESSAGES,
      // The inbox order (rank, then newest), for all messages or one status.
      indexes: [{ fields: ['client_id', 'rank', 'taken_at'] }, { fields: ['client_id', 'handled', 'rank', 'taken_at'] }],
    },
    { name: CALL_TRANSFERS, indexes: [{ fields: ['client_id', 'answered', 'at'] }] },
    { name: INBOX_COUNTS },
  ],
  handlers: {
    AppointmentBooked: ({ data }: StoredEvent<AppointmentBooked['data']>, context) => {
      const doc: AppointmentDoc = {
        id: data.appointmentId,
        client_id: data.clientId,
        call_id: data.callId,
        agent: data.agent,
        kind: data.kind,
        starts_at: data.startsAt,
        customer_name: data.customerName,
        vehicle: data.vehicle,
        concern: data.concern,
        status: 'booked',
        booked_at: data.bookedAt,
      };
      context.put(APPOINTMENTS, doc);
    },
    AppointmentStatusChanged: async ({ data }: StoredEvent<AppointmentStatusChanged['data']>, context) => {
      const doc = await context.get<AppointmentDoc>(APPOINTMENTS, data.appointmentId);
      if (doc) context.put(APPOINTMENTS, { ...doc, status: data.to });
    },
    MessageTaken: async ({ data }: StoredEvent<MessageTaken['data']>, context) => {
      const doc: CallMessageDoc = {
        id: data.messageId,
        client_id: data.clientId,
        call_id: data.callId,
        agent: data.agent,
        caller_name: data.callerName,
        callback_number: data.callbackNumber,
        text: data.text,
        urgency: data.urgency,
        handled: false,
        taken_at: data.takenAt,
        handled_at: null,
        rank: messageRank(false, data.urgency),
      };
      context.put(CALL_MESSAGES, doc);
      await countMessages(context, data.clientId, { messages: 1, unhandled: 1 });
    },
    MessageHandled: async ({ data, metadata }: StoredEvent<MessageHandled['data']>, context) => {
      const doc = await context.get<CallMessageDoc>(CALL_MESSAGES, data.messageId);
      if (!doc || doc.handled === data.handled) return;
      context.put(CALL_MESSAGES, {
        ...doc,
        handled: data.handled,
        handled_at: data.handled ? metadata.occurredAt : null,
        rank: messageRank(data.handled, doc.urgency),
      });
      await countMessages(context, data.clientId, { unhandled: data.handled ? -1 : 1 });
    },
    CallTransferred: ({ data }: StoredEvent<CallTransferred['data']>, context) => {
      const doc: CallTransferDoc = {
        id: transferDocId(data.callId),
        client_id: data.clientId,
        call_id: data.callId,
        department: data.department,
        answered: data.answered,
        at: data.at,
      };
      context.put(CALL_TRANSFERS, doc);
    },
  },
});
