import { Box, Drawer, Portal, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { callTypeLabel, formatCallDuration } from '@receptionist/contracts';
import type { ReactNode } from 'react';
import { useCallLog } from '../api/call-log';
import { formatCallDate } from './format-date';
import { OutcomeBadge } from './outcome-badge';
import { DrawerCloseButton } from '../../../components/ui/drawer-close-button';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text fontSize="xs" color="gray.600" fontWeight="medium">
        {label}
      </Text>
      <Box data-detail={label}>{children}</Box>
    </Box>
  );
}

function CallDetails({ id }: { id: string }) {
  const [{ data, error }] = useCallLog(id);
  if (error) return <Text color="red.600">Could not load this call.</Text>;
  const call = data?.callLog;
  if (!call) return <Spinner color="brand.solid" />;
  return (
    <Stack gap="4">
      <SimpleGrid columns={2} gap="3">
        <Detail label="Caller">{call.callerNumber}</Detail>
        <Detail label="Date">{formatCallDate(call.startedAt)}</Detail>
        <Detail label="Duration">{formatCallDuration(call.durationSeconds)}</Detail>
        <Detail label="Outcome">
          <OutcomeBadge outcome={call.outcome} />
        </Detail>
        <Detail label="Type">{callTypeLabel(call.callType)}</Detail>
        <Detail label="Sentiment">{call.sentiment ?? '—'}</Detail>
        <Detail label="Topic">{call.topic ?? '—'}</Detail>
      </SimpleGrid>
      <Detail label="Summary">{call.summary ?? '—'}</Detail>
      <Detail label="Transcript">
        <Text whiteSpace="pre-wrap" bg="gray.50" p="3" rounded="md" fontSize="sm">
          {call.transcript ?? 'No transcript'}
        </Text>
      </Detail>
    </Stack>
  );
}

/** The details of one call (transcript, summary, sentiment, topic, duration, outcome) in a side panel. */
export function CallDetailsDrawer({ callId, onClose }: { callId: string | null; onClose: () => void }) {
  return (
    <Drawer.Root open={callId !== null} onOpenChange={(details) => !details.open && onClose()} size="md">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content aria-label="Call details">
            <Drawer.Header>
              <Drawer.Title>Call Details</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{callId && <CallDetails id={callId} />}</Drawer.Body>
            <DrawerCloseButton />
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
