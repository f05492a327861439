import { DEMO_REQUESTS_PROJECTOR } from '@receptionist/contracts';
import type { LiveEvent } from '../../../../lib/live/use-live-updates';

export const LEADS_PROJECTORS = [DEMO_REQUESTS_PROJECTOR] as const;

/** What a live update says happened to demo requests: which were submitted, which changed (status, notes). */
export interface LeadFacts {
  submitted: string[];
  changed: string[];
}

const NONE: LeadFacts = { submitted: [], changed: [] };

/** The demo-request facts of a live update (none for other projectors' updates or a resync). */
export function leadFacts(event: LiveEvent): LeadFacts {
  if (event.kind !== 'update' || event.update.projector !== DEMO_REQUESTS_PROJECTOR) return NONE;
  const { facts, changes } = event.update;
  if (!facts) {
    // A server without facts: every written request counts as changed.
    return { submitted: [], changed: (changes ?? []).filter((change) => change.collection === 'demo_requests').map((change) => change.id) };
  }
  const idsOf = (type: string) => facts.filter((fact) => fact.type === type && fact.id).map((fact) => fact.id as string);
  return { submitted: idsOf('lead.submitted'), changed: idsOf('lead.changed') };
}

/** The ids of the demo requests a live update submitted or changed. */
export function changedDemoRequestIds(event: LiveEvent): string[] {
  const { submitted, changed } = leadFacts(event);
  return [...submitted, ...changed];
}
