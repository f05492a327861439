import { Box, Card, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BrandLogo } from '../brand-logo';

/** The centred card of the auth pages: logo, title, subtitle, content, and a 'Back to home' link. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <Flex as="main" minH="100dvh" align="center" justify="center" bg="gray.50" px="4" py="10">
      <Stack gap="6" width="full" maxW="md">
        <Box alignSelf="center">
          <BrandLogo />
        </Box>
        <Card.Root>
          <Card.Header textAlign="center">
            <Heading as="h1" size="2xl">
              {title}
            </Heading>
            {subtitle && <Text color="gray.600">{subtitle}</Text>}
          </Card.Header>
          <Card.Body>{children}</Card.Body>
        </Card.Root>
        <Link asChild alignSelf="center" color="gray.600">
          <RouterLink to="/">Back to home</RouterLink>
        </Link>
      </Stack>
    </Flex>
  );
}
