import { randomUUID } from 'node:crypto';
import { SUBMIT, validBookDemo } from '../leads/leads-graphql';
import { graphql, settle } from '../testing/client-area-requests';
import { startTestApi, type TestApi } from '../testing/test-api';
import { signedInUser, type TestUser } from '../testing/test-users';

const LOG = `query($filter: EventLogFilter, $before: Int, $first: Int) { eventLog(filter: $filter, before: $before, first: $first) {
  nextBefore items { position eventId stream revision type occurredAt actorId correlationId causationId dataJson personalDataJson } } }`;

interface Logged {
  position: number;
  eventId: string;
  stream: string;
  type: string;
  actorId: string | null;
  correlationId: string;
  dataJson: string;
  personalDataJson: string;
}

describe('eventLog: the event explorer', () => {
  let api: TestApi;
  let admin: TestUser;
  const tag = `explorer${randomUUID().slice(0, 8)}`;
  const ids: string[] = [];
  beforeAll(async () => {
    api = await startTestApi();
    admin = await signedInUser(api, 'admin');
    for (let index = 0; index < 3; index++) {
      const answer = await graphql(api, SUBMIT, { key: randomUUID(), input: { ...validBookDemo(), email: `${tag}-${index}@dealer.example` } });
      ids.push(answer.data?.submitDemoRequest.id);
    }
    await settle(api);
    const changed = await graphql(
      api,
      'mutation($id: ID!) { changeDemoRequestStatus(id: $id, status: contacted, expectedRevision: 0) { id } }',
      { id: ids[0] },
      admin.headers,
    );
    expect(changed.errors).toBeUndefined();
  });
  afterAll(() => api.close());

  const log = async (variables: Record<string, unknown>, user = admin) => {
    const answer = await graphql(api, LOG, variables, user.headers);
    expect(answer.errors).toBeUndefined();
    return answer.data?.eventLog as { items: Logged[]; nextBefore: number | null };
  };

  it('lists the log newest first, filtered by type, stream, actor, correlation, time and text, in keyset pages', async () => {
    const newest = await log({ first: 2 });
    expect(newest.items).toHaveLength(2);
    expect(newest.items[0].position).toBeGreaterThan(newest.items[1].position);
    const older = await log({ first: 2, before: newest.nextBefore });
    expect(older.items[0].position).toBeLessThan(newest.items[1].position);

    const submitted = await log({ filter: { types: ['DemoRequestSubmitted'], text: tag } });
    expect(submitted.items.map((event) => event.stream)).toEqual([...ids].reverse().map((id) => `demo-request-${id}`));
    const ofLead = await log({ filter: { streamPrefix: `demo-request-${ids[0]}` } });
    expect(ofLead.items.map((event) => event.type)).toEqual(['StatusChanged', 'DemoRequestSubmitted']);
    const byAdmin = await log({ filter: { actorId: admin.userId, streamPrefix: 'demo-request-' } });
    expect(byAdmin.items.map((event) => event.type)).toEqual(['StatusChanged']);
    const one = await log({ filter: { eventId: submitted.items[1].eventId } });
    expect(one.items.map((event) => event.stream)).toEqual([submitted.items[1].stream]);
    const correlated = await log({ filter: { correlationId: ofLead.items[1].correlationId } });
    expect(correlated.items.map((event) => event.stream)).toContain(`demo-request-${ids[0]}`);
    expect((await log({ filter: { from: new Date(Date.now() + 60_000).toISOString() } })).items).toEqual([]);
    expect((await log({ filter: { to: '2000-01-01T00:00:00Z' } })).items).toEqual([]);
    expect(submitted.items[0].personalDataJson).toContain(`${tag}-2@dealer.example`);
    expect(submitted.items[0].dataJson).not.toContain('@dealer.example');
  });

  it('masks personal data for analysts, refuses clients, and answers bad filters with BAD_USER_INPUT', async () => {
    const analyst = await signedInUser(api, 'analyst');
    const masked = await log({ filter: { types: ['DemoRequestSubmitted'], text: tag } }, analyst);
    expect(JSON.stringify(masked)).not.toContain('@dealer.example');
    const client = await signedInUser(api, 'client');
    expect((await graphql(api, LOG, {}, client.headers)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    for (const variables of [
      { first: 0 },
      { first: 101 },
      { before: 0 },
      { filter: { from: 'yesterday' } },
      { filter: { streamPrefix: '../x' } },
      { filter: { text: 'x'.repeat(201) } },
    ]) {
      expect((await graphql(api, LOG, variables, admin.headers)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it('exports the filtered log as NDJSON and CSV, streamed; analysts get personal values redacted; clients are refused', async () => {
    const url = (format: string) => `/api/events.${format}?types=DemoRequestSubmitted&text=${tag}`;
    const ndjson = await api.app.inject({ method: 'GET', url: url('ndjson'), headers: admin.headers });
    expect(ndjson.statusCode).toBe(200);
    expect(ndjson.headers['content-disposition']).toBe('attachment; filename="events.ndjson"');
    const lines = ndjson.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.map((line) => line.stream)).toEqual([...ids].reverse().map((id) => `demo-request-${id}`));
    expect(lines[0].data.email).toBe(`${tag}-2@dealer.example`);

    const csv = await api.app.inject({ method: 'GET', url: url('csv'), headers: admin.headers });
    const rows = csv.body.trim().split('\r\n');
    expect(rows[0]).toBe('position,occurredAt,type,stream,revision,actorId,correlationId,causationId,data');
    expect(rows).toHaveLength(4);

    const analyst = await signedInUser(api, 'analyst');
    const redacted = await api.app.inject({ method: 'GET', url: url('ndjson'), headers: analyst.headers });
    expect(redacted.statusCode).toBe(200);
    expect(redacted.body).not.toContain('@dealer.example');

    const client = await signedInUser(api, 'client');
    expect((await api.app.inject({ method: 'GET', url: url('ndjson'), headers: client.headers })).statusCode).toBe(403);
    expect((await api.app.inject({ method: 'GET', url: url('csv') })).statusCode).toBe(401);
    expect((await api.app.inject({ method: 'GET', url: '/api/events.ndjson?from=yesterday', headers: admin.headers })).statusCode).toBe(400);
  });
});
