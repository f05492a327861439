import { CALL_EVENT_TYPES, callStream } from '@receptionist/calls-domain';
import { RecordingRetentionSweeper } from '@receptionist/calls-application';
import type { StoredEvent } from '@receptionist/event-store';
import { callReport, graphql, postCall, settle } from './testing/client-area-requests';
import type { TestApi } from './testing/test-api';
import { recordingPath, storedRecordingKey, storeTestRecording } from './testing/test-recordings';
import { signedInOwner, signedInUser, startApiWithOwner, type TestUser } from './testing/test-users';

const DAY_MS = 86_400_000;
/** 4,000 bytes of "audio": every byte tells its offset, so a range answer can be checked byte for byte. */
const AUDIO = Buffer.from(Array.from({ length: 4000 }, (_, index) => index % 251));

/**
 * Call recordings as owners hear them: the REST route that streams the audio (owner or admin only, HTTP ranges), the
 * `recording` field of the call detail, and the retention sweeper that deletes old audio and records that it did.
 * The recording is stored the way the ingestion does it: the blob in the platform's store, RecordingStored on the call.
 */
describe('call recordings', () => {
  let api: TestApi;
  let owner: TestUser;
  let clientId: string;

  beforeAll(async () => ({ api, owner, clientId } = await startApiWithOwner()));
  afterAll(() => api.close());

  async function callWithRecording(platformCallId: string, storedAt = new Date().toISOString(), ofClient = clientId): Promise<string> {
    const response = await postCall(api, callReport(ofClient, platformCallId));
    expect(response.statusCode).toBe(201);
    const callId = response.json().id as string;
    await storeTestRecording(api, callId, AUDIO, storedAt);
    return callId;
  }

  const url = recordingPath;
  const get = (path: string, headers: Record<string, string> = {}) => api.app.inject({ method: 'GET', url: path, headers });

  async function recordingEvents(callId: string): Promise<StoredEvent[]> {
    const events = await api.platform.eventStore.readStream(callStream(callId.slice(callId.indexOf(':') + 1)));
    return events.filter((event) => (CALL_EVENT_TYPES as readonly string[]).includes(event.type) && event.type.startsWith('Recording'));
  }

  describe('GET /api/calls/:callId/recording', () => {
    let callId: string;
    beforeAll(async () => (callId = await callWithRecording('recording-serve')));

    it('streams the whole recording to the owner, private and uncached, ranges accepted', async () => {
      const response = await get(url(callId), owner.headers);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload).toEqual(AUDIO);
      expect(response.headers).toMatchObject({
        'content-type': 'audio/wav',
        'content-length': '4000',
        'accept-ranges': 'bytes',
        'cache-control': 'private, no-store',
        'content-disposition': 'inline',
      });
    });

    it('answers one range with 206 and exactly those bytes; past the end with 416', async () => {
      const middle = await get(url(callId), { ...owner.headers, range: 'bytes=100-1099' });
      expect(middle.statusCode).toBe(206);
      expect(middle.headers).toMatchObject({ 'content-range': 'bytes 100-1099/4000', 'content-length': '1000' });
      expect(middle.rawPayload).toEqual(AUDIO.subarray(100, 1100));
      const tail = await get(url(callId), { ...owner.headers, range: 'bytes=-10' });
      expect(tail.headers['content-range']).toBe('bytes 3990-3999/4000');
      expect(tail.rawPayload).toEqual(AUDIO.subarray(3990));
      const open = await get(url(callId), { ...owner.headers, range: 'bytes=3000-' });
      expect(open.rawPayload).toEqual(AUDIO.subarray(3000));
      const beyond = await get(url(callId), { ...owner.headers, range: 'bytes=4000-' });
      expect(beyond.statusCode).toBe(416);
      expect(beyond.headers['content-range']).toBe('bytes */4000');
      const several = await get(url(callId), { ...owner.headers, range: 'bytes=0-1,5-9' });
      expect(several.statusCode).toBe(200);
      expect(several.rawPayload).toEqual(AUDIO);
    });

    it('offers a download named after the call with ?download=1', async () => {
      const response = await get(`${url(callId)}?download=1`, owner.headers);
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="call-\d{4}-\d{2}-\d{2}-\d{4}\.wav"$/);
    });

    it('lets administrators play it, and answers 404 to other clients, analysts and unknown ids, 401 without a session', async () => {
      const admin = await signedInUser(api, 'admin');
      expect((await get(url(callId), admin.headers)).statusCode).toBe(200);
      const stranger = await signedInUser(api, 'client');
      const analyst = await signedInUser(api, 'analyst');
      for (const headers of [stranger.headers, analyst.headers]) {
        const refused = await get(url(callId), headers);
        expect(refused.statusCode).toBe(404);
        expect(refused.body).not.toContain('RIFF');
      }
      expect((await get(url(`${clientId}:no-such-call`), owner.headers)).statusCode).toBe(404);
      expect((await get(url(callId), {})).statusCode).toBe(401);
    });

    it('shows the recording on the call detail, with the URL to play it', async () => {
      const answer = await graphql(
        api,
        'query($id: ID!) { callLog(id: $id) { recording { status url contentType sizeBytes durationSeconds reason retentionDays deletedAt } } }',
        { id: callId },
        owner.headers,
      );
      expect(answer.data?.callLog.recording).toEqual({
        status: 'stored',
        url: url(callId),
        contentType: 'audio/wav',
        sizeBytes: 4000,
        durationSeconds: null,
        reason: null,
        retentionDays: null,
        deletedAt: null,
      });
      const list = await graphql(api, '{ callLogs(limit: 100) { items { id recording { status } } } }', {}, owner.headers);
      expect(list.data?.callLogs.items).toContainEqual({ id: callId, recording: { status: 'stored' } });
    });
  });

  describe('retention', () => {
    const sweeperAt = (now: Date) => new RecordingRetentionSweeper({ ...api.platform, clock: () => now });
    /** One round at `now` by a sweeper that then gives its lease up. */
    async function sweep(now: Date): Promise<number | null> {
      const sweeper = sweeperAt(now);
      try {
        return await sweeper.runOnce();
      } finally {
        await sweeper.stop();
      }
    }
    const deletions = async (callId: string) => (await recordingEvents(callId)).filter((event) => event.type === 'RecordingDeleted');

    it('deletes the audio once the client retention (default 90 days) has passed, and records it once', async () => {
      const storedAt = new Date('2030-01-01T00:00:00.000Z');
      const callId = await callWithRecording('retention-default', storedAt.toISOString());
      await sweep(new Date(storedAt.getTime() + 90 * DAY_MS - 1));
      expect(await deletions(callId)).toEqual([]);
      expect((await get(url(callId), owner.headers)).statusCode).toBe(200);

      const later = new Date(storedAt.getTime() + 90 * DAY_MS);
      expect(await sweep(later)).toBeGreaterThanOrEqual(1);
      await settle(api);
      expect(await api.platform.blobStore.head(await storedRecordingKey(api, callId))).toBeNull();
      expect((await get(url(callId), owner.headers)).statusCode).toBe(404);
      expect((await deletions(callId)).map((event) => event.data)).toEqual([
        expect.objectContaining({ callId, reason: 'retention', retentionDays: 90, deletedAt: later.toISOString() }),
      ]);

      await sweep(new Date(later.getTime() + DAY_MS));
      expect(await deletions(callId)).toHaveLength(1);
      const detail = await graphql(
        api,
        'query($id: ID!) { callLog(id: $id) { recording { status url reason retentionDays } } }',
        { id: callId },
        owner.headers,
      );
      expect(detail.data?.callLog.recording).toEqual({ status: 'deleted', url: null, reason: 'retention', retentionDays: 90 });
    });

    it("follows the client's retention setting, refuses other values, and records one deletion with two sweepers racing", async () => {
      const refused = await graphql(
        api,
        'mutation($v: String!) { updateClientSetting(field: "recording_retention_days", value: $v) { recordingRetentionDays } }',
        { v: '14' },
        owner.headers,
      );
      expect(refused.errors?.[0]?.message).toBe('Recording retention must be one of: 7, 30, 90, 180, 365 days');
      const changed = await graphql(
        api,
        'mutation($v: String!) { updateClientSetting(field: "recording_retention_days", value: $v) { recordingRetentionDays } }',
        { v: '7' },
        owner.headers,
      );
      expect(changed.data?.updateClientSetting.recordingRetentionDays).toBe('7');
      const storedAt = new Date('2031-01-01T00:00:00.000Z');
      const callId = await callWithRecording('retention-seven', storedAt.toISOString());
      await sweep(new Date(storedAt.getTime() + 7 * DAY_MS - 1));
      expect(await deletions(callId)).toEqual([]);
      // The settings history shows the change, and Restore of it goes back to the default.
      const history = await graphql(api, '{ settingsHistory(limit: 5) { items { id field from to } } }', {}, owner.headers);
      const change = history.data?.settingsHistory.items.find((entry: { field: string }) => entry.field === 'recording_retention_days');
      expect(change).toMatchObject({ from: null, to: '7' });

      const now = new Date(storedAt.getTime() + 7 * DAY_MS);
      const [first, second] = [sweeperAt(now), sweeperAt(now)];
      const rounds = await Promise.all([first.runOnce(), second.runOnce(), first.runOnce()]);
      await Promise.all([first.stop(), second.stop()]);
      expect(rounds.filter((deleted) => deleted === null)).toHaveLength(1);
      expect((await deletions(callId)).map((event) => event.data)).toEqual([expect.objectContaining({ reason: 'retention', retentionDays: 7 })]);

      const restored = await graphql(
        api,
        'mutation($id: ID!) { restoreSetting(historyId: $id) { recordingRetentionDays } }',
        { id: change.id },
        owner.headers,
      );
      expect(restored.data?.restoreSetting).toEqual({ recordingRetentionDays: null });
    });

    it('records the deletion even when the blob is already gone (a crash between deleting and recording)', async () => {
      const storedAt = new Date('2032-01-01T00:00:00.000Z');
      const callId = await callWithRecording('retention-crash', storedAt.toISOString());
      await api.platform.blobStore.delete(await storedRecordingKey(api, callId));
      await sweep(new Date(storedAt.getTime() + 365 * DAY_MS));
      expect((await recordingEvents(callId)).map((event) => event.type)).toEqual(['RecordingStored', 'RecordingDeleted']);
    });

    it("deletes every recording of a client whose personal data is erased, whatever its age (reason 'erasure')", async () => {
      const { owner: erased, clientId: erasedClientId } = await signedInOwner(api);
      const callId = await callWithRecording('erasure', new Date().toISOString(), erasedClientId);
      const admin = await signedInUser(api, 'admin');
      const erasure = await api.app.inject({ method: 'POST', url: '/api/privacy/erasure', headers: admin.headers, payload: { email: erased.email } });
      expect(erasure.statusCode).toBe(200);
      await settle(api);
      await sweep(new Date());
      expect((await deletions(callId)).map((event) => event.data)).toEqual([expect.objectContaining({ reason: 'erasure', retentionDays: null })]);
      expect(await api.platform.blobStore.head(await storedRecordingKey(api, callId))).toBeNull();
    });

    it('waits for the read model to show its deletions before another round, instead of reading the same calls again', async () => {
      const storedAt = new Date('2033-01-01T00:00:00.000Z');
      const now = new Date(storedAt.getTime() + 365 * DAY_MS);
      const first = await callWithRecording('retention-lag-1', storedAt.toISOString());
      await settle(api);
      let readModelLags = false;
      const streamsRead: string[] = [];
      const { eventStore, projections } = api.platform;
      const sweeper = new RecordingRetentionSweeper({
        ...api.platform,
        eventStore: Object.create(eventStore, {
          readStream: { value: (stream: string) => (streamsRead.push(stream), eventStore.readStream(stream)) },
        }) as typeof eventStore,
        projections: { waitFor: (position, options) => (readModelLags ? Promise.resolve(false) : projections.waitFor(position, options)) },
        clock: () => now,
      });
      try {
        expect(await sweeper.runOnce()).toBeGreaterThanOrEqual(1);
        expect(await deletions(first)).toHaveLength(1);

        readModelLags = true;
        const second = await callWithRecording('retention-lag-2', storedAt.toISOString());
        await settle(api);
        streamsRead.length = 0;
        expect(await sweeper.runOnce()).toBe(0);
        expect(streamsRead).toEqual([]);
        expect(await deletions(second)).toEqual([]);

        readModelLags = false;
        expect(await sweeper.runOnce()).toBe(1);
        expect(await deletions(second)).toHaveLength(1);
      } finally {
        await sweeper.stop();
      }
    });
  });
});
