import { settingValueIssues, storedSettingValue } from '../client-settings-rules';
import { AGENTS_MESSAGES } from './agents';
import { BUSINESS_HOURS_MESSAGES, emptyWeek } from './business-hours';
import { KNOWLEDGE_MESSAGES } from './knowledge';
import { SMS_FOLLOW_UP_MESSAGES } from './sms-follow-up';
import { structuredSettingSummary } from './structured-settings';
import { TRANSFER_RULES_MESSAGES } from './transfer-rules';

const json = (value: unknown) => JSON.stringify(value);
const messages = (field: Parameters<typeof settingValueIssues>[0], value: unknown) =>
  settingValueIssues(field, json(value)).map((issue) => issue.message);

describe('business hours rules', () => {
  const week = {
    ...emptyWeek(),
    mon: [
      { open: '13:00', close: '17:00' },
      { open: '09:00', close: '12:00' },
    ],
  };

  it('stores valid hours canonically: intervals by opening time, closures by date, labels trimmed', () => {
    const value = {
      closures: [
        { date: '2026-12-31', label: ' NYE ' },
        { date: '2026-12-25', label: '' },
      ],
      week,
      timeZone: 'Europe/Paris',
    };
    expect(settingValueIssues('business_hours', json(value))).toEqual([]);
    expect(JSON.parse(storedSettingValue('business_hours', json(value)) as string)).toEqual({
      timeZone: 'Europe/Paris',
      week: {
        ...emptyWeek(),
        mon: [
          { open: '09:00', close: '12:00' },
          { open: '13:00', close: '17:00' },
        ],
      },
      closures: [
        { date: '2026-12-25', label: null },
        { date: '2026-12-31', label: 'NYE' },
      ],
    });
  });

  it('gives one message per broken rule, each pointing at what is wrong', () => {
    const bad = {
      timeZone: 'Mars/Olympus',
      week: {
        ...emptyWeek(),
        tue: [{ open: '17:00', close: '09:00' }],
        wed: [{ open: '9am', close: '17:00' }],
        thu: [
          { open: '09:00', close: '13:00' },
          { open: '12:00', close: '17:00' },
        ],
      },
      closures: [
        { date: '2026-02-30', label: null },
        { date: '2026-12-25', label: 'x'.repeat(101) },
        { date: '2026-12-25', label: null },
      ],
    };
    expect(settingValueIssues('business_hours', json(bad))).toEqual([
      { path: 'timeZone', message: BUSINESS_HOURS_MESSAGES.timeZone },
      { path: 'week.tue.0', message: BUSINESS_HOURS_MESSAGES.openBeforeClose },
      { path: 'week.wed.0', message: BUSINESS_HOURS_MESSAGES.time },
      { path: 'week.thu', message: BUSINESS_HOURS_MESSAGES.overlap },
      { path: 'closures.0.date', message: BUSINESS_HOURS_MESSAGES.closureDate },
      { path: 'closures.1.label', message: BUSINESS_HOURS_MESSAGES.closureLabelTooLong },
      { path: 'closures.2.date', message: BUSINESS_HOURS_MESSAGES.closureDuplicate },
    ]);
  });

  it('refuses text that is not JSON or not shaped like hours', () => {
    expect(settingValueIssues('business_hours', '{oops')).toEqual([{ path: '', message: 'Business hours must be sent as JSON' }]);
    expect(messages('business_hours', { timeZone: 'UTC' })).toEqual([BUSINESS_HOURS_MESSAGES.shape]);
    expect(messages('business_hours', { timeZone: 'UTC', week: { mon: 'all day' }, closures: [] })).toEqual([BUSINESS_HOURS_MESSAGES.shape]);
  });

  it('may be emptied (back to "not set")', () => {
    expect(settingValueIssues('business_hours', '  ')).toEqual([]);
    expect(storedSettingValue('business_hours', '  ')).toBeNull();
  });

  it('reads in the history as the week, its zone and closures', () => {
    const stored = storedSettingValue('business_hours', json({ timeZone: 'UTC', week, closures: [{ date: '2026-12-25', label: null }] }));
    expect(structuredSettingSummary('business_hours', stored)).toBe(
      'Mon 09:00–12:00 13:00–17:00, Tue closed, Wed closed, Thu closed, Fri closed, Sat closed, Sun closed (UTC); 1 closure',
    );
    expect(structuredSettingSummary('business_hours', null)).toBe('Not set');
  });
});

describe('Q&A rules', () => {
  const entry = (id: string, extra: object = {}) => ({ id, question: 'Open Sunday?', answer: 'No, Monday to Saturday.', enabled: true, ...extra });

  it('keeps the order and the enabled flags, and counts entries in the history', () => {
    const value = [entry('b'), entry('a', { enabled: false })];
    expect(messages('knowledge', value)).toEqual([]);
    const stored = storedSettingValue('knowledge', json(value));
    expect((JSON.parse(stored as string) as { id: string }[]).map(({ id }) => id)).toEqual(['b', 'a']);
    expect(structuredSettingSummary('knowledge', stored)).toBe('Q&A: 2 entries (1 enabled)');
  });

  it('refuses empty or too long texts, duplicate ids and more than 100 entries', () => {
    expect(messages('knowledge', [entry('a', { question: ' ' }), entry('a', { answer: 'x'.repeat(2001) })])).toEqual([
      KNOWLEDGE_MESSAGES.questionRequired,
      KNOWLEDGE_MESSAGES.id,
      KNOWLEDGE_MESSAGES.answerTooLong,
    ]);
    expect(
      messages(
        'knowledge',
        Array.from({ length: 101 }, (_, index) => entry(`q${index}`)),
      ),
    ).toEqual([KNOWLEDGE_MESSAGES.tooMany]);
    expect(messages('knowledge', [{ id: 'a', question: 'q', answer: 'a' }])).toEqual([KNOWLEDGE_MESSAGES.shape]);
  });
});

describe('transfer rules', () => {
  it('needs a name, a phone by the phone rules and a known "when" for each department that is set', () => {
    expect(messages('transfer_rules', { sales: { name: 'Jane', phone: '+1 555 0100', when: 'open_hours' }, service: null, other: null })).toEqual([]);
    expect(messages('transfer_rules', { sales: { name: '', phone: 'abc', when: 'weekends' } })).toEqual([
      TRANSFER_RULES_MESSAGES.nameRequired,
      'Phone number must be at least 5 characters',
      TRANSFER_RULES_MESSAGES.when,
    ]);
  });

  it('reads in the history as who takes what, with the message fallback', () => {
    const stored = storedSettingValue(
      'transfer_rules',
      json({ sales: { name: 'Jane', phone: '+1 555 0100', when: 'always' }, service: null, other: null }),
    );
    expect(structuredSettingSummary('transfer_rules', stored)).toBe('Sales → Jane +1 555 0100 (always); otherwise take a message');
  });
});

describe('agents', () => {
  it('needs an https scheduler link for the Missed Call agent when it is on', () => {
    const agents = (link: string | null, missedCallOn = true) => ({
      sales: { enabled: true },
      service: { enabled: false },
      missed_call: { enabled: missedCallOn, schedulerLink: link },
    });
    expect(messages('agents', agents('https://book.example.com/service'))).toEqual([]);
    expect(messages('agents', agents(null))).toEqual([AGENTS_MESSAGES.schedulerLinkRequired]);
    expect(messages('agents', agents('http://book.example.com'))).toEqual([AGENTS_MESSAGES.schedulerLink]);
    expect(messages('agents', agents('javascript:alert(1)', false))).toEqual([AGENTS_MESSAGES.schedulerLink]);
    expect(structuredSettingSummary('agents', storedSettingValue('agents', json(agents(null, false))))).toBe(
      'Sales on, Service off, Missed Call off',
    );
  });
});

describe('SMS follow-up', () => {
  it('refuses unknown variables by name and templates over 640 characters', () => {
    expect(messages('sms_follow_up', { enabled: true, template: 'Thanks from {business_name}: {scheduler_link}' })).toEqual([]);
    expect(messages('sms_follow_up', { enabled: true, template: 'Hi {first_name}, {business_name} {coupon}' })).toEqual([
      SMS_FOLLOW_UP_MESSAGES.unknownVariable(['first_name', 'coupon']),
    ]);
    expect(SMS_FOLLOW_UP_MESSAGES.unknownVariable(['coupon'])).toBe(
      'Unknown variable {coupon}: use {business_name}, {caller_name}, {scheduler_link}, {address}',
    );
    expect(messages('sms_follow_up', { enabled: false, template: 'x'.repeat(641) })).toEqual([SMS_FOLLOW_UP_MESSAGES.templateTooLong]);
    expect(messages('sms_follow_up', { enabled: true, template: ' ' })).toEqual([SMS_FOLLOW_UP_MESSAGES.templateRequired]);
  });
});
