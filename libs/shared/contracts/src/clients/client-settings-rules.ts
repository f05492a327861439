import { LEAD_FORM_MESSAGES } from '../leads/lead-form-messages';
import { phoneNumberError } from './phone-number-rules';
import type { RuleIssue } from './agent-rules/rule-issues';
import {
  canonicalStructuredSetting,
  isStructuredSettingField,
  parseStructuredSetting,
  STRUCTURED_SETTING_FIELDS,
} from './agent-rules/structured-settings';
import { AI_PERSONALITIES, AI_VOICES } from './client-enums';
import { recordingRetentionError } from './recording-retention';

export { phoneNumberError } from './phone-number-rules';

export const SETTING_FIELDS = [
  'business_name',
  'greeting_message',
  'ai_voice',
  'ai_personality',
  'forwarding_number',
  'business_address',
  'directions',
  ...STRUCTURED_SETTING_FIELDS,
  'recording_retention_days',
] as const;

export type SettingField = (typeof SETTING_FIELDS)[number];

export const BUSINESS_NAME_MAX_LENGTH = 100;
export const GREETING_MESSAGE_MAX_LENGTH = 500;
export const BUSINESS_ADDRESS_MAX_LENGTH = 300;
export const DIRECTIONS_MAX_LENGTH = 1000;

export const CLIENT_SETTING_MESSAGES = {
  unknownField: `Field must be one of: ${SETTING_FIELDS.join(', ')}`,
  businessNameRequired: 'Business name is required',
  businessNameTooLong: `Business name must be less than ${BUSINESS_NAME_MAX_LENGTH} characters`,
  greetingRequired: 'Greeting message is required',
  greetingTooLong: `Greeting message must be less than ${GREETING_MESSAGE_MAX_LENGTH} characters`,
  invalidVoice: `AI voice must be one of: ${AI_VOICES.map(({ value }) => value).join(', ')}`,
  invalidPersonality: `AI personality must be one of: ${AI_PERSONALITIES.join(', ')}`,
  addressTooLong: `Address must be less than ${BUSINESS_ADDRESS_MAX_LENGTH} characters`,
  directionsTooLong: `Directions must be less than ${DIRECTIONS_MAX_LENGTH} characters`,
  phoneTooShort: LEAD_FORM_MESSAGES.phoneTooShort,
  phoneTooLong: LEAD_FORM_MESSAGES.phoneTooLong,
  phoneInvalid: LEAD_FORM_MESSAGES.invalidPhone,
  updateFailed: 'Failed to update settings',
  updated: 'Settings updated successfully',
} as const;

export function isSettingField(value: unknown): value is SettingField {
  return typeof value === 'string' && (SETTING_FIELDS as readonly string[]).includes(value);
}

/**
 * Every broken rule of a setting's new value (trimmed first), one message per rule. The forwarding number, address,
 * directions, the recording retention and the structured settings (JSON, see agent-rules/) may be emptied: back to
 * "not set" (the default).
 */
export function settingValueIssues(field: SettingField, value: string): RuleIssue[] {
  const trimmed = value.trim();
  if (isStructuredSettingField(field)) return trimmed ? parseStructuredSetting(field, trimmed).issues : [];
  const problem = plainSettingError(field, trimmed);
  return problem ? [{ path: '', message: problem }] : [];
}

/** The first failing rule for a setting's new value (trimmed first), or null. */
export function settingValueError(field: SettingField, value: string): string | null {
  return settingValueIssues(field, value)[0]?.message ?? null;
}

/** The text stored for a valid new value: trimmed, structured settings as canonical JSON; null when emptied. */
export function storedSettingValue(field: SettingField, value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  return isStructuredSettingField(field) ? canonicalStructuredSetting(field, parseStructuredSetting(field, trimmed).value) : trimmed;
}

function plainSettingError(field: Exclude<SettingField, (typeof STRUCTURED_SETTING_FIELDS)[number]>, trimmed: string): string | null {
  switch (field) {
    case 'business_name':
      if (!trimmed) return CLIENT_SETTING_MESSAGES.businessNameRequired;
      return trimmed.length > BUSINESS_NAME_MAX_LENGTH ? CLIENT_SETTING_MESSAGES.businessNameTooLong : null;
    case 'greeting_message':
      if (!trimmed) return CLIENT_SETTING_MESSAGES.greetingRequired;
      return trimmed.length > GREETING_MESSAGE_MAX_LENGTH ? CLIENT_SETTING_MESSAGES.greetingTooLong : null;
    case 'ai_voice':
      return AI_VOICES.some((voice) => voice.value === trimmed) ? null : CLIENT_SETTING_MESSAGES.invalidVoice;
    case 'ai_personality':
      return (AI_PERSONALITIES as readonly string[]).includes(trimmed) ? null : CLIENT_SETTING_MESSAGES.invalidPersonality;
    case 'forwarding_number':
      return trimmed ? phoneNumberError(trimmed) : null;
    case 'business_address':
      return trimmed.length > BUSINESS_ADDRESS_MAX_LENGTH ? CLIENT_SETTING_MESSAGES.addressTooLong : null;
    case 'directions':
      return trimmed.length > DIRECTIONS_MAX_LENGTH ? CLIENT_SETTING_MESSAGES.directionsTooLong : null;
    case 'recording_retention_days':
      return recordingRetentionError(trimmed);
  }
}
