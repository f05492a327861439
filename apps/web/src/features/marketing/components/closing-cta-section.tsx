import { Heading, Stack, Text } from '@chakra-ui/react';
import { ButtonLink } from '../../../components/ui/button-link';
import { LandingSection } from './landing-section';

export function ClosingCtaSection() {
  return (
    <LandingSection labelledBy="cta-title" width="4xl">
      <Stack
        gap="5"
        align="center"
        textAlign="center"
        bg="brand.solid"
        color="white"
        borderRadius="2xl"
        px={{ base: '6', md: '12' }}
        py={{ base: '10', md: '14' }}
      >
        <Heading as="h2" id="cta-title" size={{ base: '2xl', md: '3xl' }}>
          Never miss another call
        </Heading>
        <Text fontSize="lg" color="brand.100" maxW="xl">
          See how the AI receptionist answers, books and follows up for your dealership. Setup takes within 24 hours.
        </Text>
        <ButtonLink to="/book-demo" size="xl" bg="white" color="brand.800" _hover={{ bg: 'brand.50' }}>
          Book Your Free Demo
        </ButtonLink>
      </Stack>
    </LandingSection>
  );
}
