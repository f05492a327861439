import { Heading, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { SectionCard } from '../../../components/ui/section-card';
import { SelectField } from '../../../components/ui/select-field';
import { useCursorPages } from '../../../hooks/use-cursor-pages';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { type Appointment, useAppointments, useSetAppointmentStatus } from '../api/appointments';
import { useRowAction } from '../api/use-row-action';
import { type AppointmentStatus, AppointmentsTable } from '../components/appointments-table';
import { CallDetailsDrawer } from '../components/call-details-drawer';
import { AGENT_OPTIONS, APPOINTMENT_STATUS_LABELS } from '../components/outcome-labels';
import { CursorPager } from '../components/cursor-pager';
import { ViewSwitch } from '../components/view-switch';

const PAGE_SIZE = 20;

type When = 'upcoming' | 'past';

const VIEWS: readonly { value: When; label: string; empty: string }[] = [
  { value: 'upcoming', label: 'Upcoming', empty: 'No upcoming appointments' },
  { value: 'past', label: 'Past', empty: 'No past appointments' },
];

function AppointmentList({ when, agent, onViewCall }: { when: When; agent: string; onViewCall: (callId: string) => void }) {
  const pages = useCursorPages(PAGE_SIZE, `${when}|${agent}`);
  const [result, refresh] = useAppointments({ when, agent: agent || null, first: PAGE_SIZE, after: pages.after });
  const [, setStatus] = useSetAppointmentStatus();
  const { busyId, run } = useRowAction(refresh);
  const page = result.data?.appointments;

  const changeStatus = (appointment: Appointment, status: AppointmentStatus) =>
    run(appointment.id, () => setStatus({ id: appointment.id, status }), {
      title: 'Appointment updated',
      description: `Marked as ${APPOINTMENT_STATUS_LABELS[status]?.toLowerCase()}`,
    });

  const empty = VIEWS.find((view) => view.value === when)?.empty ?? '';
  return (
    <Stack gap="4">
      <AppointmentsTable
        appointments={page?.items ?? []}
        emptyText={!page ? (result.error ? 'Could not load the appointments' : 'Loading...') : agent ? `${empty} for this agent` : empty}
        busyId={busyId}
        onSetStatus={(appointment, status) => void changeStatus(appointment, status)}
        onViewCall={(appointment) => onViewCall(appointment.callId)}
      />
      <CursorPager pages={pages} page={page && { total: page.total, shown: page.items.length, nextCursor: page.nextCursor }} />
    </Stack>
  );
}

/** /dashboard/appointments: what the receptionist booked, upcoming or past, by agent; the owner marks how each went. */
export function AppointmentsPage() {
  usePageMeta('Appointments', 'The visits, test drives and service appointments your AI receptionist booked.');
  const [when, setWhen] = useState<When>('upcoming');
  const [agent, setAgent] = useState('');
  const [openCallId, setOpenCallId] = useState<string | null>(null);

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Appointments
      </Heading>
      <SectionCard
        title="Booked by your receptionist"
        toolbar={
          <SelectField
            label="Agent"
            size="sm"
            w={{ base: 'full', md: '56' }}
            value={agent}
            emptyLabel="All agents"
            options={AGENT_OPTIONS}
            onChange={setAgent}
          />
        }
      >
        <Stack gap="4">
          <ViewSwitch label="Show appointments" value={when} options={VIEWS} onChange={setWhen} />
          <AppointmentList when={when} agent={agent} onViewCall={setOpenCallId} />
        </Stack>
      </SectionCard>
      <CallDetailsDrawer callId={openCallId} onClose={() => setOpenCallId(null)} />
    </Stack>
  );
}
