import { Badge, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { CallMessage } from '../api/call-messages';
import { formatDay, formatTime } from './format-date';
import { agentLabel } from './outcome-labels';
import { type ResponsiveColumn, ResponsiveTable } from '../../../components/ui/responsive-table';

interface MessagesTableProps {
  messages: readonly CallMessage[];
  emptyText: string;
  /** The message being marked: its button waits. */
  busyId: string | null;
  onMarkHandled: (message: CallMessage, handled: boolean) => void;
  onViewCall: (message: CallMessage) => void;
}

/** The digits (and a leading +) of a callback number, as a tel: link dials them. */
const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

function columns({ busyId, onMarkHandled, onViewCall }: Omit<MessagesTableProps, 'messages' | 'emptyText'>): ResponsiveColumn<CallMessage>[] {
  return [
    {
      header: 'From',
      cell: (row) => (
        <HStack gap="2" wrap="wrap">
          <Text fontWeight={row.handled ? 'normal' : 'semibold'}>{row.callerName ?? 'Name not given'}</Text>
          {row.urgency === 'urgent' && (
            <Badge colorPalette="red" variant="solid">
              Urgent
            </Badge>
          )}
          <Badge colorPalette={row.handled ? 'gray' : 'blue'}>{row.handled ? 'Handled' : 'Waiting'}</Badge>
        </HStack>
      ),
    },
    {
      header: 'Call back',
      cell: (row) => (
        <Link href={telHref(row.callbackNumber)} color="brand.fg" whiteSpace="nowrap">
          {row.callbackNumber}
        </Link>
      ),
    },
    {
      header: 'Message',
      cell: (row) => (
        <Text whiteSpace="pre-wrap" minW={{ md: '40' }}>
          {row.text}
        </Text>
      ),
    },
    {
      header: 'When',
      cell: (row) => (
        <Stack gap="0">
          <Text>{formatDay(row.takenAt)}</Text>
          <Text fontSize="sm" color="gray.600">
            {formatTime(row.takenAt)}
          </Text>
        </Stack>
      ),
    },
    { header: 'Agent', cell: (row) => agentLabel(row.agent) },
    {
      header: 'Actions',
      // The buttons stay on one line on wide screens (the text columns wrap instead); cards let them wrap.
      cell: (row) => (
        <HStack gap="2" wrap={{ base: 'wrap', md: 'nowrap' }}>
          <Button size="xs" variant="outline" disabled={busyId === row.id} onClick={() => onMarkHandled(row, !row.handled)}>
            {row.handled ? 'Mark unhandled' : 'Mark handled'}
          </Button>
          <Button size="xs" variant="ghost" color="brand.fg" onClick={() => onViewCall(row)}>
            View call
          </Button>
        </HStack>
      ),
    },
  ];
}

/** The owner's messages: who (urgent? handled?), the callback number (tap to call), the text, when, which agent. */
export function MessagesTable({ messages, emptyText, ...actions }: MessagesTableProps) {
  return (
    <ResponsiveTable
      label="Messages"
      columns={columns(actions)}
      rows={messages}
      rowKey={(row) => row.id}
      rowProps={(row) => ({ 'data-message-id': row.id, 'data-handled': String(row.handled) })}
      placeholder={messages.length === 0 ? emptyText : null}
    />
  );
}
