import { Box, Container, Flex } from '@chakra-ui/react';
import { faqItems } from '../content/faq-items';
import { FaqAccordion } from './faq-accordion';
import { SectionHeading } from './section-heading';
import { ButtonLink } from '../../../components/ui/button-link';

export function FaqSection() {
  return (
    <Box as="section" id="faq" aria-labelledby="faq-title" bg="gray.50" py={{ base: '14', md: '20' }}>
      <Container maxW="3xl">
        <SectionHeading id="faq-title" eyebrow="FAQ" title="Frequently asked questions" />
        <FaqAccordion items={faqItems.slice(0, 4)} />
        <Flex justify="center" mt="8">
          <ButtonLink to="/faq" variant="outline" colorPalette="brand" bg="white">
            View All FAQs
          </ButtonLink>
        </Flex>
      </Container>
    </Box>
  );
}
