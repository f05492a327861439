import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CALL_LOGS, callLogsProjector, type CallLogDoc } from '@receptionist/calls-application';
import { physicalCollectionName } from '@receptionist/projections';
import { eventCount, graphql } from './testing/client-area-requests';
import { startTestApi, type TestApi } from './testing/test-api';
import { signedInUser, type TestUser } from './testing/test-users';

jest.setTimeout(60_000);

/** A signed-in client must not be able to exhaust the server's memory with CSV exports or flood it with test calls. */
describe('calls: CSV exports and test calls cannot exhaust the server', () => {
  let api: TestApi;
  let url: string;
  let owner: TestUser;
  let clientId: string;
  const ROWS = 10_250;

  beforeAll(async () => {
    api = await startTestApi();
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(api.app.getHttpServer().address() as AddressInfo).port}`;
    owner = await signedInUser(api, 'client');
    clientId = (await graphql(api, '{ myClient { id } }', {}, owner.headers)).data?.myClient.id;
    // More calls than the old 10,000-row cap and many pages; groups of 7 share a start time (paging must not lose ties).
    const base = Date.parse('2026-01-01T00:00:00.000Z');
    const writes = Array.from({ length: ROWS }, (_, index) => {
      const doc = {
        id: `${clientId}:seed-${String(index).padStart(6, '0')}`,
        client_id: clientId,
        caller_number: `+1 555 ${String(index).padStart(7, '0')}`,
        started_at: new Date(base + Math.floor(index / 7) * 60_000).toISOString(),
        duration_seconds: 61,
        outcome: 'completed',
        call_type: 'inbound',
        transcript: 'caller: hello\nagent: hi '.repeat(20),
        summary: index % 2 ? 'Booked, "urgent", oil change' : null,
        sentiment: 'positive',
        topic: 'service',
        created_at: new Date(base).toISOString(),
        // A transcript, as list documents built before version 2 held one: the export must still leave it out.
      } as unknown as CallLogDoc;
      return { kind: 'put' as const, collection: physicalCollectionName(CALL_LOGS, callLogsProjector.version), doc };
    });
    await api.platform.readStore.commit({ projector: 'test-seed-call-logs', position: 1, writes });
  });
  afterAll(() => api.close());

  const exportCsv = () => fetch(`${url}/api/calls.csv`, { headers: owner.headers });

  it('streams an export of more rows than one page (and than the old cap): every row, newest first, correct CSV', async () => {
    const response = await exportCsv();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-length')).toBeNull();
    const lines = (await response.text()).split('\r\n');
    expect(lines.pop()).toBe('');
    expect(lines[0]).toBe('Date,Caller,Duration,Duration (seconds),Outcome,Type,Sentiment,Topic,Summary');
    expect(lines).toHaveLength(ROWS + 1);
    // Newest first; among calls started at the same time, by id, descending too (the order of the client + start index).
    const newest = ROWS - 1;
    const summary = newest % 2 ? '"Booked, ""urgent"", oil change"' : '';
    expect(lines[1]).toBe(
      `${new Date(Date.parse('2026-01-01T00:00:00.000Z') + Math.floor(newest / 7) * 60_000).toISOString()},+1 555 ${String(newest).padStart(7, '0')},1m 1s,61,Completed,inbound,positive,service,${summary}`,
    );
    const callers = lines.slice(1).map((line) => line.split(',')[1]);
    expect(new Set(callers).size).toBe(ROWS);
    expect(callers).toEqual(Array.from({ length: ROWS }, (_, index) => `+1 555 ${String(ROWS - 1 - index).padStart(7, '0')}`));
    expect(lines.filter((line) => line.endsWith(',"Booked, ""urgent"", oil change"'))).toHaveLength(Math.floor(ROWS / 2));
    expect(lines.every((line) => !line.includes('hello'))).toBe(true);
  });

  it('refuses a concurrent second export of the same user with 429 and a clear message; the next one after it works', async () => {
    const [first, second] = await Promise.all([exportCsv(), exportCsv()]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 429]);
    const [accepted, refused] = first.status === 429 ? [second, first] : [first, second];
    expect(await refused.json()).toEqual({
      statusCode: 429,
      error: 'TOO_MANY_REQUESTS',
      message: 'An export of your calls is already running. Please wait until it finishes, then try again.',
    });
    expect((await accepted.text()).split('\r\n')).toHaveLength(ROWS + 2);
    const next = await exportCsv();
    expect(next.status).toBe(200);
    await next.text();
  });

  it('lets another user export while one export runs', async () => {
    const other = await signedInUser(api, 'client');
    await graphql(api, '{ myClient { id } }', {}, other.headers);
    const [mine, theirs] = await Promise.all([exportCsv(), fetch(`${url}/api/calls.csv`, { headers: other.headers })]);
    expect([mine.status, theirs.status]).toEqual([200, 200]);
    await Promise.all([mine.text(), theirs.text()]);
  });

  it('frees the export slot when the client aborts the download', async () => {
    // A client that reads the first bytes of the download, then drops the connection.
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.get(`${url}/api/calls.csv`, { headers: owner.headers, agent: false }, (response) => {
        response.once('data', () => {
          request.destroy();
          resolve(response.statusCode ?? 0);
        });
      });
      request.on('error', reject);
    });
    expect(status).toBe(200);
    let next = 0;
    for (let attempt = 0; attempt < 30 && next !== 200; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 100));
      const response = await exportCsv();
      await response.text();
      next = response.status;
    }
    expect(next).toBe(200);
  });

  it('refuses the 11th test call of a user within a minute with TOO_MANY_REQUESTS, and stores nothing for it', async () => {
    const caller = await signedInUser(api, 'client');
    await graphql(api, '{ myClient { id } }', {}, caller.headers);
    const testCall = 'mutation { recordTestCall(durationSeconds: 5, transcript: "hello") { id } }';
    for (let call = 1; call <= 10; call++) expect((await graphql(api, testCall, {}, caller.headers)).errors).toBeUndefined();
    const events = await eventCount(api);

    const refused = await graphql(api, testCall, {}, caller.headers);
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Too many test calls. Please wait a minute, then try again.',
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    expect(await eventCount(api)).toBe(events);
    // The limit is per user: another client still may.
    const other = await signedInUser(api, 'client');
    await graphql(api, '{ myClient { id } }', {}, other.headers);
    expect((await graphql(api, testCall, {}, other.headers)).errors).toBeUndefined();
  });
});
