import { SimpleGrid } from '@chakra-ui/react';
import { Clock, DollarSign, UserCheck, Users } from 'lucide-react';
import { graphql, type OverviewCardsFieldsFragment } from '@receptionist/graphql-documents';
import { StatCard } from './stat-card';

/** The figures the cards show, spread into the overview query. */
export const OVERVIEW_CARDS_FIELDS = graphql(`
  fragment OverviewCardsFields on ClientsOverview {
    totalClients
    totalMinutes
    monthlyRevenue
    activeClients
  }
`);

const count = (value: number | undefined) => (value === undefined ? null : value.toLocaleString('en-US'));

/** Total Clients, Total Minutes, Monthly Revenue (every client's plan price, active or not), Active Clients. */
export function OverviewCards({ overview }: { overview: OverviewCardsFieldsFragment | null }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
      <StatCard label="Total Clients" value={count(overview?.totalClients)} icon={Users} />
      <StatCard label="Total Minutes" value={count(overview?.totalMinutes)} icon={Clock} hint="Used this month" />
      <StatCard
        label="Monthly Revenue"
        value={overview ? `$${count(overview.monthlyRevenue)}` : null}
        icon={DollarSign}
        hint="Plan prices of all clients"
      />
      <StatCard label="Active Clients" value={count(overview?.activeClients)} icon={UserCheck} />
    </SimpleGrid>
  );
}
