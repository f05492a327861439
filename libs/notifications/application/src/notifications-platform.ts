import type { EventStore } from '@receptionist/event-store';
import type { ReadModels, WaitForOptions } from '@receptionist/projections';
import type { ReadStore } from '@receptionist/read-store';

/** What the notifications context needs from the platform; the API's composition root provides it. */
export interface NotificationsPlatform {
  eventStore: EventStore;
  /** The process manager keeps its own state and checkpoint here, outside every projector's collections. */
  readStore: ReadStore;
  readModels: ReadModels;
  projections: { waitFor(position: number, options?: WaitForOptions): Promise<boolean> };
}

export const NOTIFICATIONS_PLATFORM = Symbol('NotificationsPlatform');
