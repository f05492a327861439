import type { BlobStore } from '@receptionist/blob-store';
import type { EventStore } from '@receptionist/event-store';
import type { ReadModels, WaitForOptions } from '@receptionist/projections';
import type { ReadStore } from '@receptionist/read-store';

/** What the calls context needs from the platform; the API's composition root provides it. */
export interface CallsPlatform {
  eventStore: EventStore;
  /** The retention sweeper's lease lives here. */
  readStore: ReadStore;
  readModels: ReadModels;
  projections: { waitFor(position: number, options?: WaitForOptions): Promise<boolean> };
  /** Where call recordings are kept (files under DATA_DIR/recordings, or S3). */
  blobStore: BlobStore;
  /** Where the generated webhook secret is kept when WEBHOOK_SECRET is not set. */
  dataDir: string;
}

export const CALLS_PLATFORM = Symbol('CallsPlatform');

/** The webhook signing secret (string); see resolveWebhookSecret. */
export const WEBHOOK_SECRET = Symbol('WebhookSecret');
