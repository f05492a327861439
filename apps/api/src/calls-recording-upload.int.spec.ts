import { callKeyOfPlatformCall, pcmWav, recordingBlobKey, signWebhook } from '@receptionist/calls-domain';
import type { Readable } from 'node:stream';
import {
  callReport,
  eventCount,
  graphql,
  multipartBody,
  postCall,
  postCallWithRecording,
  postMultipart,
  webhookSecretOf,
} from './testing/client-area-requests';
import { startTestApi, type TestApi } from './testing/test-api';
import { signedInUser } from './testing/test-users';

const MAX_RECORDING_BYTES = 256 * 1024;

/** 2.5 s of a 440 Hz tone, 8 kHz mono 16-bit: 40,044 bytes. */
function tone(seconds = 2.5): Buffer {
  const samples = Int16Array.from({ length: Math.round(8000 * seconds) }, (_, index) =>
    Math.round(8000 * Math.sin((2 * Math.PI * 440 * index) / 8000)),
  );
  return pcmWav(samples, 8000);
}

async function bytesOf(stream: Readable | null): Promise<Buffer | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

async function eventsOfType(api: TestApi, type: string) {
  const found = [];
  for await (const event of api.platform.eventStore.readAll())
    if (event.type === type) found.push({ ...event, data: event.data as Record<string, unknown> });
  return found;
}

describe('POST /webhooks/calls with a recording (multipart/form-data)', () => {
  let api: TestApi;
  let clientId: string;
  let callNumber = 0;
  beforeAll(async () => {
    api = await startTestApi({ recordings: { s3Url: null, maxBytes: MAX_RECORDING_BYTES, roundIntervalMs: 0 } });
    const owner = await signedInUser(api, 'client');
    clientId = (await graphql(api, '{ myClient { id } }', {}, owner.headers)).data?.myClient.id;
  });
  afterAll(() => api.close());

  const call = (overrides: Record<string, unknown> = {}) => callReport(clientId, `rec-${++callNumber}`, overrides);
  const keyOf = (report: Record<string, unknown>, audio: Buffer) =>
    recordingBlobKey(clientId, callKeyOfPlatformCall(report['platform_call_id'] as string), audio);

  /** Nothing of the call: no events, and no blob of the audio it was sent with. */
  async function expectNothingStored(report: Record<string, unknown>, eventsBefore: number, audio = tone(1)) {
    expect(await eventCount(api)).toBe(eventsBefore);
    expect(await api.platform.blobStore.head(keyOf(report, audio))).toBeNull();
  }

  it('stores the audio under the call and records it with the call, its duration read from the WAV header', async () => {
    const report = call();
    const audio = tone(2.5);
    const response = await postCallWithRecording(api, report, audio);
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    expect(await api.platform.blobStore.head(keyOf(report, audio))).toEqual({ sizeBytes: audio.length, contentType: 'audio/wav' });
    expect(await bytesOf(await api.platform.blobStore.read(keyOf(report, audio)))).toEqual(audio);
    const stored = (await eventsOfType(api, 'RecordingStored')).filter((event) => event.data['callId'] === id);
    expect(stored).toEqual([
      expect.objectContaining({
        data: {
          callId: id,
          clientId,
          blobKey: keyOf(report, audio),
          contentType: 'audio/wav',
          sizeBytes: audio.length,
          durationSeconds: 2.5,
          source: 'upload',
          storedAt: expect.any(String),
        },
      }),
    ]);
    // Appended with the call, by the same command.
    const [logged] = await api.platform.eventStore.readStream(`call-${callKeyOfPlatformCall(report['platform_call_id'] as string)}`);
    expect(stored[0].metadata.correlationId).toBe(logged.metadata.correlationId);
  });

  it('sniffs the type from the bytes, not from the declared part type or name', async () => {
    const report = call();
    const mp3 = Buffer.concat([Buffer.from('ID3\x04\0\0\0\0\0\0', 'latin1'), Buffer.alloc(2000, 0x55)]);
    expect((await postCallWithRecording(api, report, mp3, { type: 'audio/wav', filename: 'call.wav' })).statusCode).toBe(201);
    expect(await api.platform.blobStore.head(keyOf(report, mp3))).toEqual({ sizeBytes: mp3.length, contentType: 'audio/mpeg' });
  });

  it('answers a retried report with 200 and the same id, writing nothing new', async () => {
    const report = call();
    const audio = tone(1);
    const first = await postCallWithRecording(api, report, audio);
    const before = await eventCount(api);
    const put = jest.spyOn(api.platform.blobStore, 'put');
    try {
      const again = await postCallWithRecording(api, report, audio);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ id: first.json().id, duplicate: true });
      expect(put).not.toHaveBeenCalled();
    } finally {
      put.mockRestore();
    }
    expect(await eventCount(api)).toBe(before);
  });

  it('refuses the call id again with other audio, or without it (409), keeping the first audio', async () => {
    const report = call();
    const audio = tone(1);
    await postCallWithRecording(api, report, audio);
    const before = await eventCount(api);
    expect((await postCallWithRecording(api, report, tone(2))).statusCode).toBe(409);
    expect((await postCall(api, report)).statusCode).toBe(409);
    expect(await eventCount(api)).toBe(before);
    expect(await bytesOf(await api.platform.blobStore.read(keyOf(report, audio)))).toEqual(audio);
  });

  it('keeps the audio of the report that won when two reports of one call id race with different audio (201 and 409)', async () => {
    for (let round = 0; round < 5; round++) {
      const report = call();
      const audios = [tone(1), tone(1.5)];
      const responses = await Promise.all(audios.map((audio) => postCallWithRecording(api, report, audio)));
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
      const won = responses.findIndex((response) => response.statusCode === 201);
      const [winner, loser] = [audios[won], audios[1 - won]];
      const { id } = responses[won].json() as { id: string };
      const [stored] = (await eventsOfType(api, 'RecordingStored')).filter((event) => event.data['callId'] === id);
      expect(stored.data['blobKey']).toBe(keyOf(report, winner));
      expect(await bytesOf(await api.platform.blobStore.read(keyOf(report, winner)))).toEqual(winner);
      expect(await api.platform.blobStore.head(keyOf(report, loser))).toBeNull();
    }
  });

  it('verifies the signature over the raw multipart bytes before reading any part (401, nothing stored)', async () => {
    const report = call();
    const before = await eventCount(api);
    const { raw, contentType } = await multipartBody([
      ['report', JSON.stringify(report)],
      ['recording', new Blob([new Uint8Array(tone(1))]), 'call.wav'],
    ]);
    const timestamp = Math.floor(Date.now() / 1000);
    const signedOther = signWebhook(webhookSecretOf(api), Buffer.concat([raw, Buffer.from('x')]), timestamp);
    expect((await postMultipart(api, raw, contentType, { signature: signedOther })).statusCode).toBe(401);
    expect((await postMultipart(api, raw, contentType, { signature: signWebhook('not-the-secret', raw, timestamp) })).statusCode).toBe(401);
    // Even a body that is no multipart at all is refused for its signature first.
    expect((await postMultipart(api, Buffer.from('garbage'), contentType, { signature: 't=1,v1=00' })).statusCode).toBe(401);
    await expectNothingStored(report, before);
  });

  it.each([
    ['a third part', [['report'], ['recording'], ['notes', 'hello']], 'A multipart call report has two parts'],
    ['a misnamed recording part', [['report'], ['audio', 'file']], '"audio" is not one of them'],
    ['no recording part', [['report']], 'A multipart call report has two parts'],
    ['two report parts', [['report'], ['report']], 'A multipart call report has two parts'],
    ['the recording as a text field', [['report'], ['recording', 'RIFF....WAVE']], 'The recording part must be a file'],
  ] as const)('refuses %s (400), storing nothing', async (_case, layout, message) => {
    const report = call();
    const before = await eventCount(api);
    const parts = layout.map(([name, value]): [string, string | Blob, string?] => {
      if (value === 'file') return [name, new Blob([new Uint8Array(tone(1))]), 'call.wav'];
      if (value !== undefined) return [name, value];
      return name === 'report' ? [name, JSON.stringify(report)] : [name, new Blob([new Uint8Array(tone(1))]), 'call.wav'];
    });
    const { raw, contentType } = await multipartBody(parts);
    const response = await postMultipart(api, raw, contentType);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    await expectNothingStored(report, before);
  });

  it('refuses hundreds of tiny parts before parsing them (400)', async () => {
    const report = call();
    const before = await eventCount(api);
    const { raw, contentType } = await multipartBody([
      ['report', JSON.stringify(report)],
      ...Array.from({ length: 5000 }, (_, i): [string, string] => [`p${i}`, 'x']),
    ]);
    const response = await postMultipart(api, raw, contentType);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/two parts/);
    await expectNothingStored(report, before);
  });

  it.each([
    ['text', Buffer.from('this is not audio at all')],
    ['a PNG image', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')],
  ])('refuses %s as the recording (400), storing nothing', async (_case, bytes) => {
    const report = call();
    const before = await eventCount(api);
    const response = await postCallWithRecording(api, report, bytes);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The recording must be WAV, MP3, OGG, WebM or MP4/M4A audio');
    await expectNothingStored(report, before, bytes);
  });

  it('refuses an invalid report, an empty recording, a report that is not JSON, or both a part and a recording_url (400)', async () => {
    const cases: [Record<string, unknown>, () => Promise<{ statusCode: number; json(): { message: string } }>, string][] = [];
    const invalid = call({ duration_seconds: -1 });
    cases.push([invalid, () => postCallWithRecording(api, invalid, tone(1)), 'duration_seconds must be a whole number']);
    const empty = call();
    cases.push([empty, () => postCallWithRecording(api, empty, Buffer.alloc(0)), 'The recording part is empty']);
    const both = call({ recording_url: 'https://media.example.com/1.wav' });
    cases.push([both, () => postCallWithRecording(api, both, tone(1)), 'not both']);
    const notJson = call();
    cases.push([
      notJson,
      async () => {
        const { raw, contentType } = await multipartBody([
          ['report', '{"platform_call_id": '],
          ['recording', new Blob([new Uint8Array(tone(1))]), 'call.wav'],
        ]);
        return postMultipart(api, raw, contentType);
      },
      'The report part must be the call report as JSON',
    ]);
    for (const [report, send, message] of cases) {
      const before = await eventCount(api);
      const response = await send();
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
      await expectNothingStored(report, before);
    }
  });

  it('refuses a recording over RECORDING_MAX_BYTES with 413 and says the limit, storing nothing', async () => {
    const report = call();
    const before = await eventCount(api);
    const audio = tone(MAX_RECORDING_BYTES / 16000 + 0.5);
    const response = await postCallWithRecording(api, report, audio);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(`The recording must be at most ${MAX_RECORDING_BYTES} bytes (RECORDING_MAX_BYTES)`);
    await expectNothingStored(report, before, audio);
  });

  it('refuses a body far over the limit (413) before reading it', async () => {
    const report = call();
    const response = await postCallWithRecording(api, report, tone(60));
    expect(response.statusCode).toBe(413);
  });

  it('an unknown line stores no audio (404)', async () => {
    const report = call({ client_id: undefined, called_number: '+1 555 999 0101' });
    const response = await postCallWithRecording(api, report, tone(1));
    expect(response.statusCode).toBe(404);
    expect((await eventsOfType(api, 'RecordingStored')).some((event) => !String(event.data['callId']).startsWith(`${clientId}:`))).toBe(false);
  });

  it('keeps JSON reports to their own limit (413 past 512 KiB), and multipart is for the call webhook only (415)', async () => {
    const big = call({ transcript: 'x'.repeat(49_000), padding: 'y'.repeat(600 * 1024) });
    expect((await postCall(api, big)).statusCode).toBe(413);
    const { raw, contentType } = await multipartBody([['kind', 'page_view']]);
    const elsewhere = await api.app.inject({ method: 'POST', url: '/api/track', headers: { 'content-type': contentType }, payload: raw });
    expect(elsewhere.statusCode).toBe(415);
  });

  it('requests a recording named by recording_url in a JSON report, with the call', async () => {
    const report = call({ recording_url: 'https://media.example.com/recordings/abc.wav' });
    const response = await postCall(api, report);
    expect(response.statusCode).toBe(201);
    const requested = (await eventsOfType(api, 'RecordingRequested')).filter((event) => event.data['callId'] === response.json().id);
    expect(requested.map((event) => event.data)).toEqual([
      { callId: response.json().id, clientId, url: 'https://media.example.com/recordings/abc.wav', requestedAt: expect.any(String) },
    ]);
    expect((await postCall(api, report)).statusCode).toBe(200);
    expect((await postCall(api, { ...report, recording_url: 'https://media.example.com/recordings/other.wav' })).statusCode).toBe(409);
  });
});
