import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { pcmWav, signWebhook } from '@receptionist/calls-domain';
import { fuzz } from '@receptionist/fuzz-tally';
import { graphql, multipartBody, postCall, postMultipart, settle, webhookSecretOf } from '../testing/client-area-requests';
import { startTestApi, type TestApi } from '../testing/test-api';
import { recordingPath, storeTestRecording } from '../testing/test-recordings';
import { signedInUser, type TestUser } from '../testing/test-users';
import {
  bearerHeader,
  contentType,
  extraHeaders,
  fieldValue,
  honestOr,
  hostileJson,
  hostileString,
  shapedBody,
  sourceAddress,
  wireBody,
} from './hostile-inputs';

describe('webhooks (call report, inbound call), beacon, CSV export, subject access, erasure and health under property-based fuzzing', () => {
  let api: TestApi;
  let owner: TestUser;
  let other: TestUser;
  let clientId: string;
  let otherCallId: string;
  beforeAll(async () => {
    api = await startTestApi();
    [owner, other] = await Promise.all([signedInUser(api, 'client'), signedInUser(api, 'client')]);
    clientId = (await graphql(api, '{ myClient { id } }', {}, owner.headers)).data?.myClient.id as string;
    const otherClientId = (await graphql(api, '{ myClient { id } }', {}, other.headers)).data?.myClient.id as string;
    await postCall(api, {
      platform_call_id: `other-${randomUUID()}`,
      client_id: otherClientId,
      caller_number: '+1 555 777 0001',
      started_at: new Date().toISOString(),
      duration_seconds: 5,
    });
    await settle(api);
    otherCallId = (await graphql(api, '{ recentCalls { id } }', {}, other.headers)).data?.recentCalls[0].id as string;
  });
  afterAll(() => api.close());

  const callReport = () =>
    shapedBody({
      platform_call_id: honestOr(fc.uuid()),
      client_id: honestOr(fc.constant(clientId)),
      caller_number: honestOr(fc.constant('+1 555 010 2000')),
      started_at: honestOr(fc.constant(new Date().toISOString())),
      duration_seconds: fc.oneof(fc.nat({ max: 7200 }), hostileJson),
      outcome: honestOr(fc.constantFrom('missed', 'completed', 'voicemail')),
    });

  /** Every way a webhook signature header is wrong: none, junk, another body or secret, stale, future, one digit off, empty, unknown scheme. */
  const forgedSignature = (secret: string) => (raw: string) => {
    const now = () => Math.floor(Date.now() / 1000);
    return fc.oneof(
      fc.constant(undefined),
      hostileString,
      fc.string({ maxLength: 20 }).map((other) => signWebhook(secret, `${raw}${other || ' '}`, now())),
      fc.constant(null).map(() => signWebhook('not-the-secret', raw, now())),
      fc.integer({ min: 301, max: 10 ** 9 }).map((age) => signWebhook(secret, raw, now() - age)),
      fc.integer({ min: 301, max: 10 ** 6 }).map((ahead) => signWebhook(secret, raw, now() + ahead)),
      fc.constant(null).map(() => signWebhook(secret, raw, now()).replace(/v1=(.)/, (_match, first: string) => `v1=${first === '0' ? '1' : '0'}`)),
      fc.constant(null).map(() => `t=${now()},v1=`),
      fc.constant(null).map(() => `t=${now()},v0=${signWebhook(secret, raw, now()).split('v1=')[1]}`),
    );
  };

  it('POST /webhooks/calls refuses every unsigned, forged or stale report with 401 and stores nothing', async () => {
    const signature = forgedSignature(webhookSecretOf(api));
    const request = wireBody(callReport()).chain((raw) =>
      fc.record({ raw: fc.constant(raw), signature: signature(raw), contentType, ip: sourceAddress }),
    );
    await fuzz(
      'calls webhook: unsigned and forged',
      fc.asyncProperty(request, async ({ raw, signature: header, contentType: type, ip }) => {
        const headBefore = await api.platform.eventStore.headPosition();
        const response = await api.app.inject({
          method: 'POST',
          url: '/webhooks/calls',
          remoteAddress: ip,
          headers: {
            ...(type ? { 'content-type': type } : {}),
            ...(typeof header === 'string' && /^[\x20-\x7e]*$/.test(header) ? { 'x-signature': header } : {}),
          },
          payload: raw,
        });
        if (response.statusCode >= 500) throw new Error(`answered ${response.statusCode} ${response.body}`);
        expect([400, 401, 413, 415]).toContain(response.statusCode);
        expect(await api.platform.eventStore.headPosition()).toBe(headBefore);
      }),
      { numRuns: 400 },
    );
  });

  it('POST /webhooks/calls answers any signed report with outcomes with 201/200 or a 4xx with a message, and stores nothing for a refused one', async () => {
    const secret = webhookSecretOf(api);
    const soon = () => new Date(Date.now() + 86_400_000).toISOString();
    const huge = fc.constantFrom('x'.repeat(2001), 'x'.repeat(50_001), '9'.repeat(300));
    const junk = fc.oneof(hostileJson, huge, fc.constant({ nested: { deeper: [{ $gt: '' }] } }));
    const outcome = (fields: Record<string, fc.Arbitrary<unknown>>) =>
      fc.oneof({ weight: 4, arbitrary: shapedBody(fields) }, { weight: 1, arbitrary: junk });
    const report = fc
      .tuple(
        callReport(),
        shapedBody({
          agent: honestOr(fc.constantFrom('sales', 'service', 'missed_call')),
          summary: fc.oneof(hostileString, huge),
          sentiment: honestOr(fc.constantFrom('positive', 'neutral', 'negative')),
          appointment: outcome({
            starts_at: honestOr(fc.constant(soon())),
            kind: honestOr(fc.constantFrom('sales_visit', 'test_drive', 'service')),
            customer_name: fc.oneof(hostileString, huge),
            vehicle: honestOr(fc.constant('2021 Honda Civic')),
            concern: fc.oneof(hostileString, huge),
          }),
          message: outcome({
            caller_name: honestOr(fc.constant('Maria')),
            callback_number: honestOr(fc.constantFrom('+1 555 010 2000', '1234', '+1 555 010 2000 ext 99999999')),
            text: fc.oneof(honestOr(fc.constant('Call me back')), huge),
            urgency: honestOr(fc.constantFrom('normal', 'urgent')),
          }),
          transfer: outcome({
            department: honestOr(fc.constantFrom('sales', 'service', 'other')),
            to_name: honestOr(fc.constant('Dana')),
            to_number: honestOr(fc.constant('+1 555 010 3000')),
            answered: fc.oneof(fc.boolean(), fieldValue),
          }),
          sms: outcome({
            to: honestOr(fc.constant('+1 555 010 2000')),
            text: fc.oneof(honestOr(fc.constant('Thanks for calling')), huge),
            status: honestOr(fc.constantFrom('sent', 'delivered', 'failed')),
          }),
        }),
      )
      .map(([call, outcomes]) => ({ ...call, ...outcomes }));
    const honest = fc.record({
      platform_call_id: fc.uuid(),
      client_id: fc.constant(clientId),
      caller_number: fc.constant('+1 555 010 2000'),
      started_at: fc.constant(new Date().toISOString()),
      agent: fc.constantFrom('sales', 'service', 'missed_call'),
      appointment: fc.record({
        starts_at: fc.constant(soon()),
        kind: fc.constantFrom('sales_visit', 'test_drive', 'service'),
        customer_name: fc.string(),
      }),
      message: fc.record({
        callback_number: fc.constant('+1 555 010 2000'),
        text: fc.string({ minLength: 1 }),
        urgency: fc.constantFrom('normal', 'urgent'),
      }),
      transfer: fc.record({
        department: fc.constantFrom('sales', 'service', 'other'),
        to_number: fc.constant('+1 555 010 3000'),
        answered: fc.boolean(),
      }),
      sms: fc.record({
        to: fc.constant('+1 555 010 2000'),
        text: fc.string({ minLength: 1 }),
        status: fc.constantFrom('sent', 'delivered', 'failed'),
      }),
    });
    const body = fc.oneof({ weight: 1, arbitrary: honest }, { weight: 4, arbitrary: report });
    let stored = 0;
    await fuzz(
      'calls webhook: signed reports with outcomes',
      fc.asyncProperty(body, sourceAddress, async (value, ip) => {
        const raw = JSON.stringify(value);
        const headBefore = await api.platform.eventStore.headPosition();
        const response = await api.app.inject({
          method: 'POST',
          url: '/webhooks/calls',
          remoteAddress: ip,
          headers: { 'content-type': 'application/json', 'x-signature': signWebhook(secret, raw, Math.floor(Date.now() / 1000)) },
          payload: raw,
        });
        if (response.statusCode >= 500) throw new Error(`answered ${response.statusCode} ${response.body}`);
        if (response.statusCode === 201 || response.statusCode === 200) {
          stored++;
          return;
        }
        expect([400, 404, 409, 413]).toContain(response.statusCode);
        if (response.statusCode === 400) expect(typeof response.json().message).toBe('string');
        expect(await api.platform.eventStore.headPosition()).toBe(headBefore);
      }),
      { numRuns: 400 },
    );
    // The honest values reach the deciders: some reports are stored, not only refused.
    expect(stored).toBeGreaterThan(0);
  });

  const inboundCall = () =>
    shapedBody({
      called_number: honestOr(fc.constantFrom('+1 555 010 2000', '+1 555 999 0000')),
      caller_number: honestOr(fc.constant('+1 555 010 7788')),
      at: fc.oneof(
        fc.constant(new Date().toISOString()),
        fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
        hostileJson,
      ),
    });
  const postInbound = (raw: string, headers: Record<string, string>, ip?: string) =>
    api.app.inject({ method: 'POST', url: '/webhooks/inbound-call', remoteAddress: ip, headers, payload: raw });

  it('POST /webhooks/inbound-call refuses every unsigned, forged or stale request with 401, answering nothing about any client', async () => {
    const signature = forgedSignature(webhookSecretOf(api));
    const request = wireBody(inboundCall()).chain((raw) =>
      fc.record({ raw: fc.constant(raw), signature: signature(raw), contentType, ip: sourceAddress }),
    );
    await fuzz(
      'inbound-call API: unsigned and forged',
      fc.asyncProperty(request, async ({ raw, signature: header, contentType: type, ip }) => {
        const response = await postInbound(
          raw,
          {
            ...(type ? { 'content-type': type } : {}),
            ...(typeof header === 'string' && /^[\x20-\x7e]*$/.test(header) ? { 'x-signature': header } : {}),
          },
          ip,
        );
        if (response.statusCode >= 500) throw new Error(`answered ${response.statusCode} ${response.body}`);
        expect([400, 401, 413, 415]).toContain(response.statusCode);
        expect(response.body).not.toContain(clientId);
      }),
      { numRuns: 300 },
    );
  });

  it('POST /webhooks/inbound-call answers any signed body (wrong types, bad JSON) with an answer, 404 or a 4xx, never a server error', async () => {
    const secret = webhookSecretOf(api);
    await fuzz(
      'inbound-call API: signed hostile bodies',
      fc.asyncProperty(wireBody(inboundCall()), async (raw) => {
        const signature = signWebhook(secret, raw, Math.floor(Date.now() / 1000));
        const response = await postInbound(raw, { 'content-type': 'application/json', 'x-signature': signature });
        if (response.statusCode >= 500) throw new Error(`answered ${response.statusCode} ${response.body}`);
        expect([200, 400, 404]).toContain(response.statusCode);
        if (response.statusCode === 404) expect(response.json()).toEqual({ status: 'not_ours' });
        if (response.statusCode === 400) expect(typeof response.json().message).toBe('string');
      }),
      { numRuns: 300 },
    );
  });

  it('POST /webhooks/inbound-call refuses a huge body with 413 before reading it, even when signed', async () => {
    const raw = JSON.stringify({ called_number: '+1 555 010 2000', caller_number: 'x'.repeat(200 * 1024) });
    const signature = signWebhook(webhookSecretOf(api), raw, Math.floor(Date.now() / 1000));
    const response = await postInbound(raw, { 'content-type': 'application/json', 'x-signature': signature });
    expect(response.statusCode).toBe(413);
  });

  it('POST /api/track answers any beacon with 204 or a 4xx, and stores nothing for a refused one', async () => {
    const beacon = shapedBody({
      kind: honestOr(fc.constantFrom('page_view', 'lead')),
      path: honestOr(fc.oneof(fc.constantFrom('/', '/pricing', '/contact'), fc.webPath())),
      referrer: fc.oneof(fc.constant(null), fc.webUrl(), hostileString),
      form: fc.oneof(fc.constantFrom('book_demo', 'contact'), hostileString),
    });
    const request = fc.record({
      body: wireBody(beacon),
      contentType: fc.oneof(contentType, fc.constant('text/plain;charset=UTF-8')),
      headers: extraHeaders,
      privacy: fc.constantFrom({}, { dnt: '1' }, { 'sec-gpc': '1' }, { 'sec-purpose': 'prefetch' }),
      ip: sourceAddress,
    });
    await fuzz(
      'analytics beacon',
      fc.asyncProperty(request, async (input) => {
        const headBefore = await api.platform.eventStore.headPosition();
        const response = await api.app.inject({
          method: 'POST',
          url: '/api/track',
          remoteAddress: input.ip,
          headers: { ...input.headers, ...input.privacy, ...(input.contentType ? { 'content-type': input.contentType } : {}) },
          payload: input.body,
        });
        if (response.statusCode >= 500) throw new Error(`answered ${response.statusCode} ${response.body}`);
        if (response.statusCode !== 204) expect(await api.platform.eventStore.headPosition()).toBe(headBefore);
      }),
      { numRuns: 500 },
    );
  });

  it("GET /api/calls.csv answers any filter with the caller's calls only, or a 4xx", async () => {
    const query = fc.dictionary(
      fc.oneof(fc.constantFrom('outcome', 'type', 'from', 'to', 'search', 'limit', '__proto__'), hostileString),
      fc.oneof(hostileString, fc.constantFrom('2026-01-01', 'missed', 'test', '9999-99-99')),
      { maxKeys: 4 },
    );
    await fuzz(
      'calls CSV export filters',
      fc.asyncProperty(query, bearerHeader([owner.accessToken]), async (params, bearer) => {
        const search = Object.entries(params)
          .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
          .join('&');
        const response = await api.app.inject({ method: 'GET', url: `/api/calls.csv?${search}`, headers: bearer });
        if (response.statusCode >= 500) throw new Error(`answered ${response.statusCode} ${response.body}`);
        expect(response.body).not.toContain(otherCallId);
        expect(response.body).not.toContain('+1 555 777 0001');
      }),
      { numRuns: 300 },
    );
  });

  describe('GET /api/calls/:callId/recording', () => {
    const AUDIO = Buffer.from(Array.from({ length: 3000 }, (_, index) => 65 + (index % 26)));
    let listener: TestUser;
    let ownCallId: string;
    beforeAll(async () => {
      listener = await signedInUser(api, 'client');
      const listenerClientId = (await graphql(api, '{ myClient { id } }', {}, listener.headers)).data?.myClient.id as string;
      await postCall(api, {
        platform_call_id: `own-${randomUUID()}`,
        client_id: listenerClientId,
        caller_number: '+1 555 777 0002',
        started_at: new Date().toISOString(),
        duration_seconds: 5,
      });
      await settle(api);
      ownCallId = (await graphql(api, '{ recentCalls { id } }', {}, listener.headers)).data?.recentCalls[0].id as string;
      await storeTestRecording(api, ownCallId, AUDIO);
      await storeTestRecording(api, otherCallId, Buffer.from('OTHER CLIENT AUDIO'));
    });

    it("answers any call id but the caller's own with 404 (400 or 414 when malformed or overlong) and never serves another client's audio", async () => {
      const callId = fc.oneof(
        hostileString,
        fc.constantFrom(otherCallId, `${otherCallId}/../..`, '../../../etc/passwd', '..%2F..%2Fetc%2Fpasswd', '%00', `${otherCallId}%00`, ' ', '.'),
        fc.constant(null).map(() => ownCallId.replace(/.$/, (last) => (last === '0' ? '1' : '0'))),
      );
      await fuzz(
        'recording call ids',
        fc.asyncProperty(callId, fc.boolean(), async (id, encode) => {
          const path = `/api/calls/${encode ? encodeURIComponent(id) : id}/recording`;
          const response = await api.app.inject({ method: 'GET', url: path, headers: listener.headers });
          if (response.statusCode >= 500) throw new Error(`answered ${response.statusCode} ${response.body}`);
          expect(response.body).not.toContain('OTHER CLIENT AUDIO');
          // 414: Fastify refuses a path parameter longer than its maxParamLength before any route runs.
          expect([400, 404, 414]).toContain(response.statusCode);
        }),
        { numRuns: 120 },
      );
    });

    it('answers any Range header with 200, a 206 of exactly the bytes it names, or 416', async () => {
      const bound = fc.oneof(fc.nat({ max: 4000 }), fc.constantFrom(2999, 3000, 2 ** 53), fc.bigInt({ min: 0n, max: 10n ** 40n }));
      const spec = fc.oneof(
        fc.tuple(bound, bound).map(([start, end]) => `${start}-${end}`),
        bound.map((start) => `${start}-`),
        bound.map((suffix) => `-${suffix}`),
        hostileString,
      );
      const range = fc.oneof(
        spec.map((one) => `bytes=${one}`),
        fc.array(spec, { minLength: 2, maxLength: 300 }).map((many) => `bytes=${many.join(',')}`),
        fc.constantFrom('bytes=', 'bytes=-', 'items=0-1', 'bytes=0-0,-1', 'bytes=1-0', 'bytes = 0-1', 'bytes=-0'),
        hostileString,
      );
      await fuzz(
        'recording ranges',
        fc.asyncProperty(range, async (header) => {
          const headers = { ...listener.headers, ...(/^[\x20-\x7e]*$/.test(header) ? { range: header } : {}) };
          const response = await api.app.inject({ method: 'GET', url: recordingPath(ownCallId), headers });
          expect([200, 206, 416]).toContain(response.statusCode);
          expect(response.headers['accept-ranges']).toBe('bytes');
          if (response.statusCode === 200) expect(response.rawPayload).toEqual(AUDIO);
          if (response.statusCode === 416) expect(response.headers['content-range']).toBe(`bytes */${AUDIO.length}`);
          if (response.statusCode === 206) {
            const [, start, end] = /^bytes (\d+)-(\d+)\/3000$/.exec(String(response.headers['content-range'])) ?? [];
            expect(response.rawPayload).toEqual(AUDIO.subarray(Number(start), Number(end) + 1));
            expect(Number(response.headers['content-length'])).toBe(Number(end) - Number(start) + 1);
          }
        }),
        { numRuns: 150 },
      );
    });
  });

  it("GET /api/privacy/my-data answers any query with the caller's own data only (a parameter names no one else)", async () => {
    const query = fc.dictionary(
      fc.oneof(fc.constantFrom('email', 'userId', 'subject', '__proto__'), hostileString),
      fc.oneof(hostileString, fc.constant(other.email)),
      {
        maxKeys: 3,
      },
    );
    await fuzz(
      'subject access, self',
      fc.asyncProperty(query, bearerHeader([owner.accessToken]), async (params, bearer) => {
        const search = new URLSearchParams(params).toString();
        const response = await api.app.inject({ method: 'GET', url: `/api/privacy/my-data?${search}`, headers: bearer });
        expect([200, 401, 429]).toContain(response.statusCode);
        if (response.statusCode === 200) expect(response.json().subject.email).toBe(owner.email);
        expect(response.body).not.toContain(otherCallId);
      }),
      { numRuns: 100 },
    );
  });

  it('GET /api/privacy/subject-data refuses every caller but an administrator, whatever the e-mail, token and headers', async () => {
    await fuzz(
      'subject access, staff',
      fc.asyncProperty(
        fc.oneof(hostileString, fc.constant(other.email)),
        bearerHeader([owner.accessToken]),
        extraHeaders,
        async (email, bearer, headers) => {
          const url = `/api/privacy/subject-data?email=${encodeURIComponent(email)}`;
          const response = await api.app.inject({ method: 'GET', url, headers: { ...headers, ...bearer } });
          expect([401, 403]).toContain(response.statusCode);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('POST /api/privacy/erasure refuses every caller but an administrator, and erases nothing', async () => {
    await fuzz(
      'erasure, staff',
      fc.asyncProperty(
        fc.oneof(hostileJson, fc.constant({ email: other.email })),
        bearerHeader([owner.accessToken]),
        extraHeaders,
        async (payload, bearer, headers) => {
          const response = await api.app.inject({
            method: 'POST',
            url: '/api/privacy/erasure',
            headers: { ...headers, ...bearer },
            payload: payload as object,
          });
          expect([400, 401, 403, 415]).toContain(response.statusCode);
        },
      ),
      { numRuns: 100 },
    );
    expect(await api.platform.personalData.keys.find(`user-${other.userId}`)).not.toBeNull();
  });

  it("POST /api/privacy/erasure answers an administrator's malformed or unknown address with 400 or 404, never a server error", async () => {
    const admin = await signedInUser(api, 'admin');
    await fuzz(
      'erasure, malformed',
      fc.asyncProperty(fc.oneof(hostileJson, fc.record({ email: hostileString })), async (payload) => {
        const response = await api.app.inject({ method: 'POST', url: '/api/privacy/erasure', headers: admin.headers, payload: payload as object });
        expect([400, 404, 415, 429]).toContain(response.statusCode);
      }),
      { numRuns: 60 },
    );
    expect(await api.platform.personalData.keys.find(`user-${other.userId}`)).not.toBeNull();
  });

  it('GET /api/events.ndjson and .csv refuse every caller but staff, whatever the filter, token and headers', async () => {
    const query = fc.dictionary(
      fc.oneof(fc.constantFrom('types', 'stream', 'actorId', 'correlationId', 'from', 'to', 'text', '__proto__'), hostileString),
      hostileString,
      {
        maxKeys: 4,
      },
    );
    await fuzz(
      'event log export',
      fc.asyncProperty(fc.constantFrom('ndjson', 'csv'), query, bearerHeader([owner.accessToken]), async (format, params, bearer) => {
        const url = `/api/events.${format}?${new URLSearchParams(params).toString()}`;
        const response = await api.app.inject({ method: 'GET', url, headers: bearer });
        expect([401, 403]).toContain(response.statusCode);
      }),
      { numRuns: 100 },
    );
  });

  it('GET /health answers any query and headers without a server error', async () => {
    await fuzz(
      'health',
      fc.asyncProperty(hostileString, extraHeaders, async (query, headers) => {
        const response = await api.app.inject({ method: 'GET', url: `/health?${encodeURIComponent(query)}`, headers });
        expect(response.statusCode).toBeLessThan(500);
      }),
      { numRuns: 100 },
    );
  });

  it('GET /health/details refuses every caller but an administrator, whatever the token and headers', async () => {
    await fuzz(
      'health details',
      fc.asyncProperty(bearerHeader([owner.accessToken]), extraHeaders, async (bearer, headers) => {
        const response = await api.app.inject({ method: 'GET', url: '/health/details', headers: { ...headers, ...bearer } });
        expect([401, 403]).toContain(response.statusCode);
      }),
      { numRuns: 100 },
    );
  });
});

describe('POST /webhooks/calls with a recording (multipart/form-data) under property-based fuzzing', () => {
  const MAX_RECORDING_BYTES = 16 * 1024;
  let api: TestApi;
  let clientId: string;
  beforeAll(async () => {
    api = await startTestApi({ recordings: { s3Url: null, maxBytes: MAX_RECORDING_BYTES, roundIntervalMs: 0 } });
    const owner = await signedInUser(api, 'client');
    clientId = (await graphql(api, '{ myClient { id } }', {}, owner.headers)).data?.myClient.id as string;
  });
  afterAll(() => api.close());

  /** Every blob file under DATA_DIR/recordings (the test API's blob store). */
  const blobFiles = (): string[] => {
    const root = join(api.config.dataDir, 'recordings');
    try {
      return readdirSync(root, { recursive: true, withFileTypes: true }).flatMap((entry) => (entry.isFile() ? [entry.name] : []));
    } catch {
      return [];
    }
  };

  const wav = pcmWav(new Int16Array(2000), 8000);
  const audio = fc.oneof(
    { weight: 3, arbitrary: fc.constant(wav) },
    fc.constant(Buffer.from('ID3\x04\0\0\0\0\0\0', 'latin1')),
    fc.constant(Buffer.alloc(0)),
    fc.constant(Buffer.alloc(MAX_RECORDING_BYTES + 1, 0x55)),
    fc.constant(Buffer.concat([wav, Buffer.alloc(MAX_RECORDING_BYTES)])),
    fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
    hostileString.map((text) => Buffer.from(text)),
  );
  const report = () =>
    fc.oneof(
      {
        weight: 3,
        arbitrary: fc.uuid().map((id) =>
          JSON.stringify({
            platform_call_id: id,
            client_id: clientId,
            caller_number: '+1 555 010 2000',
            started_at: new Date().toISOString(),
            duration_seconds: 30,
          }),
        ),
      },
      hostileString,
      hostileJson.map((value) => JSON.stringify(value) ?? 'null'),
      fc.uuid().map((id) =>
        JSON.stringify({
          platform_call_id: id,
          client_id: clientId,
          caller_number: '+1 555 010 2000',
          started_at: new Date().toISOString(),
          recording_url: 'https://media.example.com/a.wav',
        }),
      ),
    );
  type Part = [name: string, value: string | Blob, filename?: string];
  const partName = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom('report', 'recording') },
    fc.constantFrom('audio', 'file', 'Report', ''),
    hostileString,
  );
  const part: fc.Arbitrary<Part> = fc.oneof(
    fc.tuple(partName, report()),
    fc
      .tuple(partName, audio, fc.constantFrom('call.wav', 'x', '../../etc/passwd'))
      .map(([name, bytes, filename]): Part => [name, new Blob([new Uint8Array(bytes)]), filename]),
  );
  const honestParts: fc.Arbitrary<Part[]> = fc.tuple(report(), audio).map(([json, bytes]) => [
    ['report', json],
    ['recording', new Blob([new Uint8Array(bytes)]), 'call.wav'],
  ]);
  const manyParts: fc.Arbitrary<Part[]> = fc
    .integer({ min: 3, max: 4000 })
    .map((count) => Array.from({ length: count }, (_, n): Part => [n % 2 ? 'report' : 'recording', 'x']));
  const parts = fc.oneof(
    { weight: 4, arbitrary: honestParts },
    { weight: 3, arbitrary: fc.array(part, { maxLength: 5 }) },
    { weight: 1, arbitrary: manyParts },
  );
  /** The serialised body, sometimes cut short, with a byte flipped, or under another boundary than it was written with. */
  const damage = fc.oneof(
    { weight: 4, arbitrary: fc.constant((raw: Buffer, type: string) => ({ raw, type })) },
    fc.nat().map((at) => (raw: Buffer, type: string) => ({ raw: raw.subarray(0, at % (raw.length + 1)), type })),
    fc.nat().map((at) => (raw: Buffer, type: string) => {
      const flipped = Buffer.from(raw);
      if (flipped.length) flipped[at % flipped.length] ^= 0xff;
      return { raw: flipped, type };
    }),
    fc
      .constantFrom(
        'multipart/form-data',
        'multipart/form-data; boundary=',
        'multipart/form-data; boundary=other',
        'multipart/form-data; boundary="' + 'b'.repeat(200) + '"',
      )
      .map((type) => (raw: Buffer) => ({ raw, type })),
  );

  it('refuses every unsigned, forged or stale multipart report with 401 (or 413) and stores nothing', async () => {
    const secret = webhookSecretOf(api);
    const now = () => Math.floor(Date.now() / 1000);
    const forged = fc.oneof(
      fc.constant('' as string),
      hostileString,
      fc.constant(null).map(() => `t=${now()},v1=${'0'.repeat(64)}`),
      fc.integer({ min: 301, max: 10 ** 6 }).map((age) => ({ age })),
      fc.constant({ secret: 'not-the-secret' }),
      fc.constant({ extra: 'x' }),
    );
    await fuzz(
      'calls webhook multipart: unsigned and forged',
      fc.asyncProperty(parts, forged, async (layout, forgery) => {
        const { raw, contentType: type } = await multipartBody(layout);
        const signature =
          typeof forgery === 'string'
            ? forgery
            : 'age' in forgery
              ? signWebhook(secret, raw, now() - forgery.age)
              : 'secret' in forgery
                ? signWebhook(forgery.secret, raw, now())
                : signWebhook(secret, Buffer.concat([raw, Buffer.from(forgery.extra)]), now());
        const headBefore = await api.platform.eventStore.headPosition();
        const filesBefore = blobFiles().length;
        const response = await api.app.inject({
          method: 'POST',
          url: '/webhooks/calls',
          headers: { 'content-type': type, ...(/^[\x20-\x7e]+$/.test(signature) ? { 'x-signature': signature } : {}) },
          payload: raw,
        });
        if (response.statusCode >= 500) throw new Error(`answered ${response.statusCode} ${response.body}`);
        expect([401, 413]).toContain(response.statusCode);
        expect(await api.platform.eventStore.headPosition()).toBe(headBefore);
        expect(blobFiles().length).toBe(filesBefore);
      }),
      { numRuns: 150 },
    );
  });

  it('answers any signed multipart body with 201/200 or a 4xx with a message; a refused one stores no event and no audio', async () => {
    let stored = 0;
    await fuzz(
      'calls webhook multipart: signed bodies',
      fc.asyncProperty(parts, damage, async (layout, damageOf) => {
        const written = await multipartBody(layout);
        const { raw, type } = damageOf(written.raw, written.contentType);
        const headBefore = await api.platform.eventStore.headPosition();
        const filesBefore = blobFiles().length;
        const response = await postMultipart(api, raw, type);
        if (response.statusCode >= 500) throw new Error(`answered ${response.statusCode} ${response.body}`);
        if (response.statusCode === 201 || response.statusCode === 200) {
          stored++;
          return;
        }
        expect([400, 404, 409, 413]).toContain(response.statusCode);
        expect(typeof response.json().message).toBe('string');
        expect(await api.platform.eventStore.headPosition()).toBe(headBefore);
        expect(blobFiles().length).toBe(filesBefore);
      }),
      { numRuns: 200 },
    );
    // The honest bodies reach the decider: some reports with audio are stored, not only refused.
    expect(stored).toBeGreaterThan(0);
    expect(blobFiles().length).toBeGreaterThan(0);
  });
});

describe('REST attacks the fuzzing found', () => {
  let api: TestApi;
  let owner: TestUser;
  beforeAll(async () => {
    api = await startTestApi();
    owner = await signedInUser(api, 'client');
  });
  afterAll(() => api.close());

  it('GET /api/calls.csv with an invalid date filter answers 400 with the rule message, not a 500', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/calls.csv?from=!', headers: owner.headers });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'BAD_USER_INPUT' });
  });
});
