import { Card, HStack, Icon, Text } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';

/** A figure with its label, e.g. Total Clients 12 (a labelled region: tests and screen readers find it by label). */
export function StatCard({ label, value, icon, hint }: { label: string; value: string | null; icon: LucideIcon; hint?: string }) {
  return (
    <Card.Root as="section" aria-label={label}>
      <Card.Body gap="2">
        <HStack justify="space-between">
          <Text fontSize="sm" fontWeight="medium" color="gray.600">
            {label}
          </Text>
          <Icon as={icon} boxSize="4" color="gray.500" aria-hidden />
        </HStack>
        <Text fontSize="2xl" fontWeight="bold" data-testid="stat-value">
          {value ?? '—'}
        </Text>
        {hint && (
          <Text fontSize="xs" color="gray.500">
            {hint}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
