import type { IdentityConfig } from './identity-config';

export type EventStoreKind = 'sqlite' | 'kurrentdb';
export type ReadStoreKind = 'sqlite' | 'mongodb';
/**
 * What this process runs: `all` (the default, everything in one process), `api` (HTTP, GraphQL, Socket.IO; no
 * projectors) or `projector` (the projection engine and live-notification publishing; only /health is served).
 */
export type ProcessRole = 'all' | 'api' | 'projector';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
export type TrustProxy = false | number | string[];

/** The key sealing the secrets every instance shares (libs/platform/server-secrets). */
export interface SharedSecretsConfig {
  /** SECRETS_ENCRYPTION_KEY (base64, 32 bytes); null: DATA_DIR/secrets-encryption.key, generated once. */
  masterKey: string | null;
  /** Production warns when it runs on a generated key file. */
  production: boolean;
}

/** Public submissions allowed per client IP in each window. */
export interface LeadsConfig {
  submissionsPerIp: { limit: number; windowSeconds: number };
}

export interface CallsConfig {
  /** WEBHOOK_SECRET; null: imported from DATA_DIR/webhook-secret (generated) into the shared secret store. */
  webhookSecret: string | null;
  /** Dashboard test calls one user may record in any 60 s. */
  testCallsPerMinute: number;
}

export interface LiveConfig {
  /** How often every authenticated socket's right to the live channel is re-checked. */
  accessCheckIntervalMs: number;
  /** The least time between two updates of one projector an instance sends (0: no coalescing). */
  coalesceMs: number;
  /** The embedded live bus's fallback poll. */
  busPollMs: number;
  /** How long published notifications are kept on the bus. */
  busRetentionMs: number;
}

export interface NotificationsConfig {
  /** How often the alerts process manager's leader looks for new facts and due summaries; 0: only when asked (tests). */
  roundIntervalMs: number;
}

export interface RecordingsConfig {
  /**
   * S3_URL (`https://ACCESS_KEY:SECRET@host[:port]/bucket?region=…`, any S3-compatible service): recordings are kept
   * there; null: files under DATA_DIR/recordings.
   */
  s3Url: string | null;
  /** RECORDING_MAX_BYTES: the largest recording accepted, uploaded or fetched (default 25 MiB). */
  maxBytes: number;
  /** How often the recordings process manager's leader fetches, and deletes past retention; 0: only when asked (tests). */
  roundIntervalMs: number;
}

export interface WebhooksConfig {
  /**
   * WEBHOOKS_ALLOW_PRIVATE=true: outbound requests (webhook deliveries, recording fetches) may reach private, loopback
   * and link-local addresses. For development and tests only: refused when NODE_ENV=production.
   */
  allowPrivate: boolean;
  /** WEBHOOKS_RETRY_DELAYS_SECONDS: the wait after each failed attempt of one delivery (default WEBHOOK_RETRY_DELAYS_SECONDS). */
  retryDelaysSeconds: readonly number[];
  /** How often the webhooks process manager's leader looks for new facts and due attempts; 0: only when asked (tests). */
  roundIntervalMs: number;
}

/** Everything the API and the tools read from the environment, parsed and validated by parseConfig alone. */
export interface Config {
  port: number;
  role: ProcessRole;
  /** How long a projector's lease lasts unless its leader renews it; a standby takes over after it lapses. */
  leaseTtlMs: number;
  /** Absolute directory holding the embedded stores (events.db, read-models.db). */
  dataDir: string;
  eventStore: { kind: 'sqlite' } | { kind: 'kurrentdb'; url: string };
  /**
   * SQLite: `cacheMib` is the read store connection's page cache (READ_STORE_CACHE_MIB, default 16): the API's
   * queries hit a few hot index pages, and every MiB of it is resident memory once a long run has touched it.
   * `readWorkers` (READ_STORE_WORKERS, default 2): threads the API's find and count queries run in, so a long read
   * never holds the event loop; 0 runs them on the main thread.
   * MongoDB: `database` is the one named in the URL's path, `receptionist` when it names none.
   */
  readStore: { kind: 'sqlite'; cacheMib?: number; readWorkers?: number } | { kind: 'mongodb'; url: string; database: string };
  nodeEnv: 'development' | 'production' | 'test';
  /** Absolute directory of the built web app; served when it holds index.html. */
  webDistDir: string;
  logLevel: LogLevel;
  /**
   * Which reverse proxies may set X-Forwarded-For (Fastify's `trustProxy`): false (default, the TCP peer is the
   * client), a hop count, or the proxies' addresses/CIDR ranges. request.ip, and so every per-IP limit, follows it.
   */
  trustProxy?: TrustProxy;
  /** EVENT_LOOP_PROBE=ipc: a benchmark that forked this process reads its event-loop delay over IPC. */
  eventLoopProbe: boolean;
  identity: IdentityConfig;
  leads: LeadsConfig;
  calls: CallsConfig;
  live: LiveConfig;
  notifications: NotificationsConfig;
  recordings: RecordingsConfig;
  webhooks: WebhooksConfig;
  sharedSecrets: SharedSecretsConfig;
  /**
   * Set by main.ts (not from the environment): the projection engine starts once the HTTP server listens, so a store
   * far behind does not slow the server's start-up (its catch-up slices would share every start-up tick). Tests that
   * build the app without listening leave it unset: the engine starts when the app is initialised.
   */
  startProjectionsOnListen?: boolean;
}

/** The Nest token of the parsed Config (the API provides it globally; contexts inject their section). */
export const CONFIG = Symbol('Config');
