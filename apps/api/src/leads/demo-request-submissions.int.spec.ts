import { randomUUID } from 'node:crypto';
import { LEAD_FORM_MESSAGES } from '@receptionist/contracts';
import { startTestApi, type TestApi } from '../testing/test-api';
import { signedInUser } from '../testing/test-users';
import { demoRequestEvents, graphql, LIST, SUBMIT, validBookDemo, validContact } from './leads-graphql';

describe('submitDemoRequest (public)', () => {
  let api: TestApi;
  let adminToken: string;
  beforeAll(async () => {
    api = await startTestApi();
    adminToken = (await signedInUser(api, 'admin')).accessToken;
  });
  afterAll(() => api.close());

  async function listed() {
    await api.platform.projections.waitFor(await api.platform.eventStore.headPosition());
    const result = await graphql<{ demoRequests: { items: Record<string, unknown>[] } }>(api, LIST, { limit: 200 }, { token: adminToken });
    return result.data?.demoRequests.items ?? [];
  }

  it.each([
    [
      'book-demo form 1',
      validBookDemo(),
      {
        formType: 'book_demo',
        firstName: 'Ada Lovelace',
        dealerType: 'Franchise dealer',
        companyName: null,
        notes: null,
        phone: '+1 (555) 010-2000',
      },
    ],
    [
      'book-demo form 2',
      { form: 'get_in_touch', firstName: ' Grace ', companyName: 'Hopper Autos', email: 'grace@autos.example', phone: '555 0101' },
      { formType: 'contact', firstName: 'Grace', companyName: 'Hopper Autos', dealerType: null, notes: null },
    ],
    ['the contact page', validContact(), { formType: 'contact', firstName: 'Alan', companyName: 'Turing Cars', notes: 'Call me about pricing.' }],
  ])('stores %s with the field mapping of spec section 7 and status new', async (_form, input, expected) => {
    const result = await graphql<{ submitDemoRequest: { id: string } }>(api, SUBMIT, { input, key: randomUUID() });
    expect(result.errors).toBeUndefined();
    const stored = (await listed()).find((request) => request['id'] === result.data?.submitDemoRequest.id);
    expect(stored).toMatchObject({ ...expected, status: 'new', contactedAt: null, lastName: null, jobRole: null, websiteUrl: null, revision: 0 });
  });

  it('answers invalid input with the first failing rule and stores nothing', async () => {
    const before = (await demoRequestEvents(api)).length;
    const result = await graphql(api, SUBMIT, { input: { ...validBookDemo(), phone: '12', businessType: '' }, key: randomUUID() });
    expect(result.status).toBe(200);
    expect(result.errors).toEqual([expect.objectContaining({ message: LEAD_FORM_MESSAGES.phoneTooShort, extensions: { code: 'BAD_USER_INPUT' } })]);
    expect(await demoRequestEvents(api)).toHaveLength(before);
  });

  it('records one lead for the same idempotency key, sent twice in a row and twice at once', async () => {
    const key = randomUUID();
    const first = await graphql<{ submitDemoRequest: { id: string } }>(api, SUBMIT, { input: validBookDemo(), key });
    const retry = await graphql<{ submitDemoRequest: { id: string } }>(api, SUBMIT, { input: validBookDemo(), key });
    expect(retry.data).toEqual(first.data);

    const doubleClickKey = randomUUID();
    const clicks = await Promise.all([1, 2, 3].map(() => graphql(api, SUBMIT, { input: validBookDemo(), key: doubleClickKey })));
    expect(clicks.map((click) => click.errors)).toEqual([undefined, undefined, undefined]);

    const ids = new Set([first, ...clicks].map((result) => JSON.stringify(result.data)));
    expect(ids.size).toBe(2);
    const streams = (await demoRequestEvents(api)).map((event) => event.stream);
    for (const id of ids) {
      const requestId = (JSON.parse(id) as { submitDemoRequest: { id: string } }).submitDemoRequest.id;
      expect(streams.filter((stream) => stream === `demo-request-${requestId}`)).toHaveLength(1);
    }
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const before = (await demoRequestEvents(api)).length;
    const result = await graphql<{ submitDemoRequest: { id: string } }>(api, SUBMIT, {
      input: { ...validBookDemo(), honeypot: 'http://spam.example' },
      key: randomUUID(),
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.submitDemoRequest.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await demoRequestEvents(api)).toHaveLength(before);
  });

  it('limits submissions per IP (20 per 10 minutes by default) with TOO_MANY_REQUESTS', async () => {
    const ip = '10.9.9.9';
    const results = [];
    for (let attempt = 0; attempt < 21; attempt++) results.push(await graphql(api, SUBMIT, { input: validBookDemo(), key: randomUUID() }, { ip }));
    expect(results.slice(0, 20).every((result) => result.errors === undefined)).toBe(true);
    expect(results[20].errors?.[0]).toMatchObject({
      message: 'Too many submissions from this address. Please try again later.',
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    expect((await graphql(api, SUBMIT, { input: validBookDemo(), key: randomUUID() })).errors).toBeUndefined();
  });

  it('refuses an empty idempotency key', async () => {
    const result = await graphql(api, SUBMIT, { input: validBookDemo(), key: ' ' });
    expect(result.errors?.[0]).toMatchObject({ message: 'idempotencyKey must be 1 to 200 characters', extensions: { code: 'BAD_USER_INPUT' } });
  });
});
