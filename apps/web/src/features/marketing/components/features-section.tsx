import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { BarChart3, Clock, MessageSquareText, Mic, ShieldCheck, Sparkles, Zap } from 'lucide-react';
import { features } from '../content/features';
import { SectionHeading } from './section-heading';
import { LandingSection } from './landing-section';

const featureIcons = [Clock, MessageSquareText, ShieldCheck, BarChart3, Zap, Sparkles, Mic];

export function FeaturesSection() {
  return (
    <LandingSection id="features" labelledBy="features-title" width="6xl">
      <SectionHeading id="features-title" eyebrow="Features" title="Everything a great receptionist does, around the clock" />
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
        {features.map((feature, index) => {
          const Icon = featureIcons[index];
          return (
            <Stack key={feature.title} gap="3" p="6" borderWidth="1px" borderRadius="xl" data-testid="feature">
              <Box bg="brand.subtle" color="brand.fg" p="2.5" borderRadius="lg" alignSelf="flex-start" aria-hidden="true">
                <Icon size={22} />
              </Box>
              <Heading as="h3" size="md" color="gray.900">
                {feature.title}
              </Heading>
              <Text color="gray.600" fontSize="sm">
                {feature.description}
              </Text>
            </Stack>
          );
        })}
      </SimpleGrid>
    </LandingSection>
  );
}
