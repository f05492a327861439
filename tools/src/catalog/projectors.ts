import { analyticsProjectors } from '@receptionist/analytics-application';
import { identityProjectors } from '@receptionist/identity-application';
import type { Projector } from '@receptionist/projections';

/** Every projector the bounded contexts export: the one place the tools learn which read models exist. */
export const PROJECTOR_CATALOG: readonly Projector[] = [...analyticsProjectors, ...identityProjectors];

export function projectorNames(): string[] {
  return PROJECTOR_CATALOG.map((projector) => projector.name);
}

export function findProjector(name: string): Projector | undefined {
  return PROJECTOR_CATALOG.find((projector) => projector.name === name);
}
