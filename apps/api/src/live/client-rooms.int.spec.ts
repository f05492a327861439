import { randomUUID } from 'node:crypto';
import { DEFAULT_ALERT_PREFERENCES } from '@receptionist/contracts';
import { AlertsProcessManagerService } from '@receptionist/notifications-application';
import { callReport, graphql, postCall, settle } from '../testing/client-area-requests';
import { liveTestApiForSuite } from '../testing/live-sockets';
import { storeTestRecording } from '../testing/test-recordings';
import { scheduledDelivery } from '../testing/webhook-deliveries';
import { signedInOwner, signedInUser, type TestUser } from '../testing/test-users';
import type { LiveUpdate } from './live-update';
import { LiveGateway } from './live.gateway';

describe('client rooms on the live channel', () => {
  const live = liveTestApiForSuite();

  async function connect(user: TestUser): Promise<LiveUpdate[]> {
    return (await live.connect({ token: user.accessToken })).updates;
  }

  /** Alice and Bob, two owners with their client records, and an administrator. */
  async function aliceBobAndAdmin() {
    const [alice, bob, admin] = await Promise.all([signedInOwner(live.api), signedInOwner(live.api), signedInUser(live.api, 'admin')]);
    return { alice: alice.owner, aliceClientId: alice.clientId, bob: bob.owner, bobClientId: bob.clientId, admin };
  }

  /** Connects each user once the read models have caught up, so that their updates hold only what the test does next. */
  async function connectWhenSettled(users: TestUser[]): Promise<LiveUpdate[][]> {
    await settle(live.api);
    return Promise.all(users.map(connect));
  }

  const changedIds = (updates: LiveUpdate[], projector: string) =>
    updates.filter((update) => update.projector === projector).flatMap((update) => (update.changes ?? []).map((change) => change.id));

  it("sends a client's call, recording, usage and settings updates to its owner and admins only", async () => {
    const { alice, aliceClientId, bob, bobClientId, admin } = await aliceBobAndAdmin();
    const [aliceUpdates, bobUpdates, adminUpdates] = await connectWhenSettled([alice, bob, admin]);

    const startedAt = new Date().toISOString();
    const { id: callId } = (await postCall(live.api, callReport(aliceClientId, 'live-1', { started_at: startedAt }))).json();
    await storeTestRecording(live.api, callId, Buffer.from('RIFF'));
    await graphql(live.api, 'mutation { updateClientSetting(field: "business_name", value: "Alice Autos") { id } }', {}, alice.headers);
    await settle(live.api);
    await new Promise((resolve) => setTimeout(resolve, 200));

    for (const updates of [aliceUpdates, adminUpdates]) {
      expect(changedIds(updates, 'call_logs')).toContain(callId);
      expect(changedIds(updates, 'call_recordings')).toContain(callId);
      expect(changedIds(updates, 'usage')).toContain(`${aliceClientId}:${startedAt.slice(0, 7)}`);
      expect(changedIds(updates, 'clients')).toContain(aliceClientId);
      expect(changedIds(updates, 'settings_history')).toHaveLength(1);
    }
    for (const updates of [aliceUpdates, adminUpdates]) {
      const facts = updates.flatMap((update) => update.facts ?? []);
      expect(facts).toContainEqual({ type: 'calls.logged', clientId: aliceClientId });
      expect(facts).toContainEqual({ type: 'recording.changed', clientId: aliceClientId });
      expect(facts).toContainEqual({ type: 'usage.changed', clientId: aliceClientId });
      expect(facts).toContainEqual({ type: 'client.changed', clientId: aliceClientId });
    }
    expect(aliceUpdates.flatMap((update) => update.facts ?? []).every((fact) => fact.clientId === aliceClientId)).toBe(true);
    expect(aliceUpdates.flatMap((update) => update.changes ?? []).every((change) => change.id.startsWith(aliceClientId))).toBe(true);
    // Bob may still get the late update of his own client's creation, never anything of Alice's.
    expect(bobUpdates.flatMap((update) => update.facts ?? []).every((fact) => fact.clientId === bobClientId)).toBe(true);
    expect(bobUpdates.flatMap((update) => update.changes ?? []).every((change) => change.id.startsWith(bobClientId))).toBe(true);
  });

  it('sends nothing to the room of a client none of whose sockets is connected', async () => {
    const { alice, aliceClientId, bobClientId } = await aliceBobAndAdmin();
    const [aliceUpdates] = await connectWhenSettled([alice]);
    const to = jest.spyOn(live.api.app.get(LiveGateway).server, 'to');
    try {
      await postCall(live.api, callReport(bobClientId, 'live-unheard-1'));
      await postCall(live.api, callReport(aliceClientId, 'live-heard-1'));
      await settle(live.api);
      await new Promise((resolve) => setTimeout(resolve, 200));

      const rooms = to.mock.calls.flatMap(([room]) => room);
      expect(rooms).toContain(`client:${aliceClientId}`);
      expect(rooms).not.toContain(`client:${bobClientId}`);
      expect(aliceUpdates.flatMap((update) => update.facts ?? [])).toContainEqual({ type: 'calls.logged', clientId: aliceClientId });
    } finally {
      to.mockRestore();
    }
  });

  it("sends inbox.changed for a client's appointments and messages to its owner (and admins), never to another client", async () => {
    const { alice, aliceClientId, bob, admin } = await aliceBobAndAdmin();
    const [aliceUpdates, bobUpdates, adminUpdates] = await connectWhenSettled([alice, bob, admin]);

    const outcomes = {
      appointment: { starts_at: new Date(Date.now() + 86_400_000).toISOString(), kind: 'test_drive' },
      message: { callback_number: '+1 555 0101', text: 'Call me back', urgency: 'urgent' },
    };
    const { id: callId } = (await postCall(live.api, callReport(aliceClientId, 'live-inbox-1', outcomes))).json();
    await settle(live.api);
    await new Promise((resolve) => setTimeout(resolve, 200));

    for (const updates of [aliceUpdates, adminUpdates]) {
      expect(updates.flatMap((update) => update.facts ?? [])).toContainEqual({ type: 'inbox.changed', clientId: aliceClientId });
      expect(changedIds(updates, 'owner_inbox')).toEqual(expect.arrayContaining([`${callId}:appointment`, `${callId}:message`]));
    }
    expect(bobUpdates.flatMap((update) => update.facts ?? []).some((fact) => fact.type === 'inbox.changed')).toBe(false);
    expect(changedIds(bobUpdates, 'owner_inbox')).toEqual([]);
  });

  it("sends an owner's alert list changes to that owner and admins only, an administrator's to admins only", async () => {
    const { alice, aliceClientId, bob, admin } = await aliceBobAndAdmin();
    await graphql(
      live.api,
      'mutation($p: AlertPreferencesInput!) { setAlertPreferences(preferences: $p) { saved } }',
      { p: { ...DEFAULT_ALERT_PREFERENCES, negativeSentiment: true } },
      alice.headers,
    );
    const alerts = live.api.app.get(AlertsProcessManagerService).processManager;
    await alerts.runOnce();
    const [aliceUpdates, bobUpdates, adminUpdates] = await connectWhenSettled([alice, bob, admin]);

    await postCall(live.api, callReport(aliceClientId, randomUUID(), { sentiment: 'negative' }));
    await graphql(live.api, 'mutation($i: DemoRequestFormInput!, $k: String!) { submitDemoRequest(input: $i, idempotencyKey: $k) { id } }', {
      i: { form: 'get_in_touch', firstName: 'Grace', companyName: 'Hopper Autos', email: 'grace@autos.example', phone: '555 0101' },
      k: randomUUID(),
    });
    await alerts.runOnce();
    await settle(live.api);
    await new Promise((resolve) => setTimeout(resolve, 200));

    const alertFacts = (updates: LiveUpdate[]) =>
      updates.flatMap((update) => update.facts ?? []).filter((fact) => fact.type === 'notifications.changed');
    expect(alertFacts(aliceUpdates)).toEqual([{ type: 'notifications.changed', clientId: aliceClientId }]);
    expect(alertFacts(adminUpdates)).toContainEqual({ type: 'notifications.changed', clientId: aliceClientId });
    expect(alertFacts(adminUpdates)).toContainEqual({ type: 'notifications.changed' });
    expect(alertFacts(bobUpdates)).toEqual([]);
    expect(changedIds(aliceUpdates, 'alerts').every((id) => id.startsWith(`${aliceClientId}:`))).toBe(true);
  });

  it("sends a client's webhook endpoint and delivery log changes to that client and admins only, the administrators' to admins only", async () => {
    const { alice, aliceClientId, bob, admin } = await aliceBobAndAdmin();
    const [aliceUpdates, bobUpdates, adminUpdates] = await connectWhenSettled([alice, bob, admin]);

    const added = await graphql<{ addWebhookEndpoint: { endpoint: { id: string } } }>(
      live.api,
      'mutation($input: WebhookEndpointInput!) { addWebhookEndpoint(input: $input) { endpoint { id } } }',
      { input: { url: 'https://93.184.215.14/hook', events: ['call.completed'] } },
      alice.headers,
    );
    const alicesEndpoint = added.data?.addWebhookEndpoint.endpoint.id ?? '';
    const alicesDelivery = await scheduledDelivery(live.api, alicesEndpoint, { kind: 'client', clientId: aliceClientId });
    const adminsDelivery = await scheduledDelivery(live.api, randomUUID(), { kind: 'admins' });
    await settle(live.api);
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect(changedIds(aliceUpdates, 'webhook-endpoints')).toEqual([alicesEndpoint]);
    expect(changedIds(aliceUpdates, 'webhook-deliveries')).toEqual([alicesDelivery]);
    expect(changedIds(adminUpdates, 'webhook-endpoints')).toContain(alicesEndpoint);
    expect(changedIds(adminUpdates, 'webhook-deliveries')).toEqual(expect.arrayContaining([alicesDelivery, adminsDelivery]));
    expect(changedIds(bobUpdates, 'webhook-endpoints')).toEqual([]);
    expect(changedIds(bobUpdates, 'webhook-deliveries')).toEqual([]);
  });
});
