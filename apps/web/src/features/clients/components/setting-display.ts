import { AI_VOICES, type SettingField } from '@receptionist/contracts';

export const SETTING_LABELS: Record<SettingField, string> = {
  business_name: 'Business Name',
  greeting_message: 'Greeting Message',
  ai_voice: 'AI Voice',
  ai_personality: 'AI Personality',
  forwarding_number: 'Call Forwarding Number',
};

/** A stored setting value as the owner reads it: voices by their label, an empty value as '(empty)'. */
export function settingValueText(field: SettingField, value: string | null): string {
  if (!value) return '(empty)';
  if (field === 'ai_voice') return AI_VOICES.find((voice) => voice.value === value)?.label ?? value;
  return value;
}
