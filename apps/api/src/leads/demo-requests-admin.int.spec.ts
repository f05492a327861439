import { DEMO_REQUEST_ADMIN_MESSAGES } from '@receptionist/contracts';
import { startTestApi, type TestApi } from '../testing/test-api';
import { signedInUser, type TestUser } from '../testing/test-users';
import { CHANGE_STATUS, demoRequestEvents, DETAILS, graphql, LIST, SAVE_NOTES, STATS, submittedRequest } from './leads-graphql';

type Request = { id: string; status: string; revision: number; contactedAt: string | null; notes: string | null };

describe('demo requests for administrators', () => {
  let api: TestApi;
  let admin: TestUser;
  let otherAdmin: TestUser;
  let client: TestUser;
  beforeAll(async () => {
    api = await startTestApi();
    [admin, otherAdmin, client] = await Promise.all([signedInUser(api, 'admin'), signedInUser(api, 'admin'), signedInUser(api, 'client')]);
  });
  afterAll(() => api.close());

  const asAdmin = <T>(query: string, variables: Record<string, unknown> = {}, user = admin) =>
    graphql<T>(api, query, variables, { token: user.accessToken });
  const changeStatus = (id: string, status: string, revision: number, user = admin) =>
    asAdmin<{ changeDemoRequestStatus: Request }>(CHANGE_STATUS, { id, status, revision }, user);

  it.each([
    ['demoRequests', LIST, {}],
    ['demoRequestStats', STATS, {}],
    ['demoRequest', DETAILS, { id: 'x' }],
    ['changeDemoRequestStatus', CHANGE_STATUS, { id: 'x', status: 'contacted', revision: 0 }],
    ['saveDemoRequestNotes', SAVE_NOTES, { id: 'x', notes: 'n', revision: 0 }],
  ])('refuses %s to anonymous callers and to clients', async (operation, query, variables) => {
    const id = await submittedRequest(api);
    const vars = 'id' in variables ? { ...variables, id } : variables;
    const before = (await demoRequestEvents(api)).length;
    const anonymous = await graphql(api, query, vars);
    const asClient = await graphql(api, query, vars, { token: client.accessToken });
    expect(anonymous.errors).toEqual([expect.objectContaining({ extensions: { code: 'UNAUTHENTICATED' } })]);
    expect(asClient.errors).toEqual([expect.objectContaining({ message: 'User not allowed', extensions: { code: 'FORBIDDEN' } })]);
    expect([anonymous.data?.[operation] ?? null, asClient.data?.[operation] ?? null]).toEqual([null, null]);
    expect(await demoRequestEvents(api)).toHaveLength(before);
  });

  it('changes the status, sets contacted_at on the first change to contacted only, and returns the fresh request', async () => {
    const id = await submittedRequest(api);
    const contacted = (await changeStatus(id, 'contacted', 0)).data?.changeDemoRequestStatus;
    expect(contacted).toMatchObject({ id, status: 'contacted', revision: 1 });
    const firstContact = contacted?.contactedAt;
    expect(firstContact).toEqual(expect.any(String));

    await changeStatus(id, 'qualified', 1);
    const again = (await changeStatus(id, 'contacted', 2)).data?.changeDemoRequestStatus;
    expect(again).toMatchObject({ status: 'contacted', revision: 3, contactedAt: firstContact });
  });

  it('refuses a change made on a stale revision with the conflict message and writes nothing', async () => {
    const id = await submittedRequest(api);
    await changeStatus(id, 'contacted', 0, admin);
    const before = (await demoRequestEvents(api)).length;

    const late = await changeStatus(id, 'rejected', 0, otherAdmin);
    const lateNotes = await asAdmin(SAVE_NOTES, { id, notes: 'mine', revision: 0 }, otherAdmin);
    for (const result of [late, lateNotes]) {
      expect(result.errors).toEqual([expect.objectContaining({ message: DEMO_REQUEST_ADMIN_MESSAGES.conflict, extensions: { code: 'CONFLICT' } })]);
    }
    expect(await demoRequestEvents(api)).toHaveLength(before);
  });

  it('saves notes and shows the history: submitted, status changes with who and from -> to, notes saved', async () => {
    const id = await submittedRequest(api);
    await changeStatus(id, 'contacted', 0, admin);
    const saved = await asAdmin<{ saveDemoRequestNotes: Request }>(SAVE_NOTES, { id, notes: '  Wants a demo on Friday ', revision: 1 }, otherAdmin);
    expect(saved.data?.saveDemoRequestNotes).toMatchObject({ notes: 'Wants a demo on Friday', revision: 2 });

    const details = await asAdmin<{ demoRequest: { history: Record<string, unknown>[] } }>(DETAILS, { id });
    expect(details.data?.demoRequest.history).toEqual([
      { revision: 0, kind: 'submitted', at: expect.any(String), byEmail: null, from: null, to: null, notes: null },
      { revision: 1, kind: 'status_changed', at: expect.any(String), byEmail: admin.email, from: 'new', to: 'contacted', notes: null },
      { revision: 2, kind: 'notes_saved', at: expect.any(String), byEmail: otherAdmin.email, from: null, to: null, notes: 'Wants a demo on Friday' },
    ]);
    expect((await asAdmin(DETAILS, { id: 'no-such-request' })).data).toEqual({ demoRequest: null });
  });

  it('answers an unknown request with NOT_FOUND', async () => {
    const result = await changeStatus('no-such-request', 'contacted', 0);
    expect(result.errors).toEqual([expect.objectContaining({ message: 'Demo request not found', extensions: { code: 'NOT_FOUND' } })]);
  });
});

describe('demo request list: search, status filter, paging, stats', () => {
  let api: TestApi;
  let admin: TestUser;
  beforeAll(async () => {
    api = await startTestApi();
    admin = await signedInUser(api, 'admin');
  });
  afterAll(() => api.close());

  it('searches name, e-mail and company case-insensitively, filters by status, pages newest first with a total', async () => {
    const grace = await submittedRequest(api, {
      form: 'get_in_touch',
      firstName: 'Grace',
      companyName: 'Hopper AUTOS',
      email: 'g@h.example',
      phone: '12345',
      fullName: undefined,
      businessType: undefined,
    });
    for (let index = 0; index < 5; index++) await submittedRequest(api, { email: `lead${index}@dealer.example`, fullName: `Lead ${index}` });
    await graphql(api, CHANGE_STATUS, { id: grace, status: 'converted', revision: 0 }, { token: admin.accessToken });
    await api.platform.projections.waitFor(await api.platform.eventStore.headPosition());

    type Page = {
      pageInfo: { total: number; totalCapped: boolean; hasMore: boolean; endCursor: string | null };
      items: { id: string; firstName: string }[];
    };
    const list = async (variables: Record<string, unknown>) =>
      (await graphql<{ demoRequests: Page }>(api, LIST, variables, { token: admin.accessToken })).data?.demoRequests;
    expect((await list({ search: 'hopper autos' }))?.items.map((item) => item.id)).toEqual([grace]);
    expect((await list({ search: 'LEAD3@' }))?.items.map((item) => item.firstName)).toEqual(['Lead 3']);
    expect((await list({ search: 'lead 1' }))?.pageInfo.total).toBe(1);
    expect((await list({ status: 'converted' }))?.items.map((item) => item.id)).toEqual([grace]);

    const first = await list({ limit: 2 });
    expect(first?.pageInfo).toMatchObject({ total: 6, totalCapped: false, hasMore: true });
    expect(first?.items.map((item) => item.firstName)).toEqual(['Lead 4', 'Lead 3']);
    const second = await list({ limit: 2, after: first?.pageInfo.endCursor });
    expect(second?.items.map((item) => item.firstName)).toEqual(['Lead 2', 'Lead 1']);
    const last = await list({ limit: 2, after: second?.pageInfo.endCursor });
    expect(last?.items.map((item) => item.firstName)).toEqual(['Lead 0', 'Grace']);
    expect(last?.pageInfo.hasMore).toBe(false);

    const stats = await graphql(api, STATS, {}, { token: admin.accessToken });
    expect(stats.data).toEqual({ demoRequestStats: { total: 6, new: 5, contacted: 0, qualified: 0, converted: 1, rejected: 0 } });
    expect((await list({ limit: 500 })) ?? null).toBeNull();
  });

  it('matches word prefixes without accents or case, and phone numbers on their digits', async () => {
    const muller = await submittedRequest(api, { email: 'z.mueller@shop.example', fullName: 'Zoë Müller', phone: '+1 (555) 123-4567' });
    await api.platform.projections.waitFor(await api.platform.eventStore.headPosition());
    const ids = async (search: string) =>
      (
        await graphql<{ demoRequests: { items: { id: string }[] } }>(api, LIST, { search }, { token: admin.accessToken })
      ).data?.demoRequests.items.map((item) => item.id);
    expect(await ids('muller')).toEqual([muller]);
    expect(await ids('ZOE MÜL')).toEqual([muller]);
    expect(await ids('555-12')).toEqual([muller]);
    expect(await ids('55512')).toEqual([muller]);
  });

  it('refuses a page cursor it did not issue, with the invalid-input error', async () => {
    for (const after of ['not-a-cursor', Buffer.from('["x"]').toString('base64url'), 'a'.repeat(3000)]) {
      const result = await graphql(api, LIST, { after }, { token: admin.accessToken });
      expect(result.data?.['demoRequests'] ?? null).toBeNull();
      expect(result.errors?.[0]).toMatchObject({ message: 'This page link is no longer valid: go back to the first page.' });
    }
  });
});
