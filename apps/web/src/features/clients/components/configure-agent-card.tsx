import { Stack } from '@chakra-ui/react';
import { AI_PERSONALITIES, AI_VOICES, type SettingField } from '@receptionist/contracts';
import type { ClientRecord } from '../api/my-client';
import { useSaveSetting } from '../api/update-client-setting';
import { SectionCard } from '../../../components/ui/section-card';
import type { SelectOption } from '../../../components/ui/select-field';
import { SettingSelectField } from './setting-select-field';
import { SettingTextField } from './setting-text-field';

const PERSONALITY_OPTIONS = AI_PERSONALITIES.map((value) => ({ value, label: value[0].toUpperCase() + value.slice(1) }));

/** The card's settings in order: typed ones save on blur, chosen ones (with options) on change. */
const AGENT_SETTINGS: readonly { field: SettingField; label: string; stored: (client: ClientRecord) => string; options?: readonly SelectOption[] }[] =
  [
    { field: 'business_name', label: 'Business Name', stored: (client) => client.businessName },
    { field: 'greeting_message', label: 'Greeting Message', stored: (client) => client.greetingMessage },
    { field: 'ai_voice', label: 'AI Voice', stored: (client) => client.aiVoice, options: AI_VOICES },
    { field: 'ai_personality', label: 'AI Personality', stored: (client) => client.aiPersonality, options: PERSONALITY_OPTIONS },
  ];

/** Configure Your AI Agent: text fields save on blur, selections on change. */
export function ConfigureAgentCard({ client }: { client: ClientRecord }) {
  const save = useSaveSetting(client);
  return (
    <SectionCard title="Configure Your AI Agent" description="Shape how your AI receptionist answers your calls.">
      <Stack gap="4">
        {AGENT_SETTINGS.map(({ field, label, stored, options }) => {
          const value = stored(client);
          // Keyed by the stored value, so a change saved elsewhere (another tab, a restore) shows at once.
          const key = `${field}:${value}`;
          return options ? (
            <SettingSelectField key={key} field={field} label={label} stored={value} options={options} onSave={save} />
          ) : (
            <SettingTextField key={key} field={field} label={label} stored={value} onSave={save} />
          );
        })}
      </Stack>
    </SectionCard>
  );
}
