import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { MarketingLayout } from './marketing-layout';

/** A short text page (About, Blog, Privacy, Terms) in the marketing layout. */
export function ContentPage({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <MarketingLayout>
      <Container maxW="3xl" py={{ base: '12', md: '20' }}>
        <Stack gap="4" mb="10">
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="gray.900">
            {title}
          </Heading>
          <Text fontSize="lg" color="gray.600">
            {lead}
          </Text>
        </Stack>
        <Stack gap="6" color="gray.700" lineHeight="tall" css={{ '& h2': { color: 'gray.900' } }}>
          {children}
        </Stack>
      </Container>
    </MarketingLayout>
  );
}
