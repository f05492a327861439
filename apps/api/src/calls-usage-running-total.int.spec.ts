import { fold } from '@receptionist/domain-kit';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { callsProjectors, USAGE, type UsageDoc } from '@receptionist/calls-application';
import { periodOf, usageDecider, usageStream } from '@receptionist/calls-domain';
import { readModelsOf, rebuildProjections } from '@receptionist/projections';
import { SqliteReadStore } from '@receptionist/read-store';
import { graphql, postCall } from './testing/client-area-requests';
import { startTestApi, type TestApi } from './testing/test-api';
import { signedInUser, type TestUser } from './testing/test-users';

/** The webhook decides on the usage read model's running total; it must agree with a fold of the whole month. */
describe('call-report webhook: usage as a running total', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'usage-running-total-'));
  let api: TestApi;
  let owner: TestUser;
  let clientId: string;
  const startedAt = new Date().toISOString();
  const period = periodOf(startedAt);
  afterAll(async () => {
    await api?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  // 9 minutes each against the starter plan's 500: 80% is reached by the 45th call, 100% by the 56th.
  const call = (n: number) => ({
    platform_call_id: `running-total-${n}`,
    client_id: clientId,
    caller_number: '+1 (555) 010-7788',
    started_at: startedAt,
    duration_seconds: 540,
    outcome: 'booked_appointment',
    call_type: 'inbound',
  });
  /** Two reports at a time, so appends to the month's stream race (the expected revision decides). */
  const report = async (from: number, to: number) => {
    for (let n = from; n <= to; n += 2) {
      const answers = await Promise.all([n, n + 1].filter((m) => m <= to).map((m) => postCall(api, call(m))));
      for (const answer of answers) expect(answer.statusCode).toBe(201);
    }
  };
  const fullFold = async () => {
    const events = await api.platform.eventStore.readStream(usageStream(clientId, period));
    return {
      state: fold(usageDecider, events),
      lastRevision: events[events.length - 1].revision,
      types: events.map((event) => event.type),
    };
  };
  const runningTotal = async () => {
    // A loaded machine may need more than settle()'s 5 s to bring the read models to the head.
    expect(await api.platform.projections.waitFor(await api.platform.eventStore.headPosition(), { timeoutMs: 60_000 })).toBe(true);
    return (await api.platform.readModels.collection<UsageDoc>(USAGE).get(`${clientId}:${period}`)) as UsageDoc;
  };

  it('equals a fold of the month after N calls, retries included, and after a restart and a replay', async () => {
    api = await startTestApi({ dataDir });
    owner = await signedInUser(api, 'client');
    clientId = (await graphql(api, '{ myClient { id } }', {}, owner.headers)).data?.myClient.id;

    await report(1, 40);
    for (const n of [3, 17, 40]) expect((await postCall(api, call(n))).statusCode).toBe(200);
    let fold = await fullFold();
    let total = await runningTotal();
    expect(fold.state.minutesUsed).toBe(40 * 9);
    expect(total).toMatchObject({
      minutes_used: fold.state.minutesUsed,
      thresholds_reached: fold.state.thresholdsReached,
      usage_revision: fold.lastRevision,
    });

    await api.close();
    api = await startTestApi({ dataDir });
    await report(41, 60);
    for (const n of [41, 59]) expect((await postCall(api, call(n))).statusCode).toBe(200);
    fold = await fullFold();
    total = await runningTotal();
    expect(fold.state.minutesUsed).toBe(60 * 9);
    expect(fold.state.thresholdsReached).toEqual([80, 100]);
    expect(fold.types.filter((type) => type === 'UsageMinutesCounted.v2')).toHaveLength(60);
    expect(fold.types.filter((type) => type === 'UsageThresholdReached.v2')).toHaveLength(2);
    expect(total).toMatchObject({ minutes_used: 540, thresholds_reached: [80, 100], usage_revision: fold.lastRevision });
    const usage = await graphql(api, '{ usage { minutesUsed warningLevel } }', {}, owner.headers);
    expect(usage.data?.usage.minutesUsed).toBe(540);

    // A replay of the whole log builds the same running total.
    const replayed = new SqliteReadStore({ file: join(dataDir, 'replayed.db') });
    try {
      await rebuildProjections({ eventStore: api.platform.eventStore, target: replayed, projectors: callsProjectors });
      const doc = await readModelsOf(replayed, callsProjectors).collection<UsageDoc>(USAGE).get(`${clientId}:${period}`);
      expect(doc).toMatchObject({ minutes_used: 540, thresholds_reached: [80, 100], usage_revision: fold.lastRevision });
    } finally {
      await replayed.close();
    }
    // Two API starts, 65 reports and a replay: more than jest's default 5 s on a loaded machine.
  }, 120_000);
});
