import type { EventStore } from '@receptionist/event-store';
import type { ReadModels } from '@receptionist/projections';

/** What the analytics context needs from the platform; the API's composition root provides it. */
export interface AnalyticsPlatform {
  eventStore: EventStore;
  /** Active read models by logical collection name. */
  readModels: ReadModels;
}

export const ANALYTICS_PLATFORM = Symbol('AnalyticsPlatform');
