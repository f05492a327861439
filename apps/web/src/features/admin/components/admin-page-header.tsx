import { Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The page's h1 with a line of description and, on the right, its main actions. */
export function AdminPageHeader({ title, description, actions }: { title: string; description: string; actions?: ReactNode }) {
  return (
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
  );
}
