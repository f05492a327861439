import { CALL_OUTCOMES, DEFAULT_CALL_TYPE } from './client-enums';

/** 'booked_appointment' → 'Booked Appointment'; a missing outcome → 'Unknown'. */
export function outcomeLabel(outcome: string | null | undefined): string {
  const words = (outcome ?? '').split('_').filter(Boolean);
  if (words.length === 0) return 'Unknown';
  return words.map((word) => word[0].toUpperCase() + word.slice(1)).join(' ');
}

/** The outcome whose styling a row uses: an unknown or missing outcome is styled as voicemail. */
export function outcomeStyle(outcome: string | null | undefined): string {
  return (CALL_OUTCOMES as readonly string[]).includes(outcome ?? '') ? (outcome as string) : 'voicemail';
}

/** 125 → '2m 5s', 42 → '42s', missing or 0 → '0s'. */
export function formatCallDuration(seconds: number | null | undefined): string {
  const total = Math.max(0, Math.floor(seconds ?? 0));
  if (total === 0) return '0s';
  const minutes = Math.floor(total / 60);
  const rest = total % 60;
  return minutes > 0 ? `${minutes}m ${rest}s` : `${rest}s`;
}

export function callTypeLabel(callType: string | null | undefined): string {
  return callType?.trim() || DEFAULT_CALL_TYPE;
}
