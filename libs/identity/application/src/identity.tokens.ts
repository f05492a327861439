import type { EventStore } from '@receptionist/event-store';
import type { ReadModels, WaitForOptions } from '@receptionist/projections';

/** What the identity context needs from the platform; the API's composition root provides it. */
export interface IdentityPlatform {
  eventStore: EventStore;
  /** Active read models by logical collection name. */
  readModels: ReadModels;
  /** Read-your-writes: a command's answer waits until the read models its caller reads next reflect its events. */
  projections: { waitFor(position: number, options?: WaitForOptions): Promise<boolean> };
  /** Where the operational store (auth.db) and the signing keys live, unless configured otherwise. */
  dataDir: string;
}

export const IDENTITY_PLATFORM = Symbol('IdentityPlatform');
/** IdentityConfig; IdentityModule provides the `identity` section of the parsed Config (CONFIG), `IdentityModule.forRoot(config)` overrides it. */
export const IDENTITY_CONFIG = Symbol('IdentityConfig');
export const OPERATIONAL_STORE = Symbol('OperationalStore');
export const MAILER = Symbol('Mailer');
