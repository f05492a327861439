import { Button, Code, HStack, Stack, Text } from '@chakra-ui/react';
import type { ProjectorState } from '../api/system-status';
import type { ProjectorAction } from '../api/system-status';

/** What a failed projector stopped on, with Retry (apply it again) and Skip (pass over it, confirmed first). */
export function ProjectorFailurePanel({
  projector,
  busy,
  onAct,
}: {
  projector: ProjectorState;
  busy: boolean;
  onAct: (action: ProjectorAction) => void;
}) {
  const { failure } = projector;
  if (!failure) return null;
  const skip = () => {
    if (window.confirm(`Skip event #${failure.position} for ${projector.name}? Its read model will never include this event.`)) onAct('skip');
  };
  return (
    <Stack as="section" aria-label={`${projector.name} failure`} gap="2" p="3" bg="red.50" borderRadius="md" borderWidth="1px" borderColor="red.200">
      <Text fontSize="sm">
        Failed on event <strong>#{failure.position}</strong>
        {failure.type && <> ({failure.type})</>}
        {failure.eventId && (
          <>
            {' '}
            id <Code fontSize="xs">{failure.eventId}</Code>
          </>
        )}
      </Text>
      <Code display="block" whiteSpace="pre-wrap" p="2" colorPalette="red" data-testid="projector-error">
        {failure.error}
      </Code>
      <HStack gap="2">
        <Button size="sm" colorPalette="brand" loading={busy} onClick={() => onAct('retry')}>
          Retry
        </Button>
        <Button size="sm" variant="outline" colorPalette="red" disabled={busy || !failure.eventId} onClick={skip}>
          Skip
        </Button>
      </HStack>
      <Text fontSize="xs" color="gray.600">
        Retry applies the event again (after a fix or a passing error). Skip passes over it for good.
      </Text>
    </Stack>
  );
}
