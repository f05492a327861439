import { randomUUID } from 'node:crypto';
import { liveTestApiForSuite } from '../testing/live-sockets';
import { signedInUser } from '../testing/test-users';
import { LiveNotifier } from './live-notifier';

/**
 * A burst of commits (1,000 leads a second) must not become one Socket.IO frame per commit on every admin socket:
 * an instance sends a projector's updates at most once per LIVE_UPDATE_COALESCE_MS (default 20), each carrying every
 * fact and change of the commits it stands for. A lone commit goes out at once.
 */
describe('live updates under a burst of commits', () => {
  const live = liveTestApiForSuite();

  const submission = (position: number) => {
    const id = randomUUID();
    return {
      id,
      commit: {
        projector: 'demo_requests',
        position,
        changes: [
          { collection: 'demo_requests', id, deleted: false },
          { collection: 'lead_history', id: `${id}:0`, deleted: false },
        ],
      },
    };
  };

  it('sends a burst of 100 commits as a few updates that together carry every lead.submitted fact, ending at the last position', async () => {
    const admin = await live.connect({ token: (await signedInUser(live.api, 'admin')).accessToken, projector: 'demo_requests' });
    const notifier = live.api.app.get(LiveNotifier);
    const base = 1_000_000;
    const burst = Array.from({ length: 100 }, (_, index) => submission(base + index + 1));
    for (const { commit } of burst) notifier.publish(commit);

    const deadline = Date.now() + 5000;
    const submitted = () =>
      new Set(admin.updates.flatMap((update) => (update.facts ?? []).filter((fact) => fact.type === 'lead.submitted').map((fact) => fact.id)));
    while (submitted().size < burst.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));

    expect([...submitted()].sort()).toEqual(burst.map(({ id }) => id).sort());
    expect(admin.updates.at(-1)?.position).toBe(base + 100);
    expect(admin.updates.flatMap((update) => update.changes ?? [])).toHaveLength(200);
    expect(admin.updates.length).toBeLessThanOrEqual(5);
  });

  it('sends a lone commit at once', async () => {
    const admin = await live.connect({ token: (await signedInUser(live.api, 'admin')).accessToken, projector: 'demo_requests' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const { id, commit } = submission(2_000_000);
    const sentAt = performance.now();
    live.api.app.get(LiveNotifier).publish(commit);
    while (!admin.updates.some((update) => update.facts?.some((fact) => fact.id === id)) && performance.now() - sentAt < 5000)
      await new Promise((resolve) => setImmediate(resolve));
    expect(admin.updates).toEqual([expect.objectContaining({ position: 2_000_000, facts: [{ type: 'lead.submitted', id }] })]);
  });
});
