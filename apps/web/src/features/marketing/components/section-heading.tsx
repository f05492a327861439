import { Heading, Stack, Text } from '@chakra-ui/react';

type SectionHeadingProps = { id?: string; eyebrow?: string; title: string; subtitle?: string; level?: 'h1' | 'h2' };

export function SectionHeading({ id, eyebrow, title, subtitle, level = 'h2' }: SectionHeadingProps) {
  return (
    <Stack gap="3" textAlign="center" maxW="2xl" mx="auto" mb={{ base: '8', md: '12' }}>
      {eyebrow && (
        <Text color="brand.fg" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" fontSize="sm">
          {eyebrow}
        </Text>
      )}
      <Heading as={level} id={id} size={{ base: '2xl', md: '3xl' }} color="gray.900">
        {title}
      </Heading>
      {subtitle && (
        <Text color="gray.600" fontSize={{ base: 'md', md: 'lg' }}>
          {subtitle}
        </Text>
      )}
    </Stack>
  );
}
