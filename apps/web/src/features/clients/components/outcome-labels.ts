import type { SelectOption } from '../../../components/ui/select-field';

/** The three dealership agents, as the call reports name them. */
export const AGENT_OPTIONS: readonly SelectOption[] = [
  { value: 'sales', label: 'Sales' },
  { value: 'service', label: 'Service' },
  { value: 'missed_call', label: 'Missed Call' },
];

/** 'Sales', 'Service', 'Missed Call'; '—' when the report named no agent. */
export function agentLabel(agent: string | null): string {
  return AGENT_OPTIONS.find((option) => option.value === agent)?.label ?? '—';
}

const KIND_LABELS: Record<string, string> = { sales_visit: 'Sales visit', test_drive: 'Test drive', service: 'Service' };

/** What was booked: 'Sales visit', 'Test drive', or 'Service: 2019 Civic — brakes squeal' (vehicle and concern when known). */
export function appointmentWhat(appointment: { kind: string; vehicle: string | null; concern: string | null }): string {
  const kind = KIND_LABELS[appointment.kind] ?? appointment.kind;
  const details = [appointment.vehicle, appointment.concern].filter((part): part is string => Boolean(part?.trim())).join(' — ');
  return details ? `${kind}: ${details}` : kind;
}

export const APPOINTMENT_STATUS_LABELS: Record<string, string> = {
  booked: 'Booked',
  done: 'Done',
  no_show: 'No-show',
  cancelled: 'Cancelled',
};

export const APPOINTMENT_STATUS_PALETTES: Record<string, string> = {
  booked: 'blue',
  done: 'green',
  no_show: 'orange',
  cancelled: 'gray',
};

const DEPARTMENT_LABELS: Record<string, string> = { sales: 'Sales', service: 'Service', other: 'Other' };

export function departmentLabel(department: string): string {
  return DEPARTMENT_LABELS[department] ?? department;
}

const SMS_STATUS_LABELS: Record<string, string> = { sent: 'Sent', delivered: 'Delivered', failed: 'Failed' };

export function smsStatusLabel(status: string): string {
  return SMS_STATUS_LABELS[status] ?? status;
}
