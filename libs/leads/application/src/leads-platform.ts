import type { EventStore } from '@receptionist/event-store';
import type { AsOfReadModels, ReadModels, WaitForOptions } from '@receptionist/projections';

/** What the leads context needs from the platform; the API's composition root provides it. */
export interface LeadsPlatform {
  eventStore: EventStore;
  /** Active read models by logical collection name. */
  readModels: ReadModels;
  /** The read models as they were at a past instant (the admin screens' "as of" view). */
  asOf: AsOfReadModels;
  /** Read-your-writes: admin mutations return the request once its projector has applied their events. */
  projections: { waitFor(position: number, options?: WaitForOptions): Promise<boolean> };
}

export const LEADS_PLATFORM = Symbol('LeadsPlatform');
