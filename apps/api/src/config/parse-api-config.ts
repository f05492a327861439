import { isIP } from 'node:net';
import { resolve } from 'node:path';
import type { ApiConfig, EventStoreKind, LogLevel, ProcessRole, ReadStoreKind, TrustProxy } from './api-config';

type Env = Record<string, string | undefined>;
export type ParsedConfig = { ok: true; config: ApiConfig } | { ok: false; problems: string[] };

const NODE_ENVS = ['development', 'production', 'test'] as const;
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const EVENT_STORES: readonly EventStoreKind[] = ['sqlite', 'kurrentdb'];
const READ_STORES: readonly ReadStoreKind[] = ['sqlite', 'mongodb'];
const ROLES: readonly ProcessRole[] = ['all', 'api', 'projector'];
const LEASE_TTL_RANGE_MS = { min: 1000, max: 300_000, fallback: 10_000 };

/** Reads the API's configuration from environment variables, collecting every problem rather than stopping at the first. */
export function parseApiConfig(env: Env, paths: { cwd: string; repoRoot: string }): ParsedConfig {
  const problems: string[] = [];
  const value = (name: string) => (env[name]?.trim() ? env[name].trim() : undefined);

  function oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const raw = value(name) ?? fallback;
    if (allowed.includes(raw as T)) return raw as T;
    problems.push(`${name} must be one of ${allowed.join(', ')} (got "${raw}")`);
    return fallback;
  }

  function requiredUrl(name: string, schemes: readonly string[], neededBecause: string): string {
    const raw = value(name);
    if (!raw) {
      problems.push(`${name} is required when ${neededBecause}`);
      return '';
    }
    if (!schemes.some((scheme) => raw.startsWith(`${scheme}://`))) {
      problems.push(`${name} must start with ${schemes.map((scheme) => `${scheme}://`).join(' or ')} (got "${raw}")`);
    }
    return raw;
  }

  const rawPort = value('PORT') ?? '3000';
  const port = Number(rawPort);
  if (!/^\d+$/.test(rawPort) || port < 1 || port > 65535) {
    problems.push(`PORT must be an integer between 1 and 65535 (got "${rawPort}")`);
  }

  const rawLeaseTtl = value('LEASE_TTL_MS') ?? String(LEASE_TTL_RANGE_MS.fallback);
  const leaseTtlMs = Number(rawLeaseTtl);
  if (!/^\d+$/.test(rawLeaseTtl) || leaseTtlMs < LEASE_TTL_RANGE_MS.min || leaseTtlMs > LEASE_TTL_RANGE_MS.max) {
    problems.push(`LEASE_TTL_MS must be an integer between ${LEASE_TTL_RANGE_MS.min} and ${LEASE_TTL_RANGE_MS.max} (got "${rawLeaseTtl}")`);
  }

  const eventStoreKind = oneOf('EVENT_STORE', EVENT_STORES, 'sqlite');
  const eventStore: ApiConfig['eventStore'] =
    eventStoreKind === 'kurrentdb'
      ? { kind: 'kurrentdb', url: requiredUrl('KURRENTDB_URL', ['kurrentdb', 'esdb', 'kurrentdb+discover', 'esdb+discover'], 'EVENT_STORE=kurrentdb') }
      : { kind: 'sqlite' };

  const readStoreKind = oneOf('READ_STORE', READ_STORES, 'sqlite');
  const readStore: ApiConfig['readStore'] =
    readStoreKind === 'mongodb'
      ? { kind: 'mongodb', url: requiredUrl('MONGODB_URL', ['mongodb', 'mongodb+srv'], 'READ_STORE=mongodb') }
      : { kind: 'sqlite', cacheMib: readStoreCacheMib(value('READ_STORE_CACHE_MIB'), problems) };

  // Production mail goes over SMTP: the outbox (whose links sign their reader in) only when explicitly allowed.
  if (value('NODE_ENV') === 'production' && !value('SMTP_URL') && value('MAIL_OUTBOX_ALLOWED') !== 'true') {
    problems.push('SMTP_URL is required when NODE_ENV=production (or set MAIL_OUTBOX_ALLOWED=true to keep mails in the outbox, read with npm run mail:outbox)');
  }

  const config: ApiConfig = {
    ...trustProxySetting(value('TRUST_PROXY'), problems),
    port,
    role: oneOf('ROLE', ROLES, 'all'),
    leaseTtlMs,
    dataDir: resolve(paths.cwd, value('DATA_DIR') ?? './data'),
    eventStore,
    readStore,
    nodeEnv: oneOf('NODE_ENV', NODE_ENVS, 'development'),
    webDistDir: resolve(paths.cwd, value('WEB_DIST_DIR') ?? resolve(paths.repoRoot, 'dist/web')),
    logLevel: oneOf('LOG_LEVEL', LOG_LEVELS, 'info'),
  };
  if (config.trustProxy === false) delete config.trustProxy;
  return problems.length ? { ok: false, problems } : { ok: true, config };
}

/** The SQLite read store's page cache per process, in MiB (see ApiConfig.readStore). */
export const READ_STORE_CACHE_MIB = { fallback: 16, min: 2, max: 1024 } as const;

function readStoreCacheMib(raw: string | undefined, problems: string[]): number {
  const text = raw ?? String(READ_STORE_CACHE_MIB.fallback);
  const mib = Number(text);
  if (/^\d+$/.test(text) && mib >= READ_STORE_CACHE_MIB.min && mib <= READ_STORE_CACHE_MIB.max) return mib;
  problems.push(`READ_STORE_CACHE_MIB must be an integer from ${READ_STORE_CACHE_MIB.min} to ${READ_STORE_CACHE_MIB.max} (MiB; got "${text}")`);
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
function trustProxySetting(raw: string | undefined, problems: string[]): { trustProxy: TrustProxy } {
  if (raw === undefined || raw.toLowerCase() === 'false' || raw === '0') return { trustProxy: false };
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops >= 1 && hops <= 10) return { trustProxy: hops };
    problems.push(`TRUST_PROXY must be ${TRUST_PROXY_HELP} (got "${raw}")`);
    return { trustProxy: false };
  }
  const entries = raw.split(',').map((entry) => entry.trim()).filter(Boolean);
  const invalid = entries.filter((entry) => !isAddressOrRange(entry));
  if (entries.length === 0 || invalid.length > 0) {
    problems.push(`TRUST_PROXY must be ${TRUST_PROXY_HELP} (got "${raw}")`);
    return { trustProxy: false };
  }
  return { trustProxy: entries };
}
