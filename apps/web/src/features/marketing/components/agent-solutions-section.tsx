import { Card, Heading, List, SimpleGrid, Text } from '@chakra-ui/react';
import { CircleCheck } from 'lucide-react';
import { agentSolutions } from '../content/agent-solutions';
import { SectionHeading } from './section-heading';
import { LandingSection } from './landing-section';

export function AgentSolutionsSection() {
  return (
    <LandingSection labelledBy="agents-title" width="6xl" bg="gray.50">
      <SectionHeading
        id="agents-title"
        eyebrow="Agent solutions"
        title="Three AI agents for every part of your dealership"
        subtitle="Choose the agents you need; each one is trained on your inventory, hours and services."
      />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        {agentSolutions.map((agent) => (
          <Card.Root key={agent.name} borderRadius="xl" data-testid="agent-card">
            <Card.Header>
              <Heading as="h3" size="xl" color="gray.900">
                {agent.name}
              </Heading>
              <Text color="gray.600">{agent.summary}</Text>
            </Card.Header>
            <Card.Body>
              <List.Root gap="2" variant="plain">
                {agent.capabilities.map((capability) => (
                  <List.Item key={capability} alignItems="center" color="gray.800">
                    <List.Indicator asChild color="brand.fg">
                      <CircleCheck size={18} aria-hidden="true" />
                    </List.Indicator>
                    {capability}
                  </List.Item>
                ))}
              </List.Root>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
