import { randomUUID } from 'node:crypto';
import { DEMO_REQUESTS_PROJECTOR } from '@receptionist/contracts';
import type { LiveUpdate } from '../live/live-update';
import { liveTestApiForSuite } from '../testing/live-sockets';
import { signedInUser } from '../testing/test-users';
import { CHANGE_STATUS, graphql, SUBMIT, validBookDemo } from './leads-graphql';

describe('demo requests live', () => {
  const live = liveTestApiForSuite();

  async function watch(token?: string): Promise<LiveUpdate[]> {
    return (await live.connect({ token, projector: DEMO_REQUESTS_PROJECTOR })).updates;
  }

  const arrival = async (updates: LiveUpdate[], position: number) => {
    const deadline = Date.now() + 2000;
    while (!updates.some((update) => update.position >= position) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    return updates.some((update) => update.position >= position);
  };

  it("pushes a new submission and another admin's status change to admin sockets, not to client or anonymous ones", async () => {
    const [adminA, adminB, client] = await Promise.all([
      signedInUser(live.api, 'admin'),
      signedInUser(live.api, 'admin'),
      signedInUser(live.api, 'client'),
    ]);
    const [seenByA, seenByB, seenByClient, seenAnonymously] = await Promise.all([
      watch(adminA.accessToken),
      watch(adminB.accessToken),
      watch(client.accessToken),
      watch(),
    ]);

    const submitted = await graphql<{ submitDemoRequest: { id: string } }>(live.api, SUBMIT, { input: validBookDemo(), key: randomUUID() });
    const submittedAt = await live.api.platform.eventStore.headPosition();
    expect(await arrival(seenByA, submittedAt)).toBe(true);
    expect(await arrival(seenByB, submittedAt)).toBe(true);

    const id = submitted.data?.submitDemoRequest.id as string;
    const changes = seenByA.flatMap((update) => update.changes ?? []);
    expect(changes).toContainEqual({ collection: 'demo_requests', id, deleted: false });
    await graphql(live.api, CHANGE_STATUS, { id, status: 'contacted', revision: 0 }, { token: adminA.accessToken });
    const changedAt = await live.api.platform.eventStore.headPosition();
    expect(changedAt).toBeGreaterThan(submittedAt);
    expect(await arrival(seenByB, changedAt)).toBe(true);

    expect(seenByClient).toEqual([]);
    expect(seenAnonymously).toEqual([]);
  });
});
