// The identity settings are parsed with every other variable in the one configuration parser (libs/platform/config).
export type { IdentityConfig, OneTimeTokenTtls, RateLimitPolicy, SlowDownPolicy } from '@receptionist/config';
