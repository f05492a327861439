import { Stack, type StackProps, Text } from '@chakra-ui/react';
import type { Testimonial } from '../content/testimonials';

interface TestimonialCardProps extends StackProps {
  testimonial: Testimonial;
  highlightSize: StackProps['fontSize'];
}

/** One customer quote as a figure: the highlight, the quote and who said it. Style props set the card's look. */
export function TestimonialCard({ testimonial, highlightSize, ...card }: TestimonialCardProps) {
  return (
    <Stack as="figure" p="6" data-testid="testimonial" {...card}>
      <Text fontSize={highlightSize} fontWeight="bold" color="brand.200">
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
