import { join } from 'node:path';
import Database from 'better-sqlite3';
import { MAX_WEBHOOK_ENDPOINTS, WEBHOOK_MESSAGES } from '@receptionist/contracts';
import { SqliteEventStore } from '@receptionist/event-store';
import { WebhookSecrets } from '@receptionist/webhooks-application';
import { graphql } from '../testing/client-area-requests';
import { startTestApi, type TestApi } from '../testing/test-api';
import { signedInUser, type TestUser } from '../testing/test-users';

const PUBLIC_URL = 'https://93.184.215.14/hook';
const ENDPOINT = 'id url description events status pausedReason secretHint createdAt updatedAt';
const ADD = `mutation($input: WebhookEndpointInput!) { addWebhookEndpoint(input: $input) { secret endpoint { ${ENDPOINT} } } }`;
const LIST = `{ webhookEndpoints { ${ENDPOINT} } }`;
const byId = (operation: string, fields = ENDPOINT) => `mutation($id: ID!) { ${operation}(id: $id) { ${fields} } }`;

describe('webhook endpoints (GraphQL)', () => {
  let api: TestApi;
  let owner: TestUser;
  let other: TestUser;
  let admin: TestUser;
  let analyst: TestUser;

  const add = (user: TestUser, input: Record<string, unknown>) => graphql(api, ADD, { input }, user.headers);
  const list = async (user: TestUser) => (await graphql(api, LIST, {}, user.headers)).data?.webhookEndpoints as Record<string, unknown>[];
  /** Every stored event as the disk holds it (personal values sealed), as one text. */
  const storedEvents = async () => {
    const raw = new SqliteEventStore({ file: join(api.config.dataDir, 'events.db') });
    const events: unknown[] = [];
    for await (const event of raw.readAll()) events.push(event);
    await raw.close();
    return JSON.stringify(events);
  };

  /** How many endpoint secrets the shared secret store holds (sealed; only their names are read). */
  const storedSecrets = () => {
    const db = new Database(join(api.config.dataDir, 'auth.db'), { readonly: true });
    try {
      return (db.prepare("SELECT count(*) AS n FROM server_secrets WHERE name LIKE 'webhook-endpoint:%'").get() as { n: number }).n;
    } finally {
      db.close();
    }
  };

  beforeAll(async () => {
    api = await startTestApi();
    [owner, other, admin, analyst] = await Promise.all([
      signedInUser(api, 'client'),
      signedInUser(api, 'client'),
      signedInUser(api, 'admin'),
      signedInUser(api, 'analyst'),
    ]);
  }, 60_000);
  afterAll(() => api.close());

  it('adds an endpoint: the secret once in the answer, a hint in the list, neither the secret nor the URL readable in the stored events', async () => {
    const answer = await add(owner, { url: PUBLIC_URL, description: 'Dealer CRM', events: ['message.taken', 'call.completed'] });
    expect(answer.errors).toBeUndefined();
    const { secret, endpoint } = answer.data?.addWebhookEndpoint ?? {};
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(endpoint).toMatchObject({
      url: PUBLIC_URL,
      description: 'Dealer CRM',
      events: ['call.completed', 'message.taken'],
      status: 'active',
      pausedReason: null,
      secretHint: `whsec_…${secret.slice(-4)}`,
    });
    expect(await list(owner)).toEqual([endpoint]);
    expect(JSON.stringify(await list(owner))).not.toContain(secret);
    expect(await api.app.get(WebhookSecrets).read(endpoint.id)).toBe(secret);

    const stored = await storedEvents();
    expect(stored).toContain('WebhookEndpointAdded');
    expect(stored).not.toContain(secret);
    expect(stored).not.toContain(secret.slice('whsec_'.length));
    expect(stored).not.toContain(PUBLIC_URL);
    expect(stored).not.toContain('Dealer CRM');
  });

  it.each([
    ['http://127.0.0.1:9/hook', WEBHOOK_MESSAGES.urlPrivate],
    ['http://[::1]/hook', WEBHOOK_MESSAGES.urlPrivate],
    ['http://10.0.0.8/hook', WEBHOOK_MESSAGES.urlPrivate],
    ['http://169.254.169.254/latest/meta-data', WEBHOOK_MESSAGES.urlPrivate],
    ['http://2130706433/hook', WEBHOOK_MESSAGES.urlPrivate],
    ['http://0177.0.0.1/hook', WEBHOOK_MESSAGES.urlPrivate],
    ['http://[::ffff:127.0.0.1]/hook', WEBHOOK_MESSAGES.urlPrivate],
    ['ftp://93.184.215.14/hook', WEBHOOK_MESSAGES.urlInvalid],
    ['https://user:pass@93.184.215.14/hook', WEBHOOK_MESSAGES.urlInvalid],
    ['javascript:alert(1)', WEBHOOK_MESSAGES.urlInvalid],
    [`https://93.184.215.14/${'a'.repeat(2100)}`, WEBHOOK_MESSAGES.urlTooLong],
  ])('refuses %.60s with its message and stores nothing', async (url, message) => {
    const head = await api.platform.eventStore.headPosition();
    const answer = await add(other, { url, events: ['call.completed'] });
    expect(answer.data).toBeNull();
    expect(answer.errors?.map((error) => [error.extensions?.code, error.message])).toEqual([['BAD_USER_INPUT', message]]);
    expect(await api.platform.eventStore.headPosition()).toBe(head);
  });

  it("refuses events outside the owner's list", async () => {
    expect((await add(other, { url: PUBLIC_URL, events: ['lead.created'] })).errors?.[0].message).toBe(WEBHOOK_MESSAGES.eventNotAllowed);
    expect((await add(other, { url: PUBLIC_URL, events: [] })).errors?.[0].message).toBe(WEBHOOK_MESSAGES.eventsRequired);
    expect((await add(admin, { url: PUBLIC_URL, events: ['call.completed'] })).errors?.[0].message).toBe(WEBHOOK_MESSAGES.eventNotAllowed);
  });

  it("keeps the administrators' lead endpoints apart from every client's", async () => {
    const answer = await add(admin, { url: 'https://93.184.215.14/leads', events: ['lead.created'] });
    expect(answer.data?.addWebhookEndpoint.endpoint).toMatchObject({ events: ['lead.created'], description: null });
    const adminId = answer.data?.addWebhookEndpoint.endpoint.id;
    expect((await list(admin)).map((endpoint) => endpoint.id)).toEqual([adminId]);
    expect(JSON.stringify(await list(owner))).not.toContain(adminId);
    for (const operation of ['pauseWebhookEndpoint', 'resumeWebhookEndpoint', 'rotateWebhookSecret', 'removeWebhookEndpoint']) {
      const fields = operation === 'removeWebhookEndpoint' ? '' : operation === 'rotateWebhookSecret' ? '{ secret }' : '{ id }';
      const refused = await graphql(api, `mutation($id: ID!) { ${operation}(id: $id) ${fields} }`, { id: adminId }, owner.headers);
      expect(refused.errors?.map((error) => [error.extensions?.code, error.message])).toEqual([['NOT_FOUND', WEBHOOK_MESSAGES.notFound]]);
    }
    expect(await list(admin)).toHaveLength(1);
  });

  it('an analyst may neither list nor add endpoints', async () => {
    expect((await graphql(api, LIST, {}, analyst.headers)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await add(analyst, { url: PUBLIC_URL, events: ['lead.created'] })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('changes, pauses, resumes, rotates and removes; another owner gets NOT_FOUND for each', async () => {
    const user = await signedInUser(api, 'client');
    const { secret, endpoint } = (await add(user, { url: PUBLIC_URL, events: ['call.completed'] })).data?.addWebhookEndpoint ?? {};
    const id = endpoint.id as string;
    const as = (who: TestUser, operation: string, fields?: string) => graphql(api, byId(operation, fields), { id }, who.headers);

    for (const operation of ['pauseWebhookEndpoint', 'resumeWebhookEndpoint']) {
      expect((await as(other, operation)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
    expect((await as(user, 'pauseWebhookEndpoint')).data?.pauseWebhookEndpoint).toMatchObject({ status: 'paused', pausedReason: 'owner' });
    expect((await as(user, 'resumeWebhookEndpoint')).data?.resumeWebhookEndpoint).toMatchObject({ status: 'active', pausedReason: null });

    const updated = await graphql(
      api,
      `mutation($id: ID!, $input: WebhookEndpointInput!) { updateWebhookEndpoint(id: $id, input: $input) { ${ENDPOINT} } }`,
      { id, input: { url: 'https://93.184.215.14/v2', description: 'Service', events: ['appointment.booked'] } },
      user.headers,
    );
    expect(updated.data?.updateWebhookEndpoint).toMatchObject({
      url: 'https://93.184.215.14/v2',
      description: 'Service',
      events: ['appointment.booked'],
    });

    expect((await as(other, 'rotateWebhookSecret', 'secret')).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(await api.app.get(WebhookSecrets).read(id)).toBe(secret);
    const rotated = (await as(user, 'rotateWebhookSecret', `secret endpoint { secretHint }`)).data?.rotateWebhookSecret;
    expect(rotated.secret).not.toBe(secret);
    expect(rotated.endpoint.secretHint).toBe(`whsec_…${rotated.secret.slice(-4)}`);
    expect(await api.app.get(WebhookSecrets).read(id)).toBe(rotated.secret);
    expect(await storedEvents()).not.toContain(rotated.secret);

    expect((await graphql(api, 'mutation($id: ID!) { removeWebhookEndpoint(id: $id) }', { id }, other.headers)).errors?.[0].extensions?.code).toBe(
      'NOT_FOUND',
    );
    expect((await graphql(api, 'mutation($id: ID!) { removeWebhookEndpoint(id: $id) }', { id }, user.headers)).data?.removeWebhookEndpoint).toBe(
      true,
    );
    expect(await list(user)).toEqual([]);
    expect((await as(user, 'pauseWebhookEndpoint')).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it(`refuses an owner's endpoint over ${MAX_WEBHOOK_ENDPOINTS}; a removed one frees its place`, async () => {
    const user = await signedInUser(api, 'client');
    const ids: string[] = [];
    for (let index = 0; index < MAX_WEBHOOK_ENDPOINTS; index++) {
      ids.push((await add(user, { url: `${PUBLIC_URL}/${index}`, events: ['call.completed'] })).data?.addWebhookEndpoint.endpoint.id);
    }
    const secretsBefore = storedSecrets();
    expect((await add(user, { url: PUBLIC_URL, events: ['call.completed'] })).errors?.[0].message).toBe(WEBHOOK_MESSAGES.tooMany);
    // A refused add seals no secret.
    expect(storedSecrets()).toBe(secretsBefore);
    await graphql(api, 'mutation($id: ID!) { removeWebhookEndpoint(id: $id) }', { id: ids[0] }, user.headers);
    expect((await add(user, { url: PUBLIC_URL, events: ['call.completed'] })).errors).toBeUndefined();
  }, 30_000);
});

describe('webhook endpoints with WEBHOOKS_ALLOW_PRIVATE (development and tests)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ webhooks: { allowPrivate: true, retryDelaysSeconds: [1], roundIntervalMs: 0 } });
  });
  afterAll(() => api.close());

  it('accepts a loopback receiver', async () => {
    const user = await signedInUser(api, 'client');
    const answer = await graphql(api, ADD, { input: { url: 'http://127.0.0.1:9/hook', events: ['call.completed'] } }, user.headers);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.addWebhookEndpoint.endpoint.url).toBe('http://127.0.0.1:9/hook');
  });
});
