import type { EventStore } from '@receptionist/event-store';
import type { OutboundHttp } from '@receptionist/outbound-http';
import type { ReadModels, WaitForOptions } from '@receptionist/projections';
import type { ReadStore } from '@receptionist/read-store';

/** What the webhooks context needs from the platform; the API's composition root provides it. */
export interface WebhooksPlatform {
  eventStore: EventStore;
  /** The process manager keeps its own state and checkpoint here, outside every projector's collections. */
  readStore: ReadStore;
  readModels: ReadModels;
  projections: { waitFor(position: number, options?: WaitForOptions): Promise<boolean> };
  /** Deliveries go out through it (never to private addresses unless WEBHOOKS_ALLOW_PRIVATE). */
  outboundHttp: OutboundHttp;
}

export const WEBHOOKS_PLATFORM = Symbol('WebhooksPlatform');
