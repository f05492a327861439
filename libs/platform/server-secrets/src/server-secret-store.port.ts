/** A stored secret and its version (1 when created, +1 per replacement): replacements compare and set on it. */
export interface VersionedSecret {
  value: string;
  version: number;
}

/**
 * Named server secrets every instance shares (JWT signing keys, the sealing key, the webhook secret), kept in the
 * shared operational store. Adapters store what they are given; `SealedSecrets` encrypts values before they get here.
 */
export interface ServerSecretStore {
  read(name: string): Promise<VersionedSecret | null>;
  /** Stores `value` unless the name exists; returns what is stored afterwards (the first writer wins). */
  create(name: string, value: string): Promise<VersionedSecret>;
  /** Replaces the value if its version is still `expectedVersion`; false when another writer came first. */
  replace(name: string, expectedVersion: number, value: string): Promise<boolean>;
  close(): Promise<void>;
}
