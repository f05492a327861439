import { CONFIG, type Config } from '@receptionist/config';

export type { EventStoreKind, LogLevel, ProcessRole, ReadStoreKind, TrustProxy } from '@receptionist/config';

/** The API process's configuration: the one parsed Config (libs/platform/config), provided globally under API_CONFIG. */
export type ApiConfig = Config;

export const API_CONFIG = CONFIG;
