import { createReadStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { SqliteEventStore, type StoredEvent } from '@receptionist/event-store';
import { hashPassword, OPERATIONAL_STORE, type OperationalStore } from '@receptionist/identity-application';
import { graphql, settle } from '../testing/client-area-requests';
import { startTestApi, type TestApi } from '../testing/test-api';

/**
 * Upgrade proof (issue 12): the events in `fixtures/previous-main.events.ndjson` were written through the API by the
 * code of main BEFORE the clients/calls dialect change (sign-up + confirmation, settings edits and a restore, a phone
 * number request and assignment, a plan request and change, calls through the signed webhook, a test call).
 * `fixtures/previous-main.screens.json` holds what the client and admin screens showed then. This test imports those
 * events into a fresh store, starts today's API on it and expects the same screens.
 *
 * The fixture was captured by this spec's first version (commit 812f631, run with CAPTURE_UPGRADE_FIXTURE=1 on the
 * code before the change); capturing again only makes sense on that old code, so the capture step is not kept here.
 */
const FIXTURES = join(__dirname, 'fixtures');
const EVENTS_FILE = join(FIXTURES, 'previous-main.events.ndjson');
const SCREENS_FILE = join(FIXTURES, 'previous-main.screens.json');
const OWNER_EMAIL = 'owner@example.com';
const ADMIN_EMAIL = 'admin@example.com';
const PASSWORD = 'Upgrade-Fixture-1';
/** The instant both runs take as "now", so the usage period and forecast are the same. */
const NOW = new Date('2026-11-20T12:00:00.000Z');

const OWNER_SCREENS = `{
  myClient { id ownerId businessName greetingMessage aiVoice aiPersonality phoneNumber phoneNumberRequested forwardingNumber
             planType requestedPlan monthlyPrice minutesUsed minutesLimit isActive createdAt }
  settingsHistory(limit: 50) { total items { id field from to changedBy changedByEmail changedAt } }
  usage { period periodStart periodEnd minutesUsed minutesLimit percentUsed totalCalls testCalls forecastMinutes warningLevel }
  recentCalls { id callerNumber startedAt durationSeconds outcome callType summary sentiment topic createdAt }
  callLogs(limit: 50) { pageInfo { total totalCapped hasMore } items { id callerNumber startedAt durationSeconds outcome callType transcript summary sentiment topic createdAt } }
}`;
const ADMIN_SCREENS = `{
  clients { total totalIsExact items { id ownerId businessName phoneNumber phoneNumberRequested planType requestedPlan
                 monthlyPrice minutesUsed minutesLimit isActive createdAt ownerEmail ownerFullName } }
  clientsOverview { totalClients activeClients totalMinutes monthlyRevenue phoneNumberRequests planChangeRequests }
}`;

async function signIn(api: TestApi, email: string): Promise<Record<string, string>> {
  const response = await api.app.inject({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email, password: PASSWORD } });
  if (response.statusCode !== 200) throw new Error(`Sign-in failed: ${response.statusCode} ${response.body}`);
  return { authorization: `Bearer ${response.json().access_token}` };
}

async function ok(answer: Promise<{ data: unknown; errors?: unknown[] }>) {
  const { data, errors } = await answer;
  if (errors?.length) throw new Error(JSON.stringify(errors));
  return data as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

async function screens(api: TestApi, owner: Record<string, string>, admin: Record<string, string>) {
  await settle(api);
  const ownerView = await ok(graphql(api, OWNER_SCREENS, {}, owner));
  const firstCall = ownerView['callLogs'].items[0].id as string;
  const detail = await ok(
    graphql(api, 'query($id: ID!) { callLog(id: $id) { id callerNumber transcript summary outcome } }', { id: firstCall }, owner),
  );
  const adminView = await ok(graphql(api, ADMIN_SCREENS, {}, admin));
  return { owner: ownerView, callDetail: detail, admin: adminView };
}

/** The recording predates PageInfo: its call log carries the paging fields beside the items, where today's answer nests them. */
function withPageInfo(recorded: { owner: { callLogs: Record<string, unknown> } }) {
  const { total, totalCapped, hasMore, ...callLogs } = recorded.owner.callLogs;
  return { ...recorded, owner: { ...recorded.owner, callLogs: { ...callLogs, pageInfo: { total, totalCapped, hasMore } } } };
}

/** Appends an NDJSON export to an empty store, one append per event at its recorded revision (ids kept). */
async function importFixture(file: string, into: SqliteEventStore): Promise<number> {
  let count = 0;
  for await (const line of createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity })) {
    if (!line.trim()) continue;
    const event = JSON.parse(line) as StoredEvent;
    await into.append(
      event.stream,
      [{ eventId: event.eventId, type: event.type, data: event.data, metadata: event.metadata }],
      event.revision === 0 ? 'no_stream' : event.revision - 1,
    );
    count++;
  }
  return count;
}

describe('upgrade from the previous main: stored clients/calls events show the same screens', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'upgrade-'));
  let api: TestApi | undefined;
  beforeAll(() => {
    // Only Date is faked: every timer stays real, "now" starts at NOW and advances with the wall clock.
    jest.useFakeTimers({
      now: NOW,
      advanceTimers: true,
      doNotFake: [
        'nextTick',
        'setImmediate',
        'clearImmediate',
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'queueMicrotask',
        'hrtime',
        'performance',
      ],
    });
  });
  afterAll(async () => {
    await api?.close();
    jest.useRealTimers();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows the recorded screens after importing the recorded events', async () => {
    expect(existsSync(EVENTS_FILE)).toBe(true);
    const { users, screens: expected } = JSON.parse(readFileSync(SCREENS_FILE, 'utf8'));
    const store = new SqliteEventStore({ file: join(dataDir, 'events.db') });
    expect(await importFixture(EVENTS_FILE, store)).toBeGreaterThan(20);
    await store.close();
    api = await startTestApi({ dataDir });
    // Password hashes live in the operational store, not in events (nor in the fixture): give both users one again.
    const credentials = api.app.get<OperationalStore>(OPERATIONAL_STORE).credentials;
    for (const userId of [users.ownerId, users.adminId])
      await credentials.setPasswordHash(userId, await hashPassword(PASSWORD), new Date().toISOString());
    const owner = await signIn(api, OWNER_EMAIL);
    const admin = await signIn(api, ADMIN_EMAIL);
    expect(await screens(api, owner, admin)).toEqual(withPageInfo(expected));
  }, 120_000);
});
