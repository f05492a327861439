import { randomUUID } from 'node:crypto';
import { SUBMIT, validBookDemo } from '../leads/leads-graphql';
import { graphql, settle } from '../testing/client-area-requests';
import { startTestApi, type TestApi } from '../testing/test-api';
import { signedInUser, type TestUser } from '../testing/test-users';

const HISTORY = `query($stream: String!) { streamHistory(stream: $stream) {
  stream truncated events { revision type occurredAt actorId actorEmail changes { field before after personalBefore personalAfter } } } }`;

describe('streamHistory: an entity timeline with who, when and before → after', () => {
  let api: TestApi;
  let admin: TestUser;
  let stream: string;
  beforeAll(async () => {
    api = await startTestApi();
    admin = await signedInUser(api, 'admin');
    const email = `timeline-${randomUUID()}@dealer.example`;
    const submitted = await graphql(api, SUBMIT, { key: randomUUID(), input: { ...validBookDemo(), email } });
    const id = submitted.data?.submitDemoRequest.id as string;
    await settle(api);
    const changed = await graphql(
      api,
      'mutation($id: ID!) { changeDemoRequestStatus(id: $id, status: contacted, expectedRevision: 0) { id } }',
      { id },
      admin.headers,
    );
    expect(changed.errors).toBeUndefined();
    stream = `demo-request-${id}`;
  });
  afterAll(() => api.close());

  it('lists every event of the stream with the acting admin and the changed fields', async () => {
    const answer = await graphql(api, HISTORY, { stream }, admin.headers);
    expect(answer.errors).toBeUndefined();
    const { events, truncated } = answer.data?.streamHistory ?? {};
    expect(truncated).toBe(false);
    expect(events.map((event: { type: string }) => event.type)).toEqual(['DemoRequestSubmitted', 'StatusChanged']);
    expect(events[0]).toMatchObject({ revision: 0, actorEmail: null });
    expect(events[0].changes).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'email', personalAfter: expect.stringContaining('@dealer.example') })]),
    );
    expect(events[1]).toMatchObject({ revision: 1, actorId: admin.userId, actorEmail: admin.email });
    expect(events[1].changes).toEqual(
      expect.arrayContaining([{ field: 'status', before: '"new"', after: '"contacted"', personalBefore: null, personalAfter: null }]),
    );
  });

  it('masks personal values and the actor for an analyst without analyst:pii, and refuses clients and bad stream names', async () => {
    const analyst = await signedInUser(api, 'analyst');
    const masked = JSON.stringify((await graphql(api, HISTORY, { stream }, analyst.headers)).data);
    expect(masked).not.toContain('@dealer.example');
    expect(masked).not.toContain(admin.email);
    expect(masked).toContain('"after":"\\"contacted\\""');

    const client = await signedInUser(api, 'client');
    expect((await graphql(api, HISTORY, { stream }, client.headers)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    for (const bad of ['', ' ', 'a'.repeat(201), '../x', 'demo request']) {
      const refused = await graphql(api, HISTORY, { stream: bad }, admin.headers);
      expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    }
  });
});
