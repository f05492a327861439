import {} from '@chakra-ui/react';
import { SampleCallPlayer } from './sample-call-player';
import { SectionHeading } from './section-heading';
import { LandingSection } from './landing-section';

export function SampleCallSection() {
  return (
    <LandingSection labelledBy="sample-call-title" width="3xl" py={{ base: '12', md: '16' }}>
      <SectionHeading
        id="sample-call-title"
        eyebrow="Hear it in action"
        title="Listen to a real sample call"
        subtitle="A driver calls a dealership to book a service appointment, and the AI receptionist handles it end to end."
      />
      <SampleCallPlayer />
    </LandingSection>
  );
}
