import { startTestApi, type TestApi } from './testing/test-api';
import fc from 'fast-check';
import { fuzz } from '@receptionist/fuzz-tally';
import { signWebhook } from '@receptionist/calls-domain';
import { PLANS } from '@receptionist/contracts';
import { callReport, eventCount, graphql, postCall, settle, webhookSecretOf } from './testing/client-area-requests';
import { signedInUser, type TestUser } from './testing/test-users';

const USAGE = '{ usage { minutesUsed minutesLimit totalCalls testCalls percentUsed warningLevel } }';

describe('POST /webhooks/calls', () => {
  let api: TestApi;
  let owner: TestUser;
  let clientId: string;
  let callNumber = 0;
  beforeAll(async () => {
    api = await startTestApi();
    owner = await signedInUser(api, 'client');
    const answer = await graphql(api, '{ myClient { id } }', {}, owner.headers);
    clientId = answer.data?.myClient.id;
  });
  afterAll(async () => {
    await api.close();
  });

  const call = (overrides: Record<string, unknown> = {}) => callReport(clientId, `pc-${++callNumber}`, overrides);

  it('logs a signed call: 201 with its id, visible in the log and counted in minutes', async () => {
    const response = await postCall(api, call());
    expect(response.statusCode).toBe(201);
    const { id, duplicate } = response.json();
    expect(id).toMatch(new RegExp(`^${clientId}:`));
    expect(duplicate).toBe(false);
    await settle(api);
    const answer = await graphql(
      api,
      `query($id: ID!) { callLog(id: $id) { callerNumber durationSeconds outcome topic } ${USAGE.slice(1, -1)} }`,
      { id },
      owner.headers,
    );
    expect(answer.data?.callLog).toEqual({
      callerNumber: '+1 (555) 010-7788',
      durationSeconds: 61,
      outcome: 'booked_appointment',
      topic: 'Service booking',
    });
    expect(answer.data?.usage).toMatchObject({ minutesUsed: 2, totalCalls: 1 });
  });

  it('shows the same minutes on every screen: the owner usage and record, the admin list and overview (kept once, by calls)', async () => {
    await postCall(api, call({ duration_seconds: 125 }));
    await settle(api);
    const own = await graphql(api, '{ usage { minutesUsed } myClient { minutesUsed } }', {}, owner.headers);
    const minutes = own.data?.usage.minutesUsed;
    expect(minutes).toBeGreaterThanOrEqual(3);
    expect(own.data?.myClient.minutesUsed).toBe(minutes);
    const admin = await signedInUser(api, 'admin');
    const staff = await graphql(
      api,
      'query($ids: [ID!]) { clients(ids: $ids) { items { minutesUsed } } clientsOverview { totalMinutes } }',
      { ids: [clientId] },
      admin.headers,
    );
    expect(staff.data?.clients.items).toEqual([{ minutesUsed: minutes }]);
    // The only client with calls in this API: the overview's total is its minutes.
    expect(staff.data?.clientsOverview.totalMinutes).toBe(minutes);
  });

  it('answers the same call twice with one call: 200 and the same id, nothing stored', async () => {
    const body = call();
    const first = await postCall(api, body);
    const before = await eventCount(api);
    const again = await postCall(api, { ...body });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ id: first.json().id, duplicate: true });
    expect(await eventCount(api)).toBe(before);
  });

  it('refuses a replayed call id with other details (409) and stores nothing', async () => {
    const body = call();
    await postCall(api, body);
    const before = await eventCount(api);
    const changed = await postCall(api, { ...body, duration_seconds: 999 });
    expect(changed.statusCode).toBe(409);
    expect(await eventCount(api)).toBe(before);
  });

  it.each([
    ['a wrong secret', { secret: 'not-the-secret' }],
    ['a malformed header', { signature: 'sha256=abc' }],
    ['a stale timestamp', { skewSeconds: -302 }],
    ['a timestamp from the future', { skewSeconds: 302 }],
  ])(
    'refuses %s with 401 and stores nothing',
    async (_case, { skewSeconds = 0, ...options }: { skewSeconds?: number; secret?: string; signature?: string }) => {
      const before = await eventCount(api);
      const response = await postCall(api, call(), { ...options, timestamp: Math.floor(Date.now() / 1000) + skewSeconds });
      expect(response.statusCode).toBe(401);
      expect(await eventCount(api)).toBe(before);
    },
  );

  it('refuses a body changed after signing', async () => {
    const body = JSON.stringify(call());
    const timestamp = Math.floor(Date.now() / 1000);
    const response = await postCall(api, body.replace('61', '6'), { signature: signWebhook(webhookSecretOf(api), body, timestamp), timestamp });
    expect(response.statusCode).toBe(401);
  });

  it('explains invalid reports with 400 and an unknown line with 404', async () => {
    const invalid = await postCall(api, call({ duration_seconds: -5 }));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toMatch(/duration_seconds must be a whole number/);
    const unknown = await postCall(api, call({ client_id: undefined, called_number: '+1 555 999 0000' }));
    expect(unknown.statusCode).toBe(404);
  });

  it('routes by called number once an admin assigned it', async () => {
    const admin = await signedInUser(api, 'admin');
    const assigned = await graphql(
      api,
      'mutation($id: ID!) { assignPhoneNumber(clientId: $id, phoneNumber: "+1 (555) 300-4000") { phoneNumber } }',
      { id: clientId },
      admin.headers,
    );
    expect(assigned.data?.assignPhoneNumber.phoneNumber).toBe('+1 (555) 300-4000');
    await settle(api);
    const response = await postCall(api, call({ client_id: undefined, called_number: '+15553004000' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().id.startsWith(`${clientId}:`)).toBe(true);
  });

  it('gives a number to one client only, and a client moved to a new number stops receiving the old one', async () => {
    const admin = await signedInUser(api, 'admin');
    const assign = (id: string, phoneNumber: string) =>
      graphql(
        api,
        'mutation($id: ID!, $n: String!) { assignPhoneNumber(clientId: $id, phoneNumber: $n) { phoneNumber } }',
        { id, n: phoneNumber },
        admin.headers,
      );
    const other = await signedInUser(api, 'client');
    const otherId = (await graphql(api, '{ myClient { id } }', {}, other.headers)).data?.myClient.id;

    expect((await assign(clientId, '+1 555 410 0001')).data?.assignPhoneNumber.phoneNumber).toBe('+1 555 410 0001');
    const taken = await assign(otherId, '+1 (555) 410-0001');
    expect(taken.errors?.[0]).toMatchObject({ message: 'This phone number is already assigned to another client', extensions: { code: 'CONFLICT' } });
    expect((await graphql(api, '{ myClient { phoneNumber } }', {}, other.headers)).data?.myClient.phoneNumber).toBeNull();

    await assign(clientId, '+1 555 410 0002');
    await settle(api);
    expect((await postCall(api, call({ client_id: undefined, called_number: '+15554100001' }))).statusCode).toBe(404);
    expect((await postCall(api, call({ client_id: undefined, called_number: '+15554100002' }))).statusCode).toBe(201);
    expect((await assign(otherId, '+1 555 410 0001')).data?.assignPhoneNumber.phoneNumber).toBe('+1 555 410 0001');
  });

  it('never answers 5xx to fuzzed signed bodies', async () => {
    const field = fc.oneof(fc.constant(undefined), fc.jsonValue(), fc.string());
    const body = fc.oneof(
      fc.jsonValue(),
      fc.record({
        platform_call_id: fc.string(),
        client_id: fc.oneof(field, fc.constant(clientId)),
        caller_number: field,
        started_at: field,
        duration_seconds: field,
        outcome: field,
        call_type: field,
        transcript: field,
      }),
    );
    await fuzz(
      'calls webhook: signed bodies',
      fc.asyncProperty(body, async (input) => {
        const headBefore = await api.platform.eventStore.headPosition();
        const response = await postCall(api, JSON.stringify(input) ?? 'null');
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode >= 300) expect(await api.platform.eventStore.headPosition()).toBe(headBefore);
      }),
      { numRuns: 150 },
    );
  });
});

describe('usage thresholds', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api.close();
  });

  it('records 80% and 100% once each and leaves test calls out of the minutes', async () => {
    const owner = await signedInUser(api, 'client');
    const clientId = (await graphql(api, '{ myClient { id } }', {}, owner.headers)).data?.myClient.id;
    const limit = PLANS.starter.minutesLimit;
    const report = (n: number, minutes: number) => ({
      platform_call_id: `t-${n}`,
      client_id: clientId,
      caller_number: '+1 555 0100',
      started_at: new Date().toISOString(),
      duration_seconds: minutes * 60,
      outcome: 'completed',
    });
    expect((await postCall(api, report(1, limit * 0.8 - 1))).statusCode).toBe(201);
    expect((await postCall(api, report(2, 1))).statusCode).toBe(201);
    expect((await postCall(api, report(3, limit * 0.2))).statusCode).toBe(201);
    expect((await postCall(api, report(4, 5))).statusCode).toBe(201);
    const test = await graphql(
      api,
      'mutation { recordTestCall(durationSeconds: 300, transcript: "AI: Hello") { callType callerNumber } }',
      {},
      owner.headers,
    );
    expect(test.data?.recordTestCall).toEqual({ callType: 'test', callerNumber: 'Browser test' });

    await settle(api);
    const thresholds = [];
    for await (const event of api.platform.eventStore.readAll({ filter: { types: ['UsageThresholdReached.v2'] } })) thresholds.push(event.data);
    expect(thresholds).toEqual([
      expect.objectContaining({ clientId, threshold: 80, minutesUsed: limit * 0.8, minutesLimit: limit }),
      expect.objectContaining({ clientId, threshold: 100, minutesUsed: limit, minutesLimit: limit }),
    ]);
    const usage = await graphql(api, USAGE, {}, owner.headers);
    expect(usage.data?.usage).toEqual({
      minutesUsed: limit + 5,
      minutesLimit: limit,
      totalCalls: 4,
      testCalls: 1,
      percentUsed: 100,
      warningLevel: 100,
    });
  });
});
