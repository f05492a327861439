import {
  AI_VOICES,
  isStructuredSettingField,
  recordingRetentionText,
  type SettingField,
  STRUCTURED_SETTING_LABELS,
  structuredSettingSummary,
} from '@receptionist/contracts';

export const SETTING_LABELS: Record<SettingField, string> = {
  business_name: 'Business Name',
  greeting_message: 'Greeting Message',
  ai_voice: 'AI Voice',
  ai_personality: 'AI Personality',
  forwarding_number: 'Call Forwarding Number',
  business_address: 'Address',
  directions: 'Directions',
  ...STRUCTURED_SETTING_LABELS,
  recording_retention_days: 'Call recordings kept',
};

/**
 * A stored setting value as the owner reads it: voices by their label, retention in days, the agent's rules summarized ("Mon 09:00–17:00
 * …", "Q&A: 3 entries"), an empty value as '(empty)'.
 */
export function settingValueText(field: SettingField, value: string | null): string {
  if (field === 'recording_retention_days') return recordingRetentionText(value);
  if (!value) return '(empty)';
  if (isStructuredSettingField(field)) return structuredSettingSummary(field, value);
  if (field === 'ai_voice') return AI_VOICES.find((voice) => voice.value === value)?.label ?? value;
  return value;
}
