import { Heading, Stack } from '@chakra-ui/react';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { useMyClient } from '../api/my-client';
import { AlertPreferencesCard } from '../components/alert-preferences-card';
import { ConfigureAgentCard } from '../components/configure-agent-card';
import { LoadingState } from '../components/loading-state';
import { SettingsHistoryCard } from '../components/settings-history-card';

/** /dashboard/settings: the agent settings and their audited history. */
export function SettingsPage() {
  usePageMeta('Settings', 'Configure your AI receptionist and review every change to its settings.');
  const { client, error } = useMyClient();
  if (!client) return <LoadingState error={error} />;
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Settings
      </Heading>
      <ConfigureAgentCard client={client} />
      <SettingsHistoryCard client={client} />
      <AlertPreferencesCard />
    </Stack>
  );
}
