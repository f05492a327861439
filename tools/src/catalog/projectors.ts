import { analyticsProjectors } from '@receptionist/analytics-application';
import { callsProjectors } from '@receptionist/calls-application';
import { clientsProjectors } from '@receptionist/clients-application';
import { identityProjectors } from '@receptionist/identity-application';
import { leadsProjectors } from '@receptionist/leads-application';
import type { Projector } from '@receptionist/projections';

/**
 * Every projector the bounded contexts export: the one place the tools learn which read models exist.
 * It lists the same contexts as the API's apps/api/src/contexts.ts.
 */
export const PROJECTOR_CATALOG: readonly Projector[] = [
  ...analyticsProjectors,
  ...identityProjectors,
  ...leadsProjectors,
  ...clientsProjectors,
  ...callsProjectors,
];

export function projectorNames(): string[] {
  return PROJECTOR_CATALOG.map((projector) => projector.name);
}

export function findProjector(name: string): Projector | undefined {
  return PROJECTOR_CATALOG.find((projector) => projector.name === name);
}
