import { Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { useMyClient } from '../api/my-client';
import { ConfigureAgentCard } from '../components/configure-agent-card';
import { DashboardStats } from '../components/dashboard-stats';
import { LoadingState } from '../components/loading-state';
import { PhoneNumberCard } from '../components/phone-number-card';
import { RecentCallsCard } from '../components/recent-calls-card';
import { TestCallCard } from '../components/test-call-card';
import { TodayCard } from '../components/today-card';

/** /dashboard: the owner's figures, today's bookings, messages and missed transfers, test call, agent settings, phone number and recent calls, all kept live. */
export function DashboardPage() {
  usePageMeta('Dashboard', 'Your AI receptionist at a glance: calls, minutes, plan, settings and recent calls.');
  const { client, error } = useMyClient();
  if (!client) return <LoadingState error={error} />;
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Welcome back!
        </Heading>
        <Text color="gray.600">Here is how {client.businessName} is doing this month.</Text>
      </Stack>
      <DashboardStats client={client} />
      <TodayCard />
      <TestCallCard client={client} />
      <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="6" alignItems="start">
        <ConfigureAgentCard client={client} />
        <PhoneNumberCard client={client} />
      </Grid>
      <RecentCallsCard />
    </Stack>
  );
}
