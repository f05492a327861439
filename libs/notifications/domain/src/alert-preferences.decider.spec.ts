import { ALERT_PREFERENCE_MESSAGES, type AlertPreferences, DEFAULT_ALERT_PREFERENCES } from '@receptionist/contracts';
import { deciderSpec } from '@receptionist/domain-kit';
import type { ChangeAlertPreferences } from './alert-preferences.commands';
import { alertPreferencesDecider, leadMailsDecider } from './alert-preferences.decider';
import type { AlertPreferencesChanged } from './alert-preferences.events';
import { NotificationsError } from './notifications.errors';

const now = new Date('2026-11-26T10:00:00.000Z');
const by = { userId: 'owner-1', email: 'owner@dealer.example' };
const change = (preferences: AlertPreferences): ChangeAlertPreferences => ({
  type: 'ChangeAlertPreferences',
  data: { clientId: 'c1', preferences, by },
});
const withSummary = (summary: Partial<AlertPreferences['dailySummary']>): AlertPreferences => ({
  ...DEFAULT_ALERT_PREFERENCES,
  dailySummary: { ...DEFAULT_ALERT_PREFERENCES.dailySummary, ...summary },
});

describe('alert preferences', () => {
  const { given } = deciderSpec(alertPreferencesDecider, { now });

  it('records the whole new choice and the defaults it replaced', () => {
    const to = { ...withSummary({ enabled: true, time: '07:30', timeZone: 'Europe/Berlin' }), messageTaken: true };
    expect(given().when(change(to)).events).toEqual([
      { type: 'AlertPreferencesChanged', data: { clientId: 'c1', from: DEFAULT_ALERT_PREFERENCES, to, by, changedAt: now.toISOString() } },
    ]);
  });

  it('decides nothing when the choice is the one in force', () => {
    const to = { ...DEFAULT_ALERT_PREFERENCES, negativeSentiment: true };
    const changed: AlertPreferencesChanged = {
      type: 'AlertPreferencesChanged',
      data: { clientId: 'c1', from: DEFAULT_ALERT_PREFERENCES, to, by, changedAt: now.toISOString() },
    };
    expect(given(changed).when(change(to)).events).toEqual([]);
    expect(given().when(change(DEFAULT_ALERT_PREFERENCES)).events).toEqual([]);
  });

  it.each([
    [withSummary({ time: '24:00' }), ALERT_PREFERENCE_MESSAGES.time],
    [withSummary({ time: '7:30' }), ALERT_PREFERENCE_MESSAGES.time],
    [withSummary({ timeZone: 'Mars/Olympus' }), ALERT_PREFERENCE_MESSAGES.timeZone],
    [withSummary({ timeZone: '' }), ALERT_PREFERENCE_MESSAGES.timeZone],
    [{ ...DEFAULT_ALERT_PREFERENCES, usage80: 'yes' as unknown as boolean }, ALERT_PREFERENCE_MESSAGES.toggle('usage80')],
  ])('refuses %j with a clear message', (preferences, message) => {
    const error = given().when(change(preferences)).error as NotificationsError;
    expect(error).toBeInstanceOf(NotificationsError);
    expect(error.kind).toBe('invalid_input');
    expect(error.message).toBe(message);
  });

  it('stores the time and zone trimmed', () => {
    const [event] = given().when(change(withSummary({ time: ' 08:15 ', timeZone: ' America/New_York ' }))).events;
    expect(event.data.to.dailySummary).toEqual({ enabled: false, time: '08:15', timeZone: 'America/New_York' });
  });
});

describe('lead mails of an administrator', () => {
  const { given } = deciderSpec(leadMailsDecider, { now });
  const admin = { userId: 'admin-1', email: 'admin@example.com' };

  it('are on until turned off, and turning them off twice decides once', () => {
    const off = { type: 'ChangeLeadMails' as const, data: { userId: 'admin-1', enabled: false, by: admin } };
    const [event] = given().when(off).events;
    expect(event).toEqual({ type: 'LeadMailsChanged', data: { userId: 'admin-1', enabled: false, by: admin, changedAt: now.toISOString() } });
    expect(given(event).when(off).events).toEqual([]);
    expect(given().when({ ...off, data: { ...off.data, enabled: true } }).events).toEqual([]);
  });
});
