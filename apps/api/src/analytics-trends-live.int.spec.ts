import { randomUUID } from 'node:crypto';
import { graphql, postCall, settle } from './testing/client-area-requests';
import { liveTestApiForSuite } from './testing/live-sockets';
import { signedInUser } from './testing/test-users';

describe('trend read models on the live channel', () => {
  const live = liveTestApiForSuite();

  it("tells administrators that the call trends changed, and tells the calling client's owner nothing about them", async () => {
    const owner = await signedInUser(live.api, 'client');
    const clientId = (await graphql(live.api, '{ myClient { id } }', {}, owner.headers)).data?.myClient.id as string;
    const admin = await live.connect({ token: (await signedInUser(live.api, 'admin')).accessToken });
    const client = await live.connect({ token: owner.accessToken });

    const call = await postCall(live.api, {
      platform_call_id: `live-${randomUUID()}`,
      client_id: clientId,
      caller_number: '+1 555 300 0001',
      started_at: new Date().toISOString(),
      duration_seconds: 61,
      outcome: 'missed',
    });
    expect(call.statusCode).toBe(201);
    await settle(live.api);
    await new Promise((resolve) => setTimeout(resolve, 300)); // past the live channel's coalescing window

    expect(admin.updates).toContainEqual(expect.objectContaining({ projector: 'calls_daily' }));
    expect(client.updates.map((update) => update.projector)).toContain('call_logs'); // the owner's own call list refreshes
    expect(client.updates.filter((update) => ['calls_daily', 'client_trends', 'leads_funnel_daily'].includes(update.projector))).toEqual([]);
  });
});
