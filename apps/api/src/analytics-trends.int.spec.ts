import { randomUUID } from 'node:crypto';
import { graphql, postCall, settle } from './testing/client-area-requests';
import { startTestApi, type TestApi } from './testing/test-api';
import { signedInUser, type TestUser } from './testing/test-users';

const day = (offset = 0) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const CALLS =
  'query($f: String!, $t: String!, $c: String) { callsDaily(from: $f, to: $t, clientId: $c) { day calls minutes bookedAppointment missed unknown } }';
const FUNNEL =
  'query($f: String!, $t: String!) { leadsFunnel(from: $f, to: $t) { medianMinutesToFirstContact days { day submitted contacted qualified converted } } }';

describe('trend analytics over GraphQL', () => {
  let api: TestApi;
  let admin: TestUser;
  beforeEach(async () => {
    api = await startTestApi();
    admin = await signedInUser(api, 'admin');
  });
  afterEach(() => api.close());

  async function clientWithCalls(calls: { seconds: number; outcome?: string }[]): Promise<string> {
    const user = await signedInUser(api, 'client');
    const clientId = (await graphql(api, '{ myClient { id } }', {}, user.headers)).data?.myClient.id as string;
    for (const { seconds, outcome } of calls) {
      const answer = await postCall(api, {
        platform_call_id: `trend-${randomUUID()}`,
        client_id: clientId,
        caller_number: '+1 555 300 0001',
        started_at: new Date().toISOString(),
        duration_seconds: seconds,
        ...(outcome ? { outcome } : {}),
      });
      expect(answer.statusCode).toBe(201);
    }
    return clientId;
  }

  it('counts calls by outcome and billed minutes per day, for every client or one', async () => {
    const first = await clientWithCalls([
      { seconds: 61, outcome: 'booked_appointment' },
      { seconds: 30, outcome: 'missed' },
    ]);
    await clientWithCalls([{ seconds: 200 }]);
    await settle(api);

    const all = await graphql(api, CALLS, { f: day(-1), t: day() }, admin.headers);
    expect(all.data?.callsDaily).toEqual([
      { day: day(-1), calls: 0, minutes: 0, bookedAppointment: 0, missed: 0, unknown: 0 },
      { day: day(), calls: 3, minutes: 7, bookedAppointment: 1, missed: 1, unknown: 1 },
    ]);
    const one = await graphql(api, CALLS, { f: day(), t: day(), c: first }, admin.headers);
    expect(one.data?.callsDaily).toEqual([{ day: day(), calls: 2, minutes: 3, bookedAppointment: 1, missed: 1, unknown: 0 }]);
  });

  it('shows the leads funnel per day with the median time to first contact', async () => {
    const ids: string[] = [];
    for (const email of ['ada@cars.example', 'alan@cars.example']) {
      const answer = await graphql(
        api,
        'mutation($i: DemoRequestFormInput!, $k: String!) { submitDemoRequest(input: $i, idempotencyKey: $k) { id } }',
        {
          i: { form: 'book_demo', email, fullName: 'Ada Lovelace', phone: '555 0100', businessType: 'Used cars' },
          k: randomUUID(),
        },
      );
      ids.push(answer.data?.submitDemoRequest.id as string);
    }
    const change = (id: string, status: string, expectedRevision: number) =>
      graphql(
        api,
        'mutation($id: ID!, $s: DemoRequestStatus!, $r: Int!) { changeDemoRequestStatus(id: $id, status: $s, expectedRevision: $r) { id } }',
        { id, s: status, r: expectedRevision },
        admin.headers,
      );
    expect((await change(ids[0], 'contacted', 0)).errors).toBeUndefined();
    expect((await change(ids[0], 'qualified', 1)).errors).toBeUndefined();
    await settle(api);

    const answer = await graphql(api, FUNNEL, { f: day(), t: day() }, admin.headers);
    expect(answer.data?.leadsFunnel).toEqual({
      medianMinutesToFirstContact: 0,
      days: [{ day: day(), submitted: 2, contacted: 1, qualified: 1, converted: 0 }],
    });
  });

  it('keeps MRR per month from the plan-change history and active clients per day, for every client or one', async () => {
    const TRENDS =
      'query($f: String!, $t: String!, $c: String) { clientTrends(from: $f, to: $t, clientId: $c) { mrrMonthly { month mrr } activeClientsDaily { day active } } }';
    const first = await clientWithCalls([]);
    const second = await clientWithCalls([]);
    const change = (mutation: string, variables: Record<string, unknown>) => graphql(api, mutation, variables, admin.headers);
    expect((await change('mutation($c: ID!) { changePlan(clientId: $c, plan: "pro") { id } }', { c: first })).errors).toBeUndefined();
    expect((await change('mutation($c: ID!) { setClientActive(clientId: $c, active: false) { id } }', { c: second })).errors).toBeUndefined();
    await settle(api);
    const month = day().slice(0, 7);

    const all = await graphql(api, TRENDS, { f: day(), t: day() }, admin.headers);
    expect(all.data?.clientTrends).toEqual({ mrrMonthly: [{ month, mrr: 149 + 49 }], activeClientsDaily: [{ day: day(), active: 1 }] });
    const one = await graphql(api, TRENDS, { f: day(-1), t: day(), c: second }, admin.headers);
    expect(one.data?.clientTrends.activeClientsDaily).toEqual([
      { day: day(-1), active: 0 },
      { day: day(), active: 0 },
    ]);
    expect(one.data?.clientTrends.mrrMonthly.at(-1)).toEqual({ month, mrr: 49 });
    // The dashboard's Monthly Revenue and this month's MRR agree.
    const overview = await graphql(api, '{ clientsOverview { monthlyRevenue } }', {}, admin.headers);
    expect(overview.data?.clientsOverview.monthlyRevenue).toBe(198);
  });

  it.each([
    ['a day that does not exist', { f: '2026-02-30', t: '2026-03-01' }, 'from must be a date written yyyy-mm-dd (got "2026-02-30")'],
    ['an inverted range', { f: '2026-03-02', t: '2026-03-01' }, 'from must not be after to'],
    ['more than a year', { f: '2025-01-01', t: '2026-01-02' }, 'the range must span at most 366 days'],
    ['a client id that is no id', { f: '2026-03-01', t: '2026-03-01', c: 'x'.repeat(201) }, 'clientId is not a client id'],
  ])('refuses %s with BAD_USER_INPUT and says why', async (_label, variables, message) => {
    const answer = await graphql(api, CALLS, variables, admin.headers);
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  });
});
