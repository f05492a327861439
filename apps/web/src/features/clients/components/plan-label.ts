import { isPlanType, PLANS } from '@receptionist/contracts';

/** 'starter' → 'Starter'; an unknown plan shows as stored. */
export function planLabel(plan: string): string {
  return isPlanType(plan) ? PLANS[plan].label : plan;
}
