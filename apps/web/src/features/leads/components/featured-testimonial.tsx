import { Stack, Text } from '@chakra-ui/react';
import { testimonials } from '../../marketing/content/testimonials';

/** One customer quote from the marketing testimonials. */
export function FeaturedTestimonial() {
  const [testimonial] = testimonials;
  return (
    <Stack as="figure" gap="3" bg="brand.950" color="white" borderRadius="2xl" p="6" data-testid="testimonial">
      <Text fontSize="xl" fontWeight="bold" color="brand.200">
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
  );
}
