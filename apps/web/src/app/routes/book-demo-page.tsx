import { Box, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { usePageMeta } from '../../hooks/use-page-meta';
import { MarketingLayout } from '../../features/marketing/components/marketing-layout';
import { SampleCallPlayer } from '../../features/marketing/components/sample-call-player';
import { TestimonialCard } from '../../features/marketing/components/testimonial-card';
import { testimonials } from '../../features/marketing/content/testimonials';
import { BookDemoForm } from '../../features/leads/components/book-demo-form';
import { GetInTouchForm } from '../../features/leads/components/get-in-touch-form';

/** /book-demo: the two lead forms, the demo-call player and a testimonial (spec section 2). */
export function BookDemoPage() {
  usePageMeta('Book a Demo', 'Book a free demo of the AI receptionist for your dealership, or leave your details and we will call you back.');

  return (
    <MarketingLayout>
      <Box bg="brand.subtle" py={{ base: '10', md: '16' }}>
        <Container maxW="6xl">
          <Stack gap="3" textAlign="center" mb={{ base: '8', md: '12' }}>
            <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="gray.900">
              Book Your Free Demo
            </Heading>
            <Text color="gray.600" fontSize="lg">
              Never miss another call: hear the AI receptionist, then tell us about your business.
            </Text>
          </Stack>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '8', lg: '10' }} alignItems="start">
            <BookDemoForm />
            <Stack gap="6" minW="0">
              <Stack gap="3">
                <Heading as="h2" size="lg" color="gray.900">
                  Listen to a demo call
                </Heading>
                <SampleCallPlayer />
              </Stack>
              <TestimonialCard testimonial={testimonials[0]} highlightSize="xl" gap="3" bg="brand.950" color="white" borderRadius="2xl" />
            </Stack>
          </SimpleGrid>
        </Container>
      </Box>
      <Container maxW="2xl" py={{ base: '10', md: '16' }}>
        <GetInTouchForm />
      </Container>
    </MarketingLayout>
  );
}
