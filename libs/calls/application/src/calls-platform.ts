import type { BlobStore } from '@receptionist/blob-store';
import type { EventStore } from '@receptionist/event-store';
import type { OutboundHttp } from '@receptionist/outbound-http';
import type { ReadModels, WaitForOptions } from '@receptionist/projections';
import type { ReadStore } from '@receptionist/read-store';

/** What the calls context needs from the platform; the API's composition root provides it. */
export interface CallsPlatform {
  eventStore: EventStore;
  /** The recordings process manager's own state, checkpoint and lease, and the retention sweeper's lease. */
  readStore: ReadStore;
  readModels: ReadModels;
  projections: { waitFor(position: number, options?: WaitForOptions): Promise<boolean> };
  /** Where call recordings are kept (files under DATA_DIR/recordings, or S3). */
  blobStore: BlobStore;
  /** Fetches recordings from the voice platform (public addresses only, unless WEBHOOKS_ALLOW_PRIVATE). */
  outboundHttp: OutboundHttp;
  /** Where the generated webhook secret is kept when WEBHOOK_SECRET is not set. */
  dataDir: string;
}

export const CALLS_PLATFORM = Symbol('CallsPlatform');

/** The webhook signing secret (string); see resolveWebhookSecret. */
export const WEBHOOK_SECRET = Symbol('WebhookSecret');
