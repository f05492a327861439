import { Button, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { PhoneCall, PhoneOff } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { DemoChat } from '../components/demo-chat';
import { MarketingLayout } from '../components/marketing-layout';
import { useScriptedDemo } from '../components/use-scripted-demo';

export function DemoPage() {
  usePageMeta('Try the Demo', 'Try a scripted demo call with the AI receptionist and see how it greets callers and books appointments.');
  const { active, messages, start, end } = useScriptedDemo();

  return (
    <MarketingLayout>
      <Container maxW="2xl" py={{ base: '12', md: '20' }}>
        <Stack gap="6">
          <Stack gap="3" textAlign="center">
            <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="gray.900">
              Try Our AI Receptionist
            </Heading>
            <Text color="gray.600" fontSize="lg">
              Start a scripted demo call to see how the assistant greets a caller and books an appointment. No real call is made.
            </Text>
          </Stack>
          {active ? (
            <Button onClick={end} colorPalette="red" alignSelf="center" size="lg">
              <PhoneOff aria-hidden="true" /> End Call
            </Button>
          ) : (
            <Button onClick={start} colorPalette="brand" alignSelf="center" size="lg">
              <PhoneCall aria-hidden="true" /> Start Demo Call
            </Button>
          )}
          <DemoChat messages={messages} />
          <Text textAlign="center" color="gray.700">
            Ready for your own receptionist?{' '}
            <Link asChild color="brand.fg" fontWeight="semibold">
              <RouterLink to="/auth">Get Started Now</RouterLink>
            </Link>
          </Text>
        </Stack>
      </Container>
    </MarketingLayout>
  );
}
