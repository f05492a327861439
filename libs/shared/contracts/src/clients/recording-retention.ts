/** How long a client's call recordings are kept before the retention sweeper deletes the audio (the call stays). */
export const RECORDING_RETENTION_DAYS = [7, 30, 90, 180, 365] as const;
export type RecordingRetentionDays = (typeof RECORDING_RETENTION_DAYS)[number];
export const DEFAULT_RECORDING_RETENTION_DAYS: RecordingRetentionDays = 90;

export const RECORDING_RETENTION_MESSAGES = {
  invalid: `Recording retention must be one of: ${RECORDING_RETENTION_DAYS.join(', ')} days`,
} as const;

export const RECORDING_RETENTION_OPTIONS = RECORDING_RETENTION_DAYS.map((days) => ({ value: String(days), label: retentionLabel(days) }));

function retentionLabel(days: number): string {
  return days === 365 ? '1 year' : `${days} days`;
}

/**
 * The rule for a new value of the `recording_retention_days` setting (trimmed), or null when it may be stored. Empty
 * is allowed: back to the default (what Restore of the first change sends).
 */
export function recordingRetentionError(trimmed: string): string | null {
  if (!trimmed) return null;
  return (RECORDING_RETENTION_DAYS as readonly number[]).some((days) => String(days) === trimmed) ? null : RECORDING_RETENTION_MESSAGES.invalid;
}

/** The days a stored setting keeps recordings (null: never set, the default). A stored value was valid when written. */
export function storedRecordingRetentionDays(stored: string | null | undefined): RecordingRetentionDays {
  const days = Number(stored);
  return (RECORDING_RETENTION_DAYS as readonly number[]).includes(days) ? (days as RecordingRetentionDays) : DEFAULT_RECORDING_RETENTION_DAYS;
}

/** How the settings history shows a stored value ("30 days", "1 year"). */
export function recordingRetentionText(stored: string | null | undefined): string {
  return retentionLabel(storedRecordingRetentionDays(stored));
}
