import { Badge, Button, Code, Dialog, HStack, List, Spinner, Stack, Text } from '@chakra-ui/react';
import { History } from 'lucide-react';
import { useState } from 'react';
import { DialogFrame } from '../ui/dialog-frame';
import { type StreamEvent, useStreamHistory } from './stream-history';

/** A stored JSON value as a person reads it: text without quotes, nothing as "—". */
function shown(json: string | null): string {
  if (json === null) return '—';
  try {
    const value: unknown = JSON.parse(json);
    return value === null ? '—' : typeof value === 'string' ? value : json;
  } catch {
    return json;
  }
}

function EventItem({ event }: { event: StreamEvent }) {
  return (
    <List.Item>
      <Stack gap="1">
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette="brand">{event.type}</Badge>
          <Text fontSize="sm" color="gray.600">
            {new Date(event.occurredAt).toLocaleString()} · {event.actorEmail ?? 'system or public'}
          </Text>
        </HStack>
        <List.Root gap="0.5" ps="4" fontSize="sm" aria-label={`Changes of ${event.type}`}>
          {event.changes.map((change) => (
            <List.Item key={change.field}>
              <Code>{change.field}</Code> {shown(change.personalBefore ?? change.before)} → {shown(change.personalAfter ?? change.after)}
            </List.Item>
          ))}
        </List.Root>
      </Stack>
    </List.Item>
  );
}

/** "Event history": every event of one entity's stream (a lead, a client, a user) with who, when and before → after. */
export function StreamHistoryButton({ stream, title }: { stream: string; title: string }) {
  const [open, setOpen] = useState(false);
  const [{ data, fetching, error }] = useStreamHistory(stream, open);
  const history = data?.streamHistory;
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        <History aria-hidden /> Event history
      </Button>
      <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} size="lg" scrollBehavior="inside">
        <DialogFrame>
          <Dialog.Header>
            <Dialog.Title>Event history: {title}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            {fetching && <Spinner color="brand.solid" />}
            {error && <Text color="red.600">Failed to load the history</Text>}
            {history && (
              <Stack gap="3">
                {history.truncated && <Text fontSize="sm">Only the newest 500 events are shown.</Text>}
                <List.Root as="ol" gap="3" ps="5" aria-label="Events">
                  {history.events.map((event) => (
                    <EventItem key={event.revision} event={event} />
                  ))}
                </List.Root>
              </Stack>
            )}
          </Dialog.Body>
        </DialogFrame>
      </Dialog.Root>
    </>
  );
}
