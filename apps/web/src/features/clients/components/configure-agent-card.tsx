import { Stack } from '@chakra-ui/react';
import { AI_PERSONALITIES, AI_VOICES } from '@receptionist/contracts';
import type { ClientRecord } from '../api/my-client';
import { useSaveSetting } from '../api/update-client-setting';
import { SectionCard } from '../../../components/ui/section-card';
import { SettingSelectField } from './setting-select-field';
import { SettingTextField } from './setting-text-field';

const PERSONALITY_OPTIONS = AI_PERSONALITIES.map((value) => ({ value, label: value[0].toUpperCase() + value.slice(1) }));

/** Configure Your AI Agent: text fields save on blur, selections on change. */
export function ConfigureAgentCard({ client }: { client: ClientRecord }) {
  const save = useSaveSetting(client);
  return (
    <SectionCard title="Configure Your AI Agent" description="Shape how your AI receptionist answers your calls.">
      <Stack gap="4">
        <SettingTextField
          key={`name:${client.businessName}`}
          field="business_name"
          label="Business Name"
          stored={client.businessName}
          onSave={save}
        />
        <SettingTextField
          key={`greeting:${client.greetingMessage}`}
          field="greeting_message"
          label="Greeting Message"
          stored={client.greetingMessage}
          onSave={save}
        />
        <SettingSelectField
          key={`voice:${client.aiVoice}`}
          field="ai_voice"
          label="AI Voice"
          stored={client.aiVoice}
          options={AI_VOICES}
          onSave={save}
        />
        <SettingSelectField
          key={`personality:${client.aiPersonality}`}
          field="ai_personality"
          label="AI Personality"
          stored={client.aiPersonality}
          options={PERSONALITY_OPTIONS}
          onSave={save}
        />
      </Stack>
    </SectionCard>
  );
}
