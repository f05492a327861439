import { Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface AreaPageProps {
  title: string;
  description: string;
  /** The page's main actions, on the right of its heading. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A page of a signed-in area: its h1 with a line of description and its main actions, then its content. */
export function AreaPage({ title, description, actions, children }: AreaPageProps) {
  return (
    <Stack gap="6">
      <Flex justify="space-between" align={{ base: 'start', md: 'center' }} direction={{ base: 'column', md: 'row' }} gap="4">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          <Text color="gray.600">{description}</Text>
        </Stack>
        {actions && (
          <HStack gap="3" wrap="wrap">
            {actions}
          </HStack>
        )}
      </Flex>
      {children}
    </Stack>
  );
}
