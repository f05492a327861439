export {
  CONFIG,
  type CallsConfig,
  type Config,
  type EventStoreKind,
  type LeadsConfig,
  type LiveConfig,
  type LogLevel,
  type ProcessRole,
  type ReadStoreKind,
  type RecordingsConfig,
  type WebhooksConfig,
  type SharedSecretsConfig,
  type TrustProxy,
} from './config';
export type { Env } from './env-reader';
export type { IdentityConfig, OneTimeTokenTtls, RateLimitPolicy, SlowDownPolicy } from './identity-config';
export {
  ConfigurationError,
  type ConfigPaths,
  loadConfig,
  OUTBOX_REFUSED_IN_PRODUCTION,
  PRIVATE_WEBHOOKS_REFUSED_IN_PRODUCTION,
  type ParsedConfig,
  parseConfig,
  READ_STORE_CACHE_MIB,
} from './parse-config';
