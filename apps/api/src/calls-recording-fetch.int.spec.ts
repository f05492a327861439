import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { pcmWav, recordingBlobKey } from '@receptionist/calls-domain';
import { RecordingsProcessManager, RecordingsProcessManagerService } from '@receptionist/calls-application';
import { callReport, graphql, postCall } from './testing/client-area-requests';
import { startTestApi, type TestApi } from './testing/test-api';
import { signedInUser } from './testing/test-users';

const MAX_BYTES = 64 * 1024;
const WAV = pcmWav(
  Int16Array.from({ length: 12_000 }, (_, n) => Math.round(6000 * Math.sin(n / 3))),
  8000,
);

/** The voice platform's media server, on loopback: what each path answers, and how often it was asked. */
class MediaServer {
  readonly hits = new Map<string, number>();
  private server: Server | undefined;
  /** Paths answering 503 this many more times before the audio. */
  readonly failures = new Map<string, number>();

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const path = request.url ?? '/';
      this.hits.set(path, (this.hits.get(path) ?? 0) + 1);
      const failing = this.failures.get(path) ?? 0;
      if (failing > 0 || path === '/down.wav') {
        this.failures.set(path, failing - 1);
        response.writeHead(503).end('busy');
      } else if (path === '/call.wav' || path.startsWith('/flaky') || path.startsWith('/again')) {
        response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(WAV);
      } else if (path === '/moved.wav') {
        response.writeHead(302, { location: '/call.wav' }).end();
      } else if (path === '/page.html') {
        response.writeHead(200, { 'content-type': 'text/html' }).end('<html>Sign in to listen</html>');
      } else if (path === '/huge.wav') {
        response.writeHead(200).end(Buffer.concat([WAV, Buffer.alloc(MAX_BYTES)]));
      } else {
        response.writeHead(404).end('not found');
      }
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
  }

  url(path: string, scheme = 'http'): string {
    return `${scheme}://127.0.0.1:${(this.server?.address() as AddressInfo).port}${path}`;
  }

  close(): Promise<void> {
    this.server?.closeAllConnections();
    return new Promise((resolve) => this.server?.close(() => resolve()));
  }
}

async function bytesOf(stream: Readable | null): Promise<Buffer | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** The recording events of the call, in order. */
async function recordingEvents(api: TestApi, callId: string) {
  const found: { type: string; data: Record<string, unknown> }[] = [];
  for await (const event of api.platform.eventStore.readAll()) {
    const data = event.data as Record<string, unknown>;
    if (event.type.startsWith('Recording') && data['callId'] === callId) found.push({ type: event.type, data });
  }
  return found;
}

async function firstClientOf(api: TestApi): Promise<string> {
  const owner = await signedInUser(api, 'client');
  return (await graphql(api, '{ myClient { id } }', {}, owner.headers)).data?.myClient.id;
}

describe('the recordings process manager (recording_url)', () => {
  const media = new MediaServer();
  let api: TestApi;
  let clientId: string;
  let now = new Date('2030-01-01T12:00:00.000Z');
  let callNumber = 0;
  const managers: RecordingsProcessManager[] = [];

  /** A process manager on the API's stores, its clock the test's, retried after 10 s and then 60 s. */
  const processManager = (retryDelaysSeconds = [10, 60]) => {
    const { eventStore, readStore, blobStore, outboundHttp } = api.platform;
    const manager = new RecordingsProcessManager({
      eventStore,
      readStore,
      blobStore,
      http: outboundHttp,
      maxBytes: MAX_BYTES,
      retryDelaysSeconds,
      clock: () => now,
    });
    managers.push(manager);
    return manager;
  };

  /** Reports a call whose audio waits at `url`; its id. */
  const reportWithUrl = async (url: string) => {
    const response = await postCall(api, callReport(clientId, `fetch-${++callNumber}`, { recording_url: url }));
    expect(response.statusCode).toBe(201);
    return response.json().id as string;
  };

  beforeAll(async () => {
    await media.start();
    api = await startTestApi({
      webhooks: { allowPrivate: true, retryDelaysSeconds: [1], roundIntervalMs: 0 },
      recordings: { s3Url: null, maxBytes: MAX_BYTES, roundIntervalMs: 0 },
    });
    clientId = await firstClientOf(api);
  });
  // A failed test must not leave its process manager holding the lease.
  afterEach(async () => {
    for (const manager of managers.splice(0)) await manager.stop();
  });
  afterAll(async () => {
    await api.close();
    await media.close();
  });

  it('fetches the recording once, keeps it under the call and records it with its duration', async () => {
    const callId = await reportWithUrl(media.url('/call.wav'));
    const pm = processManager();
    await pm.runOnce();
    const events = await recordingEvents(api, callId);
    const blobKey = recordingBlobKey(clientId, callId.split(':')[1], WAV);
    expect(events.map((event) => event.type)).toEqual(['RecordingRequested', 'RecordingStored']);
    expect(events[1].data).toEqual({
      callId,
      clientId,
      blobKey,
      contentType: 'audio/wav',
      sizeBytes: WAV.length,
      durationSeconds: 1.5,
      source: 'url',
      storedAt: now.toISOString(),
    });
    expect(await bytesOf(await api.platform.blobStore.read(blobKey))).toEqual(WAV);
    expect(media.hits.get('/call.wav')).toBe(1);

    // Further rounds, a restarted process manager and a second instance fetch nothing and record nothing.
    await pm.runOnce();
    await pm.stop();
    const [restarted, second] = [processManager(), processManager()];
    await Promise.all([restarted.runOnce(), second.runOnce()]);
    expect(media.hits.get('/call.wav')).toBe(1);
    expect((await recordingEvents(api, callId)).length).toBe(2);
    await Promise.all([restarted.stop(), second.stop()]);
  });

  it('follows redirects (each one checked like the first)', async () => {
    const callId = await reportWithUrl(media.url('/moved.wav'));
    const pm = processManager();
    await pm.runOnce();
    expect((await recordingEvents(api, callId)).map((event) => [event.type, event.data['source']])).toEqual([
      ['RecordingRequested', undefined],
      ['RecordingStored', 'url'],
    ]);
    await pm.stop();
  });

  it('retries a failing server on the schedule, not before, and stores the audio when it answers', async () => {
    media.failures.set('/flaky.wav', 2);
    const callId = await reportWithUrl(media.url('/flaky.wav'));
    const pm = processManager();
    await pm.runOnce();
    expect(media.hits.get('/flaky.wav')).toBe(1);
    await pm.runOnce();
    expect(media.hits.get('/flaky.wav')).toBe(1);
    now = new Date(now.getTime() + 10_000);
    await pm.runOnce();
    expect(media.hits.get('/flaky.wav')).toBe(2);
    now = new Date(now.getTime() + 59_000);
    await pm.runOnce();
    expect(media.hits.get('/flaky.wav')).toBe(2);
    now = new Date(now.getTime() + 1_000);
    await pm.runOnce();
    expect(media.hits.get('/flaky.wav')).toBe(3);
    expect((await recordingEvents(api, callId)).map((event) => event.type)).toEqual(['RecordingRequested', 'RecordingStored']);
    await pm.stop();
  });

  it('gives up after the bounded retries with the last reason and the number of attempts', async () => {
    const callId = await reportWithUrl(media.url('/down.wav'));
    const pm = processManager([1, 1]);
    for (let round = 0; round < 4; round++) {
      await pm.runOnce();
      now = new Date(now.getTime() + 1_000);
    }
    expect(media.hits.get('/down.wav')).toBe(3);
    const events = await recordingEvents(api, callId);
    expect(events.map((event) => event.type)).toEqual(['RecordingRequested', 'RecordingFetchFailed']);
    expect(events[1].data).toMatchObject({ reason: 'The recording URL answered HTTP 503', attempts: 3 });
    await pm.stop();
  });

  it.each([
    ['/gone.wav', 'The recording URL answered HTTP 404'],
    ['/page.html', 'The file at the recording URL is not WAV, MP3, OGG, WebM or MP4/M4A audio'],
    ['/huge.wav', `The recording is larger than ${MAX_BYTES} bytes (RECORDING_MAX_BYTES)`],
  ])('fails %s at once, with the reason, storing no audio', async (path, reason) => {
    const callId = await reportWithUrl(media.url(path));
    const pm = processManager();
    const put = jest.spyOn(api.platform.blobStore, 'put');
    try {
      await pm.runOnce();
      expect(put).not.toHaveBeenCalled();
    } finally {
      put.mockRestore();
    }
    const events = await recordingEvents(api, callId);
    expect(events.map((event) => event.type)).toEqual(['RecordingRequested', 'RecordingFetchFailed']);
    expect(events[1].data).toMatchObject({ reason, attempts: 1 });
    expect(media.hits.get(path)).toBe(1);
    await pm.stop();
  });
});

describe('the recordings process manager without WEBHOOKS_ALLOW_PRIVATE', () => {
  const media = new MediaServer();
  let api: TestApi;

  beforeAll(async () => {
    await media.start();
    api = await startTestApi({ webhooks: { allowPrivate: false, retryDelaysSeconds: [1], roundIntervalMs: 0 } });
  });
  afterAll(async () => {
    await api.close();
    await media.close();
  });

  it('refuses a loopback URL at once with a clear reason, without connecting', async () => {
    const clientId = await firstClientOf(api);
    const http = await postCall(api, callReport(clientId, 'private-http', { recording_url: media.url('/call.wav') }));
    expect(http.statusCode).toBe(400);
    expect(http.json().message).toBe('recording_url must be an https URL');

    const response = await postCall(api, callReport(clientId, 'private-https', { recording_url: media.url('/call.wav', 'https') }));
    expect(response.statusCode).toBe(201);
    const { processManager } = api.app.get(RecordingsProcessManagerService);
    await processManager.runOnce();
    const events = await recordingEvents(api, response.json().id);
    expect(events.map((event) => event.type)).toEqual(['RecordingRequested', 'RecordingFetchFailed']);
    expect(events[1].data).toMatchObject({
      reason: '127.0.0.1 points to 127.0.0.1, a private, loopback or link-local address: requests only go to the public internet',
      attempts: 1,
    });
    expect(media.hits.size).toBe(0);
  });
});
