/**
 * Plans and their monthly price (spec section 9) and included minutes per calendar month (UTC). The spec leaves the
 * minute limits open; these are this product's choice: roughly 10 minutes per dollar on starter, more on larger plans.
 */
export const PLANS = {
  starter: { label: 'Starter', monthlyPrice: 49, minutesLimit: 500 },
  pro: { label: 'Pro', monthlyPrice: 149, minutesLimit: 2000 },
  enterprise: { label: 'Enterprise', monthlyPrice: 299, minutesLimit: 10000 },
} as const;

export type PlanType = keyof typeof PLANS;

export const PLAN_TYPES = Object.keys(PLANS) as PlanType[];

/** The plan a client record gets when it is created on the first dashboard visit. */
export const DEFAULT_PLAN: PlanType = 'starter';

export function isPlanType(value: unknown): value is PlanType {
  return typeof value === 'string' && Object.hasOwn(PLANS, value);
}

/** Usage warnings are shown from these percentages of the plan's minutes on. */
export const USAGE_WARNING_THRESHOLDS = [80, 100] as const;

export type UsageThreshold = (typeof USAGE_WARNING_THRESHOLDS)[number];

/** minutes_used / minutes_limit as a percentage for the usage bar, one decimal, capped at 100 (0 when there is no limit). */
export function usagePercent(minutesUsed: number, minutesLimit: number): number {
  if (!(minutesLimit > 0)) return 0;
  return Math.min(100, Math.round((Math.max(0, minutesUsed) / minutesLimit) * 1000) / 10);
}
