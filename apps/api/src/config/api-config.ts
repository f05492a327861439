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
}

export const API_CONFIG = Symbol('ApiConfig');
