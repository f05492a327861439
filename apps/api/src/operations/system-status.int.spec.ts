import { clientsProjector } from '@receptionist/clients-application';
import { graphql } from '../testing/client-area-requests';
import { startTestApi } from '../testing/test-api';
import { apiWithAdminAndClient } from '../testing/test-users';

const STATUS_FIELDS = 'eventStore readStore headPosition projectors { name version status position failure { position eventId type error } }';
const SYSTEM_STATUS = `query { systemStatus { ${STATUS_FIELDS} } }`;
const RETRY = `mutation Retry($name: String!) { retryProjector(name: $name) { ${STATUS_FIELDS} } }`;
const SKIP = `mutation Skip($name: String!) { skipProjector(name: $name) { ${STATUS_FIELDS} } }`;

interface Projector {
  name: string;
  status: string;
  position: number;
  failure: { position: number; eventId: string | null; type: string | null; error: string } | null;
}
interface SystemStatus {
  eventStore: string;
  readStore: string;
  headPosition: number;
  projectors: Projector[];
}

const pageViews = (status: SystemStatus | undefined) => status?.projectors.find((projector) => projector.name === 'page_views_daily');

describe('system status for administrators', () => {
  const session = apiWithAdminAndClient(startTestApi);

  const asAdmin = <T>(query: string, variables: Record<string, unknown> = {}) => graphql<T>(session.api, query, variables, session.admin.headers);

  /** A PageViewed event without data: the page-views projector fails on it. */
  async function breakPageViews(): Promise<{ position: number; eventId: string }> {
    const { position } = await session.api.platform.eventStore.append('pageviews-2025-02-01', [{ type: 'PageViewed', data: null }], 'any');
    expect(await session.api.platform.projections.waitFor(position, { timeoutMs: 5000 })).toBe(false);
    for await (const event of session.api.platform.eventStore.readAll({ from: position - 1 })) return { position, eventId: event.eventId };
    throw new Error('The appended event is missing');
  }

  it.each([
    ['systemStatus', SYSTEM_STATUS],
    ['retryProjector', RETRY],
    ['skipProjector', SKIP],
  ])('refuses %s to anonymous callers and to clients', async (operation, query) => {
    const variables = { name: 'page_views_daily' };
    const anonymous = await graphql(session.api, query, variables);
    const asClient = await graphql(session.api, query, variables, session.client.headers);
    expect(anonymous.errors).toEqual([expect.objectContaining({ extensions: { code: 'UNAUTHENTICATED' } })]);
    expect(asClient.errors).toEqual([expect.objectContaining({ message: 'User not allowed', extensions: { code: 'FORBIDDEN' } })]);
    expect([anonymous.data?.[operation] ?? null, asClient.data?.[operation] ?? null]).toEqual([null, null]);
  });

  it('names the stores, the head position and every projector of the process', async () => {
    const { data } = await asAdmin<{ systemStatus: SystemStatus }>(SYSTEM_STATUS);
    expect(data?.systemStatus).toMatchObject({
      eventStore: 'sqlite',
      readStore: 'sqlite',
      headPosition: await session.api.platform.eventStore.headPosition(),
    });
    expect(data?.systemStatus.projectors.map(({ name }) => name)).toEqual(session.api.platform.projections.status().map(({ name }) => name));
    expect(data?.systemStatus.projectors).toContainEqual(
      expect.objectContaining({ name: 'clients', version: clientsProjector.version, failure: null }),
    );
  });

  it('shows a failed projector with its event; retry fails again on the same event, skip passes over it', async () => {
    const broken = await breakPageViews();

    const failed = pageViews((await asAdmin<{ systemStatus: SystemStatus }>(SYSTEM_STATUS)).data?.systemStatus);
    expect(failed).toMatchObject({
      status: 'failed',
      position: broken.position - 1,
      failure: { position: broken.position, eventId: broken.eventId, type: 'PageViewed' },
    });
    expect(failed?.failure?.error).toEqual(expect.stringContaining('null'));

    const retried = await asAdmin<{ retryProjector: SystemStatus }>(RETRY, { name: 'page_views_daily' });
    expect(pageViews(retried.data?.retryProjector)).toMatchObject({ status: 'failed', failure: { eventId: broken.eventId } });

    const skipped = await asAdmin<{ skipProjector: SystemStatus }>(SKIP, { name: 'page_views_daily' });
    expect(pageViews(skipped.data?.skipProjector)).toMatchObject({ status: 'live', position: broken.position, failure: null });
    const next = await session.api.platform.eventStore.append(
      'pageviews-2025-02-02',
      [{ type: 'PageViewed', data: { path: '/faq', day: '2025-02-02' } }],
      'any',
    );
    expect(await session.api.platform.projections.waitFor(next.position, { projectors: ['page_views_daily'], timeoutMs: 5000 })).toBe(true);
  });

  it('leaves a projector that has not failed as it is', async () => {
    const { data } = await asAdmin<{ retryProjector: SystemStatus }>(RETRY, { name: 'clients' });
    expect(data?.retryProjector.projectors).toContainEqual(expect.objectContaining({ name: 'clients', status: 'live', failure: null }));
  });

  it('answers NOT_FOUND for a projector the process does not run', async () => {
    const { data, errors } = await asAdmin(SKIP, { name: 'nope' });
    expect(data).toBeNull();
    expect(errors).toEqual([expect.objectContaining({ message: 'No projector is named "nope"', extensions: { code: 'NOT_FOUND' } })]);
  });
});
