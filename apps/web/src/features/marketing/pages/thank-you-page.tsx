import { Box, Container, Heading, List, Stack, Text } from '@chakra-ui/react';
import { CircleCheck } from 'lucide-react';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { useLeadTracking } from '../../../lib/analytics/use-lead-tracking';
import { MarketingLayout } from '../components/marketing-layout';
import { ButtonLink } from '../../../components/ui/button-link';

const nextSteps = [
  'Our team reviews your request and your business details.',
  'A specialist contacts you within 24 hours to schedule your personalized demo.',
  'We show you the AI receptionist answering calls for a business like yours.',
  'Once you are ready, we set up your receptionist within 24 hours.',
];

export function ThankYouPage() {
  usePageMeta('Thank You', 'Thanks for reaching out. Our team will reply within 24 hours to set up your AI receptionist demo.');
  useLeadTracking('/thank-you');

  return (
    <MarketingLayout>
      <Container maxW="2xl" py={{ base: '12', md: '20' }}>
        <Stack gap="8" align="center" textAlign="center">
          <Box bg="green.100" color="green.700" p="4" borderRadius="full" aria-hidden="true">
            <CircleCheck size={40} />
          </Box>
          <Stack gap="3">
            <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="gray.900">
              Thank You!
            </Heading>
            <Text fontSize="lg" color="gray.600">
              We have received your request and will get back to you within 24 hours.
            </Text>
          </Stack>
          <Box bg="gray.50" borderWidth="1px" borderRadius="xl" p="6" textAlign="start" w="full">
            <Heading as="h2" size="lg" mb="4" color="gray.900">
              What happens next?
            </Heading>
            <List.Root as="ol" gap="3" ps="5" color="gray.700">
              {nextSteps.map((step) => (
                <List.Item key={step}>{step}</List.Item>
              ))}
            </List.Root>
          </Box>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" w={{ base: 'full', sm: 'auto' }}>
            <ButtonLink to="/" colorPalette="brand" size="lg">
              Back to Home
            </ButtonLink>
            <ButtonLink to="/demo" variant="outline" colorPalette="brand" size="lg">
              Try the Demo
            </ButtonLink>
          </Stack>
        </Stack>
      </Container>
    </MarketingLayout>
  );
}
