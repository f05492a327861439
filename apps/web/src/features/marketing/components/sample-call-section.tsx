import { Box, Container } from '@chakra-ui/react';
import { SampleCallPlayer } from './sample-call-player';
import { SectionHeading } from './section-heading';

export function SampleCallSection() {
  return (
    <Box as="section" aria-labelledby="sample-call-title" py={{ base: '12', md: '16' }}>
      <Container maxW="3xl">
        <SectionHeading
          id="sample-call-title"
          eyebrow="Hear it in action"
          title="Listen to a real sample call"
          subtitle="A driver calls a dealership to book a service appointment, and the AI receptionist handles it end to end."
        />
        <SampleCallPlayer />
      </Container>
    </Box>
  );
}
