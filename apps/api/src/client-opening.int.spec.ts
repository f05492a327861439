import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { OpenClientOnConfirmationReaction } from '@receptionist/clients-application';
import { clientIdOfOwner } from '@receptionist/clients-domain';
import { type NewEvent, SqliteEventStore } from '@receptionist/event-store';
import { eventCount, graphql } from './testing/client-area-requests';
import { startTestApi, type TestApi } from './testing/test-api';
import { signedInUser } from './testing/test-users';

/** The client stream's events once they are there (the reaction runs beside the request path), or [] after 5 s. */
async function clientEventsOf(api: TestApi, ownerId: string): Promise<string[]> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const events = await api.platform.eventStore.readStream(`client-${clientIdOfOwner(ownerId)}`);
    if (events.length > 0 || Date.now() > deadline) return events.map((event) => event.type);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('the client record is opened from identity’s events, not by the dashboard query', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api.close();
  });

  it('opens the record when a client’s account is confirmed, before any dashboard visit, once', async () => {
    const owner = await signedInUser(api, 'client');
    expect(await clientEventsOf(api, owner.userId)).toEqual(['ClientCreated.v2']);
    const answer = await graphql(api, '{ myClient { id businessName planType isActive } }', {}, owner.headers);
    expect(answer.data?.myClient).toEqual({ id: clientIdOfOwner(owner.userId), businessName: 'My Business', planType: 'starter', isActive: true });
    expect(await clientEventsOf(api, owner.userId)).toEqual(['ClientCreated.v2']);
  });

  it('records the identity event that caused the opening as the record’s causation, in its correlation', async () => {
    const owner = await signedInUser(api, 'client');
    await clientEventsOf(api, owner.userId);
    const [created] = await api.platform.eventStore.readStream(`client-${clientIdOfOwner(owner.userId)}`);
    const userEvents = await api.platform.eventStore.readStream(`user-${owner.userId}`);
    const cause = userEvents.find((event) => event.eventId === created.metadata.causationId);
    expect(cause).toBeDefined();
    expect(created.metadata.correlationId).toBe(cause?.metadata.correlationId);
  });

  it('myClient only reads: an account without the client role gets null and the log gains nothing', async () => {
    const admin = await signedInUser(api, 'admin');
    const before = await eventCount(api);
    const answer = await graphql(api, '{ myClient { id } }', {}, admin.headers);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.myClient).toBeNull();
    expect(await eventCount(api)).toBe(before);
  });
});

describe('accounts confirmed before the reaction existed', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'client-opening-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('get their record when the API starts (catch-up from the log), and a second start opens nothing again', async () => {
    const at = new Date().toISOString();
    const userEvent = (type: string, data: Record<string, unknown>): NewEvent => ({ type, data, metadata: { occurredAt: at } });
    const confirmed = randomUUID();
    const unconfirmed = randomUUID();
    // Written as an earlier release did: identity's events only, no client record (no process runs the reaction).
    const old = new SqliteEventStore({ file: join(dataDir, 'events.db') });
    for (const [userId, events] of [
      [confirmed, ['UserRegistered.v2', 'EmailConfirmed', 'RoleGranted']],
      [unconfirmed, ['UserRegistered.v2', 'RoleGranted']],
    ] as const) {
      await old.append(
        `user-${userId}`,
        events.map((type) =>
          userEvent(type, {
            userId,
            email: `${userId}@example.com`,
            fullName: 'Early Owner',
            role: 'client',
            registeredAt: at,
            confirmedAt: at,
            grantedAt: at,
          }),
        ),
        'no_stream',
      );
    }
    expect(await old.readStream(`client-${clientIdOfOwner(confirmed)}`)).toEqual([]);
    await old.close();

    const upgraded = await startTestApi({ dataDir });
    expect(await clientEventsOf(upgraded, confirmed)).toEqual(['ClientCreated.v2']);
    const written = await eventCount(upgraded);
    await upgraded.close();

    const again = await startTestApi({ dataDir });
    const reaction = again.app.get(OpenClientOnConfirmationReaction);
    expect(await reaction.caughtUpTo(await again.platform.eventStore.headPosition(), 5_000)).toBe(true);
    expect(await eventCount(again)).toBe(written);
    expect(await again.platform.eventStore.readStream(`client-${clientIdOfOwner(unconfirmed)}`)).toEqual([]);
    await again.close();
  });
});
