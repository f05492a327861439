import { Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { useMyClient } from '../api/my-client';
import { AddressCard } from '../components/agent-rules/address-card';
import { AgentsCard } from '../components/agent-rules/agents-card';
import { BusinessHoursCard } from '../components/agent-rules/business-hours-card';
import { KnowledgeCard } from '../components/agent-rules/knowledge-card';
import { SmsFollowUpCard } from '../components/agent-rules/sms-follow-up-card';
import { TransferRulesCard } from '../components/agent-rules/transfer-rules-card';
import { AlertPreferencesCard } from '../components/alert-preferences-card';
import { ConfigureAgentCard } from '../components/configure-agent-card';
import { CallRecordingsCard } from '../components/recordings/call-recordings-card';
import { LoadingState } from '../components/loading-state';
import { SettingsHistoryCard } from '../components/settings-history-card';

/**
 * /dashboard/settings: the agent settings, its knowledge and rules, and their audited history. `children`: cards of
 * other features the app composes in (webhooks), before the history.
 */
export function SettingsPage({ children }: { children?: ReactNode }) {
  usePageMeta('Settings', 'Configure your AI receptionist and review every change to its settings.');
  const { client, error } = useMyClient();
  if (!client) return <LoadingState error={error} />;
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Settings
      </Heading>
      <ConfigureAgentCard client={client} />
      {/* Keyed by the stored value: a change saved elsewhere (another tab, a restore) resets the card's draft. */}
      <BusinessHoursCard key={`hours:${client.businessHours}`} client={client} />
      <AddressCard key={`address:${client.businessAddress}:${client.directions}`} client={client} />
      <KnowledgeCard key={`knowledge:${client.knowledge}`} client={client} />
      <TransferRulesCard key={`transfers:${client.transferRules}`} client={client} />
      <AgentsCard key={`agents:${client.agents}`} client={client} />
      <SmsFollowUpCard key={`sms:${client.smsFollowUp}`} client={client} />
      <CallRecordingsCard client={client} />
      <AlertPreferencesCard />
      {children}
      <SettingsHistoryCard client={client} />
    </Stack>
  );
}
