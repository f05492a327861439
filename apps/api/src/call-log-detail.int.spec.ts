import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CALL_LOGS, callLogsProjector } from '@receptionist/calls-application';
import { defineProjector, ProjectionRunner } from '@receptionist/projections';
import { SqliteReadStore } from '@receptionist/read-store';
import { openEventStore, openPersonalData } from './infrastructure/open-stores';
import { callReport, graphql, postCall, settle } from './testing/client-area-requests';
import { startTestApi, testConfig, type TestApi } from './testing/test-api';
import { signedInUser, TEST_PASSWORD, type TestUser } from './testing/test-users';

/**
 * The call log's list documents carry no transcript (the list never shows it, and writing 1.5 KB per call was most of
 * a replay's cost); the detail of one call loads it from the call's own event stream.
 */
describe('call log: list documents without transcripts, the detail with it', () => {
  let api: TestApi;
  let owner: TestUser;
  let clientId: string;
  const transcript = 'AI: Thank you for calling Sunrise Motors!\nCaller: I need an oil change on Friday.';

  beforeAll(async () => {
    api = await startTestApi();
    owner = await signedInUser(api, 'client');
    clientId = (await graphql(api, '{ myClient { id } }', {}, owner.headers)).data?.myClient.id;
  });
  afterAll(() => api.close());

  async function logCall(platformCallId: string, overrides: Record<string, unknown> = {}): Promise<string> {
    const response = await postCall(api, callReport(clientId, platformCallId, { transcript, ...overrides }));
    expect(response.statusCode).toBe(201);
    await settle(api);
    return response.json().id as string;
  }

  it('stores the list document without the transcript, and the call detail still shows it', async () => {
    const id = await logCall('detail-1');
    const stored = await api.platform.readModels.collection(CALL_LOGS).get(id);
    expect(stored).toMatchObject({ id, client_id: clientId, summary: 'Booked an oil change', topic: 'Service booking' });
    expect(stored).not.toHaveProperty('transcript');
    const detail = await graphql(api, 'query($id: ID!) { callLog(id: $id) { id transcript summary sentiment topic } }', { id }, owner.headers);
    expect(detail.data?.callLog).toEqual({ id, transcript, summary: 'Booked an oil change', sentiment: 'positive', topic: 'Service booking' });
  });

  it('answers a transcript asked for in the list too, and null for a call without one', async () => {
    const silent = await logCall('detail-2', { transcript: null, started_at: new Date(Date.now() + 60_000).toISOString() });
    const list = await graphql(api, '{ callLogs(limit: 2) { items { id transcript } } recentCalls { id transcript } }', {}, owner.headers);
    expect(list.errors).toBeUndefined();
    expect(list.data?.callLogs.items).toEqual([
      { id: silent, transcript: null },
      { id: expect.stringMatching(new RegExp(`^${clientId}:`)), transcript },
    ]);
    expect(list.data?.recentCalls[0]).toEqual({ id: silent, transcript: null });
  });

  it('answers recent calls without counting the call log (the dashboard shows no total)', async () => {
    await logCall('detail-4');
    const counted: string[] = [];
    const readModels = api.platform.readModels;
    const collection = readModels.collection.bind(readModels);
    const spy = jest.spyOn(readModels, 'collection').mockImplementation((name: string) => {
      const real = collection(name);
      return { ...real, count: (where) => (counted.push(name), real.count(where)) };
    });
    try {
      const answer = await graphql(api, '{ recentCalls { id callerNumber } }', {}, owner.headers);
      expect(answer.data?.recentCalls.length).toBeGreaterThan(0);
    } finally {
      spy.mockRestore();
    }
    expect(counted).toEqual([]);
  });

  it("does not show another client's call detail", async () => {
    const id = await logCall('detail-3');
    const other = await signedInUser(api, 'client');
    const stolen = await graphql(api, 'query($id: ID!) { callLog(id: $id) { transcript } }', { id }, other.headers);
    expect(stolen.data).toBeNull();
    expect(stolen.errors?.[0]?.message).toBeDefined();
  });
});

describe('call log: an existing data directory upgrades by itself', () => {
  let dataDir: string;
  beforeEach(() => (dataDir = mkdtempSync(join(tmpdir(), 'call-logs-upgrade-'))));
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  /** The call log as the previous release built it: version 1, transcripts in the list documents, three indexes. */
  const callLogsV1 = defineProjector({
    name: CALL_LOGS,
    version: 1,
    collections: [
      {
        name: CALL_LOGS,
        indexes: [{ fields: ['client_id', 'started_at'] }, { fields: ['client_id', 'outcome'] }, { fields: ['client_id', 'call_type'] }],
      },
    ],
    handlers: {
      // (Keyed on today's event type: the call below is written by today's API; only the documents' shape matters here.)
      'CallLogged.v3': ({ data, metadata }, context) => {
        const { callId, ...fields } = data as { callId: string };
        context.put(CALL_LOGS, { id: callId, ...fields, created_at: metadata.occurredAt });
      },
    },
  });

  it('rebuilds the call log into list documents without transcripts beside the old one, then drops the old one', async () => {
    let api = await startTestApi({ dataDir });
    const owner = await signedInUser(api, 'client');
    const clientId = (await graphql(api, '{ myClient { id } }', {}, owner.headers)).data?.myClient.id;
    const transcript = 'AI: Hello!\nCaller: Are you open on Sunday?';
    const posted = await postCall(api, {
      platform_call_id: 'upgrade-1',
      client_id: clientId,
      caller_number: '+1 555 010 0001',
      started_at: new Date().toISOString(),
      duration_seconds: 30,
      outcome: 'information',
      call_type: 'inbound',
      transcript,
      summary: 'Opening hours',
      sentiment: 'neutral',
      topic: 'Hours',
    });
    const id = posted.json().id as string;
    await api.close();

    // The read models as the previous release left them: call_logs_v1 active, with transcripts.
    const personalData = await openPersonalData(testConfig(dataDir));
    const eventStore = openEventStore(testConfig(dataDir), personalData.codec);
    const readStore = new SqliteReadStore({ file: join(dataDir, 'read-models.db') });
    const previous = new ProjectionRunner({ eventStore, readStore, projectors: [callLogsV1] });
    await previous.start();
    expect(await previous.waitFor(await eventStore.headPosition(), { timeoutMs: 10_000 })).toBe(true);
    await previous.stop();
    expect((await readStore.collection('call_logs_v1').get(id))?.['transcript']).toBe(transcript);
    await readStore.close();
    await eventStore.close();
    await personalData.close();

    api = await startTestApi({ dataDir });
    try {
      const deadline = Date.now() + 15_000;
      const upgraded = () => api.platform.projections.status().find((status) => status.name === CALL_LOGS);
      while (Date.now() < deadline && (upgraded()?.activeVersion !== callLogsProjector.version || upgraded()?.status !== 'live')) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(upgraded()).toMatchObject({ version: 2, activeVersion: 2, status: 'live' });
      const collections = await api.platform.readStore.listCollections();
      expect(collections).toContain('call_logs_v2');
      expect(collections).not.toContain('call_logs_v1');
      expect(await api.platform.readModels.collection(CALL_LOGS).get(id)).not.toHaveProperty('transcript');
      const signIn = await api.app.inject({
        method: 'POST',
        url: '/auth/v1/token?grant_type=password',
        payload: { email: owner.email, password: TEST_PASSWORD },
      });
      const headers = { authorization: `Bearer ${signIn.json().access_token}` };
      const detail = await graphql(api, 'query($id: ID!) { callLog(id: $id) { transcript topic } }', { id }, headers);
      expect(detail.data?.callLog).toEqual({ transcript, topic: 'Hours' });
    } finally {
      await api.close();
    }
  });
});
