import { Badge, Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link';

export function HeroSection() {
  return (
    <Box as="section" aria-labelledby="hero-title" bgGradient="to-b" gradientFrom="brand.50" gradientTo="white" pt={{ base: '14', md: '24' }} pb="12">
      <Container maxW="4xl" textAlign="center">
        <Stack gap="6" align="center">
          <Badge colorPalette="brand" variant="subtle" size="lg" rounded="full" px="3">
            Built for car dealerships
          </Badge>
          <Heading as="h1" id="hero-title" size={{ base: '4xl', md: '6xl' }} lineHeight="1.1" color="gray.900">
            The 24/7 AI receptionist that never misses a dealership call
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="gray.600" maxW="2xl">
            Answer every sales and service call, book appointments, transfer callers to the right advisor and follow up by text, day and night.
          </Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" w={{ base: 'full', sm: 'auto' }}>
            <ButtonLink to="/book-demo" colorPalette="brand" size="xl">
              Book a Demo <ArrowRight aria-hidden="true" />
            </ButtonLink>
            <ButtonLink to="/demo" variant="outline" colorPalette="brand" size="xl" bg="white">
              Try the Demo
            </ButtonLink>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
