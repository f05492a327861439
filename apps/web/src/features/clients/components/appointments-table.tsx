import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { Appointment } from '../api/appointments';
import { formatDay, formatTime } from './format-date';
import { agentLabel, APPOINTMENT_STATUS_LABELS, APPOINTMENT_STATUS_PALETTES, appointmentWhat } from './outcome-labels';
import { type ResponsiveColumn, ResponsiveTable } from '../../../components/ui/responsive-table';

export type AppointmentStatus = 'booked' | 'done' | 'no_show' | 'cancelled';

interface AppointmentsTableProps {
  appointments: readonly Appointment[];
  emptyText: string;
  /** The appointment whose status is being saved: its buttons wait. */
  busyId: string | null;
  onSetStatus: (appointment: Appointment, status: AppointmentStatus) => void;
  onViewCall: (appointment: Appointment) => void;
}

/** A booked appointment can be marked done, no-show or cancelled; a marked one can go back to booked (a mistaken mark). */
const ACTIONS: Record<'booked' | 'marked', readonly { status: AppointmentStatus; label: string }[]> = {
  booked: [
    { status: 'done', label: 'Mark done' },
    { status: 'no_show', label: 'No-show' },
    { status: 'cancelled', label: 'Cancel' },
  ],
  marked: [{ status: 'booked', label: 'Back to booked' }],
};

export function AppointmentStatusBadge({ status }: { status: string }) {
  return (
    <Badge colorPalette={APPOINTMENT_STATUS_PALETTES[status] ?? 'gray'} data-status={status}>
      {APPOINTMENT_STATUS_LABELS[status] ?? status}
    </Badge>
  );
}

function columns({ busyId, onSetStatus, onViewCall }: Omit<AppointmentsTableProps, 'appointments' | 'emptyText'>): ResponsiveColumn<Appointment>[] {
  return [
    {
      header: 'When',
      cell: (row) => (
        <Stack gap="0">
          <Text>{formatDay(row.startsAt)}</Text>
          <Text fontSize="sm" color="gray.600">
            {formatTime(row.startsAt)}
          </Text>
        </Stack>
      ),
    },
    // The table's scroll area keeps cells on one line: the longest text wraps, so the actions stay in view.
    { header: 'What', cell: (row) => appointmentWhat(row), cellProps: { whiteSpace: 'normal', minW: '32' } },
    {
      header: 'Who',
      cell: (row) => (
        <Stack gap="0">
          <Text>{row.customerName ?? 'Name not given'}</Text>
          {row.callerNumber && (
            <Text fontSize="xs" color="gray.600">
              {row.callerNumber}
            </Text>
          )}
        </Stack>
      ),
    },
    { header: 'Agent', cell: (row) => agentLabel(row.agent) },
    { header: 'Status', cell: (row) => <AppointmentStatusBadge status={row.status} /> },
    {
      header: 'Actions',
      // The buttons stay on one line on wide screens (the text columns wrap instead); cards let them wrap.
      cell: (row) => (
        <HStack gap="2" wrap={{ base: 'wrap', md: 'nowrap' }}>
          {ACTIONS[row.status === 'booked' ? 'booked' : 'marked'].map((action) => (
            <Button key={action.status} size="xs" variant="outline" disabled={busyId === row.id} onClick={() => onSetStatus(row, action.status)}>
              {action.label}
            </Button>
          ))}
          <Button size="xs" variant="ghost" color="brand.fg" onClick={() => onViewCall(row)}>
            View call
          </Button>
        </HStack>
      ),
    },
  ];
}

/** When, What, Who, Agent, Status and the owner's actions on each appointment; stacked cards on narrow screens. */
export function AppointmentsTable({ appointments, emptyText, ...actions }: AppointmentsTableProps) {
  return (
    <ResponsiveTable
      label="Appointments"
      columns={columns(actions)}
      rows={appointments}
      rowKey={(row) => row.id}
      rowProps={(row) => ({ 'data-appointment-id': row.id })}
      placeholder={appointments.length === 0 ? emptyText : null}
    />
  );
}
