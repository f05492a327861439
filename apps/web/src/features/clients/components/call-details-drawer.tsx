import { Badge, Box, Drawer, Portal, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { callTypeLabel, formatCallDuration } from '@receptionist/contracts';
import type { ReactNode } from 'react';
import type { CallLogQuery } from '@receptionist/graphql-documents';
import { useCallLog } from '../api/call-log';
import { AppointmentStatusBadge } from './appointments-table';
import { formatAppointmentDate, formatCallDate } from './format-date';
import { agentLabel, appointmentWhat, departmentLabel, smsStatusLabel } from './outcome-labels';
import { OutcomeBadge } from './outcome-badge';
import { CallRecordingSection } from './recordings/call-recording-section';
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

type CallDetail = CallLogQuery['callLog'];

const SMS_PALETTES: Record<string, string> = { sent: 'blue', delivered: 'green', failed: 'red' };

/** What the receptionist did on the call: the appointment it booked, the message it took, the transfer, the SMS. */
function CallOutcomes({ call }: { call: CallDetail }) {
  const { appointment, message, transfer, sms } = call;
  if (!appointment && !message && !transfer && !sms) return null;
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="3" as="section" aria-label="What the receptionist did">
      {appointment && (
        <Detail label="Appointment">
          <Text>
            {appointmentWhat(appointment)}, {formatAppointmentDate(appointment.startsAt)}
          </Text>
          <Text fontSize="sm" color="gray.600">
            {appointment.customerName ?? 'Name not given'} <AppointmentStatusBadge status={appointment.status} />
          </Text>
        </Detail>
      )}
      {message && (
        <Detail label="Message">
          <Text whiteSpace="pre-wrap">{message.text}</Text>
          <Text fontSize="sm" color="gray.600">
            {message.callerName ?? 'Name not given'}, call back on {message.callbackNumber}
            {message.urgency === 'urgent' && (
              <Badge colorPalette="red" variant="solid" ms="2">
                Urgent
              </Badge>
            )}
            <Badge colorPalette={message.handled ? 'gray' : 'blue'} ms="2">
              {message.handled ? 'Handled' : 'Waiting'}
            </Badge>
          </Text>
        </Detail>
      )}
      {transfer && (
        <Detail label="Transfer">
          {departmentLabel(transfer.department)}: {transfer.toName ? `${transfer.toName} (${transfer.toNumber})` : transfer.toNumber}{' '}
          <Badge colorPalette={transfer.answered ? 'green' : 'red'}>{transfer.answered ? 'Answered' : 'Not answered'}</Badge>
        </Detail>
      )}
      {sms && (
        <Detail label="SMS follow-up">
          <Text fontSize="sm" color="gray.600">
            To {sms.to} <Badge colorPalette={SMS_PALETTES[sms.status] ?? 'gray'}>{smsStatusLabel(sms.status)}</Badge>
          </Text>
          <Text whiteSpace="pre-wrap">{sms.text}</Text>
        </Detail>
      )}
    </Stack>
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
        <Detail label="Agent">{agentLabel(call.agent)}</Detail>
      </SimpleGrid>
      <CallRecordingSection recording={call.recording ?? null} startedAt={call.startedAt} />
      <CallOutcomes call={call} />
      <Detail label="Summary">{call.summary ?? '—'}</Detail>
      <Detail label="Transcript">
        <Text whiteSpace="pre-wrap" bg="gray.50" p="3" rounded="md" fontSize="sm">
          {call.transcript ?? 'No transcript'}
        </Text>
      </Detail>
    </Stack>
  );
}

/** The details of one call (transcript, summary, sentiment, topic, duration, outcome, agent, what the receptionist did) in a side panel. */
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
            {/* Focusable: a long transcript scrolls, and keyboard users must be able to scroll it (nothing else in it takes focus). */}
            <Drawer.Body tabIndex={0}>{callId && <CallDetails id={callId} />}</Drawer.Body>
            <DrawerCloseButton />
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
