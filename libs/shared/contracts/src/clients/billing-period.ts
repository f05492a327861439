/** A usage (billing) period is a calendar month in UTC, written yyyy-mm; plans count minutes per period. */
export function periodOf(instant: Date | string): string {
  return new Date(instant).toISOString().slice(0, 7);
}
