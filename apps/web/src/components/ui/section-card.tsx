import { Card, Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface SectionCardProps {
  title: string;
  description?: string;
  /** Sits beside the title (search, filters); stacked under it on small screens. */
  toolbar?: ReactNode;
  children: ReactNode;
}

/** A titled card of the signed-in areas: a labelled region, so tests and screen readers find it by its title. */
export function SectionCard({ title, description, toolbar, children }: SectionCardProps) {
  const heading = (
    <>
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {description && <Text color="gray.600">{description}</Text>}
    </>
  );
  return (
    <Card.Root as="section" aria-label={title}>
      <Card.Header>
        {toolbar ? (
          <Flex justify="space-between" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }} gap="3">
            <div>{heading}</div>
            {toolbar}
          </Flex>
        ) : (
          heading
        )}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
