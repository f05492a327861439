import { ALL_PROJECTORS } from '@receptionist/contexts';
import type { Projector } from '@receptionist/projections';

/** Every projector the bounded contexts export: the one registry the API hosts (libs/contexts/registry). */
export const PROJECTOR_CATALOG: readonly Projector[] = ALL_PROJECTORS;

export function projectorNames(): string[] {
  return PROJECTOR_CATALOG.map((projector) => projector.name);
}

export function findProjector(name: string): Projector | undefined {
  return PROJECTOR_CATALOG.find((projector) => projector.name === name);
}
