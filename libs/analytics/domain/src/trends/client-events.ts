import { isPlanType, PLANS } from '@receptionist/contracts';

/**
 * Clients' events the MRR and active-client trends read, by stored type name: the first shapes (snake_case) and the
 * `.v2` ones (camelCase). Where the event store upcasts, only `.v2` arrives.
 */
export const CLIENT_CREATED = ['ClientCreated', 'ClientCreated.v2'] as const;
export const PLAN_CHANGED = ['PlanChanged', 'PlanChanged.v2'] as const;
export const CLIENT_ACTIVATED = ['ClientActivated', 'ClientActivated.v2'] as const;
export const CLIENT_DEACTIVATED = ['ClientDeactivated', 'ClientDeactivated.v2'] as const;

/** A client's fact as the trends need it, whichever shape it was stored in. */
export type ClientTrendFact =
  | { kind: 'created'; clientId: string; plan: string; active: boolean; at: string }
  | { kind: 'plan'; clientId: string; plan: string; at: string }
  | { kind: 'active'; clientId: string; active: boolean; at: string };

type Data = Record<string, unknown>;
const text = (data: Data, snake: string, camel: string) => String(data[camel] ?? data[snake] ?? '');

/** Reads a stored client event of either shape; `occurredAt` dates the events whose data carries no time. */
export function clientTrendFact(type: string, data: Data, occurredAt: string): ClientTrendFact | null {
  const clientId = text(data, 'client_id', 'clientId');
  if ((CLIENT_CREATED as readonly string[]).includes(type)) {
    const active = data.isActive ?? data.is_active;
    return { kind: 'created', clientId, plan: text(data, 'plan_type', 'planType'), active: active !== false, at: text(data, 'created_at', 'createdAt') || occurredAt };
  }
  if ((PLAN_CHANGED as readonly string[]).includes(type)) return { kind: 'plan', clientId, plan: String(data.to), at: occurredAt };
  if ((CLIENT_ACTIVATED as readonly string[]).includes(type)) return { kind: 'active', clientId, active: true, at: occurredAt };
  if ((CLIENT_DEACTIVATED as readonly string[]).includes(type)) return { kind: 'active', clientId, active: false, at: occurredAt };
  return null;
}

/**
 * A plan's monthly price in dollars (spec: starter 49, pro 149, enterprise 299); 0 for a plan this version does not
 * know. MRR counts every client's plan, active or not, as the dashboard's Monthly Revenue does (spec section 9).
 */
export function planPrice(plan: string): number {
  return isPlanType(plan) ? PLANS[plan].monthlyPrice : 0;
}

/** The UTC month of an instant or a day, written yyyy-mm. */
export const monthOf = (isoDayOrInstant: string) => isoDayOrInstant.slice(0, 7);

/** Every month from the month of `from` to the month of `to`, written yyyy-mm. */
export function monthsOfRange(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = monthOf(from).split('-').map(Number);
  const last = monthOf(to);
  for (;;) {
    const current = `${year}-${String(month).padStart(2, '0')}`;
    months.push(current);
    if (current >= last) return months;
    month = month === 12 ? 1 : month + 1;
    if (month === 1) year++;
  }
}
