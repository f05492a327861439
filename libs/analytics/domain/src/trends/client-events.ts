import { isPlanType, PLANS } from '@receptionist/contracts';

/**
 * Clients' events the MRR and active-client trends read, by stored type name (every reader opens the event store
 * through the upcasters, so events stored in their first shapes arrive as these `.v2` ones).
 */
export const CLIENT_CREATED = 'ClientCreated.v2';
export const PLAN_CHANGED = 'PlanChanged.v2';
export const CLIENT_ACTIVATED = 'ClientActivated.v2';
export const CLIENT_DEACTIVATED = 'ClientDeactivated.v2';
export const CLIENT_TREND_EVENTS = [CLIENT_CREATED, PLAN_CHANGED, CLIENT_ACTIVATED, CLIENT_DEACTIVATED];

/** A client's fact as the trends need it. */
export type ClientTrendFact =
  | { kind: 'created'; clientId: string; plan: string; active: boolean; at: string }
  | { kind: 'plan'; clientId: string; plan: string; at: string }
  | { kind: 'active'; clientId: string; active: boolean; at: string };

type Data = Record<string, unknown>;

/** Reads a stored client event; `occurredAt` dates the events whose data carries no time. */
export function clientTrendFact(type: string, data: Data, occurredAt: string): ClientTrendFact | null {
  const clientId = String(data.clientId ?? '');
  if (type === CLIENT_CREATED) {
    return {
      kind: 'created',
      clientId,
      plan: String(data.planType ?? ''),
      active: data.isActive !== false,
      at: String(data.createdAt ?? '') || occurredAt,
    };
  }
  if (type === PLAN_CHANGED) return { kind: 'plan', clientId, plan: String(data.to), at: occurredAt };
  if (type === CLIENT_ACTIVATED) return { kind: 'active', clientId, active: true, at: occurredAt };
  if (type === CLIENT_DEACTIVATED) return { kind: 'active', clientId, active: false, at: occurredAt };
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
