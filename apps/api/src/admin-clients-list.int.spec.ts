import { graphql, settle } from './testing/client-area-requests';
import { startTestApi, type TestApi } from './testing/test-api';
import { signedInUser, type TestUser } from './testing/test-users';

const LIST = `query($search: String, $status: String, $plan: String, $requests: String, $sort: String, $first: Int, $after: String, $ids: [ID!]) {
  clients(search: $search, status: $status, plan: $plan, requests: $requests, sort: $sort, first: $first, after: $after, ids: $ids) {
    items { id businessName ownerEmail isActive planType phoneNumberRequested minutesUsed monthlyPrice } nextCursor total totalIsExact
  }
}`;
const OVERVIEW = '{ clientsOverview { totalClients activeClients totalMinutes monthlyRevenue phoneNumberRequests planChangeRequests } }';

interface Row {
  id: string;
  businessName: string;
  ownerEmail: string;
  isActive: boolean;
  planType: string;
  phoneNumberRequested: boolean;
  minutesUsed: number;
  monthlyPrice: number;
}

describe('admin clients list: server-side paging, search, sort and filters', () => {
  let api: TestApi;
  let admin: TestUser;
  const owners: TestUser[] = [];
  const ids: string[] = [];
  const token = `pg${Date.now().toString(36)}`;
  const list = (variables: Record<string, unknown>) => graphql(api, LIST, variables, admin.headers);

  beforeAll(async () => {
    api = await startTestApi();
    admin = await signedInUser(api, 'admin');
    for (const letter of ['C', 'A', 'E', 'B', 'D']) {
      const owner = await signedInUser(api, 'client');
      owners.push(owner);
      ids.push((await graphql(api, '{ myClient { id } }', {}, owner.headers)).data?.myClient.id);
      await graphql(
        api,
        'mutation($v: String!) { updateClientSetting(field: "business_name", value: $v) { id } }',
        { v: `${letter} ${token} Motors` },
        owner.headers,
      );
    }
    await graphql(api, 'mutation { requestPhoneNumber { id } }', {}, owners[0].headers);
    await graphql(api, 'mutation($id: ID!) { setClientActive(clientId: $id, active: false) { id } }', { id: ids[1] }, admin.headers);
    await settle(api);
    // Six sign-ups (password hashing) and their records: more than jest's default 5 s on a loaded machine.
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  /** Every page from the first, following nextCursor. */
  const allPages = async (variables: Record<string, unknown>) => {
    const rows: Row[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const answer = await list({ ...variables, after });
      expect(answer.errors).toBeUndefined();
      rows.push(...(answer.data?.clients.items ?? []));
      after = answer.data?.clients.nextCursor;
      pages++;
    } while (after);
    return { rows, pages };
  };

  it('pages through a search with cursors in name, newest and oldest order, each client once', async () => {
    const byName = await allPages({ search: token.toUpperCase(), sort: 'name', first: 2 });
    expect(byName.pages).toBe(3);
    expect(byName.rows.map((row) => row.businessName[0])).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(byName.rows.map((row) => row.ownerEmail).sort()).toEqual(owners.map((owner) => owner.email).sort());
    const newest = await allPages({ search: token, first: 2 });
    const oldest = await allPages({ search: token, sort: 'oldest', first: 3 });
    expect(oldest.rows.map((row) => row.id)).toEqual(ids);
    expect(newest.rows.map((row) => row.id)).toEqual([...ids].reverse());
    expect((await list({ search: token, first: 2 })).data?.clients).toMatchObject({ total: 5, totalIsExact: true });
  });

  it('searches word starts in the business name, owner e-mail and name, case- and accent-insensitive, on the full-text index', async () => {
    const owner = await signedInUser(api, 'client');
    const id = (await graphql(api, '{ myClient { id } }', {}, owner.headers)).data?.myClient.id;
    await graphql(
      api,
      'mutation($v: String!) { updateClientSetting(field: "business_name", value: $v) { id } }',
      { v: `Zoë Müller zq${token} Bäckerei` },
      owner.headers,
    );
    await settle(api);
    const found = async (search: string) => (await list({ search })).data?.clients.items.map((row: Row) => row.id);
    expect(await found('muller')).toEqual([id]);
    expect(await found(`BACKEREI zq${token}`)).toEqual([id]);
    expect(await found(`zoe ${owner.email.split('@')[0]}`)).toEqual([id]);
    expect(await found(`zq${token} ller`)).toEqual([]);
  });

  it('filters by status, plan and pending requests on the server, and answers only the named ids that match', async () => {
    const inactive = await list({ search: token, status: 'inactive' });
    expect(inactive.data?.clients.items.map((row: Row) => row.id)).toEqual([ids[1]]);
    expect(inactive.data?.clients.total).toBe(1);
    const waiting = await list({ search: token, requests: 'phone', status: 'active', plan: 'starter' });
    expect(waiting.data?.clients.items.map((row: Row) => row.id)).toEqual([ids[0]]);
    expect((await list({ search: token, plan: 'pro' })).data?.clients.items).toEqual([]);
    const named = await list({ ids: [ids[0], ids[1], 'no-such-client'], status: 'active' });
    expect(named.data?.clients.items.map((row: Row) => row.id)).toEqual([ids[0]]);
  });

  it('shows the overview figures the client records add up to', async () => {
    const { rows } = await allPages({ first: 100 });
    const overview = (await graphql(api, OVERVIEW, {}, admin.headers)).data?.clientsOverview;
    expect(overview).toEqual({
      totalClients: rows.length,
      activeClients: rows.filter((row) => row.isActive).length,
      totalMinutes: rows.reduce((sum, row) => sum + row.minutesUsed, 0),
      monthlyRevenue: rows.reduce((sum, row) => sum + row.monthlyPrice, 0),
      phoneNumberRequests: rows.filter((row) => row.phoneNumberRequested).length,
      planChangeRequests: 0,
    });
  });

  it.each([
    ['first 0', { first: 0 }],
    ['first 101', { first: 101 }],
    ['a made-up cursor', { after: 'bm90LWEtY3Vyc29y' }],
    ['an unknown status', { status: 'asleep' }],
    ['an unknown sort', { sort: 'minutes' }],
    ['101 ids', { ids: Array.from({ length: 101 }, (_, index) => `id-${index}`) }],
    ['a search of 201 characters', { search: 'x'.repeat(201) }],
  ])('refuses %s as bad input', async (_case, variables) => {
    const answer = await list(variables);
    expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
