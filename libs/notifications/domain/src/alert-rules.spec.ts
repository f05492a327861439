import { DEFAULT_ALERT_PREFERENCES } from '@receptionist/contracts';
import { alertIdOf, type ClientAlertContext, dailySummaryAlert, type Fact, leadAlertsFor, ownerAlertsFor } from './alert-rules';

const client: ClientAlertContext = {
  clientId: 'c1',
  businessName: 'Smith Motors',
  ownerEmail: 'owner@smith.example',
  preferences: DEFAULT_ALERT_PREFERENCES,
};
const message = (urgency: 'normal' | 'urgent'): Fact => ({
  eventId: 'e-1',
  type: 'MessageTaken',
  occurredAt: '2026-11-26T10:00:00.000Z',
  data: {
    messageId: 'c1:k:message',
    callId: 'c1:k',
    clientId: 'c1',
    agent: 'service',
    callerName: 'Jane Doe',
    callbackNumber: '+15551234567',
    text: 'My car is still not ready',
    urgency,
    takenAt: '2026-11-26T09:58:00.000Z',
  },
});

describe('owner alerts', () => {
  it('an urgent message alerts once, with the caller, the number, the text and a link to the messages', () => {
    const alerts = ownerAlertsFor(message('urgent'), { ...client, preferences: { ...DEFAULT_ALERT_PREFERENCES, messageTaken: true } });
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      alertId: alertIdOf('e-1', 'urgent_message'),
      kind: 'urgent_message',
      mailTo: 'owner@smith.example',
      subject: 'Urgent message from Jane Doe',
      path: '/dashboard/messages',
    });
    expect(alerts[0].text).toContain('+15551234567');
    expect(alerts[0].text).toContain('My car is still not ready');
  });

  it('a normal message alerts only when "message taken" is on', () => {
    expect(ownerAlertsFor(message('normal'), client)).toEqual([]);
    const [alert] = ownerAlertsFor(message('normal'), { ...client, preferences: { ...DEFAULT_ALERT_PREFERENCES, messageTaken: true } });
    expect(alert.subject).toBe('New message from Jane Doe');
  });

  it('an urgent message with urgent alerts off falls back to "message taken", or nothing', () => {
    const noUrgent = { ...DEFAULT_ALERT_PREFERENCES, urgentMessage: false };
    expect(ownerAlertsFor(message('urgent'), { ...client, preferences: noUrgent })).toEqual([]);
    expect(ownerAlertsFor(message('urgent'), { ...client, preferences: { ...noUrgent, messageTaken: true } })[0].kind).toBe('message_taken');
  });

  it('negative sentiment on a real call, when chosen', () => {
    const call: Fact = {
      eventId: 'e-2',
      type: 'CallLogged.v2',
      occurredAt: '2026-11-26T10:00:00.000Z',
      data: {
        clientId: 'c1',
        callerNumber: '+15550001111',
        callType: 'inbound',
        sentiment: 'negative',
        summary: 'Angry about a bill',
        durationSeconds: 61,
      },
    };
    expect(ownerAlertsFor(call, client)).toEqual([]);
    const chosen = { ...client, preferences: { ...DEFAULT_ALERT_PREFERENCES, negativeSentiment: true } };
    expect(ownerAlertsFor(call, chosen)[0]).toMatchObject({ kind: 'negative_sentiment', subject: 'A caller sounded unhappy: +15550001111' });
    expect(ownerAlertsFor({ ...call, data: { ...(call.data as object), callType: 'test' } }, chosen)).toEqual([]);
    expect(ownerAlertsFor({ ...call, type: 'CallLogged.v3', data: { ...(call.data as object), sentiment: 'neutral' } }, chosen)).toEqual([]);
  });

  it('a transfer nobody answered; an answered one is no alert', () => {
    const transfer = (answered: boolean): Fact => ({
      eventId: 'e-3',
      type: 'CallTransferred',
      occurredAt: '2026-11-26T10:00:00.000Z',
      data: {
        callId: 'c1:k',
        clientId: 'c1',
        agent: 'sales',
        department: 'sales',
        toName: 'Bob',
        toNumber: '+15559990000',
        answered,
        at: '2026-11-26T10:00:00.000Z',
      },
    });
    expect(ownerAlertsFor(transfer(false), client)[0]).toMatchObject({ kind: 'unanswered_transfer', subject: 'Nobody answered a transfer to sales' });
    expect(ownerAlertsFor(transfer(true), client)).toEqual([]);
  });

  it('80 % and 100 % of the plan minutes, each as chosen', () => {
    const reached = (threshold: number): Fact => ({
      eventId: `e-${threshold}`,
      type: 'UsageThresholdReached.v2',
      occurredAt: '2026-11-26T10:00:00.000Z',
      data: { clientId: 'c1', period: '2026-11', threshold, minutesUsed: threshold * 5, minutesLimit: 500 },
    });
    expect(ownerAlertsFor(reached(80), client)[0]).toMatchObject({ kind: 'usage_80', subject: 'You have used 80 % of your plan minutes' });
    expect(ownerAlertsFor(reached(100), client)[0].text).toContain('500 of 500 minutes');
    expect(ownerAlertsFor(reached(80), { ...client, preferences: { ...DEFAULT_ALERT_PREFERENCES, usage80: false } })).toEqual([]);
  });
});

describe('lead alerts', () => {
  const lead: Fact = {
    eventId: 'e-lead',
    type: 'DemoRequestSubmitted',
    occurredAt: '2026-11-26T10:00:00.000Z',
    data: {
      requestId: 'r1',
      formType: 'book_demo',
      email: 'ada@dealer.example',
      firstName: 'Ada Lovelace',
      lastName: null,
      phone: '12345',
      companyName: null,
      dealershipName: null,
    },
  };

  it('one per administrator, mailed only to those who keep lead mails on', () => {
    const alerts = leadAlertsFor(lead, [
      { userId: 'a1', email: 'a1@example.com', leadMails: true },
      { userId: 'a2', email: 'a2@example.com', leadMails: false },
    ]);
    expect(alerts.map((alert) => [alert.adminId, alert.mailTo, alert.subject])).toEqual([
      ['a1', 'a1@example.com', 'New demo request from Ada Lovelace'],
      ['a2', null, 'New demo request from Ada Lovelace'],
    ]);
    expect(new Set(alerts.map((alert) => alert.alertId)).size).toBe(2);
  });
});

describe('daily summary', () => {
  it('names the day and counts; its id is the client and the local date', () => {
    const alert = dailySummaryAlert(client, '2026-11-25', { calls: 12, minutes: 47, appointments: 3, messages: 1 }, '2026-11-26T17:00:00.000Z');
    expect(alert.subject).toBe('Your day on Wednesday, November 25, 2026: 12 calls, 3 appointments booked');
    expect(alert.text).toContain('- 1 message taken');
    expect(alert.text).toContain('- 47 minutes used');
    expect(alert.alertId).toBe(dailySummaryAlert(client, '2026-11-25', { calls: 0, minutes: 0, appointments: 0, messages: 0 }, 'x').alertId);
    expect(alert.alertId).not.toBe(dailySummaryAlert(client, '2026-11-26', { calls: 0, minutes: 0, appointments: 0, messages: 0 }, 'x').alertId);
  });
});
