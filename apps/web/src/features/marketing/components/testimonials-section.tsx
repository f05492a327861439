import { Box, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { testimonials } from '../content/testimonials';

export function TestimonialsSection() {
  return (
    <Box as="section" aria-labelledby="testimonials-title" bg="brand.950" color="white" py={{ base: '14', md: '20' }}>
      <Container maxW="6xl">
        <Heading as="h2" id="testimonials-title" textAlign="center" size={{ base: '2xl', md: '3xl' }} mb={{ base: '8', md: '12' }}>
          Dealerships hear the difference
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {testimonials.map((testimonial) => (
            <Stack as="figure" key={testimonial.name} gap="4" bg="whiteAlpha.100" borderRadius="xl" p="6" data-testid="testimonial">
              <Text fontSize="2xl" fontWeight="bold" color="brand.200">
                {testimonial.highlight}
              </Text>
              <Text as="blockquote" color="gray.100">
                “{testimonial.quote}”
              </Text>
              <Text as="figcaption" fontSize="sm" color="gray.300">
                <Text as="span" fontWeight="semibold" color="white">
                  {testimonial.name}
                </Text>
                , {testimonial.role}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
