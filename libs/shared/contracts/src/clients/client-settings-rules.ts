import { LEAD_FORM_LIMITS, LEAD_FORM_MESSAGES } from '../leads/lead-form-messages';
import { AI_PERSONALITIES, AI_VOICES } from './client-enums';

export const SETTING_FIELDS = ['business_name', 'greeting_message', 'ai_voice', 'ai_personality', 'forwarding_number'] as const;

export type SettingField = (typeof SETTING_FIELDS)[number];

export const BUSINESS_NAME_MAX_LENGTH = 100;
export const GREETING_MESSAGE_MAX_LENGTH = 500;

export const CLIENT_SETTING_MESSAGES = {
  unknownField: `Field must be one of: ${SETTING_FIELDS.join(', ')}`,
  businessNameRequired: 'Business name is required',
  businessNameTooLong: `Business name must be less than ${BUSINESS_NAME_MAX_LENGTH} characters`,
  greetingRequired: 'Greeting message is required',
  greetingTooLong: `Greeting message must be less than ${GREETING_MESSAGE_MAX_LENGTH} characters`,
  invalidVoice: `AI voice must be one of: ${AI_VOICES.map(({ value }) => value).join(', ')}`,
  invalidPersonality: `AI personality must be one of: ${AI_PERSONALITIES.join(', ')}`,
  phoneTooShort: LEAD_FORM_MESSAGES.phoneTooShort,
  phoneTooLong: LEAD_FORM_MESSAGES.phoneTooLong,
  phoneInvalid: LEAD_FORM_MESSAGES.invalidPhone,
  updateFailed: 'Failed to update settings',
  updated: 'Settings updated successfully',
} as const;

const PHONE_CHARACTERS = /^[0-9+\-\s()]+$/;

export function isSettingField(value: unknown): value is SettingField {
  return typeof value === 'string' && (SETTING_FIELDS as readonly string[]).includes(value);
}

/** The spec's phone rules (the same limits and messages as the lead forms) on the trimmed value: 5 to 20 characters of digits, +, -, whitespace and parentheses. */
export function phoneNumberError(phone: string): string | null {
  const trimmed = phone.trim();
  if (trimmed.length < LEAD_FORM_LIMITS.phoneMin) return CLIENT_SETTING_MESSAGES.phoneTooShort;
  if (trimmed.length > LEAD_FORM_LIMITS.phoneMax) return CLIENT_SETTING_MESSAGES.phoneTooLong;
  if (!PHONE_CHARACTERS.test(trimmed)) return CLIENT_SETTING_MESSAGES.phoneInvalid;
  return null;
}

/**
 * The first failing rule for a setting's new value (trimmed first), or null. The forwarding number may be emptied
 * (no forwarding); when given it follows the phone rules.
 */
export function settingValueError(field: SettingField, value: string): string | null {
  const trimmed = value.trim();
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
  }
}
