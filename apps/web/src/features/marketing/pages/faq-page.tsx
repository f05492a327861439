import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { faqItems } from '../content/faq-items';
import { FaqAccordion } from '../components/faq-accordion';
import { MarketingLayout } from '../components/marketing-layout';
import { faqNav } from '../components/site-header';
import { ButtonLink } from '../../../components/ui/button-link';

export function FaqPage() {
  usePageMeta(
    'Frequently Asked Questions',
    'Answers about setup, pricing, call logging, security and how the AI receptionist works for your business.',
  );

  return (
    <MarketingLayout nav={faqNav}>
      <Container maxW="3xl" py={{ base: '12', md: '20' }}>
        <Stack gap="3" textAlign="center" mb="10">
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="gray.900">
            Frequently Asked Questions
          </Heading>
          <Text color="gray.600" fontSize="lg">
            Everything you need to know about your AI receptionist.
          </Text>
        </Stack>
        <FaqAccordion items={faqItems} />
        <Stack gap="4" align="center" textAlign="center" mt="12">
          <Text color="gray.700">Still have questions? Talk to our team.</Text>
          <ButtonLink to="/book-demo" colorPalette="brand" size="lg">
            Book a Free Demo
          </ButtonLink>
        </Stack>
      </Container>
    </MarketingLayout>
  );
}
