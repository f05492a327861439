export type EventStoreKind = 'sqlite' | 'kurrentdb';
export type ReadStoreKind = 'sqlite' | 'mongodb';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface ApiConfig {
  port: number;
  /** Absolute directory holding the embedded stores (events.db, read-models.db). */
  dataDir: string;
  eventStore: { kind: 'sqlite' } | { kind: 'kurrentdb'; url: string };
  readStore: { kind: 'sqlite' } | { kind: 'mongodb'; url: string };
  nodeEnv: 'development' | 'production' | 'test';
  /** Absolute directory of the built web app; served when it holds index.html. */
  webDistDir: string;
  logLevel: LogLevel;
  /**
   * Which reverse proxies may set X-Forwarded-For (Fastify's `trustProxy`): false (default, the TCP peer is the
   * client), a hop count, or the proxies' addresses/CIDR ranges. request.ip, and so every per-IP limit, follows it.
   */
  trustProxy?: TrustProxy;
}

export type TrustProxy = false | number | string[];

export const API_CONFIG = Symbol('ApiConfig');
