import type { EventStore } from '@receptionist/event-store';
import type { OutboundHttp } from '@receptionist/outbound-http';
import type { ReadModels, WaitForOptions } from '@receptionist/projections';
import type { ReadStore } from '@receptionist/read-store';

/** What the webhooks context needs from the platform; the API's composition root provides it. */
export interface WebhooksPlatform {
  eventStore: EventStore;
  /** The delivery process manager keeps its own state and checkpoint here, outside every projector's collections. */
  readStore: ReadStore;
  readModels: ReadModels;
  /** Read-your-writes: mutations answer with the endpoint as the list shows it once its projector applied them. */
  projections: { waitFor(position: number, options?: WaitForOptions): Promise<boolean> };
  /** Checks endpoint URLs (and sends deliveries): never to private addresses unless WEBHOOKS_ALLOW_PRIVATE. */
  outboundHttp: OutboundHttp;
  /** DATA_DIR: the shared secret store's embedded file and key live here when no MONGODB_URL is set. */
  dataDir: string;
}

export const WEBHOOKS_PLATFORM = Symbol('WebhooksPlatform');
