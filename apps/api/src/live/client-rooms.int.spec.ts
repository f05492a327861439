import { randomUUID } from 'node:crypto';
import { AlertsProcessManagerService } from '@receptionist/notifications-application';
import { callReport, graphql, postCall, settle } from '../testing/client-area-requests';
import { liveTestApiForSuite } from '../testing/live-sockets';
import { storeTestRecording } from '../testing/test-recordings';
import { signedInUser, type TestUser } from '../testing/test-users';
import type { LiveUpdate } from './live-update';

describe('client rooms on the live channel', () => {
  const live = liveTestApiForSuite();

  async function connect(user: TestUser): Promise<LiveUpdate[]> {
    return (await live.connect({ token: user.accessToken })).updates;
  }

  const changedIds = (updates: LiveUpdate[], projector: string) =>
    updates.filter((update) => update.projector === projector).flatMap((update) => (update.changes ?? []).map((change) => change.id));

  it("sends a client's call, recording, usage and settings updates to its owner and admins only", async () => {
    const [alice, bob, admin] = await Promise.all([
      signedInUser(live.api, 'client'),
      signedInUser(live.api, 'client'),
      signedInUser(live.api, 'admin'),
    ]);
    const aliceClientId = (await graphql(live.api, '{ myClient { id } }', {}, alice.headers)).data?.myClient.id;
    const bobClientId = (await graphql(live.api, '{ myClient { id } }', {}, bob.headers)).data?.myClient.id;
    await settle(live.api);
    const [aliceUpdates, bobUpdates, adminUpdates] = await Promise.all([connect(alice), connect(bob), connect(admin)]);

    const call = {
      platform_call_id: 'live-1',
      client_id: aliceClientId,
      caller_number: '+1 555 0101',
      started_at: new Date().toISOString(),
      duration_seconds: 90,
    };
    const { id: callId } = (await postCall(live.api, call)).json();
    await storeTestRecording(live.api, callId, Buffer.from('RIFF'));
    await graphql(live.api, 'mutation { updateClientSetting(field: "business_name", value: "Alice Autos") { id } }', {}, alice.headers);
    await settle(live.api);
    await new Promise((resolve) => setTimeout(resolve, 200));

    for (const updates of [aliceUpdates, adminUpdates]) {
      expect(changedIds(updates, 'call_logs')).toContain(callId);
      expect(changedIds(updates, 'call_recordings')).toContain(callId);
      expect(changedIds(updates, 'usage')).toContain(`${aliceClientId}:${call.started_at.slice(0, 7)}`);
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

  it("sends inbox.changed for a client's appointments and messages to its owner (and admins), never to another client", async () => {
    const [alice, bob, admin] = await Promise.all([
      signedInUser(live.api, 'client'),
      signedInUser(live.api, 'client'),
      signedInUser(live.api, 'admin'),
    ]);
    const aliceClientId = (await graphql(live.api, '{ myClient { id } }', {}, alice.headers)).data?.myClient.id;
    await graphql(live.api, '{ myClient { id } }', {}, bob.headers);
    await settle(live.api);
    const [aliceUpdates, bobUpdates, adminUpdates] = await Promise.all([connect(alice), connect(bob), connect(admin)]);

    const call = {
      platform_call_id: 'live-inbox-1',
      client_id: aliceClientId,
      caller_number: '+1 555 0101',
      started_at: new Date().toISOString(),
      duration_seconds: 90,
      appointment: { starts_at: new Date(Date.now() + 86_400_000).toISOString(), kind: 'test_drive' },
      message: { callback_number: '+1 555 0101', text: 'Call me back', urgency: 'urgent' },
    };
    const { id: callId } = (await postCall(live.api, call)).json();
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
    const [alice, bob, admin] = await Promise.all([
      signedInUser(live.api, 'client'),
      signedInUser(live.api, 'client'),
      signedInUser(live.api, 'admin'),
    ]);
    const aliceClientId = (await graphql(live.api, '{ myClient { id } }', {}, alice.headers)).data?.myClient.id;
    await graphql(live.api, '{ myClient { id } }', {}, bob.headers);
    const preferences = {
      messageTaken: false,
      urgentMessage: true,
      negativeSentiment: true,
      unansweredTransfer: true,
      usage80: true,
      usage100: true,
      dailySummary: { enabled: false, time: '18:00', timeZone: 'UTC' },
    };
    await graphql(
      live.api,
      'mutation($p: AlertPreferencesInput!) { setAlertPreferences(preferences: $p) { saved } }',
      { p: preferences },
      alice.headers,
    );
    const alerts = live.api.app.get(AlertsProcessManagerService).processManager;
    await alerts.runOnce();
    await settle(live.api);
    const [aliceUpdates, bobUpdates, adminUpdates] = await Promise.all([connect(alice), connect(bob), connect(admin)]);

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
});
