import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { ClientRecord } from '../api/my-client';
import { useTestCall } from '../test-call/use-test-call';
import { SectionCard } from '../../../components/ui/section-card';

const STATUS_TEXT = {
  idle: '',
  running: 'Test call in progress...',
  recording: 'Saving the test call...',
  recorded: 'Test call recorded in your call logs (not counted in your minutes).',
  failed: 'The test call could not be recorded.',
} as const;

/** Test Your AI Receptionist: a spoken preview of the configured agent with a live transcript. */
export function TestCallCard({ client }: { client: ClientRecord }) {
  const { status, lines, start, stop } = useTestCall(client);
  const busy = status === 'running' || status === 'recording';
  return (
    <SectionCard
      title="Test Your AI Receptionist"
      description={`Hear how your ${client.aiPersonality} AI receptionist answers for ${client.businessName}.`}
    >
      <Stack gap="4">
        <HStack>
          <Button colorPalette="brand" onClick={() => void start()} disabled={busy}>
            Start Test Call
          </Button>
          {status === 'running' && (
            <Button variant="outline" onClick={stop}>
              End Call
            </Button>
          )}
        </HStack>
        {lines.length > 0 && (
          <Stack as="ol" aria-label="Test call transcript" gap="2" listStyleType="none" bg="gray.50" rounded="md" p="3">
            {lines.map((line, index) => (
              <Box as="li" key={index} alignSelf={line.speaker === 'agent' ? 'flex-start' : 'flex-end'} maxW="85%">
                <Text fontSize="xs" color="gray.600">
                  {line.speaker === 'agent' ? 'AI Receptionist' : 'Caller'}
                </Text>
                <Text bg={line.speaker === 'agent' ? 'white' : 'brand.subtle'} px="3" py="2" rounded="md">
                  {line.text}
                </Text>
              </Box>
            ))}
          </Stack>
        )}
        {STATUS_TEXT[status] && (
          <Text role="status" color={status === 'failed' ? 'red.600' : 'gray.600'}>
            {STATUS_TEXT[status]}
          </Text>
        )}
      </Stack>
    </SectionCard>
  );
}
