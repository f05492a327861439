import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { usePageMeta } from '../../../hooks/use-page-meta';
import type { ClientRecord } from '../api/my-client';
import { useMyClient } from '../api/my-client';
import { useUsage } from '../api/usage';
import { LoadingState } from '../components/loading-state';
import { PlanChangeCard } from '../components/plan-change-card';
import { planLabel } from '../components/plan-label';
import { StatCard } from '../components/stat-card';
import { UsageCard } from '../components/usage-card';

// Usage is asked for only once the record exists (the first visit may be this page).
function BillingDetails({ client }: { client: ClientRecord }) {
  const { usage, error } = useUsage();
  if (!usage) return <LoadingState error={error} />;
  return (
    <>
      <UsageCard usage={usage} />
      <PlanChangeCard key={client.requestedPlan ?? client.planType} client={client} />
    </>
  );
}

/** /dashboard/billing: plan and price, this period's minutes with a forecast and warnings, and plan-change requests. */
export function BillingPage() {
  usePageMeta('Billing', 'Your plan, monthly price and minutes used this period.');
  const { client, error } = useMyClient();
  if (!client) return <LoadingState error={error} />;
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Billing
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <StatCard title="Current Plan" value={planLabel(client.planType)} />
        <StatCard title="Monthly Price" value={`$${client.monthlyPrice}/month`} />
      </SimpleGrid>
      <BillingDetails client={client} />
    </Stack>
  );
}
