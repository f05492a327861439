/** The stages of the leads funnel, in order. */
export const FUNNEL_STAGES = ['submitted', 'contacted', 'qualified', 'converted'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

/** The statuses after `submitted` whose first reach counts on the day it happened. */
export const FUNNEL_STATUS_STAGES: readonly FunnelStage[] = ['contacted', 'qualified', 'converted'];

/** The median of a list of numbers (mean of the middle two for an even count); null for an empty list. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Whole minutes from submission to first contact (never negative). */
export function minutesToFirstContact(submittedAt: string, contactedAt: string): number {
  return Math.max(0, Math.round((Date.parse(contactedAt) - Date.parse(submittedAt)) / 60_000));
}
