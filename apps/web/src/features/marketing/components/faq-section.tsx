import { Flex } from '@chakra-ui/react';
import { faqItems } from '../content/faq-items';
import { FaqAccordion } from './faq-accordion';
import { SectionHeading } from './section-heading';
import { ButtonLink } from '../../../components/ui/button-link';
import { LandingSection } from './landing-section';

export function FaqSection() {
  return (
    <LandingSection id="faq" labelledBy="faq-title" width="3xl" bg="gray.50">
      <SectionHeading id="faq-title" eyebrow="FAQ" title="Frequently asked questions" />
      <FaqAccordion items={faqItems.slice(0, 4)} />
      <Flex justify="center" mt="8">
        <ButtonLink to="/faq" variant="outline" colorPalette="brand" bg="white">
          View All FAQs
        </ButtonLink>
      </Flex>
    </LandingSection>
  );
}
