import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ALL_PROJECTORS } from '@receptionist/contexts';
import { DEFAULT_ALERT_PREFERENCES } from '@receptionist/contracts';
import { listOutbox, MAILER, type Mailer, OPERATIONAL_STORE, type OperationalStore } from '@receptionist/identity-application';
import { AlertsProcessManager, AlertsProcessManagerService } from '@receptionist/notifications-application';
import { rebuildProjections } from '@receptionist/projections';
import { callReport, graphql, postCall } from '../testing/client-area-requests';
import { openEventStore, openPersonalData, openReadStore } from '../infrastructure/open-stores';
import { startTestApi, type TestApi } from '../testing/test-api';
import { signedInOwner, signedInUser } from '../testing/test-users';

const ALERTS = `{ alerts { unread items { id kind subject path unread } } }`;
const PREFERENCES = `{ alertPreferences { messageTaken urgentMessage negativeSentiment unansweredTransfer usage80 usage100 saved dailySummary { enabled time timeZone } } }`;
const SET_PREFERENCES = `mutation Set($preferences: AlertPreferencesInput!) {
  setAlertPreferences(preferences: $preferences) { urgentMessage negativeSentiment saved dailySummary { enabled time timeZone } }
}`;

/** The default preferences with the daily summary in Berlin's time zone, and `overrides`. */
const preferences = (overrides: Record<string, unknown> = {}) => ({
  ...DEFAULT_ALERT_PREFERENCES,
  dailySummary: { ...DEFAULT_ALERT_PREFERENCES.dailySummary, timeZone: 'Europe/Berlin' },
  ...overrides,
});

/** A `MessageTaken` exactly as contracts.md fixes it, on the call's stream (the outcomes work appends it in production). */
async function messageTaken(api: TestApi, clientId: string, urgency: 'normal' | 'urgent') {
  const key = randomUUID();
  const callId = `${clientId}:${key}`;
  const takenAt = new Date().toISOString();
  const data = {
    messageId: `${callId}:message`,
    callId,
    clientId,
    agent: 'service',
    callerName: 'Jane Doe',
    callbackNumber: '+15551234567',
    text: 'My car is still not ready',
    urgency,
    takenAt,
  };
  await api.platform.eventStore.append(`call-${key}`, [{ type: 'MessageTaken', data }], 'any');
}

async function round(api: TestApi): Promise<void> {
  await api.app.get(AlertsProcessManagerService).processManager.runOnce();
  await api.platform.projections.waitFor(await api.platform.eventStore.headPosition(), { timeoutMs: 5000 });
}

const mailsTo = async (api: TestApi, address: string) =>
  (await listOutbox(api.app.get<OperationalStore>(OPERATIONAL_STORE))).filter((mail) => mail.to === address);

describe('alerts: one mail and one bell alert per fact, across restarts and a replay', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'alerts-api-'));
  let api: TestApi;
  afterAll(async () => {
    await api?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('an urgent message e-mails the owner once and rings the bell once, still after a restart, a second instance and a replay', async () => {
    api = await startTestApi({ dataDir });
    const { owner, clientId } = await signedInOwner(api);
    await round(api);
    await messageTaken(api, clientId, 'urgent');
    await round(api);
    await round(api);

    const mails = await mailsTo(api, owner.email);
    expect(mails.map((mail) => [mail.subject, mail.link])).toEqual([
      ['Urgent message from Jane Doe', `${api.config.identity.siteUrl}/dashboard/messages`],
    ]);
    const bell = (await graphql(api, ALERTS, {}, owner.headers)).data?.alerts;
    expect(bell).toMatchObject({
      unread: 1,
      items: [{ kind: 'urgent_message', subject: 'Urgent message from Jane Doe', path: '/dashboard/messages', unread: true }],
    });

    // A restart and a second API on the same stores at once.
    await api.close();
    api = await startTestApi({ dataDir });
    const second = await startTestApi({ dataDir });
    await Promise.all([round(api), round(second)]);
    await second.close();
    expect(await mailsTo(api, owner.email)).toHaveLength(1);

    // `npm run replay` rebuilds every projector's read models in place while no API runs.
    await api.close();
    const personalData = await openPersonalData(api.config);
    const eventStore = openEventStore(api.config, personalData.codec);
    const readStore = openReadStore(api.config);
    await rebuildProjections({ eventStore, target: readStore, projectors: ALL_PROJECTORS });
    await Promise.all([eventStore.close(), readStore.close(), personalData.close()]);

    api = await startTestApi({ dataDir });
    await round(api);
    expect(await mailsTo(api, owner.email)).toHaveLength(1);
    const afterReplay = (await graphql(api, ALERTS, {}, owner.headers)).data?.alerts;
    expect(afterReplay.items).toHaveLength(1);
    expect(afterReplay.unread).toBe(1);
  }, 60_000);
});

describe('alerts: a crash after the mail, before it was recorded as sent', () => {
  let api: TestApi;
  beforeAll(async () => (api = await startTestApi()));
  afterAll(() => api.close());

  it('mails again on the next round, and the outbox keeps the one mail (the same id)', async () => {
    const { owner, clientId } = await signedInOwner(api);
    const outbox = api.app.get<Mailer>(MAILER);
    const crashing = new AlertsProcessManager({
      eventStore: api.platform.eventStore,
      readStore: api.platform.readStore,
      siteUrl: api.config.identity.siteUrl,
      mailer: {
        send: async (mail) => {
          await outbox.send(mail);
          throw new Error('process killed before AlertMailed');
        },
      },
    });
    await crashing.runOnce();
    await messageTaken(api, clientId, 'urgent');
    await expect(crashing.runOnce()).rejects.toThrow('process killed before AlertMailed');
    await crashing.stop();
    expect(await mailsTo(api, owner.email)).toHaveLength(1);

    await round(api);
    await round(api);
    expect((await mailsTo(api, owner.email)).map((mail) => mail.subject)).toEqual(['Urgent message from Jane Doe']);
    const mailed: string[] = [];
    for await (const event of api.platform.eventStore.readAll({ filter: { types: ['AlertMailed'] } })) mailed.push(event.stream);
    expect(mailed).toHaveLength(1);
  });
});

describe('alerts over GraphQL', () => {
  let api: TestApi;
  beforeAll(async () => (api = await startTestApi()));
  afterAll(() => api.close());

  it('preferences start at the defaults, are saved whole, and with urgent messages off an urgent message mails nothing', async () => {
    const { owner, clientId } = await signedInOwner(api);
    expect((await graphql(api, PREFERENCES, {}, owner.headers)).data?.alertPreferences).toMatchObject({
      urgentMessage: true,
      messageTaken: false,
      saved: false,
      dailySummary: { enabled: false, time: '18:00', timeZone: 'UTC' },
    });
    const saved = await graphql(api, SET_PREFERENCES, { preferences: preferences({ urgentMessage: false }) }, owner.headers);
    expect(saved.data?.setAlertPreferences).toEqual({
      urgentMessage: false,
      negativeSentiment: false,
      saved: true,
      dailySummary: { enabled: false, time: '18:00', timeZone: 'Europe/Berlin' },
    });

    await round(api);
    await messageTaken(api, clientId, 'urgent');
    await round(api);
    expect(await mailsTo(api, owner.email)).toEqual([]);
    expect((await graphql(api, ALERTS, {}, owner.headers)).data?.alerts).toEqual({ unread: 0, items: [] });
  });

  it.each([
    [
      { dailySummary: { enabled: true, time: '25:00', timeZone: 'Europe/Berlin' } },
      'The summary time must be a time of day as HH:MM (00:00 to 23:59)',
    ],
    [
      { dailySummary: { enabled: true, time: '08:00', timeZone: 'Atlantis/Capital' } },
      'The time zone must be an IANA time zone such as Europe/Berlin or America/New_York',
    ],
  ])('refuses %j with a clear message and changes nothing', async (overrides, message) => {
    const { owner } = await signedInOwner(api);
    const result = await graphql(api, SET_PREFERENCES, { preferences: preferences(overrides) }, owner.headers);
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect((await graphql(api, PREFERENCES, {}, owner.headers)).data?.alertPreferences.saved).toBe(false);
  });

  it('a negative-sentiment call through the signed webhook alerts the owner who chose it; mark all read clears the count', async () => {
    const { owner, clientId } = await signedInOwner(api);
    await graphql(api, SET_PREFERENCES, { preferences: preferences({ negativeSentiment: true }) }, owner.headers);
    await round(api);
    const response = await postCall(api, callReport(clientId, randomUUID(), { sentiment: 'negative', caller_number: '+1 555 010 9999' }));
    expect(response.statusCode).toBeLessThan(300);
    await round(api);

    expect((await mailsTo(api, owner.email)).map((mail) => mail.subject)).toEqual(['A caller sounded unhappy: +1 555 010 9999']);
    expect((await graphql(api, ALERTS, {}, owner.headers)).data?.alerts.unread).toBe(1);
    const read = await graphql(api, 'mutation { markAlertsRead { unread items { unread } } }', {}, owner.headers);
    expect(read.data?.markAlertsRead).toEqual({ unread: 0, items: [{ unread: false }] });
  });

  it("an owner's list holds their alerts only; an administrator's holds the leads, mailed unless they opted out", async () => {
    const { owner: alice, clientId: aliceClient } = await signedInOwner(api);
    const { owner: bob } = await signedInOwner(api);
    const [keen, quiet] = [await signedInUser(api, 'admin'), await signedInUser(api, 'admin')];
    expect((await graphql(api, 'mutation { setLeadMails(enabled: false) }', {}, quiet.headers)).data?.setLeadMails).toBe(false);
    expect((await graphql(api, '{ leadMails }', {}, keen.headers)).data?.leadMails).toBe(true);
    expect((await graphql(api, '{ leadMails }', {}, alice.headers)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    await round(api);

    await messageTaken(api, aliceClient, 'urgent');
    const submitted = await graphql(
      api,
      'mutation Submit($input: DemoRequestFormInput!, $key: String!) { submitDemoRequest(input: $input, idempotencyKey: $key) { id } }',
      {
        input: { form: 'get_in_touch', firstName: 'Grace', companyName: 'Hopper Autos', email: 'grace@autos.example', phone: '555 0101' },
        key: randomUUID(),
      },
    );
    expect(submitted.errors).toBeUndefined();
    await round(api);

    expect((await graphql(api, ALERTS, {}, bob.headers)).data?.alerts.items).toEqual([]);
    expect((await graphql(api, ALERTS, {}, alice.headers)).data?.alerts.items.map((item: { kind: string }) => item.kind)).toEqual(['urgent_message']);
    for (const admin of [keen, quiet]) {
      const items = (await graphql(api, ALERTS, {}, admin.headers)).data?.alerts.items;
      expect(items).toMatchObject([{ kind: 'new_lead', subject: 'New contact message from Grace', path: '/admin/demo-requests' }]);
    }
    expect((await mailsTo(api, keen.email)).map((mail) => mail.subject)).toEqual(['New contact message from Grace']);
    expect(await mailsTo(api, quiet.email)).toEqual([]);
  });
});
