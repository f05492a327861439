import { Box } from '@chakra-ui/react';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { AgentSolutionsSection } from '../components/agent-solutions-section';
import { ClosingCtaSection } from '../components/closing-cta-section';
import { FaqSection } from '../components/faq-section';
import { FeaturesSection } from '../components/features-section';
import { HeroSection } from '../components/hero-section';
import { MarketingLayout } from '../components/marketing-layout';
import { SampleCallSection } from '../components/sample-call-section';
import { TestimonialsSection } from '../components/testimonials-section';

export function LandingPage() {
  usePageMeta(
    '24/7 AI Phone Receptionist for Car Dealerships',
    'An AI receptionist that answers every dealership call 24/7, books sales and service appointments, transfers calls and sends SMS follow-ups.',
  );

  return (
    <MarketingLayout banner>
      <HeroSection />
      <SampleCallSection />
      <AgentSolutionsSection />
      <FeaturesSection />
      <Box id="pricing" data-testid="pricing-anchor" />
      <TestimonialsSection />
      <FaqSection />
      <ClosingCtaSection />
    </MarketingLayout>
  );
}
