import { Card, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled card of the client area (a labelled region, so tests and screen readers can find it by its title). */
export function SectionCard({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title}>
      <Card.Header>
        <Heading as="h2" size="lg">
          {title}
        </Heading>
        {description && <Text color="gray.600">{description}</Text>}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
