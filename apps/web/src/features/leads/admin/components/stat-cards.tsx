import { Card, SimpleGrid, Text } from '@chakra-ui/react';
import type { DemoRequestStats } from '../api/demo-request-stats';

const CARDS: { key: keyof DemoRequestStats; label: string }[] = [
  { key: 'total', label: 'Total' },
  { key: 'new', label: 'New' },
  { key: 'contacted', label: 'Contacted' },
  { key: 'converted', label: 'Converted' },
];

/** Stat cards Total, New, Contacted, Converted. */
export function StatCards({ stats }: { stats: DemoRequestStats | undefined }) {
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
      {CARDS.map(({ key, label }) => (
        <Card.Root key={key} size="sm" role="group" aria-label={label} data-testid={`stat-${key}`}>
          <Card.Body gap="1">
            <Text fontSize="sm" color="gray.600">
              {label}
            </Text>
            <Text fontSize="2xl" fontWeight="bold" color="gray.900" data-testid="stat-value">
              {stats ? stats[key].toLocaleString() : '–'}
            </Text>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
