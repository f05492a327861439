import { Box, Button, Container, Flex } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { faqItems } from '../content/faq-items';
import { FaqAccordion } from './faq-accordion';
import { SectionHeading } from './section-heading';

export function FaqSection() {
  return (
    <Box as="section" id="faq" aria-labelledby="faq-title" bg="gray.50" py={{ base: '14', md: '20' }}>
      <Container maxW="3xl">
        <SectionHeading id="faq-title" eyebrow="FAQ" title="Frequently asked questions" />
        <FaqAccordion items={faqItems.slice(0, 4)} />
        <Flex justify="center" mt="8">
          <Button asChild variant="outline" colorPalette="brand" bg="white">
            <RouterLink to="/faq">View All FAQs</RouterLink>
          </Button>
        </Flex>
      </Container>
    </Box>
  );
}
