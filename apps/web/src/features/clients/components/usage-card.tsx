import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { format } from 'date-fns';
import type { Usage } from '../api/usage';
import { SectionCard } from '../../../components/ui/section-card';
import { UsageBar } from './usage-bar';

function UsageWarning({ usage }: { usage: Usage }) {
  if (usage.warningLevel >= 100) {
    return (
      <Text role="alert" color="red.700" bg="red.50" p="3" rounded="md" data-warning="100">
        You have used all {usage.minutesLimit} minutes of your plan this period. Consider upgrading your plan.
      </Text>
    );
  }
  if (usage.warningLevel >= 80) {
    return (
      <Text role="alert" color="orange.800" bg="orange.50" p="3" rounded="md" data-warning="80">
        You have used {usage.percentUsed}% of your plan's minutes this period.
      </Text>
    );
  }
  return null;
}

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Stack gap="0" aria-label={label} role="group">
      <Text fontSize="sm" color="gray.600">
        {label}
      </Text>
      <Text fontSize="xl" fontWeight="bold">
        {value}
      </Text>
    </Stack>
  );
}

/** Minutes used against the limit this period, the forecast to the period's end, and the 80% / 100% warnings. */
export function UsageCard({ usage }: { usage: Usage }) {
  const periodEnd = new Date(new Date(usage.periodEnd).getTime() - 1);
  return (
    <SectionCard title="Usage This Period" description={`${format(new Date(usage.periodStart), 'MMM d')} – ${format(periodEnd, 'MMM d, yyyy')}`}>
      <Stack gap="4">
        <UsageWarning usage={usage} />
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
          <Figure label="Minutes Used" value={`${usage.minutesUsed}/${usage.minutesLimit}`} />
          <Figure label="Forecast by period end" value={`${usage.forecastMinutes} min`} />
          <Figure label="Calls" value={usage.totalCalls} />
          <Figure label="Test calls (not counted)" value={usage.testCalls} />
        </SimpleGrid>
        <UsageBar used={usage.minutesUsed} limit={usage.minutesLimit} />
        <Text fontSize="sm" color="gray.600">
          {usage.percentUsed}% of your minutes used.
        </Text>
      </Stack>
    </SectionCard>
  );
}
