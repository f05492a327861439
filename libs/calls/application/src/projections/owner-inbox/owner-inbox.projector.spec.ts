import { type CallEvent, callDecider, type CallOutcomes, type LogCall } from '@receptionist/calls-domain';
import type { StoredEvent } from '@receptionist/event-store';
import { inMemoryProjectionContext, type ProjectionContext } from '@receptionist/projections';
import { APPOINTMENTS, CALL_MESSAGES, CALL_TRANSFERS, INBOX_COUNTS } from './owner-inbox.docs';
import { ownerInboxProjector } from './owner-inbox.projector';

let position = 0;
function stored(event: CallEvent, occurredAt = '2030-01-02T12:00:00.000Z'): StoredEvent {
  position++;
  const metadata = { actorId: null, correlationId: 'c', causationId: null, occurredAt };
  return { eventId: `e-${position}`, type: event.type, data: event.data, metadata, stream: 'call-k', revision: position - 1, position };
}

const owner = { userId: 'u-1', email: 'owner@example.com' };
const details = {
  callerNumber: '+1 555 0100',
  startedAt: '2030-01-02T10:00:00.000Z',
  durationSeconds: 90,
  outcome: 'booked_appointment' as const,
  callType: 'inbound' as const,
  transcript: null,
  summary: null,
  sentiment: null,
  topic: null,
  agent: 'sales' as const,
};
const outcomes: CallOutcomes = {
  appointment: { kind: 'test_drive', startsAt: '2030-01-05T15:00:00.000Z', customerName: 'Ana', vehicle: 'Camry', concern: null },
  message: { callerName: 'Ana', callbackNumber: '+1 555 0100', text: 'Call me', urgency: 'urgent' },
  transfer: { department: 'sales', toName: null, toNumber: '+1 555 0200', answered: false },
  sms: null,
};
const callOf = (key: string): LogCall => ({
  type: 'LogCall',
  data: { callId: `client-1:${key}`, clientId: 'client-1', platformCallId: key, details, outcomes },
});
const decided = (command: Parameters<typeof callDecider.decide>[0], history: CallEvent[] = []) =>
  callDecider.decide(command, history.reduce(callDecider.evolve, callDecider.initialState), { now: new Date(), actorId: null });

async function project(context: ProjectionContext, events: CallEvent[], occurredAt?: string) {
  for (const event of events) {
    const handler = ownerInboxProjector.handlers[event.type];
    if (handler) await handler(stored(event, occurredAt), context);
  }
}

describe('owner_inbox projector', () => {
  it('lists the appointment, the message and the transfer of a call, and counts the message', async () => {
    const { context, docs } = inMemoryProjectionContext();
    await project(context, decided(callOf('k1')));
    expect(docs(APPOINTMENTS)).toEqual([
      {
        id: 'client-1:k1:appointment',
        client_id: 'client-1',
        call_id: 'client-1:k1',
        agent: 'sales',
        kind: 'test_drive',
        starts_at: '2030-01-05T15:00:00.000Z',
        customer_name: 'Ana',
        vehicle: 'Camry',
        concern: null,
        status: 'booked',
        booked_at: details.startedAt,
      },
    ]);
    expect(docs(CALL_MESSAGES)).toEqual([expect.objectContaining({ id: 'client-1:k1:message', handled: false, handled_at: null, rank: 2 })]);
    expect(docs(CALL_TRANSFERS)).toEqual([
      { id: 'client-1:k1:transfer', client_id: 'client-1', call_id: 'client-1:k1', department: 'sales', answered: false, at: details.startedAt },
    ]);
    expect(docs(INBOX_COUNTS)).toEqual([{ id: 'client-1:messages', messages: 1, unhandled_messages: 1 }]);
  });

  it('follows status changes and handled/reopened messages, keeping the counts', async () => {
    const { context, docs } = inMemoryProjectionContext();
    const logged = decided(callOf('k1'));
    await project(context, [...logged, ...decided(callOf('k2'))]);
    const cancelled = decided(
      { type: 'ChangeAppointmentStatus', data: { appointmentId: 'client-1:k1:appointment', status: 'cancelled', by: owner } },
      logged,
    );
    const handled = decided({ type: 'MarkMessageHandled', data: { messageId: 'client-1:k1:message', handled: true, by: owner } }, logged);
    await project(context, [...cancelled, ...handled], '2030-01-03T08:00:00.000Z');
    expect(docs(APPOINTMENTS).map((doc) => [doc.id, doc['status']])).toEqual([
      ['client-1:k1:appointment', 'cancelled'],
      ['client-1:k2:appointment', 'booked'],
    ]);
    expect(docs(CALL_MESSAGES).find((doc) => doc.id === 'client-1:k1:message')).toMatchObject({
      handled: true,
      handled_at: '2030-01-03T08:00:00.000Z',
      rank: 0,
    });
    expect(docs(INBOX_COUNTS)).toEqual([{ id: 'client-1:messages', messages: 2, unhandled_messages: 1 }]);

    const reopened = decided({ type: 'MarkMessageHandled', data: { messageId: 'client-1:k1:message', handled: false, by: owner } }, [
      ...logged,
      ...handled,
    ]);
    await project(context, reopened);
    expect(docs(CALL_MESSAGES).find((doc) => doc.id === 'client-1:k1:message')).toMatchObject({ handled: false, handled_at: null, rank: 2 });
    expect(docs(INBOX_COUNTS)).toEqual([{ id: 'client-1:messages', messages: 2, unhandled_messages: 2 }]);
  });

  it('subscribes to the outcome events only, never to every call', () => {
    expect([...ownerInboxProjector.eventTypes].sort()).toEqual(
      ['AppointmentBooked', 'AppointmentStatusChanged', 'CallTransferred', 'MessageHandled', 'MessageTaken'].sort(),
    );
  });
});
