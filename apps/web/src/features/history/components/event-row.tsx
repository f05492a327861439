import { Badge, Box, Button, Code, HStack, Stack, Text } from '@chakra-ui/react';
import { StreamHistoryButton } from '../../../components/stream-history/stream-history-button';
import type { LoggedEvent } from '../api/event-log';

/** Formatted JSON of the event's data (personal values shown only to whoever may see them). */
function dataOf(event: LoggedEvent): string {
  const visible = event.personalDataJson === '•••' ? event.dataJson : event.personalDataJson;
  return JSON.stringify(JSON.parse(visible), null, 2);
}

/** One event: what, where, when; expands to its data and metadata, with links to its stream, correlation and cause. */
export function EventRow({
  event,
  onCorrelation,
  onCause,
}: {
  event: LoggedEvent;
  onCorrelation: (correlationId: string) => void;
  onCause: (causationId: string) => void;
}) {
  const metadata = { actorId: event.actorId, correlationId: event.correlationId, causationId: event.causationId, occurredAt: event.occurredAt };
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="3" data-testid="logged-event">
      <details>
        <Box as="summary" cursor="pointer">
          <HStack as="span" gap="2" wrap="wrap" display="inline-flex">
            <Badge colorPalette="brand">{event.type}</Badge>
            <Text as="span" fontFamily="mono" fontSize="sm">
              {event.stream} #{event.revision}
            </Text>
            <Text as="span" fontSize="sm" color="gray.600">
              {new Date(event.occurredAt).toLocaleString()} · position {event.position}
            </Text>
          </HStack>
        </Box>
        <Stack gap="2" mt="3">
          <Text fontWeight="semibold" fontSize="sm">
            Data
          </Text>
          <Code as="pre" display="block" whiteSpace="pre-wrap" p="2" aria-label="Event data">
            {dataOf(event)}
          </Code>
          <Text fontWeight="semibold" fontSize="sm">
            Metadata
          </Text>
          <Code as="pre" display="block" whiteSpace="pre-wrap" p="2" aria-label="Event metadata">
            {JSON.stringify(metadata, null, 2)}
          </Code>
          <HStack gap="2" wrap="wrap">
            <StreamHistoryButton stream={event.stream} title={event.stream} />
            <Button size="sm" variant="outline" onClick={() => onCorrelation(event.correlationId)}>
              Same correlation
            </Button>
            {event.causationId && (
              <Button size="sm" variant="outline" onClick={() => onCause(event.causationId as string)}>
                Caused by
              </Button>
            )}
          </HStack>
        </Stack>
      </details>
    </Box>
  );
}
