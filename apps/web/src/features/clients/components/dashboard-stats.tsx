import { SimpleGrid } from '@chakra-ui/react';
import type { ClientRecord } from '../api/my-client';
import { useUsage } from '../api/usage';
import { planLabel } from './plan-label';
import { StatCard } from './stat-card';
import { UsageBar } from './usage-bar';

/** Total Calls (this period), Minutes Used (used/limit with a bar), Current Plan, Status. Render once the record exists. */
export function DashboardStats({ client }: { client: ClientRecord }) {
  const { usage } = useUsage();
  const minutesUsed = usage?.minutesUsed ?? client.minutesUsed;
  const minutesLimit = usage?.minutesLimit ?? client.minutesLimit;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
      <StatCard title="Total Calls" value={usage?.totalCalls ?? '–'} />
      <StatCard title="Minutes Used" value={`${minutesUsed}/${minutesLimit}`}>
        <UsageBar used={minutesUsed} limit={minutesLimit} />
      </StatCard>
      <StatCard title="Current Plan" value={planLabel(client.planType)} />
      <StatCard title="Status" value={client.isActive ? 'Active' : 'Inactive'} />
    </SimpleGrid>
  );
}
