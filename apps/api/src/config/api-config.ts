export type EventStoreKind = 'sqlite' | 'kurrentdb';
export type ReadStoreKind = 'sqlite' | 'mongodb';
/**
 * What this process runs: `all` (the default, everything in one process), `api` (HTTP, GraphQL, Socket.IO; no
 * projectors) or `projector` (the projection engine and live-notification publishing; only /health is served).
 */
export type ProcessRole = 'all' | 'api' | 'projector';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface ApiConfig {
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
   */
  readStore: { kind: 'sqlite'; cacheMib?: number } | { kind: 'mongodb'; url: string };
  nodeEnv: 'development' | 'production' | 'test';
  /** Absolute directory of the built web app; served when it holds index.html. */
  webDistDir: string;
  logLevel: LogLevel;
  /**
   * Which reverse proxies may set X-Forwarded-For (Fastify's `trustProxy`): false (default, the TCP peer is the
   * client), a hop count, or the proxies' addresses/CIDR ranges. request.ip, and so every per-IP limit, follows it.
   */
  trustProxy?: TrustProxy;
  /**
   * Set by main.ts (not from the environment): the projection engine starts once the HTTP server listens, so a store
   * far behind does not slow the server's start-up (its catch-up slices would share every start-up tick). Tests that
   * build the app without listening leave it unset: the engine starts when the app is initialised.
   */
  startProjectionsOnListen?: boolean;
}

export type TrustProxy = false | number | string[];

export const API_CONFIG = Symbol('ApiConfig');
