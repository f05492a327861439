import { Heading, SimpleGrid } from '@chakra-ui/react';
import { testimonials } from '../content/testimonials';
import { TestimonialCard } from './testimonial-card';
import { LandingSection } from './landing-section';

export function TestimonialsSection() {
  return (
    <LandingSection labelledBy="testimonials-title" width="6xl" bg="brand.950" color="white">
      <Heading as="h2" id="testimonials-title" textAlign="center" size={{ base: '2xl', md: '3xl' }} mb={{ base: '8', md: '12' }}>
        Dealerships hear the difference
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        {testimonials.map((testimonial) => (
          <TestimonialCard key={testimonial.name} testimonial={testimonial} highlightSize="2xl" gap="4" bg="whiteAlpha.100" borderRadius="xl" />
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
