import { CommandBus } from '@nestjs/cqrs';
import { OpenClientCommand } from '@receptionist/clients-application';
import { randomUUID } from 'node:crypto';
import { UserAccounts } from '@receptionist/identity-application';
import type { WebhookOwner } from '@receptionist/webhooks-domain';
import { graphql, postCall, settle } from '../testing/client-area-requests';
import { startTestApi, type TestApi } from '../testing/test-api';
import { scheduledDelivery } from '../testing/webhook-deliveries';
import { recordingPath, storeTestRecording } from '../testing/test-recordings';
import { signedInUser, type TestUser } from '../testing/test-users';
import { forgedTokens, mfaUser, revokedSessionToken } from './attack-tokens';
import { documentFor, operationKey, type SchemaOperation, schemaOperations } from './graphql-operations';

/** A signed-in user with a client record, one settings change and one logged call (with an appointment and a message) of its own. */
interface Party {
  user: TestUser;
  clientId: string;
  businessName: string;
  historyId: string;
  callId: string;
  appointmentId: string;
  messageId: string;
  /** Webhook endpoints of its own (clients and the admin only): one the matrix pauses and rotates, one it removes. */
  webhookEndpointId: string | null;
  removableWebhookEndpointId: string | null;
  /** A delivery to its first endpoint (null without one). */
  webhookDeliveryId: string | null;
}

interface Fixture {
  a: Party;
  b: Party;
  admin: Party;
  /** Analysts are signed-in users too: their own client area works as anyone's. */
  analyst: Party;
  piiAnalyst: Party;
  /** A client record only the admin mutations touch. */
  spareClientId: string;
  demoIds: { read: string; status: string; notes: string };
  projector: string;
  /** A user the admin grants and revokes staff roles on. */
  staffUserId: string;
}

/**
 * `analyst`: the read-only admin queries of the history and analytics screens (admins and analysts). `owner`: what a
 * client's owner or an administrator keeps for their own side (webhook endpoints); analysts are refused.
 */
type Access = 'public' | 'signed-in' | 'owner' | 'analyst' | 'admin';

interface Entry {
  access: Access;
  /** Minimal valid variables for the caller (`me`: the calling party, or client A for refused callers). */
  variables?: (fixture: Fixture, me: Party) => Record<string, unknown>;
  /** Variables that point at client B's data: client A must be refused and B left unchanged. */
  foreign?: (fixture: Fixture) => Record<string, unknown>;
}

/** Every query and mutation of the schema; a new one fails 'covers every operation' until it has an entry here. */
const OPERATIONS: Record<string, Entry> = {
  'query appointments': { access: 'signed-in', variables: () => ({ when: 'upcoming', first: 10 }) },
  'query callMessages': { access: 'signed-in', variables: () => ({ status: 'all', first: 10 }) },
  'query ownerInbox': { access: 'signed-in', variables: () => ({ timeZone: 'America/New_York' }) },
  'mutation setAppointmentStatus': {
    access: 'signed-in',
    variables: (_f, me) => ({ id: me.appointmentId, status: 'done' }),
    foreign: (f) => ({ id: f.b.appointmentId, status: 'cancelled' }),
  },
  'mutation markMessageHandled': {
    access: 'signed-in',
    variables: (_f, me) => ({ id: me.messageId, handled: true }),
    foreign: (f) => ({ id: f.b.messageId, handled: true }),
  },
  // Alerts are always the caller's own (client from the token, an admin's own list): no argument can name another client.
  'query alertPreferences': { access: 'signed-in' },
  'query alerts': { access: 'signed-in', variables: () => ({ first: 5 }) },
  'query leadMails': { access: 'admin' },
  'mutation markAlertsRead': { access: 'signed-in' },
  'mutation setAlertPreferences': {
    access: 'signed-in',
    variables: () => ({
      preferences: {
        messageTaken: true,
        urgentMessage: true,
        negativeSentiment: false,
        unansweredTransfer: true,
        usage80: true,
        usage100: true,
        dailySummary: { enabled: true, time: '07:30', timeZone: 'America/Chicago' },
      },
    }),
  },
  'mutation setLeadMails': { access: 'admin', variables: () => ({ enabled: false }) },
  'query asOfBuild': { access: 'analyst', variables: () => ({ at: '2026-01-01T00:00:00Z' }) },
  'query callLog': { access: 'signed-in', variables: (_f, me) => ({ id: me.callId }), foreign: (f) => ({ id: f.b.callId }) },
  'query callsDaily': { access: 'analyst', variables: (f) => ({ from: '2026-01-01', to: '2026-12-31', clientId: f.a.clientId }) },
  'query callLogs': { access: 'signed-in', variables: () => ({ filter: { outcome: 'missed' }, limit: 10 }) },
  'query clientTrends': { access: 'analyst', variables: (f) => ({ from: '2026-01-01', to: '2026-12-31', clientId: f.a.clientId }) },
  'query clients': { access: 'analyst', variables: () => ({ search: '' }) },
  'query clientsOverview': { access: 'analyst' },
  'query demoRequest': { access: 'analyst', variables: (f) => ({ id: f.demoIds.read }) },
  'query demoRequestStats': { access: 'analyst', variables: () => ({ asOf: '2026-01-01T00:00:00Z' }) },
  'query demoRequests': { access: 'analyst', variables: () => ({ limit: 5 }) },
  'query leadsFunnel': { access: 'analyst', variables: () => ({ from: '2026-01-01', to: '2026-01-31' }) },
  'query myClient': { access: 'signed-in' },
  'query pageViewsDaily': { access: 'analyst', variables: () => ({ from: '2026-01-01', to: '2026-01-31' }) },
  'query teamMembers': { access: 'admin' },
  'query userByEmail': { access: 'admin', variables: (f) => ({ email: f.admin.user.email }) },
  'mutation grantRole': { access: 'admin', variables: (f) => ({ userId: f.staffUserId, role: 'analyst' }) },
  'mutation revokeRole': { access: 'admin', variables: (f) => ({ userId: f.staffUserId, role: 'analyst:pii' }) },
  'query recentCalls': { access: 'signed-in' },
  'query settingsHistory': { access: 'signed-in' },
  'query systemStatus': { access: 'admin' },
  'query eventLog': { access: 'analyst', variables: () => ({ filter: { types: ['DemoRequestSubmitted'] }, first: 5 }) },
  'query streamHistory': { access: 'analyst', variables: (f) => ({ stream: `client-${f.a.clientId}` }) },
  'query usage': { access: 'signed-in' },
  'mutation assignPhoneNumber': {
    access: 'admin',
    variables: (f) => ({ clientId: f.spareClientId, phoneNumber: '+1 555 419 0001' }),
    foreign: (f) => ({ clientId: f.b.clientId, phoneNumber: '+1 555 419 0002' }),
  },
  'mutation changeDemoRequestStatus': { access: 'admin', variables: (f) => ({ id: f.demoIds.status, status: 'contacted', expectedRevision: 0 }) },
  'mutation changePlan': {
    access: 'admin',
    variables: (f) => ({ clientId: f.spareClientId, plan: 'pro' }),
    foreign: (f) => ({ clientId: f.b.clientId, plan: 'enterprise' }),
  },
  'mutation recordTestCall': { access: 'signed-in', variables: () => ({ durationSeconds: 30, outcome: 'completed' }) },
  'mutation requestPhoneNumber': { access: 'signed-in' },
  'mutation requestPlanChange': { access: 'signed-in', variables: () => ({ plan: 'pro' }) },
  'mutation restoreSetting': {
    access: 'signed-in',
    variables: (_f, me) => ({ historyId: me.historyId }),
    foreign: (f) => ({ historyId: f.b.historyId }),
  },
  'mutation retryProjector': { access: 'admin', variables: (f) => ({ name: f.projector }) },
  'mutation saveDemoRequestNotes': {
    access: 'admin',
    variables: (f) => ({ id: f.demoIds.notes, notes: 'Call back on Monday', expectedRevision: 0 }),
  },
  'mutation setClientActive': {
    access: 'admin',
    variables: (f) => ({ clientId: f.spareClientId, active: true }),
    foreign: (f) => ({ clientId: f.b.clientId, active: false }),
  },
  'mutation skipProjector': { access: 'admin', variables: (f) => ({ name: f.projector }) },
  'mutation submitDemoRequest': {
    access: 'public',
    variables: () => ({
      input: { form: 'book_demo', email: 'ada@dealer.example', fullName: 'Ada Lovelace', phone: '555 0100', businessType: 'Used cars' },
      idempotencyKey: randomUUID(),
    }),
  },
  'mutation updateClientSetting': { access: 'signed-in', variables: () => ({ field: 'greeting_message', value: 'Hello from the matrix' }) },
  // Webhook endpoints: the caller's own side (a client's, or the administrators'); another owner's id is NOT_FOUND.
  'query webhookEndpoints': { access: 'owner' },
  'mutation addWebhookEndpoint': {
    access: 'owner',
    variables: (f, me) => ({ input: { url: 'https://93.184.215.14/matrix', events: me === f.admin ? ['lead.created'] : ['call.completed'] } }),
  },
  'mutation updateWebhookEndpoint': {
    access: 'owner',
    variables: (f, me) => ({
      id: me.webhookEndpointId ?? f.a.webhookEndpointId,
      input: { url: 'https://93.184.215.14/matrix-v2', events: me === f.admin ? ['lead.created'] : ['message.taken'] },
    }),
    foreign: (f) => ({ id: f.b.webhookEndpointId, input: { url: 'https://93.184.215.14/stolen', events: ['call.completed'] } }),
  },
  'mutation rotateWebhookSecret': {
    access: 'owner',
    variables: (f, me) => ({ id: me.webhookEndpointId ?? f.a.webhookEndpointId }),
    foreign: (f) => ({ id: f.b.webhookEndpointId }),
  },
  'mutation pauseWebhookEndpoint': {
    access: 'owner',
    variables: (f, me) => ({ id: me.webhookEndpointId ?? f.a.webhookEndpointId }),
    foreign: (f) => ({ id: f.b.webhookEndpointId }),
  },
  'mutation resumeWebhookEndpoint': {
    access: 'owner',
    variables: (f, me) => ({ id: me.webhookEndpointId ?? f.a.webhookEndpointId }),
    foreign: (f) => ({ id: f.admin.webhookEndpointId }),
  },
  // The delivery log: through the endpoint's owner; another owner's endpoint or delivery is NOT_FOUND.
  'query webhookDeliveries': {
    access: 'owner',
    variables: (f, me) => ({ endpointId: me.webhookEndpointId ?? f.a.webhookEndpointId, first: 10 }),
    foreign: (f) => ({ endpointId: f.b.webhookEndpointId, first: 10 }),
  },
  'query webhookDelivery': {
    access: 'owner',
    variables: (f, me) => ({ id: me.webhookDeliveryId ?? f.a.webhookDeliveryId }),
    foreign: (f) => ({ id: f.b.webhookDeliveryId }),
  },
  'mutation resendWebhookDelivery': {
    access: 'owner',
    variables: (f, me) => ({ id: me.webhookDeliveryId ?? f.a.webhookDeliveryId }),
    foreign: (f) => ({ id: f.b.webhookDeliveryId }),
  },
  'mutation replayWebhookDeliveries': {
    access: 'owner',
    variables: (f, me) => ({ endpointId: me.webhookEndpointId ?? f.a.webhookEndpointId, ...REPLAY_RANGE }),
    foreign: (f) => ({ endpointId: f.b.webhookEndpointId, ...REPLAY_RANGE }),
  },
  'mutation removeWebhookEndpoint': {
    access: 'owner',
    variables: (f, me) => ({ id: me.removableWebhookEndpointId ?? f.a.removableWebhookEndpointId }),
    foreign: (f) => ({ id: f.b.removableWebhookEndpointId }),
  },
};

const CALLERS = [
  'anonymous',
  'expired token',
  'forged token (foreign key)',
  'forged token (alg none)',
  'revoked session',
  'aal1 session of an MFA admin',
  'client',
  'analyst',
  'analyst with analyst:pii',
  'admin',
] as const;
type Caller = (typeof CALLERS)[number];

/** What a caller must get: the operation's data, or a refusal with exactly this code (and no data). */
function expectedOutcome(caller: Caller, access: Access): 'allowed' | 'UNAUTHENTICATED' | 'FORBIDDEN' {
  if (access === 'public') return 'allowed';
  if (caller === 'admin') return 'allowed';
  if (caller === 'client') return access === 'admin' || access === 'analyst' ? 'FORBIDDEN' : 'allowed';
  if (caller === 'analyst' || caller === 'analyst with analyst:pii') return access === 'admin' || access === 'owner' ? 'FORBIDDEN' : 'allowed';
  if (caller === 'aal1 session of an MFA admin') return 'FORBIDDEN';
  return 'UNAUTHENTICATED';
}

const MY_CLIENT = '{ myClient { id businessName greetingMessage planType requestedPlan phoneNumber phoneNumberRequested isActive } }';
const HISTORY = '{ settingsHistory(limit: 100) { total items { id field from to } } }';
const WEBHOOKS = '{ webhookEndpoints { id url description events status pausedReason secretHint updatedAt } }';
const DELIVERIES = 'query($e: ID!) { webhookDeliveries(endpointId: $e) { items { id status attempts nextAttemptAt } } }';
const REPLAY_RANGE = { from: new Date(Date.now() - 86_400_000).toISOString(), to: new Date(Date.now() + 86_400_000).toISOString() };
const INBOX = `{ appointments { total items { id status customerName } } callMessages { total items { id handled text } }
  ownerInbox { unhandledMessages upcomingAppointments } }`;

describe('GraphQL authorization matrix (every operation × every kind of caller)', () => {
  let api: TestApi;
  let fixture: Fixture;
  let operations: Map<string, SchemaOperation>;
  const tokens = new Map<Caller, string | null>();

  async function party(user: TestUser, businessName: string, callNumber: number, role: 'client' | 'admin' | 'analyst' = 'client'): Promise<Party> {
    const clientId = (await graphql(api, '{ myClient { id } }', {}, user.headers)).data?.myClient.id as string;
    await graphql(api, 'mutation($v: String!) { updateClientSetting(field: "business_name", value: $v) { id } }', { v: businessName }, user.headers);
    const historyId = (await graphql(api, HISTORY, {}, user.headers)).data?.settingsHistory.items[0].id as string;
    const call = await postCall(api, {
      platform_call_id: `matrix-${callNumber}-${randomUUID()}`,
      client_id: clientId,
      caller_number: `+1 555 300 000${callNumber}`,
      started_at: new Date().toISOString(),
      duration_seconds: 42,
      outcome: 'missed',
      agent: 'missed_call',
      appointment: { starts_at: new Date(Date.now() + 86_400_000).toISOString(), kind: 'test_drive', customer_name: `Driver of ${businessName}` },
      message: { callback_number: `+1 555 301 000${callNumber}`, text: `Call back about ${businessName}`, urgency: 'urgent' },
    });
    if (call.statusCode !== 201) throw new Error(`Call not logged: ${call.statusCode} ${call.body}`);
    await settle(api);
    const callId = (await graphql(api, '{ recentCalls { id } }', {}, user.headers)).data?.recentCalls[0].id as string;
    const endpoint = async (events: string[]) => {
      const added = await graphql(
        api,
        'mutation($input: WebhookEndpointInput!) { addWebhookEndpoint(input: $input) { endpoint { id } } }',
        { input: { url: `https://93.184.215.14/${businessName.replace(/ /g, '-')}`, events } },
        user.headers,
      );
      return (added.data?.addWebhookEndpoint.endpoint.id as string | undefined) ?? null;
    };
    const events = role === 'admin' ? ['lead.created'] : ['call.completed'];
    const [webhookEndpointId, removableWebhookEndpointId] = role === 'analyst' ? [null, null] : [await endpoint(events), await endpoint(events)];
    const owner: WebhookOwner = role === 'admin' ? { kind: 'admins' } : { kind: 'client', clientId };
    const webhookDeliveryId = webhookEndpointId && (await scheduledDelivery(api, webhookEndpointId, owner));
    // A recording on each party's call, so the `recording` field and route have something to leak.
    await storeTestRecording(api, callId, Buffer.from(`RIFF audio of ${callId}`));
    return {
      user,
      clientId,
      businessName,
      historyId,
      callId,
      appointmentId: `${callId}:appointment`,
      messageId: `${callId}:message`,
      webhookEndpointId,
      removableWebhookEndpointId,
      webhookDeliveryId,
    };
  }

  async function submitted(): Promise<string> {
    const answer = await graphql(
      api,
      'mutation($i: DemoRequestFormInput!, $k: String!) { submitDemoRequest(input: $i, idempotencyKey: $k) { id } }',
      {
        i: {
          form: 'contact',
          firstName: 'Alan',
          companyName: 'Turing Cars',
          email: 'alan@cars.example',
          phone: '555 0102',
          message: 'Please call me about pricing.',
        },
        k: randomUUID(),
      },
    );
    if (!answer.data) throw new Error(`Submission failed: ${JSON.stringify(answer.errors)}`);
    return answer.data.submitDemoRequest.id as string;
  }

  /** What client B can see of its own data: must be the same after every attack by client A. */
  async function snapshotOfB() {
    await settle(api);
    return [
      await graphql(api, MY_CLIENT, {}, fixture.b.user.headers),
      await graphql(api, HISTORY, {}, fixture.b.user.headers),
      await graphql(api, INBOX, {}, fixture.b.user.headers),
      await graphql(api, WEBHOOKS, {}, fixture.b.user.headers),
      await graphql(api, WEBHOOKS, {}, fixture.admin.user.headers),
      await graphql(api, DELIVERIES, { e: fixture.b.webhookEndpointId }, fixture.b.user.headers),
    ];
  }

  beforeAll(async () => {
    api = await startTestApi();
    const [userA, userB, adminUser, spare, analyst, piiAnalyst, staff] = await Promise.all([
      signedInUser(api, 'client'),
      signedInUser(api, 'client'),
      signedInUser(api, 'admin'),
      signedInUser(api, 'client'),
      signedInUser(api, 'analyst'),
      signedInUser(api, 'analyst'),
      signedInUser(api, 'client'),
    ]);
    await api.app.get(UserAccounts).execute(piiAnalyst.userId, { type: 'GrantRole', data: { role: 'analyst:pii' } }, null);
    // Records are opened for confirmed client accounts; the admin and the analysts get one too, so cases on their own data exist.
    for (const staffer of [adminUser, analyst, piiAnalyst]) await api.app.get(CommandBus).execute(new OpenClientCommand(staffer.userId));
    const [a, b, admin] = [
      await party(userA, 'Alpha Autos', 1),
      await party(userB, 'Bravo Motors', 2),
      await party(adminUser, 'Admin Garage', 3, 'admin'),
    ];
    const [analystParty, piiAnalystParty] = [
      await party(analyst, 'Analyst Garage', 4, 'analyst'),
      await party(piiAnalyst, 'Insight Garage', 5, 'analyst'),
    ];
    const spareClientId = (await graphql(api, '{ myClient { id } }', {}, spare.headers)).data?.myClient.id as string;
    const demoIds = { read: await submitted(), status: await submitted(), notes: await submitted() };
    await settle(api);
    const projector = (await graphql(api, '{ systemStatus { projectors { name } } }', {}, admin.user.headers)).data?.systemStatus.projectors[0]
      .name as string;
    fixture = { a, b, admin, analyst: analystParty, piiAnalyst: piiAnalystParty, spareClientId, demoIds, projector, staffUserId: staff.userId };

    const forged = forgedTokens(api, a.user);
    tokens.set('anonymous', null);
    tokens.set('expired token', forged.expired);
    tokens.set('forged token (foreign key)', forged.foreignKey);
    tokens.set('forged token (alg none)', forged.algNone);
    tokens.set('revoked session', await revokedSessionToken(api, a.user));
    tokens.set('aal1 session of an MFA admin', (await mfaUser(api, 'admin')).aal1);
    tokens.set('client', a.user.accessToken);
    tokens.set('analyst', analyst.accessToken);
    tokens.set('analyst with analyst:pii', piiAnalyst.accessToken);
    tokens.set('admin', admin.user.accessToken);
    operations = new Map(schemaOperations(api).map((operation) => [operationKey(operation), operation]));
  }, 60_000);
  afterAll(() => api.close());

  it('covers every query and mutation of the running schema (add an entry to OPERATIONS for a new one)', () => {
    const missing = [...operations.keys()].filter((key) => !(key in OPERATIONS));
    const stale = Object.keys(OPERATIONS).filter((key) => !operations.has(key));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  const cases = Object.entries(OPERATIONS).flatMap(([key, entry]) => CALLERS.map((caller) => [key, caller, entry] as const));

  it.each(cases)('%s as %s', async (key, caller, entry) => {
    const operation = operations.get(key);
    if (!operation) throw new Error(`${key} is not in the running schema`);
    const me =
      caller === 'admin'
        ? fixture.admin
        : caller === 'analyst'
          ? fixture.analyst
          : caller === 'analyst with analyst:pii'
            ? fixture.piiAnalyst
            : fixture.a;
    const variables = entry.variables?.(fixture, me) ?? {};
    const token = tokens.get(caller);
    const headBefore = await api.platform.eventStore.headPosition();
    const answer = await graphql(api, documentFor(operation, variables), variables, token ? { authorization: `Bearer ${token}` } : {});
    const expected = expectedOutcome(caller, entry.access);
    if (expected === 'allowed') {
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.[operation.name]).not.toBeNull();
      if (caller === 'client') {
        // Client A's answer carries nothing of client B.
        const text = JSON.stringify(answer.data);
        for (const marker of [
          fixture.b.clientId,
          fixture.b.user.userId,
          fixture.b.user.email,
          fixture.b.callId,
          fixture.b.historyId,
          fixture.b.businessName,
        ]) {
          expect(text).not.toContain(marker);
        }
      }
      if (caller === 'analyst') {
        // An analyst without analyst:pii reads no personal data: leads' and owners' names, e-mails, phones, messages.
        const text = JSON.stringify(answer.data);
        for (const marker of ['alan@cars.example', 'Alan', '555 0102', 'Please call me', fixture.a.user.email, fixture.b.user.email, 'Test client']) {
          expect(text).not.toContain(marker);
        }
      }
      return;
    }
    expect(answer.data?.[operation.name] ?? null).toBeNull();
    expect(answer.errors?.length).toBeGreaterThan(0);
    expect(answer.errors?.map((error) => `${error.extensions?.code}: ${error.message}`).join('; ')).not.toContain('undefined:');
    expect(answer.errors?.map((error) => error.extensions?.code)).toEqual(answer.errors?.map(() => expected));
    if (caller === 'aal1 session of an MFA admin') expect(answer.errors?.[0].message).toMatch(/AAL2/);
    expect(await api.platform.eventStore.headPosition()).toBe(headBefore);
  });

  const foreignCases = Object.entries(OPERATIONS).filter(([, entry]) => entry.foreign);

  it.each(foreignCases)("%s as client A on client B's data is refused and changes nothing of B", async (key, entry) => {
    const operation = operations.get(key);
    if (!operation || !entry.foreign) throw new Error(`${key} is not in the running schema`);
    const before = await snapshotOfB();
    const headBefore = await api.platform.eventStore.headPosition();
    const variables = entry.foreign(fixture);
    const answer = await graphql(api, documentFor(operation, variables), variables, fixture.a.user.headers);
    expect(answer.data?.[operation.name] ?? null).toBeNull();
    expect(['NOT_FOUND', 'FORBIDDEN']).toContain(answer.errors?.[0]?.extensions?.code);
    expect(await api.platform.eventStore.headPosition()).toBe(headBefore);
    expect(await snapshotOfB()).toEqual(before);
  });

  it.each(CALLERS)("GET /api/calls/:callId/recording of client A's call as %s", async (caller) => {
    const token = tokens.get(caller);
    const response = await api.app.inject({
      method: 'GET',
      url: recordingPath(fixture.a.callId),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    // The MFA step comes first (403, as for every product endpoint); then anyone but the owner and admins gets 404.
    const expected: Record<string, number> = {
      client: 200,
      admin: 200,
      analyst: 404,
      'analyst with analyst:pii': 404,
      'aal1 session of an MFA admin': 403,
    };
    expect(response.statusCode).toBe(expected[caller] ?? 401);
    if (response.statusCode === 200) expect(response.body).toBe(`RIFF audio of ${fixture.a.callId}`);
    else expect(response.body).not.toContain('RIFF');
  });

  it("GET /api/calls/:callId/recording of client B's call as client A answers 404, as for a call that does not exist", async () => {
    for (const callId of [fixture.b.callId, `${fixture.a.clientId}:missing`, `${fixture.b.clientId}:missing`]) {
      const response = await api.app.inject({ method: 'GET', url: recordingPath(callId), headers: fixture.a.user.headers });
      expect({ callId, status: response.statusCode, body: response.json() }).toEqual({
        callId,
        status: 404,
        body: expect.objectContaining({ message: 'Recording not found' }),
      });
    }
  });

  it('client B still sees its own data after all the attacks', async () => {
    const [client, , inbox, webhooks, , deliveries] = await snapshotOfB();
    expect(deliveries.data?.webhookDeliveries.items).toEqual([
      { id: fixture.b.webhookDeliveryId, status: 'pending', attempts: 0, nextAttemptAt: expect.any(String) },
    ]);
    expect(webhooks.data?.webhookEndpoints).toEqual([
      expect.objectContaining({
        id: fixture.b.webhookEndpointId,
        url: 'https://93.184.215.14/Bravo-Motors',
        events: ['call.completed'],
        status: 'active',
      }),
      expect.objectContaining({ id: fixture.b.removableWebhookEndpointId, status: 'active' }),
    ]);
    expect(inbox.data).toEqual({
      appointments: { total: 1, items: [{ id: fixture.b.appointmentId, status: 'booked', customerName: 'Driver of Bravo Motors' }] },
      callMessages: { total: 1, items: [{ id: fixture.b.messageId, handled: false, text: 'Call back about Bravo Motors' }] },
      ownerInbox: { unhandledMessages: 1, upcomingAppointments: 1 },
    });
    expect(client.data?.myClient).toMatchObject({
      id: fixture.b.clientId,
      businessName: 'Bravo Motors',
      planType: 'starter',
      isActive: true,
      phoneNumber: null,
    });
  });
});
