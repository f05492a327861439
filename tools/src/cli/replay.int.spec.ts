import { join } from 'node:path';
import { PAGE_VIEWS_DAILY, type PageViewsDailyDoc } from '@receptionist/analytics-application';
import { APPOINTMENTS, CALL_MESSAGES, INBOX_COUNTS } from '@receptionist/calls-application';
import { type CallCommand, type CallEvent, callDecider } from '@receptionist/calls-domain';
import { fold } from '@receptionist/domain-kit';
import { ALERTS, ALERTS_PROCESS_MANAGER, PM_CLIENTS } from '@receptionist/notifications-application';
import { readModelsOf } from '@receptionist/projections';
import { SqliteReadStore } from '@receptionist/read-store';
import { PROJECTOR_CATALOG } from '../catalog/projectors';
import { CliTestKit, pageViewed } from '../testing/cli-test-kit';
import { EXIT_FAILED, EXIT_USAGE } from './cli-runtime';
import { replayCommand } from './replay';

const at = (minute: number) => new Date(Date.UTC(2025, 5, 1, 9, minute)).toISOString();

async function pageViewCounts(file: string): Promise<Record<string, number>> {
  const store = new SqliteReadStore({ file });
  try {
    const docs = await readModelsOf(store, PROJECTOR_CATALOG).collection<PageViewsDailyDoc>(PAGE_VIEWS_DAILY).find();
    return Object.fromEntries(docs.map((doc) => [doc.path, doc.count]));
  } finally {
    await store.close();
  }
}

/** One reported call with an appointment and a message, then the owner's follow-ups, as the call decider decides them. */
function callWithFollowUps(): CallEvent[] {
  const owner = { userId: 'u-1', email: 'owner@example.com' };
  const callId = '00000000-0000-5000-a000-000000000001:k1';
  const commands: CallCommand[] = [
    {
      type: 'LogCall',
      data: {
        callId,
        clientId: '00000000-0000-5000-a000-000000000001',
        platformCallId: 'p-1',
        details: {
          callerNumber: '+1 555 0100',
          startedAt: at(3),
          durationSeconds: 60,
          outcome: 'booked_appointment',
          callType: 'inbound',
          transcript: null,
          summary: null,
          sentiment: 'positive',
          topic: null,
          agent: 'service',
        },
        outcomes: {
          appointment: { kind: 'service', startsAt: at(59), customerName: 'Ana', vehicle: 'Civic', concern: 'Brakes' },
          message: { callerName: 'Ana', callbackNumber: '+1 555 0100', text: 'Call me', urgency: 'urgent' },
          transfer: null,
          sms: null,
        },
      },
    },
    { type: 'ChangeAppointmentStatus', data: { appointmentId: `${callId}:appointment`, status: 'done', by: owner } },
    { type: 'MarkMessageHandled', data: { messageId: `${callId}:message`, handled: true, by: owner } },
  ];
  const events: CallEvent[] = [];
  for (const command of commands) events.push(...callDecider.decide(command, fold(callDecider, events), { now: new Date(), actorId: null }));
  return events;
}

async function ownerInbox(file: string) {
  const store = new SqliteReadStore({ file });
  try {
    const readModels = readModelsOf(store, PROJECTOR_CATALOG);
    const all = (name: string) => readModels.collection(name).find({ orderBy: { field: 'id' } });
    return { appointments: await all(APPOINTMENTS), messages: await all(CALL_MESSAGES), counts: await all(INBOX_COUNTS) };
  } finally {
    await store.close();
  }
}

describe('replay CLI', () => {
  let kit: CliTestKit;

  beforeEach(async () => {
    kit = new CliTestKit();
    // Before 09:10: three views of /pricing, one of /. After: two of /pricing, two of /demo.
    await kit.append([
      pageViewed('/pricing', at(1)),
      pageViewed('/', at(2)),
      pageViewed('/pricing', at(5)),
      pageViewed('/pricing', at(10)),
      pageViewed('/pricing', at(11)),
      pageViewed('/demo', at(12)),
      pageViewed('/pricing', at(20)),
      pageViewed('/demo', at(30)),
    ]);
  });
  afterEach(() => kit.cleanUp());

  it('rebuilds the live read models in place from the whole history', async () => {
    const result = await kit.run(replayCommand, []);

    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toContain('Replayed 8 events up to position 8');
    expect(await pageViewCounts(kit.readModelsFile)).toEqual({ '/pricing': 5, '/': 1, '/demo': 2 });
  });

  it("rebuilds the owner's inbox from the call streams, the same documents on every replay", async () => {
    await kit.append(callWithFollowUps().map((event) => ({ stream: 'call-k1', event: { ...event, metadata: { occurredAt: at(4) } } })));

    expect((await kit.run(replayCommand, [])).code).toBe(0);
    const first = await ownerInbox(kit.readModelsFile);
    expect(first.appointments).toEqual([expect.objectContaining({ customer_name: 'Ana', status: 'done' })]);
    expect(first.messages).toEqual([expect.objectContaining({ text: 'Call me', handled: true, handled_at: at(4) })]);
    expect(first.counts).toEqual([expect.objectContaining({ messages: 1, unhandled_messages: 0 })]);

    expect((await kit.run(replayCommand, [])).code).toBe(0);
    expect(await ownerInbox(kit.readModelsFile)).toEqual(first);
  });

  it("leaves the alerts process manager's checkpoint and state alone, and rebuilds the alert list from its events", async () => {
    await kit.append([
      {
        stream: 'alert-0f1e2d3c-0000-5000-a000-000000000001',
        event: {
          type: 'AlertRaised',
          data: {
            alertId: '0f1e2d3c-0000-5000-a000-000000000001',
            kind: 'urgent_message',
            clientId: 'c1',
            adminId: null,
            mailTo: 'o@example.com',
            subject: 'Urgent message from Jane',
            text: 't',
            path: '/dashboard/messages',
            factId: 'e1',
            at: at(40),
            dataOwner: 'client-c1',
          },
        },
      },
    ]);
    const store = new SqliteReadStore({ file: kit.readModelsFile });
    try {
      await store.defineCollection({ name: PM_CLIENTS });
      await store.commit({
        writes: [{ kind: 'put', collection: PM_CLIENTS, doc: { id: 'c1', ownerId: 'o1' } }],
        checkpoint: { projector: ALERTS_PROCESS_MANAGER, position: 9 },
      });
    } finally {
      await store.close();
    }

    expect((await kit.run(replayCommand, [])).code).toBe(0);

    const after = new SqliteReadStore({ file: kit.readModelsFile });
    try {
      expect(await after.checkpoint(ALERTS_PROCESS_MANAGER)).toBe(9);
      expect(await after.collection(PM_CLIENTS).get('c1')).toMatchObject({ ownerId: 'o1' });
      const alerts = await readModelsOf(after, PROJECTOR_CATALOG).collection(ALERTS).find();
      expect(alerts.map((alert) => alert['subject'])).toEqual(['Urgent message from Jane']);
    } finally {
      await after.close();
    }
  });

  it('--until builds the state of that instant into a separate store and leaves the live one untouched', async () => {
    await kit.run(replayCommand, []);

    const result = await kit.run(replayCommand, ['--until', at(10)]);

    const outFile = join(kit.dataDir, `replay-${at(10).replace(/[:.]/g, '-')}`, 'read-models.db');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Replayed 4 events up to position 4 as of ${at(10)}`);
    expect(result.stdout).toContain(outFile);
    expect(await pageViewCounts(outFile)).toEqual({ '/pricing': 3, '/': 1 });
    expect(await pageViewCounts(kit.readModelsFile)).toEqual({ '/pricing': 5, '/': 1, '/demo': 2 });
  });

  it('--position with --out builds the read models up to that position into DIR', async () => {
    const result = await kit.run(replayCommand, ['--position', '6', '--out', 'as-of-6', '--projection', PAGE_VIEWS_DAILY]);

    expect(result.code).toBe(0);
    expect(await pageViewCounts(join(kit.dataDir, 'as-of-6', 'read-models.db'))).toEqual({ '/pricing': 4, '/': 1, '/demo': 1 });
  });

  it('refuses to rebuild in place while another process or connection has the live read store open', async () => {
    const apiConnection = new SqliteReadStore({ file: kit.readModelsFile });
    await apiConnection.defineCollection({ name: 'anything' });
    try {
      const result = await kit.run(replayCommand, []);

      expect(result.code).toBe(EXIT_FAILED);
      expect(result.stderr).toContain('is open in another process (is the API running on DATA_DIR=');
    } finally {
      await apiConnection.close();
    }
  });

  it.each([
    [['--until', at(1), '--position', '3'], 'Give --until or --position, not both'],
    [['--until', 'yesterday'], '--until must be an ISO-8601 time'],
    [['--position', '-1'], "Option '--position' argument is ambiguous"],
    [['--position', 'x'], '--position must be a non-negative integer'],
    [['--out', 'somewhere'], '--out needs --until or --position'],
    [['--projection', 'nope'], 'Unknown projection "nope"; known: page_views_daily, calls_daily, leads_funnel_daily, client_trends, users'],
    [['--bogus'], "Unknown option '--bogus'"],
  ])('rejects %j with a usage message', async (argv, message) => {
    const result = await kit.run(replayCommand, argv);

    expect(result.code).toBe(EXIT_USAGE);
    expect(result.stderr).toContain(message);
    expect(result.stderr).toContain('Usage: replay');
  });
});
