import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APPOINTMENTS, CALL_MESSAGES, CALL_TRANSFERS, INBOX_COUNTS, ownerInboxProjector } from '@receptionist/calls-application';
import { SqliteEventStore } from '@receptionist/event-store';
import { readModelsOf, rebuildProjections } from '@receptionist/projections';
import { SqliteReadStore } from '@receptionist/read-store';
import { callReport, eventCount, graphql, postCall, settle } from './testing/client-area-requests';
import { startTestApi, type TestApi } from './testing/test-api';
import { signedInOwner, type TestUser } from './testing/test-users';

const APPOINTMENT_FIELDS = 'id callId agent kind startsAt customerName vehicle concern status bookedAt callerNumber';
const MESSAGE_FIELDS = 'id callId agent callerName callbackNumber text urgency handled takenAt handledAt';
const TRANSFER_FIELDS = 'department toName toNumber answered at';
const SMS_FIELDS = 'to text status at';
const INBOX = `query($timeZone: String) { ownerInbox(timeZone: $timeZone) { unhandledMessages upcomingAppointments
  today { appointmentsBooked messagesWaiting transfersMissed } } }`;
const SET_STATUS = `mutation($id: ID!, $status: String!) { setAppointmentStatus(id: $id, status: $status) { ${APPOINTMENT_FIELDS} } }`;
const MARK_HANDLED = `mutation($id: ID!, $handled: Boolean!) { markMessageHandled(id: $id, handled: $handled) { ${MESSAGE_FIELDS} } }`;

/** Issue 14: the outcomes a call report carries land in the owner's appointments, messages and inbox counts. */
describe('call outcomes: webhook → appointments, messages, inbox', () => {
  let api: TestApi;
  let owner: TestUser;
  let other: TestUser;
  let clientId: string;
  const startsAt = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 19) + '.000Z';
  const outcomes = {
    started_at: new Date(Date.now() - 120_000).toISOString(),
    agent: 'service',
    appointment: { starts_at: startsAt, kind: 'service', customer_name: 'Maria Lopez', vehicle: '2021 Honda Civic', concern: 'Brakes squeal' },
    message: { caller_name: 'Maria Lopez', callback_number: '+1 555 010 4455', text: 'Please call about the brake quote', urgency: 'urgent' },
    transfer: { department: 'service', to_name: 'Service desk', to_number: '+1 555 010 9000', answered: false },
    sms: { to: '+1 (555) 010-7788', text: 'Your service visit is booked.', status: 'delivered' },
  };

  beforeAll(async () => {
    api = await startTestApi();
    ({ owner, clientId } = await signedInOwner(api));
    ({ owner: other } = await signedInOwner(api));
  });
  afterAll(() => api.close());

  let callId: string;
  const appointmentId = () => `${callId}:appointment`;
  const messageId = () => `${callId}:message`;

  it('turns a signed report with an appointment, an urgent message, an unanswered transfer and an SMS into the owner’s lists', async () => {
    const plain = await postCall(api, callReport(clientId, 'outcomes-plain', { started_at: new Date(Date.now() - 60_000).toISOString() }));
    expect(plain.statusCode).toBe(201);
    const response = await postCall(api, callReport(clientId, 'outcomes-1', outcomes));
    expect(response.statusCode).toBe(201);
    callId = response.json().id;
    await settle(api);

    const lists = await graphql(
      api,
      `{ appointments { items { ${APPOINTMENT_FIELDS} } nextCursor total } callMessages { items { ${MESSAGE_FIELDS} } nextCursor total } }`,
      {},
      owner.headers,
    );
    expect(lists.errors).toBeUndefined();
    expect(lists.data?.appointments).toEqual({
      items: [
        {
          id: appointmentId(),
          callId,
          agent: 'service',
          kind: 'service',
          startsAt,
          customerName: 'Maria Lopez',
          vehicle: '2021 Honda Civic',
          concern: 'Brakes squeal',
          status: 'booked',
          bookedAt: expect.any(String),
          callerNumber: '+1 (555) 010-7788',
        },
      ],
      nextCursor: null,
      total: 1,
    });
    expect(lists.data?.callMessages).toEqual({
      items: [
        {
          id: messageId(),
          callId,
          agent: 'service',
          callerName: 'Maria Lopez',
          callbackNumber: '+1 555 010 4455',
          text: 'Please call about the brake quote',
          urgency: 'urgent',
          handled: false,
          takenAt: expect.any(String),
          handledAt: null,
        },
      ],
      nextCursor: null,
      total: 1,
    });
    const inbox = await graphql(api, INBOX, { timeZone: 'America/New_York' }, owner.headers);
    expect(inbox.data?.ownerInbox).toEqual({
      unhandledMessages: 1,
      upcomingAppointments: 1,
      today: { appointmentsBooked: 1, messagesWaiting: 1, transfersMissed: 1 },
    });
    const detail = await graphql(
      api,
      `query($id: ID!) { callLog(id: $id) { agent appointment { id status } message { id handled } transfer { ${TRANSFER_FIELDS} } sms { ${SMS_FIELDS} } } }`,
      { id: callId },
      owner.headers,
    );
    expect(detail.data?.callLog).toEqual({
      agent: 'service',
      appointment: { id: appointmentId(), status: 'booked' },
      message: { id: messageId(), handled: false },
      transfer: { department: 'service', toName: 'Service desk', toNumber: '+1 555 010 9000', answered: false, at: expect.any(String) },
      sms: { to: '+1 (555) 010-7788', text: 'Your service visit is booked.', status: 'delivered', at: expect.any(String) },
    });
  });

  it('keeps names, numbers and texts of the outcome events sealed at rest', async () => {
    const rawStore = new SqliteEventStore({ file: join(api.config.dataDir, 'events.db') });
    const raw: string[] = [];
    try {
      for await (const event of rawStore.readAll({ filter: { types: ['AppointmentBooked', 'MessageTaken', 'CallTransferred', 'SmsSent'] } })) {
        raw.push(JSON.stringify(event.data));
      }
    } finally {
      await rawStore.close();
    }
    expect(raw).toHaveLength(4);
    for (const secret of ['Maria Lopez', 'Brakes squeal', '010 4455', 'brake quote', 'Service desk', '010 9000', 'visit is booked']) {
      expect(raw.join('\n')).not.toContain(secret);
    }
  });

  it('decides nothing for a retried report, and refuses the same call with other outcome details', async () => {
    const before = await eventCount(api);
    const retried = await postCall(api, callReport(clientId, 'outcomes-1', outcomes));
    expect(retried.statusCode).toBe(200);
    const changed = await postCall(api, callReport(clientId, 'outcomes-1', { ...outcomes, message: { ...outcomes.message, urgency: 'normal' } }));
    expect(changed.statusCode).toBe(409);
    expect(await eventCount(api)).toBe(before);
  });

  it('refuses invalid outcomes with a clear message and stores nothing', async () => {
    const before = await eventCount(api);
    const response = await postCall(api, callReport(clientId, 'outcomes-bad', { message: { ...outcomes.message, callback_number: '12' } }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('message.callback_number: Phone number must be at least 5 characters');
    expect(await eventCount(api)).toBe(before);
  });

  it('lets another client neither see nor change them', async () => {
    const seen = await graphql(api, '{ appointments(when: "past") { total } a: appointments { total } callMessages { total } }', {}, other.headers);
    expect(seen.data).toEqual({ appointments: { total: 0 }, a: { total: 0 }, callMessages: { total: 0 } });
    const before = await eventCount(api);
    const status = await graphql(api, SET_STATUS, { id: appointmentId(), status: 'cancelled' }, other.headers);
    const handled = await graphql(api, MARK_HANDLED, { id: messageId(), handled: true }, other.headers);
    const call = await graphql(api, 'query($id: ID!) { callLog(id: $id) { id } }', { id: callId }, other.headers);
    for (const answer of [status, handled, call]) expect(answer.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(await eventCount(api)).toBe(before);
  });

  it('validates the arguments with clear messages', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      [SET_STATUS, { id: appointmentId(), status: 'lost' }, 'status must be one of: booked, done, no_show, cancelled'],
      [SET_STATUS, { id: 'not-an-id', status: 'done' }, 'id must be an appointment id'],
      [SET_STATUS, { id: messageId(), status: 'done' }, 'id must be an appointment id'],
      [MARK_HANDLED, { id: appointmentId(), handled: true }, 'id must be a message id'],
      [INBOX, { timeZone: 'Mars/Olympus' }, 'timeZone must be an IANA time zone name'],
      ['{ appointments(when: "soon") { total } }', {}, 'when must be one of: upcoming, past'],
      ['{ appointments(agent: "robot") { total } }', {}, 'agent must be one of: sales, service, missed_call'],
      ['{ appointments(first: 0) { total } }', {}, 'first must be from 1 to 100'],
      ['{ callMessages(status: "read") { total } }', {}, 'status must be one of: all, unhandled, handled'],
      ['{ callMessages(after: "garbage!") { total } }', {}, 'This page link is no longer valid'],
    ];
    for (const [query, variables, message] of cases) {
      const answer = await graphql(api, query, variables, owner.headers);
      expect(answer.errors?.[0]).toMatchObject({ message: expect.stringContaining(message), extensions: { code: 'BAD_USER_INPUT' } });
    }
  });

  it('marks the message handled and the appointment done; the counts and lists follow', async () => {
    const handled = await graphql(api, MARK_HANDLED, { id: messageId(), handled: true }, owner.headers);
    expect(handled.data?.markMessageHandled).toMatchObject({ id: messageId(), handled: true, handledAt: expect.any(String) });
    const done = await graphql(api, SET_STATUS, { id: appointmentId(), status: 'done' }, owner.headers);
    expect(done.data?.setAppointmentStatus).toMatchObject({ id: appointmentId(), status: 'done', callerNumber: '+1 (555) 010-7788' });

    const after = await graphql(
      api,
      `
        {
          upcoming: appointments {
            total
          }
          past: appointments(when: "past") {
            items {
              id
              status
            }
            total
          }
          unhandled: callMessages(status: "unhandled") {
            total
          }
          handled: callMessages(status: "handled") {
            items {
              id
            }
            total
          }
        }
      `,
      {},
      owner.headers,
    );
    const inbox = await graphql(api, INBOX, {}, owner.headers);
    expect(after.data).toEqual({
      upcoming: { total: 0 },
      past: { items: [{ id: appointmentId(), status: 'done' }], total: 1 },
      unhandled: { total: 0 },
      handled: { items: [{ id: messageId() }], total: 1 },
    });
    expect(inbox.data?.ownerInbox).toEqual({
      unhandledMessages: 0,
      upcomingAppointments: 0,
      today: { appointmentsBooked: 1, messagesWaiting: 0, transfersMissed: 1 },
    });
    // The same again changes nothing.
    const before = await eventCount(api);
    await graphql(api, MARK_HANDLED, { id: messageId(), handled: true }, owner.headers);
    expect(await eventCount(api)).toBe(before);
  });

  it('pages the inbox in order: unhandled urgent, unhandled, handled, each newest first', async () => {
    const report = (n: number, urgency: string, minutesAgo: number) =>
      postCall(
        api,
        callReport(clientId, `outcomes-page-${n}`, {
          started_at: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
          message: { callback_number: '+1 555 010 0000', text: `Message ${n}`, urgency },
        }),
      );
    for (const [n, urgency, minutesAgo] of [
      [1, 'normal', 50],
      [2, 'urgent', 40],
      [3, 'normal', 30],
      [4, 'urgent', 20],
    ] as const) {
      expect((await report(n, urgency, minutesAgo)).statusCode).toBe(201);
    }
    await settle(api);
    const texts: string[] = [];
    let after: string | null = null;
    do {
      const page: { data: { callMessages: { items: { text: string }[]; nextCursor: string | null; total: number } } | null } = await graphql(
        api,
        'query($after: String) { callMessages(first: 2, after: $after) { items { text } nextCursor total } }',
        { after },
        owner.headers,
      );
      expect(page.data?.callMessages.total).toBe(5);
      texts.push(...(page.data?.callMessages.items.map((item) => item.text) ?? []));
      after = page.data?.callMessages.nextCursor ?? null;
    } while (after);
    expect(texts).toEqual(['Message 4', 'Message 2', 'Message 3', 'Message 1', 'Please call about the brake quote']);
  });

  it('pages past appointments latest first across statuses (started while booked, done, no-show, cancelled)', async () => {
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
    const book = async (n: number, startsHoursAgo: number) => {
      const response = await postCall(
        api,
        callReport(clientId, `outcomes-past-${n}`, { appointment: { starts_at: hoursAgo(startsHoursAgo), kind: 'sales_visit' } }),
      );
      expect(response.statusCode).toBe(201);
      return `${response.json().id}:appointment`;
    };
    const [started, noShow, cancelled, booked] = [await book(1, 5), await book(2, 1), await book(3, 3), await book(4, 2)];
    await settle(api);
    await graphql(api, SET_STATUS, { id: noShow, status: 'no_show' }, owner.headers);
    await graphql(api, SET_STATUS, { id: cancelled, status: 'cancelled' }, owner.headers);
    const ids: string[] = [];
    let after: string | null = null;
    do {
      const page: { data: { appointments: { items: { id: string }[]; nextCursor: string | null; total: number } } | null } = await graphql(
        api,
        'query($after: String) { appointments(when: "past", first: 2, after: $after) { items { id } nextCursor total } }',
        { after },
        owner.headers,
      );
      expect(page.data?.appointments.total).toBe(5);
      ids.push(...(page.data?.appointments.items.map((item) => item.id) ?? []));
      after = page.data?.appointments.nextCursor ?? null;
    } while (after);
    // The first call's appointment (done, in 3 days) is latest; then the ones that started, latest first.
    expect(ids).toEqual([appointmentId(), noShow, booked, cancelled, started]);
  });

  it('builds the same owner_inbox read models again from the events (replay)', async () => {
    await settle(api);
    const dir = mkdtempSync(join(tmpdir(), 'owner-inbox-replay-'));
    const target = new SqliteReadStore({ file: join(dir, 'read-models.db') });
    try {
      await rebuildProjections({ eventStore: api.platform.eventStore, target, projectors: [ownerInboxProjector] });
      const rebuilt = readModelsOf(target, [ownerInboxProjector]);
      for (const collection of [APPOINTMENTS, CALL_MESSAGES, CALL_TRANSFERS, INBOX_COUNTS]) {
        const live = await api.platform.readModels.collection(collection).find({ orderBy: { field: 'id' } });
        expect(live.length).toBeGreaterThan(0);
        expect(await rebuilt.collection(collection).find({ orderBy: { field: 'id' } })).toEqual(live);
      }
    } finally {
      await target.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
