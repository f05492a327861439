import { Card, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A small figure card of the dashboard: a title, its value and optional detail below. */
export function StatCard({ title, value, children }: { title: string; value: ReactNode; children?: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title} size="sm">
      <Card.Body>
        <Stack gap="2">
          <Text fontSize="sm" color="gray.600" fontWeight="medium">
            {title}
          </Text>
          <Text fontSize="2xl" fontWeight="bold" data-testid="stat-value">
            {value}
          </Text>
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
