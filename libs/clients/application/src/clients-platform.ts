import type { EventStore } from '@receptionist/event-store';
import type { AsOfReadModels, ReadModels, WaitForOptions } from '@receptionist/projections';

/** What the clients context needs from the platform; the API's composition root provides it. */
export interface ClientsPlatform {
  eventStore: EventStore;
  /** Active read models by logical collection name. */
  readModels: ReadModels;
  /** The read models as they were at a past instant (the admin screens' "as of" view). */
  asOf: AsOfReadModels;
  /** Read-your-writes: a command's answer waits until the read models reflect its events. */
  projections: { waitFor(position: number, options?: WaitForOptions): Promise<boolean> };
}

export const CLIENTS_PLATFORM = Symbol('ClientsPlatform');
