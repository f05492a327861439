import { Card, Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled card of the admin area (a labelled region); `toolbar` sits beside the title (search, filters). */
export function AdminCard({ title, description, toolbar, children }: { title: string; description?: string; toolbar?: ReactNode; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title}>
      <Card.Header>
        <Flex justify="space-between" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }} gap="3">
          <div>
            <Heading as="h2" size="lg">
              {title}
            </Heading>
            {description && <Text color="gray.600">{description}</Text>}
          </div>
          {toolbar}
        </Flex>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
