import { format } from 'date-fns';

/** 'Jan 31, 2030 2:05 PM' in the viewer's time zone. */
export function formatCallDate(iso: string): string {
  return format(new Date(iso), 'MMM dd, yyyy h:mm a');
}

/** 'Thu, Jan 31, 2030, 2:05 PM' in the viewer's time zone: an appointment's day reads at a glance. */
export function formatAppointmentDate(iso: string): string {
  return format(new Date(iso), 'EEE, MMM d, yyyy, h:mm a');
}

/** 'Thu, Jan 31, 2030' in the viewer's time zone. */
export function formatDay(iso: string): string {
  return format(new Date(iso), 'EEE, MMM d, yyyy');
}

/** '2:05 PM' in the viewer's time zone. */
export function formatTime(iso: string): string {
  return format(new Date(iso), 'h:mm a');
}
