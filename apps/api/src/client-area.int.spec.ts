import { startTestApi, type TestApi } from './testing/test-api';
import fc from 'fast-check';
import { fuzz } from '@receptionist/fuzz-tally';
import { graphql, postCall, settle } from './testing/client-area-requests';
import { signedInUser, type TestUser } from './testing/test-users';

const CLIENT_FIELDS =
  'id businessName greetingMessage aiVoice aiPersonality phoneNumber phoneNumberRequested forwardingNumber planType requestedPlan monthlyPrice minutesUsed minutesLimit isActive';
const UPDATE = `mutation($field: String!, $value: String!) { updateClientSetting(field: $field, value: $value) { ${CLIENT_FIELDS} } }`;
const HISTORY = '{ settingsHistory(limit: 10) { total items { id field from to changedBy changedByEmail changedAt } } }';

describe('client area over GraphQL', () => {
  let api: TestApi;
  let alice: TestUser;
  let bob: TestUser;
  let admin: TestUser;
  let aliceClientId: string;
  let bobClientId: string;
  beforeAll(async () => {
    api = await startTestApi();
    [alice, bob, admin] = await Promise.all([signedInUser(api, 'client'), signedInUser(api, 'client'), signedInUser(api, 'admin')]);
    aliceClientId = (await graphql(api, '{ myClient { id } }', {}, alice.headers)).data?.myClient.id;
    bobClientId = (await graphql(api, '{ myClient { id } }', {}, bob.headers)).data?.myClient.id;
  });
  afterAll(async () => {
    await api.close();
  });

  it('creates the record with the defaults on the first visit, once', async () => {
    const carol = await signedInUser(api, 'client');
    const [first, second] = await Promise.all([
      graphql(api, `{ myClient { ${CLIENT_FIELDS} } }`, {}, carol.headers),
      graphql(api, `{ myClient { ${CLIENT_FIELDS} } }`, {}, carol.headers),
    ]);
    expect(first.data?.myClient).toEqual({
      id: second.data?.myClient.id,
      businessName: 'My Business',
      greetingMessage: 'Thank you for calling! How can I help you today?',
      aiVoice: 'alloy',
      aiPersonality: 'professional',
      phoneNumber: null,
      phoneNumberRequested: false,
      forwardingNumber: null,
      planType: 'starter',
      requestedPlan: null,
      monthlyPrice: 49,
      minutesUsed: 0,
      minutesLimit: 500,
      isActive: true,
    });
    const created = [];
    for await (const event of api.platform.eventStore.readAll({ filter: { types: ['ClientCreated.v2'] } })) created.push(event.data);
    expect(created.filter((data) => (data as { ownerId: string }).ownerId === carol.userId)).toHaveLength(1);
  });

  it('saves a setting, records who changed what, and records nothing for an unchanged value', async () => {
    const saved = await graphql(api, UPDATE, { field: 'business_name', value: ' Sunrise Motors ' }, alice.headers);
    expect(saved.data?.updateClientSetting.businessName).toBe('Sunrise Motors');
    await graphql(api, UPDATE, { field: 'business_name', value: 'Sunrise Motors' }, alice.headers);
    const history = await graphql(api, HISTORY, {}, alice.headers);
    expect(history.data?.settingsHistory.total).toBe(1);
    expect(history.data?.settingsHistory.items[0]).toMatchObject({
      field: 'business_name',
      from: 'My Business',
      to: 'Sunrise Motors',
      changedBy: alice.userId,
      changedByEmail: alice.email,
    });
  });

  it('restores a past value as a new change', async () => {
    await graphql(api, UPDATE, { field: 'ai_voice', value: 'echo' }, alice.headers);
    await graphql(api, UPDATE, { field: 'ai_voice', value: 'shimmer' }, alice.headers);
    const history = await graphql(api, HISTORY, {}, alice.headers);
    const toEcho = history.data?.settingsHistory.items.find((item: { to: string }) => item.to === 'shimmer');
    const restored = await graphql(api, 'mutation($id: ID!) { restoreSetting(historyId: $id) { aiVoice } }', { id: toEcho.id }, alice.headers);
    expect(restored.data?.restoreSetting.aiVoice).toBe('echo');
    const after = await graphql(api, HISTORY, {}, alice.headers);
    expect(after.data?.settingsHistory.items[0]).toMatchObject({ field: 'ai_voice', from: 'shimmer', to: 'echo' });
  });

  it('rejects invalid settings with the rule message', async () => {
    const answer = await graphql(api, UPDATE, { field: 'forwarding_number', value: 'call me maybe' }, alice.headers);
    expect(answer.errors?.[0]).toMatchObject({ message: 'Invalid phone number format', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('never fails with a server error on fuzzed settings', async () => {
    const field = fc.oneof(fc.constantFrom('business_name', 'greeting_message', 'ai_voice', 'ai_personality', 'forwarding_number'), fc.string());
    await fuzz(
      'client area: updateClientSetting',
      fc.asyncProperty(field, fc.string({ maxLength: 600 }), async (name, value) => {
        const answer = await graphql(api, UPDATE, { field: name, value }, bob.headers);
        for (const error of answer.errors ?? []) expect(error.extensions?.code).toBe('BAD_USER_INPUT');
      }),
      { numRuns: 80 },
    );
  });

  it('requests a phone number and a plan change that admins see and act on', async () => {
    const requested = await graphql(
      api,
      'mutation { requestPhoneNumber { phoneNumberRequested } requestPlanChange(plan: "pro") { requestedPlan } }',
      {},
      alice.headers,
    );
    expect(requested.data).toEqual({ requestPhoneNumber: { phoneNumberRequested: true }, requestPlanChange: { requestedPlan: 'pro' } });
    const list = await graphql(
      api,
      'query($s: String) { clients(search: $s) { items { id ownerEmail ownerFullName phoneNumberRequested requestedPlan } total nextCursor } }',
      { s: alice.email.toUpperCase() },
      admin.headers,
    );
    expect(list.data?.clients).toEqual({
      items: [{ id: aliceClientId, ownerEmail: alice.email, ownerFullName: 'Test client', phoneNumberRequested: true, requestedPlan: 'pro' }],
      total: 1,
      nextCursor: null,
    });
    const changed = await graphql(
      api,
      'mutation($id: ID!) { changePlan(clientId: $id, plan: "pro") { planType minutesLimit monthlyPrice requestedPlan } }',
      { id: aliceClientId },
      admin.headers,
    );
    expect(changed.data?.changePlan).toEqual({ planType: 'pro', minutesLimit: 2000, monthlyPrice: 149, requestedPlan: null });
    const overview = await graphql(api, '{ clientsOverview { totalClients activeClients monthlyRevenue } }', {}, admin.headers);
    expect(overview.data?.clientsOverview.totalClients).toBeGreaterThanOrEqual(2);
  });

  it("lists, filters and exports only the caller's calls", async () => {
    const report = (id: string, clientId: string, outcome: string, caller: string) => ({
      platform_call_id: id,
      client_id: clientId,
      caller_number: caller,
      started_at: new Date().toISOString(),
      duration_seconds: 30,
      outcome,
    });
    await postCall(api, report('a-1', aliceClientId, 'missed', '+1 555 111 0001'));
    await postCall(api, report('a-2', aliceClientId, 'voicemail', '+1 555 222 0002'));
    await postCall(api, report('b-1', bobClientId, 'missed', '+1 555 333 0003'));
    await settle(api);
    const logs = await graphql(
      api,
      '{ recentCalls { id } callLogs(filter: { outcome: "missed" }) { pageInfo { total } items { callerNumber } } }',
      {},
      alice.headers,
    );
    expect(logs.data?.recentCalls).toHaveLength(2);
    expect(logs.data?.callLogs).toEqual({ pageInfo: { total: 1 }, items: [{ callerNumber: '+1 555 111 0001' }] });
    const search = await graphql(api, '{ callLogs(filter: { search: "222" }) { pageInfo { total } } }', {}, alice.headers);
    expect(search.data?.callLogs.pageInfo.total).toBe(1);
    const csv = await api.app.inject({ method: 'GET', url: '/api/calls.csv?outcome=missed', headers: alice.headers });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body.split('\r\n').filter(Boolean)).toEqual([
      'Date,Caller,Duration,Duration (seconds),Outcome,Type,Sentiment,Topic,Summary',
      expect.stringMatching(/^\d{4}-.*,\+1 555 111 0001,30s,30,Missed,inbound,,,$/),
    ]);
    expect((await api.app.inject({ method: 'GET', url: '/api/calls.csv' })).statusCode).toBe(401);
  });

  it('finds calls by the digits of the caller number and pages them by cursor, newest first', async () => {
    const started = Date.parse('2026-02-01T10:00:00.000Z');
    const callers = ['+1 (555) 123-4567', '+1 212 555 0100', '+44 20 7946 0958'];
    for (const [index, caller] of callers.entries()) {
      await postCall(api, {
        platform_call_id: `digits-${index}`,
        client_id: aliceClientId,
        caller_number: caller,
        started_at: new Date(started - index * 60_000).toISOString(),
        duration_seconds: 10,
        outcome: 'completed',
      });
    }
    await settle(api);
    const BY_NUMBER = 'query($s: String) { callLogs(filter: { search: $s }) { pageInfo { total } items { callerNumber } } }';
    const numbers = async (search: string) => (await graphql(api, BY_NUMBER, { s: search }, alice.headers)).data?.callLogs;
    expect(await numbers('555-12')).toEqual({ pageInfo: { total: 1 }, items: [{ callerNumber: '+1 (555) 123-4567' }] });
    expect(await numbers('55512')).toEqual({ pageInfo: { total: 1 }, items: [{ callerNumber: '+1 (555) 123-4567' }] });
    expect(await numbers('7946 0958')).toEqual({ pageInfo: { total: 1 }, items: [{ callerNumber: '+44 20 7946 0958' }] });

    const PAGE = 'query($after: String) { callLogs(limit: 2, after: $after) { pageInfo { total hasMore endCursor } items { id startedAt } } }';
    const seen: string[] = [];
    let after: string | null = null;
    let total = 0;
    for (let pages = 0; pages < 10; pages++) {
      const page: { pageInfo: { total: number; hasMore: boolean; endCursor: string | null }; items: Array<{ id: string; startedAt: string }> } = (
        await graphql(api, PAGE, { after }, alice.headers)
      ).data?.callLogs;
      total = page.pageInfo.total;
      seen.push(...page.items.map((item) => item.startedAt));
      if (!page.pageInfo.hasMore) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toHaveLength(total);
    expect([...seen].sort().reverse()).toEqual(seen);
    const refused = await graphql(api, PAGE, { after: 'bm90LWEtY3Vyc29y' }, alice.headers);
    expect(refused.errors?.[0]?.message).toBe('This page link is no longer valid: go back to the first page.');
  });

  describe('authorization matrix', () => {
    it('keeps each client to its own calls', async () => {
      await postCall(api, {
        platform_call_id: 'bob-secret',
        client_id: bobClientId,
        caller_number: '+1 555 0000',
        started_at: new Date().toISOString(),
        duration_seconds: 5,
      });
      await settle(api);
      const bobCalls = await graphql(api, '{ callLogs { items { id } } }', {}, bob.headers);
      const bobCallId = bobCalls.data?.callLogs.items[0].id;
      expect(bobCallId.startsWith(bobClientId)).toBe(true);
      const stolen = await graphql(api, 'query($id: ID!) { callLog(id: $id) { id } }', { id: bobCallId }, alice.headers);
      expect(stolen.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      const aliceCalls = await graphql(api, '{ callLogs(limit: 100) { items { id } } }', {}, alice.headers);
      expect(aliceCalls.data?.callLogs.items.every(({ id }: { id: string }) => id.startsWith(aliceClientId))).toBe(true);
    });

    it("refuses to restore another client's history entry", async () => {
      await graphql(api, UPDATE, { field: 'greeting_message', value: 'Bob here' }, bob.headers);
      const bobHistory = await graphql(api, HISTORY, {}, bob.headers);
      const entry = bobHistory.data?.settingsHistory.items[0].id;
      const answer = await graphql(api, 'mutation($id: ID!) { restoreSetting(historyId: $id) { id } }', { id: entry }, alice.headers);
      expect(answer.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      const bobClient = await graphql(api, '{ myClient { greetingMessage } }', {}, bob.headers);
      expect(bobClient.data?.myClient.greetingMessage).toBe('Bob here');
    });

    const ownerOperations = [
      '{ myClient { id } }',
      '{ settingsHistory { total } }',
      '{ recentCalls { id } }',
      '{ callLogs { pageInfo { total } } }',
      '{ usage { minutesUsed } }',
      'mutation { updateClientSetting(field: "business_name", value: "X") { id } }',
      'mutation { requestPhoneNumber { id } }',
      'mutation { recordTestCall(durationSeconds: 5) { id } }',
    ];
    const adminOperations = [
      '{ clients { items { id } } }',
      '{ clientsOverview { totalClients } }',
      'mutation($id: ID!) { assignPhoneNumber(clientId: $id, phoneNumber: "+1 555 777 0000") { id } }',
      'mutation($id: ID!) { changePlan(clientId: $id, plan: "enterprise") { id } }',
      'mutation($id: ID!) { setClientActive(clientId: $id, active: false) { id } }',
    ];

    it.each(ownerOperations)('refuses %s without a session', async (operation) => {
      const answer = await graphql(api, operation);
      expect(answer.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    });

    it.each(adminOperations)('refuses %s to anonymous callers and clients', async (operation) => {
      const anonymous = await graphql(api, operation, { id: bobClientId });
      expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      const client = await graphql(api, operation, { id: bobClientId }, alice.headers);
      expect(client.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    });

    it('lets an admin act on any client', async () => {
      const answer = await graphql(
        api,
        'mutation($id: ID!) { setClientActive(clientId: $id, active: false) { isActive } }',
        { id: bobClientId },
        admin.headers,
      );
      expect(answer.data?.setClientActive.isActive).toBe(false);
      const bobSees = await graphql(api, '{ myClient { isActive } }', {}, bob.headers);
      expect(bobSees.data?.myClient.isActive).toBe(false);
    });
  });
});
