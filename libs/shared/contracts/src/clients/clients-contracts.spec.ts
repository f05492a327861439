import { formatCallDuration, outcomeLabel, outcomeStyle, callTypeLabel } from './call-display';
import { CLIENT_SETTING_MESSAGES as M, settingValueError } from './client-settings-rules';
import { PLANS, usagePercent } from './plans';
import { RECORDING_RETENTION_MESSAGES, recordingRetentionText, storedRecordingRetentionDays } from './recording-retention';

describe('call display helpers', () => {
  it.each([
    ['booked_appointment', 'Booked Appointment'],
    ['missed', 'Missed'],
    [null, 'Unknown'],
    ['', 'Unknown'],
  ])('labels outcome %s as %s', (outcome, label) => expect(outcomeLabel(outcome)).toBe(label));

  it('styles an unknown outcome as voicemail', () => {
    expect(outcomeStyle('exploded')).toBe('voicemail');
    expect(outcomeStyle(undefined)).toBe('voicemail');
    expect(outcomeStyle('completed')).toBe('completed');
  });

  it.each([
    [125, '2m 5s'],
    [42, '42s'],
    [60, '1m 0s'],
    [0, '0s'],
    [null, '0s'],
  ])('formats %s seconds as %s', (seconds, text) => expect(formatCallDuration(seconds)).toBe(text));

  it('shows inbound when the type is empty', () => {
    expect(callTypeLabel('')).toBe('inbound');
    expect(callTypeLabel('test')).toBe('test');
  });
});

describe('plans and usage', () => {
  it('prices the plans as the spec says', () => {
    expect([PLANS.starter.monthlyPrice, PLANS.pro.monthlyPrice, PLANS.enterprise.monthlyPrice]).toEqual([49, 149, 299]);
  });

  it('caps the usage percentage at 100', () => {
    expect(usagePercent(250, 500)).toBe(50);
    expect(usagePercent(900, 500)).toBe(100);
    expect(usagePercent(10, 0)).toBe(0);
    expect(usagePercent(18, 500)).toBe(3.6);
  });
});

describe('setting rules', () => {
  it.each([
    ['business_name', '   ', M.businessNameRequired],
    ['business_name', 'x'.repeat(101), M.businessNameTooLong],
    ['business_name', ` ${'x'.repeat(100)} `, null],
    ['greeting_message', '', M.greetingRequired],
    ['greeting_message', 'y'.repeat(501), M.greetingTooLong],
    ['ai_voice', 'echo', null],
    ['ai_voice', 'robot', M.invalidVoice],
    ['ai_personality', 'casual', null],
    ['ai_personality', 'grumpy', M.invalidPersonality],
    ['forwarding_number', '', null],
    ['forwarding_number', '1234', M.phoneTooShort],
    ['forwarding_number', '1'.repeat(21), M.phoneTooLong],
    ['forwarding_number', '555-CALL-NOW', M.phoneInvalid],
    ['forwarding_number', '+1 (555) 010-2000', null],
    ['recording_retention_days', '30', null],
    ['recording_retention_days', ' 365 ', null],
    ['recording_retention_days', '', null],
    ['recording_retention_days', '14', RECORDING_RETENTION_MESSAGES.invalid],
    ['recording_retention_days', '90.0', RECORDING_RETENTION_MESSAGES.invalid],
  ] as const)('%s %j → %s', (field, value, message) => expect(settingValueError(field, value)).toBe(message));
});

describe('recording retention', () => {
  it('keeps recordings 90 days unless the client chose otherwise, and says so in words', () => {
    expect(storedRecordingRetentionDays(null)).toBe(90);
    expect(storedRecordingRetentionDays('7')).toBe(7);
    expect(recordingRetentionText(null)).toBe('90 days');
    expect(recordingRetentionText('365')).toBe('1 year');
  });
});
