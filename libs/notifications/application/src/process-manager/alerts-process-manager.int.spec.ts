import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AlertPreferences, DEFAULT_ALERT_PREFERENCES } from '@receptionist/contracts';
import { type NewEvent, SqliteEventStore } from '@receptionist/event-store';
import { clientIdOfOwner } from '@receptionist/notifications-domain';
import { SqliteReadStore } from '@receptionist/read-store';
import type { AlertMail } from './alert-mail';
import { AlertsProcessManager } from './alerts-process-manager';

const OWNER = 'owner-1';
const CLIENT = clientIdOfOwner(OWNER);
const OWNER_EMAIL = 'owner@smith.example';

class RecordingMailer {
  readonly sent: AlertMail[] = [];
  failNext = 0;

  async send(message: AlertMail): Promise<void> {
    if (this.failNext > 0) {
      this.failNext--;
      throw new Error('SMTP down');
    }
    this.sent.push(message);
  }
}

/** Stores on SQLite files, a recording mailer and a clock the test moves. */
class Harness {
  readonly directory = mkdtempSync(join(tmpdir(), 'alerts-pm-'));
  readonly eventStore = new SqliteEventStore({ file: join(this.directory, 'events.db') });
  readonly readStore = new SqliteReadStore({ file: join(this.directory, 'read.db') });
  readonly mailer = new RecordingMailer();
  now = new Date('2026-03-06T12:00:00.000Z');
  private readonly managers: AlertsProcessManager[] = [];

  processManager(): AlertsProcessManager {
    const manager = new AlertsProcessManager({
      eventStore: this.eventStore,
      readStore: this.readStore,
      mailer: this.mailer,
      siteUrl: 'https://console.example',
      clock: () => this.now,
    });
    this.managers.push(manager);
    return manager;
  }

  append(stream: string, type: string, data: unknown, occurredAt = this.now.toISOString()): Promise<unknown> {
    const event: NewEvent = { type, data, metadata: { occurredAt } };
    return this.eventStore.append(stream, [event], 'any');
  }

  async close(): Promise<void> {
    for (const manager of this.managers) await manager.stop();
    await this.readStore.close();
    await this.eventStore.close();
    rmSync(this.directory, { recursive: true, force: true });
  }
}

async function ownerWithClient(h: Harness, preferences?: AlertPreferences): Promise<void> {
  await h.append(`user-${OWNER}`, 'UserRegistered.v2', {
    userId: OWNER,
    email: OWNER_EMAIL,
    fullName: 'Sam Smith',
    registeredAt: h.now.toISOString(),
  });
  await h.append(`client-${CLIENT}`, 'ClientCreated.v2', {
    clientId: CLIENT,
    ownerId: OWNER,
    businessName: 'Smith Motors',
    minutesLimit: 500,
    isActive: true,
  });
  if (preferences) {
    const by = { userId: OWNER, email: OWNER_EMAIL };
    await h.append(`alert-preferences-${CLIENT}`, 'AlertPreferencesChanged', {
      clientId: CLIENT,
      from: DEFAULT_ALERT_PREFERENCES,
      to: preferences,
      by,
      changedAt: h.now.toISOString(),
    });
  }
}

const messageTaken = (key: string, urgency: 'normal' | 'urgent', takenAt: string) => ({
  messageId: `${CLIENT}:${key}:message`,
  callId: `${CLIENT}:${key}`,
  clientId: CLIENT,
  agent: 'service',
  callerName: 'Jane Doe',
  callbackNumber: '+15551234567',
  text: 'Please call me back about my car',
  urgency,
  takenAt,
});

const callLogged = (key: string, startedAt: string, durationSeconds: number, sentiment: string | null = null) => ({
  callId: `${CLIENT}:${key}`,
  clientId: CLIENT,
  platformCallId: key,
  callerNumber: '+15550001111',
  startedAt,
  durationSeconds,
  outcome: 'completed',
  callType: 'inbound',
  transcript: null,
  summary: 'Asked about opening hours',
  sentiment,
  topic: null,
});

describe('the alerts process manager', () => {
  let h: Harness;
  beforeEach(() => (h = new Harness()));
  afterEach(() => h.close());

  it('mails one alert per fact, whatever restarts, second instances or lost state happen', async () => {
    const first = h.processManager();
    await first.runOnce();
    await ownerWithClient(h);
    await h.append(`call-${CLIENT}:k1`, 'MessageTaken', messageTaken('k1', 'urgent', h.now.toISOString()));

    await first.runOnce();
    await first.runOnce();
    await first.stop();
    // A restart, and two instances at once: the second only stands by or finds nothing new.
    const [a, b] = [h.processManager(), h.processManager()];
    expect((await Promise.all([a.runOnce(), b.runOnce()])).filter(Boolean)).toHaveLength(1);

    expect(h.mailer.sent.map((mail) => [mail.to, mail.subject, mail.link])).toEqual([
      [OWNER_EMAIL, 'Urgent message from Jane Doe', 'https://console.example/dashboard/messages'],
    ]);
    expect(h.mailer.sent[0].text).toContain('Please call me back about my car');
    expect(h.mailer.sent[0].text).toContain('+15551234567');
  });

  it('even from the start of the log (its checkpoint and state lost), a fact decides the same alert again: no second mail', async () => {
    const pm = h.processManager();
    await pm.runOnce();
    await ownerWithClient(h);
    await h.append(`call-${CLIENT}:k1`, 'MessageTaken', messageTaken('k1', 'urgent', h.now.toISOString()));
    await pm.runOnce();
    await pm.stop();

    // Another read store: no checkpoint, no state; it starts over from position 0 of the same log.
    const fresh = new SqliteReadStore({ file: join(h.directory, 'fresh.db') });
    try {
      await fresh.writeState('alerts_process_manager:raise_after', { position: 0 }, 0);
      const again = new AlertsProcessManager({ eventStore: h.eventStore, readStore: fresh, mailer: h.mailer, siteUrl: 'https://console.example' });
      await again.runOnce();
      await again.stop();
    } finally {
      await fresh.close();
    }
    expect(h.mailer.sent).toHaveLength(1);
    const alertStreams = new Set<string>();
    for await (const event of h.eventStore.readAll()) if (event.type === 'AlertRaised') alertStreams.add(event.stream);
    expect(alertStreams.size).toBe(1);
  });

  it('a mailer failure leaves the alert pending: the next round sends it, once', async () => {
    const pm = h.processManager();
    await pm.runOnce();
    await ownerWithClient(h);
    await h.append(`call-${CLIENT}:k1`, 'MessageTaken', messageTaken('k1', 'urgent', h.now.toISOString()));
    h.mailer.failNext = 1;

    await expect(pm.runOnce()).rejects.toThrow('SMTP down');
    expect(h.mailer.sent).toHaveLength(0);
    await pm.runOnce();
    await pm.runOnce();
    expect(h.mailer.sent.map((mail) => mail.subject)).toEqual(['Urgent message from Jane Doe']);
  });

  it('follows the preferences as they were at each fact', async () => {
    const pm = h.processManager();
    await pm.runOnce();
    await ownerWithClient(h, { ...DEFAULT_ALERT_PREFERENCES, urgentMessage: false });
    await h.append(`call-${CLIENT}:k1`, 'MessageTaken', messageTaken('k1', 'urgent', h.now.toISOString()));
    const by = { userId: OWNER, email: OWNER_EMAIL };
    await h.append(`alert-preferences-${CLIENT}`, 'AlertPreferencesChanged', {
      clientId: CLIENT,
      from: { ...DEFAULT_ALERT_PREFERENCES, urgentMessage: false },
      to: { ...DEFAULT_ALERT_PREFERENCES, negativeSentiment: true },
      by,
      changedAt: h.now.toISOString(),
    });
    await h.append(`call-${CLIENT}:k2`, 'MessageTaken', messageTaken('k2', 'urgent', h.now.toISOString()));
    await h.append(`call-${CLIENT}:k3`, 'CallLogged.v2', callLogged('k3', h.now.toISOString(), 30, 'negative'));
    await h.append(`call-${CLIENT}:k4`, 'CallTransferred', {
      callId: `${CLIENT}:k4`,
      clientId: CLIENT,
      agent: 'sales',
      department: 'sales',
      toName: 'Bob',
      toNumber: '+15559990000',
      answered: false,
      at: h.now.toISOString(),
    });
    await h.append(`usage-${CLIENT}-2026-03`, 'UsageThresholdReached.v2', {
      clientId: CLIENT,
      period: '2026-03',
      threshold: 80,
      minutesUsed: 400,
      minutesLimit: 500,
    });
    await h.append(`usage-${CLIENT}-2026-03`, 'UsageThresholdReached.v2', {
      clientId: CLIENT,
      period: '2026-03',
      threshold: 100,
      minutesUsed: 500,
      minutesLimit: 500,
    });
    await pm.runOnce();

    expect(h.mailer.sent.map((mail) => mail.subject)).toEqual([
      'Urgent message from Jane Doe',
      'A caller sounded unhappy: +15550001111',
      'Nobody answered a transfer to sales',
      'You have used 80 % of your plan minutes',
      'You have used 100 % of your plan minutes',
    ]);
  });

  it('mails each administrator who keeps lead mails on, once per lead', async () => {
    const pm = h.processManager();
    await pm.runOnce();
    for (const [id, email] of [
      ['a1', 'a1@example.com'],
      ['a2', 'a2@example.com'],
    ]) {
      await h.append(`user-${id}`, 'UserRegistered.v2', { userId: id, email, fullName: id, registeredAt: h.now.toISOString() });
      await h.append(`user-${id}`, 'RoleGranted', { userId: id, role: 'admin', grantedAt: h.now.toISOString() });
    }
    await h.append('lead-mails-a2', 'LeadMailsChanged', {
      userId: 'a2',
      enabled: false,
      by: { userId: 'a2', email: 'a2@example.com' },
      changedAt: h.now.toISOString(),
    });
    await h.append('demo-request-r1', 'DemoRequestSubmitted', {
      requestId: 'r1',
      formType: 'contact',
      email: 'ada@dealer.example',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '12345',
      companyName: 'Analytical Motors',
      dealershipName: null,
      status: 'new',
      submittedAt: h.now.toISOString(),
    });
    await pm.runOnce();
    await pm.runOnce();

    expect(h.mailer.sent.map((mail) => [mail.to, mail.subject])).toEqual([['a1@example.com', 'New contact message from Ada Lovelace']]);
    expect(h.mailer.sent[0].text).toContain('Business: Analytical Motors');
  });

  it('tells the owner once when the delivery process pauses their failing webhook endpoint, and the administrators for theirs', async () => {
    const pm = h.processManager();
    await pm.runOnce();
    await ownerWithClient(h);
    await h.append('user-a1', 'UserRegistered.v2', { userId: 'a1', email: 'a1@example.com', fullName: 'a1', registeredAt: h.now.toISOString() });
    await h.append('user-a1', 'RoleGranted', { userId: 'a1', role: 'admin', grantedAt: h.now.toISOString() });
    const paused = (endpointId: string, owner: unknown, reason: string, by: unknown) =>
      h.append(`webhook-endpoint-${endpointId}`, 'WebhookEndpointPaused', {
        endpointId,
        owner,
        reason,
        failedAttempts: 15,
        by,
        pausedAt: h.now.toISOString(),
      });
    await paused('ep-owner', { kind: 'client', clientId: CLIENT }, 'failing', null);
    await paused('ep-admins', { kind: 'admins' }, 'failing', null);
    // The owner pausing their own endpoint is told nothing.
    await paused('ep-by-hand', { kind: 'client', clientId: CLIENT }, 'owner', { userId: OWNER, email: OWNER_EMAIL });
    await pm.runOnce();
    await pm.runOnce();

    expect(h.mailer.sent.map((mail) => [mail.to, mail.subject, mail.link])).toEqual([
      [OWNER_EMAIL, 'A webhook endpoint was paused: its deliveries keep failing', 'https://console.example/dashboard/webhooks/ep-owner'],
      ['a1@example.com', 'A webhook endpoint was paused: its deliveries keep failing', 'https://console.example/admin/webhooks/ep-admins'],
    ]);
    expect(h.mailer.sent[0].text).toContain('The last 15 attempts');
  });

  it('sends the daily summary of the previous local day at the chosen local time, across a DST change, once', async () => {
    const pm = h.processManager();
    await pm.runOnce();
    h.now = new Date('2026-03-06T12:00:00.000Z');
    await ownerWithClient(h, { ...DEFAULT_ALERT_PREFERENCES, dailySummary: { enabled: true, time: '08:00', timeZone: 'America/New_York' } });
    // Saturday 7 March in New York (EST, UTC-5): two calls (the second at 23:30 local, already the 8th in UTC), one message.
    await h.append(`call-${CLIENT}:c1`, 'CallLogged.v2', callLogged('c1', '2026-03-07T15:00:00.000Z', 125));
    await h.append(`call-${CLIENT}:c2`, 'CallLogged.v2', callLogged('c2', '2026-03-08T04:30:00.000Z', 60));
    await h.append(`call-${CLIENT}:c2`, 'MessageTaken', messageTaken('c2', 'normal', '2026-03-08T04:30:00.000Z'));
    await h.append(`call-${CLIENT}:c2`, 'AppointmentBooked', {
      appointmentId: `${CLIENT}:c2:appointment`,
      callId: `${CLIENT}:c2`,
      clientId: CLIENT,
      agent: 'service',
      kind: 'service',
      startsAt: '2026-03-10T14:00:00.000Z',
      customerName: 'Jane Doe',
      vehicle: null,
      concern: null,
      bookedAt: '2026-03-08T04:30:00.000Z',
    });
    // Sunday 8 March: clocks go forward at 02:00, so 08:00 local is 12:00 UTC (it would be 13:00 under EST).
    h.now = new Date('2026-03-08T11:59:00.000Z');
    await pm.runOnce();
    expect(h.mailer.sent).toEqual([]);

    h.now = new Date('2026-03-08T12:00:00.000Z');
    await pm.runOnce();
    h.now = new Date('2026-03-08T20:00:00.000Z');
    await pm.runOnce();
    await h.processManager().runOnce();

    expect(h.mailer.sent.map((mail) => mail.subject)).toEqual(['Your day on Saturday, March 7, 2026: 2 calls, 1 appointment booked']);
    expect(h.mailer.sent[0].text).toContain('- 1 message taken');
    expect(h.mailer.sent[0].text).toContain('- 4 minutes used');
    expect(h.mailer.sent[0].to).toBe(OWNER_EMAIL);

    // The next day's summary comes at the next 08:00 (EDT now: 12:00 UTC).
    h.now = new Date('2026-03-09T12:00:00.000Z');
    await pm.runOnce();
    expect(h.mailer.sent.map((mail) => mail.subject)[1]).toBe('Your day on Sunday, March 8, 2026: 0 calls, 0 appointments booked');
  });

  it('folds the history before its first start into its state: the owner, their choices and the day counts', async () => {
    h.now = new Date('2026-03-04T12:00:00.000Z');
    await ownerWithClient(h, { ...DEFAULT_ALERT_PREFERENCES, dailySummary: { enabled: true, time: '08:00', timeZone: 'UTC' } });
    await h.append(`call-${CLIENT}:h1`, 'CallLogged.v2', callLogged('h1', '2026-03-05T09:00:00.000Z', 61));
    await h.append(`call-${CLIENT}:h1`, 'MessageTaken', messageTaken('h1', 'normal', '2026-03-05T09:00:00.000Z'));
    await h.append('page-views', 'PageViewed', { path: '/pricing', day: '2026-03-05' });
    await h.append(`call-${CLIENT}:h2`, 'CallLogged.v2', callLogged('h2', '2026-03-05T10:00:00.000Z', 30));

    h.now = new Date('2026-03-06T08:00:00.000Z');
    await h.processManager().runOnce();

    expect(h.mailer.sent.map((mail) => mail.subject)).toEqual(['Your day on Thursday, March 5, 2026: 2 calls, 0 appointments booked']);
    expect(h.mailer.sent[0].text).toContain('- 1 message taken');
    expect(h.mailer.sent[0].text).toContain('- 3 minutes used');
    expect(h.mailer.sent[0].to).toBe(OWNER_EMAIL);
  });

  it("forgets an erased owner's address: no mail goes to it afterwards", async () => {
    const pm = h.processManager();
    await pm.runOnce();
    await ownerWithClient(h);
    await h.append('personal-data-erasure-x', 'PersonalDataErased', {
      erasureId: 'x',
      subjects: [`user-${OWNER}`, `client-${CLIENT}`],
      erasedAt: h.now.toISOString(),
    });
    await h.append(`call-${CLIENT}:k1`, 'MessageTaken', messageTaken('k1', 'urgent', h.now.toISOString()));
    await pm.runOnce();
    expect(h.mailer.sent).toEqual([]);
    expect(await h.readStore.collection('pm_alerts_users').get(OWNER)).toMatchObject({ email: null });
  });

  it('raises no alert for history before its first start', async () => {
    await ownerWithClient(h);
    await h.append(`call-${CLIENT}:old`, 'MessageTaken', messageTaken('old', 'urgent', h.now.toISOString()));
    const pm = h.processManager();
    await pm.runOnce();
    await h.append(`call-${CLIENT}:new`, 'MessageTaken', messageTaken('new', 'urgent', h.now.toISOString()));
    await pm.runOnce();
    expect(h.mailer.sent).toHaveLength(1);
    expect(h.mailer.sent[0].to).toBe(OWNER_EMAIL);
  });
});
