import { randomUUID } from 'node:crypto';
import { SUBMIT, validBookDemo } from '../leads/leads-graphql';
import { callReport, graphql, postCall, settle } from '../testing/client-area-requests';
import type { TestApi } from '../testing/test-api';
import { signedInUser, startApiWithOwner, TEST_PASSWORD, type TestUser } from '../testing/test-users';

describe('subject access: GET /api/privacy/my-data and /api/privacy/subject-data', () => {
  let api: TestApi;
  let owner: TestUser;
  let clientId: string;
  let webhookSecret: string;
  beforeAll(async () => {
    ({ api, owner, clientId } = await startApiWithOwner());
    const submitted = await graphql(api, SUBMIT, {
      key: randomUUID(),
      input: { ...validBookDemo(), email: owner.email.toUpperCase(), fullName: 'Ada Subject' },
    });
    expect(submitted.errors).toBeUndefined();
    await graphql(
      api,
      'mutation($field: String!, $value: String!) { updateClientSetting(field: $field, value: $value) { id } }',
      { field: 'business_name', value: 'Subject Motors' },
      owner.headers,
    );
    expect((await postCall(api, callReport(clientId, `sar-${randomUUID()}`, { transcript: 'Caller: please call Ada back' }))).statusCode).toBe(201);
    const endpoint = await graphql(
      api,
      'mutation($input: WebhookEndpointInput!) { addWebhookEndpoint(input: $input) { secret } }',
      { input: { url: 'https://93.184.215.14/ada-crm', description: 'Ada CRM', events: ['call.completed'] } },
      owner.headers,
    );
    webhookSecret = endpoint.data?.addWebhookEndpoint.secret;
    expect(webhookSecret).toMatch(/^whsec_/);
    await settle(api);
  });
  afterAll(() => api.close());

  const download = (url: string, headers: Record<string, string> = {}) => api.app.inject({ method: 'GET', url, headers });

  it('gives a signed-in user a JSON download of their account, sessions, lead, client record, settings history, calls, webhook endpoints and events — and no secret', async () => {
    const response = await download('/api/privacy/my-data', owner.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="personal-data.json"');
    const data = response.json();
    expect(data).toMatchObject({ schemaVersion: 2, subject: { email: owner.email }, account: { email: owner.email, roles: ['client'] } });
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.demoRequests).toEqual([
      expect.objectContaining({ firstName: 'Ada Subject', history: [expect.objectContaining({ kind: 'submitted' })] }),
    ]);
    expect(data.client.record).toMatchObject({ id: clientId, business_name: 'Subject Motors' });
    expect(data.client.settingsHistory).toEqual([expect.objectContaining({ field: 'business_name', to: 'Subject Motors' })]);
    expect(data.client.calls).toEqual([expect.objectContaining({ transcript: 'Caller: please call Ada back' })]);
    expect(data.client.webhookEndpoints).toEqual([
      expect.objectContaining({ url: 'https://93.184.215.14/ada-crm', description: 'Ada CRM', events: ['call.completed'], status: 'active' }),
    ]);
    expect(data.events.map((event: { type: string }) => event.type)).toEqual(
      expect.arrayContaining(['UserRegistered.v2', 'SettingsChanged.v2', 'DemoRequestSubmitted']),
    );
    // No secret: not the password, its hash, the access token, nor any field holding a hash, secret or token.
    for (const secret of [TEST_PASSWORD, '$argon2', owner.accessToken, webhookSecret]) expect(response.body).not.toContain(secret);
    expect(response.body.match(/"\w*(password|hash|secret|token)\w*":/gi)).toBeNull();
  });

  it('answers an administrator for any e-mail, and refuses analysts, other clients and anonymous callers', async () => {
    const admin = await signedInUser(api, 'admin');
    const asAdmin = await download(`/api/privacy/subject-data?email=${encodeURIComponent(owner.email)}`, admin.headers);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().client.record.id).toBe(clientId);
    const lead = await download(`/api/privacy/subject-data?email=${encodeURIComponent('nobody-' + randomUUID() + '@example.com')}`, admin.headers);
    expect(lead.json()).toMatchObject({ account: null, demoRequests: [], client: null, events: [] });
    expect((await download('/api/privacy/subject-data?email=not-an-email', admin.headers)).statusCode).toBe(400);

    const analyst = await signedInUser(api, 'analyst');
    const other = await signedInUser(api, 'client');
    const query = `/api/privacy/subject-data?email=${encodeURIComponent(owner.email)}`;
    expect((await download(query, analyst.headers)).statusCode).toBe(403);
    expect((await download(query, other.headers)).statusCode).toBe(403);
    expect((await download(query)).statusCode).toBe(401);
    expect((await download('/api/privacy/my-data')).statusCode).toBe(401);
    // The self route names no one: a parameter does not change whose data it is.
    const own = await download(`/api/privacy/my-data?email=${encodeURIComponent(owner.email)}&userId=x`, other.headers);
    expect(own.json().subject.email).toBe(other.email);
  });

  it('limits exports per user (429 with a clear message)', async () => {
    const user = await signedInUser(api, 'client');
    const statuses = [];
    for (let attempt = 0; attempt < 11; attempt++) statuses.push((await download('/api/privacy/my-data', user.headers)).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    const refused = await download('/api/privacy/my-data', user.headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain('Too many data exports. Please try again later.');
  });
});
