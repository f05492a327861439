import { Box, Container, Heading, SimpleGrid } from '@chakra-ui/react';
import { testimonials } from '../content/testimonials';
import { TestimonialCard } from './testimonial-card';

export function TestimonialsSection() {
  return (
    <Box as="section" aria-labelledby="testimonials-title" bg="brand.950" color="white" py={{ base: '14', md: '20' }}>
      <Container maxW="6xl">
        <Heading as="h2" id="testimonials-title" textAlign="center" size={{ base: '2xl', md: '3xl' }} mb={{ base: '8', md: '12' }}>
          Dealerships hear the difference
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {testimonials.map((testimonial) => (
            <TestimonialCard key={testimonial.name} testimonial={testimonial} highlightSize="2xl" gap="4" bg="whiteAlpha.100" borderRadius="xl" />
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
