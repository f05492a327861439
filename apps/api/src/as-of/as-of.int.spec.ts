import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CHANGE_STATUS, graphql, submittedRequest } from '../leads/leads-graphql';
import { startTestApi, type TestApi } from '../testing/test-api';
import { signedInUser, type TestUser } from '../testing/test-users';

const SCREENS = `query Screens($asOf: String) {
  demoRequests(limit: 20, asOf: $asOf) { items { id status revision } }
  demoRequestStats(asOf: $asOf) { total new contacted }
  clientsOverview(asOf: $asOf) { totalClients activeClients }
  clients(first: 20, asOf: $asOf) { total items { id businessName } }
}`;
const BUILD = `query Build($at: String!) { asOfBuild(at: $at) { at state progress eventsApplied } }`;

interface Screens {
  demoRequests: { items: { id: string; status: string; revision: number }[] };
  demoRequestStats: { total: number; new: number; contacted: number };
  clientsOverview: { totalClients: number; activeClients: number };
  clients: { total: number; items: { id: string; businessName: string }[] };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the admin screens as of an instant', () => {
  let api: TestApi;
  let admin: TestUser;
  let analyst: TestUser;
  beforeAll(async () => {
    api = await startTestApi();
    [admin, analyst] = await Promise.all([signedInUser(api, 'admin'), signedInUser(api, 'analyst')]);
  });
  afterAll(() => api.close());

  const screens = (asOf: string | null, user = admin) => graphql<Screens>(api, SCREENS, { asOf }, { token: user.accessToken });
  const asOfDirectory = () => join(api.config.dataDir, 'as-of', String(process.pid));
  const builds = () => (existsSync(asOfDirectory()) ? readdirSync(asOfDirectory()).filter((file) => file.endsWith('.db')) : []);

  it('shows a lead with the status it had before a change while live shows the new one, and leaves the live read models as they were', async () => {
    const id = await submittedRequest(api);
    await pause(5);
    const before = new Date().toISOString();
    await pause(5);
    const changed = await graphql(api, CHANGE_STATUS, { id, status: 'contacted', revision: 0 }, { token: admin.accessToken });
    expect(changed.errors).toBeUndefined();
    await signedInUser(api, 'client');
    await api.platform.projections.waitFor(await api.platform.eventStore.headPosition());
    const liveBefore = await screens(null);
    const live = liveBefore.data as Screens;

    const past = await screens(before);

    expect(past.errors).toBeUndefined();
    expect(past.data?.demoRequests.items.find((item) => item.id === id)).toEqual({ id, status: 'new', revision: 0 });
    expect(live.demoRequests.items.find((item) => item.id === id)).toEqual({ id, status: 'contacted', revision: 1 });
    expect(past.data?.demoRequestStats).toMatchObject({ total: 1, new: 1, contacted: 0 });
    expect(past.data?.clients.total).toBe(live.clients.total - 1);
    expect(past.data?.clientsOverview.totalClients).toBe(live.clientsOverview.totalClients - 1);
    expect(await screens(null)).toEqual(liveBefore);
    expect(builds()).toEqual([`${before.replace(/[:.]/g, '-')}.db`]);
  });

  it('builds an instant once for every caller and tells analysts its progress', async () => {
    await submittedRequest(api);
    const at = new Date().toISOString();

    const [first, second] = await Promise.all([
      graphql<{ asOfBuild: { state: string } }>(api, BUILD, { at }, { token: analyst.accessToken }),
      screens(at, analyst),
    ]);
    const ready = await graphql<{ asOfBuild: { at: string; state: string; progress: number; eventsApplied: number } }>(
      api,
      BUILD,
      { at },
      { token: analyst.accessToken },
    );

    expect(first.data?.asOfBuild.state).toMatch(/building|ready/);
    expect(second.errors).toBeUndefined();
    expect(ready.data?.asOfBuild).toEqual({ at, state: 'ready', progress: 1, eventsApplied: expect.any(Number) });
    expect(builds().filter((file) => file.startsWith(at.replace(/[:.]/g, '-')))).toHaveLength(1);
  });

  it.each([
    ['a future instant', new Date(Date.now() + 60_000).toISOString(), 'As of must not be in the future'],
    ['an instant without its offset', '2026-01-01T10:00:00', 'As of must be a date and time with its offset, e.g. 2025-06-30T17:00:00Z'],
    ['not an instant', 'yesterday', 'As of must be a date and time with its offset, e.g. 2025-06-30T17:00:00Z'],
  ])('refuses %s with a clear error and builds nothing', async (_case, asOf, message) => {
    const existing = builds();

    const answers = await Promise.all([screens(asOf), graphql(api, BUILD, { at: asOf }, { token: admin.accessToken })]);

    for (const answer of answers) expect(answer.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(builds()).toEqual(existing);
  });
});
