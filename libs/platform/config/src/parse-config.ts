import { isIP } from 'node:net';
import { resolve } from 'node:path';
import type { Config, EventStoreKind, SharedSecretsConfig, LogLevel, ProcessRole, ReadStoreKind, TrustProxy } from './config';
import { type Env, EnvReader } from './env-reader';
import type { IdentityConfig } from './identity-config';
import { WEBHOOK_RETRY_DELAYS_SECONDS } from '@receptionist/contracts';

export type ParsedConfig = { ok: true; config: Config } | { ok: false; problems: string[] };

/** `cwd` resolves DATA_DIR and WEB_DIST_DIR; `repoRoot` holds dist/web (defaults to `cwd`). */
export interface ConfigPaths {
  cwd: string;
  repoRoot?: string;
}

const NODE_ENVS = ['development', 'production', 'test'] as const;
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const EVENT_STORES: readonly EventStoreKind[] = ['sqlite', 'kurrentdb'];
const READ_STORES: readonly ReadStoreKind[] = ['sqlite', 'mongodb'];
const ROLES: readonly ProcessRole[] = ['all', 'api', 'projector'];
const KURRENTDB_SCHEMES = ['kurrentdb', 'esdb', 'kurrentdb+discover', 'esdb+discover'];
const MONGODB_SCHEMES = ['mongodb', 'mongodb+srv'];

/** The SQLite read store's page cache per process, in MiB (see Config.readStore). */
export const READ_STORE_CACHE_MIB = { fallback: 16, min: 2, max: 1024 } as const;

/** The production start-up refusal when mails would stay in the outbox. */
export const OUTBOX_REFUSED_IN_PRODUCTION =
  'SMTP_URL is required when NODE_ENV=production (or set MAIL_OUTBOX_ALLOWED=true to keep mails in the outbox, read with npm run mail:outbox)';

/**
 * The one place the environment is read: every variable of the API and the tools (README "Configuration"), validated,
 * collecting every problem rather than stopping at the first.
 */
export function parseConfig(env: Env, paths: ConfigPaths): ParsedConfig {
  const read = new EnvReader(env);
  const port = read.integer('PORT', { min: 1, max: 65535, fallback: 3000, message: 'an integer between 1 and 65535' });
  const leaseTtlMs = read.integer('LEASE_TTL_MS', { min: 1000, max: 300_000, fallback: 10_000, message: 'an integer between 1000 and 300000' });

  const eventStore: Config['eventStore'] =
    read.oneOf('EVENT_STORE', EVENT_STORES, 'sqlite') === 'kurrentdb'
      ? { kind: 'kurrentdb', url: read.url('KURRENTDB_URL', KURRENTDB_SCHEMES, 'EVENT_STORE=kurrentdb') }
      : { kind: 'sqlite' };
  const mongoUrl =
    read.oneOf('READ_STORE', READ_STORES, 'sqlite') === 'mongodb' ? read.url('MONGODB_URL', MONGODB_SCHEMES, 'READ_STORE=mongodb') : null;
  const readStore: Config['readStore'] =
    mongoUrl === null
      ? {
          kind: 'sqlite',
          cacheMib: readStoreCacheMib(read),
          readWorkers: read.integer('READ_STORE_WORKERS', { min: 0, max: 16, fallback: 2 }),
        }
      : { kind: 'mongodb', url: mongoUrl, database: mongoDatabaseName(mongoUrl) };

  // Production mail goes over SMTP: the outbox (whose links sign their reader in) only when explicitly allowed.
  const production = read.text('NODE_ENV') === 'production';
  const outboxAllowed = read.flag('MAIL_OUTBOX_ALLOWED');
  if (production && !read.text('SMTP_URL') && !outboxAllowed) read.problems.push(OUTBOX_REFUSED_IN_PRODUCTION);

  const dataDir = resolve(paths.cwd, read.text('DATA_DIR') ?? './data');
  const sharedSecrets = { masterKey: read.text('SECRETS_ENCRYPTION_KEY') ?? null, production };
  if (sharedSecrets.masterKey && Buffer.from(sharedSecrets.masterKey, 'base64').length !== 32) {
    read.problems.push('SECRETS_ENCRYPTION_KEY must be 32 bytes in base64 (openssl rand -base64 32)');
  }
  const config: Config = {
    ...trustProxySetting(read),
    port,
    role: read.oneOf('ROLE', ROLES, 'all'),
    leaseTtlMs,
    dataDir,
    eventStore,
    readStore,
    nodeEnv: read.oneOf('NODE_ENV', NODE_ENVS, 'development'),
    webDistDir: resolve(paths.cwd, read.text('WEB_DIST_DIR') ?? resolve(paths.repoRoot ?? paths.cwd, 'dist/web')),
    logLevel: read.oneOf('LOG_LEVEL', LOG_LEVELS, 'info'),
    eventLoopProbe: read.text('EVENT_LOOP_PROBE') === 'ipc',
    identity: identitySettings(read, { dataDir, production, outboxAllowed, sharedSecrets }),
    leads: {
      submissionsPerIp: {
        limit: read.integer('LEADS_SUBMISSIONS_PER_IP', { min: 1, fallback: 20, message: 'a positive integer' }),
        windowSeconds: read.integer('LEADS_SUBMISSIONS_WINDOW_SECONDS', { min: 1, fallback: 600, message: 'a positive integer' }),
      },
    },
    calls: {
      webhookSecret: read.text('WEBHOOK_SECRET') ?? null,
      testCallsPerMinute: read.integer('TEST_CALLS_PER_MINUTE', { min: 1, fallback: 10, message: 'a positive integer' }),
    },
    live: {
      accessCheckIntervalMs: read.integer('LIVE_ACCESS_CHECK_INTERVAL_MS', { min: 100, max: 5000, fallback: 2000 }),
      coalesceMs: read.integer('LIVE_UPDATE_COALESCE_MS', { min: 0, fallback: 20, message: 'an integer of at least 0 (milliseconds)' }),
      busPollMs: read.integer('LIVE_BUS_POLL_MS', { min: 1, fallback: 50, message: 'a positive integer (milliseconds)' }),
      busRetentionMs: read.integer('LIVE_BUS_RETENTION_MS', { min: 1, fallback: 60_000, message: 'a positive integer (milliseconds)' }),
    },
    notifications: {
      roundIntervalMs: read.integer('ALERTS_ROUND_INTERVAL_MS', { min: 0, fallback: 500, message: 'an integer of at least 0 (milliseconds)' }),
    },
    recordings: {
      s3Url: read.text('S3_URL') ? read.url('S3_URL', ['http', 'https'], 'recordings are kept in S3') : null,
      maxBytes: read.integer('RECORDING_MAX_BYTES', { min: 1024, max: 200 * 1024 * 1024, fallback: 25 * 1024 * 1024 }),
      roundIntervalMs: read.integer('RECORDINGS_ROUND_INTERVAL_MS', { min: 0, fallback: 1000, message: 'an integer of at least 0 (milliseconds)' }),
    },
    webhooks: webhooksSettings(read, production),
    sharedSecrets,
  };
  if (config.trustProxy === false) delete config.trustProxy;
  return read.problems.length ? { ok: false, problems: read.problems } : { ok: true, config };
}

/** The production start-up refusal of WEBHOOKS_ALLOW_PRIVATE. */
export const PRIVATE_WEBHOOKS_REFUSED_IN_PRODUCTION =
  'WEBHOOKS_ALLOW_PRIVATE=true is for development and tests only: it is refused when NODE_ENV=production';

function webhooksSettings(read: EnvReader, production: boolean): Config['webhooks'] {
  const allowPrivate = read.flag('WEBHOOKS_ALLOW_PRIVATE');
  if (allowPrivate && production) read.problems.push(PRIVATE_WEBHOOKS_REFUSED_IN_PRODUCTION);
  const delaysText = read.text('WEBHOOKS_RETRY_DELAYS_SECONDS');
  const delays = delaysText?.split(',').map((part) => part.trim());
  const valid = delays?.every((part) => /^\d{1,6}$/.test(part) && Number(part) >= 1) && delays.length <= 20;
  if (delaysText !== undefined && !valid) {
    read.problems.push(`WEBHOOKS_RETRY_DELAYS_SECONDS must be up to 20 comma-separated whole seconds, each at least 1 (got "${delaysText}")`);
  }
  return {
    allowPrivate,
    retryDelaysSeconds: delays && valid ? delays.map(Number) : WEBHOOK_RETRY_DELAYS_SECONDS,
    roundIntervalMs: read.integer('WEBHOOKS_ROUND_INTERVAL_MS', { min: 0, fallback: 500, message: 'an integer of at least 0 (milliseconds)' }),
  };
}

/** The MongoDB database named in the URL's path (`mongodb://host/receptionist?...`), `receptionist` when it names none. */
function mongoDatabaseName(url: string): string {
  const afterHosts = url.replace(/^[a-z+]+:\/\/[^/]*/i, '');
  const name = decodeURIComponent(afterHosts.replace(/^\//, '').split('?', 1)[0]);
  return name || 'receptionist';
}

/** Thrown by loadConfig: every problem, one line each. */
export class ConfigurationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }
}

/** parseConfig for callers that stop on a bad configuration (the tools): throws ConfigurationError. */
export function loadConfig(env: Env, paths: ConfigPaths): Config {
  const parsed = parseConfig(env, paths);
  if (!parsed.ok) throw new ConfigurationError(parsed.problems);
  return parsed.config;
}

function identitySettings(
  read: EnvReader,
  given: { dataDir: string; production: boolean; outboxAllowed: boolean; sharedSecrets: SharedSecretsConfig },
): IdentityConfig {
  const seconds = (name: string, fallback: number) => read.integer(name, { min: 1, fallback, message: 'a positive number of seconds' });
  const otpTtl = seconds('AUTH_OTP_TTL', 3600);
  const adminEmail = read.text('ADMIN_EMAIL');
  const adminPassword = read.raw('ADMIN_PASSWORD');
  return {
    dataDir: given.dataDir,
    siteUrl: (read.text('SITE_URL') ?? `http://localhost:${read.text('PORT') ?? '3000'}`).replace(/\/+$/, ''),
    accessTokenTtlSeconds: seconds('AUTH_ACCESS_TOKEN_TTL', 3600),
    sessionInactivityTimeoutSeconds: seconds('AUTH_SESSION_INACTIVITY_TIMEOUT', 7 * 24 * 3600),
    sessionMaxLifetimeSeconds: seconds('AUTH_SESSION_MAX_LIFETIME', 30 * 24 * 3600),
    refreshReuseGraceSeconds: seconds('AUTH_REFRESH_REUSE_GRACE', 10),
    oneTimeTokenTtlSeconds: otpTtl,
    oneTimeTokenTtls: {
      confirmation: seconds('AUTH_OTP_TTL_SIGNUP', otpTtl),
      recovery: seconds('AUTH_OTP_TTL_RECOVERY', Math.min(otpTtl, 900)),
      magiclink: seconds('AUTH_OTP_TTL_MAGICLINK', Math.min(otpTtl, 900)),
      email_change: seconds('AUTH_OTP_TTL_EMAIL_CHANGE', otpTtl),
      reauthentication: seconds('AUTH_OTP_TTL_REAUTHENTICATION', Math.min(otpTtl, 300)),
    },
    codeFailuresPerCode: 5,
    codeFailuresPerAddress: { freeFailures: 10, windowSeconds: 3600, baseDelaySeconds: 30, maxDelaySeconds: 900 },
    pendingSignUpsPerAddress: read.integer('AUTH_PENDING_SIGNUPS_PER_ADDRESS', { min: 1, fallback: 5, message: 'a positive whole number' }),
    mailsPerAddress: { limit: seconds('AUTH_MAILS_PER_ADDRESS_PER_HOUR', 5), windowSeconds: 3600 },
    signInFailuresPerAccount: { freeFailures: 10, windowSeconds: 900, baseDelaySeconds: 1, maxDelaySeconds: 60 },
    currentPasswordFailuresPerUser: { freeFailures: 5, windowSeconds: 900, baseDelaySeconds: 1, maxDelaySeconds: 60 },
    emailResendIntervalSeconds: seconds('AUTH_EMAIL_RESEND_INTERVAL', 60),
    autoConfirm: read.flag('AUTH_AUTOCONFIRM'),
    secureCookies: given.production,
    smtpUrl: read.text('SMTP_URL') ?? null,
    mailFrom: read.text('MAIL_FROM') ?? 'AI Receptionist <no-reply@localhost>',
    outbox: { allowed: !given.production || given.outboxAllowed, revealLinks: !given.production },
    mongoUrl: read.text('MONGODB_URL') ?? null,
    jwtKeys: read.text('AUTH_JWT_KEYS') ?? null,
    encryptionKey: read.text('AUTH_ENCRYPTION_KEY') ?? null,
    sharedSecrets: given.sharedSecrets,
    secretsReloadMs: read.integer('SECRETS_RELOAD_MS', { min: 1000, fallback: 30_000 }),
    bootstrapAdmin: adminEmail && adminPassword ? { email: adminEmail, password: adminPassword, promote: read.flag('ADMIN_PROMOTE') } : null,
    rateLimits: {
      perIp: { limit: seconds('AUTH_RATE_LIMIT_PER_IP', 60), windowSeconds: 300 },
      signInFailuresPerAccountAndIp: { limit: 5, windowSeconds: 900 },
      mfaFailuresPerFactor: { limit: 5, windowSeconds: 300 },
    },
  };
}

function readStoreCacheMib(read: EnvReader): number {
  const text = read.text('READ_STORE_CACHE_MIB') ?? String(READ_STORE_CACHE_MIB.fallback);
  const mib = Number(text);
  if (/^\d+$/.test(text) && mib >= READ_STORE_CACHE_MIB.min && mib <= READ_STORE_CACHE_MIB.max) return mib;
  read.problems.push(`READ_STORE_CACHE_MIB must be an integer from ${READ_STORE_CACHE_MIB.min} to ${READ_STORE_CACHE_MIB.max} (MiB; got "${text}")`);
  return READ_STORE_CACHE_MIB.fallback;
}

const TRUST_PROXY_HELP = 'a hop count (1-10) or a comma-separated list of proxy addresses/CIDR ranges, e.g. 10.0.0.0/8,192.168.1.5';

/** An address or a CIDR range (IPv4 /0-32, IPv6 /0-128). */
function isAddressOrRange(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** TRUST_PROXY: unset (or "false") trusts no proxy; a number trusts that many hops; otherwise a list of proxies. */
function trustProxySetting(read: EnvReader): { trustProxy: TrustProxy } {
  const raw = read.text('TRUST_PROXY');
  if (raw === undefined || raw.toLowerCase() === 'false' || raw === '0') return { trustProxy: false };
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops >= 1 && hops <= 10) return { trustProxy: hops };
    read.problems.push(`TRUST_PROXY must be ${TRUST_PROXY_HELP} (got "${raw}")`);
    return { trustProxy: false };
  }
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.filter((entry) => !isAddressOrRange(entry));
  if (entries.length === 0 || invalid.length > 0) {
    read.problems.push(`TRUST_PROXY must be ${TRUST_PROXY_HELP} (got "${raw}")`);
    return { trustProxy: false };
  }
  return { trustProxy: entries };
}
