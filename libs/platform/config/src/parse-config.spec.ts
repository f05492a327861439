import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WEBHOOK_RETRY_DELAYS_SECONDS } from '@receptionist/contracts';
import type { Env } from './env-reader';
import { parseConfig as parseApiConfig, PRIVATE_WEBHOOKS_REFUSED_IN_PRODUCTION } from './parse-config';

const paths = { cwd: '/srv/app', repoRoot: '/repo' };

/** The configuration parsed from `env`; a failure lists the problems. */
function configOf(env: Env) {
  const parsed = parseApiConfig(env, paths);
  if (!parsed.ok) throw new Error(parsed.problems.join('; '));
  return parsed.config;
}

describe('parseConfig', () => {
  it('defaults to the embedded stores on port 3000 with ./data', () => {
    expect(parseApiConfig({}, paths)).toMatchObject({
      ok: true,
      config: {
        port: 3000,
        role: 'all',
        leaseTtlMs: 10_000,
        dataDir: '/srv/app/data',
        eventStore: { kind: 'sqlite' },
        readStore: { kind: 'sqlite', cacheMib: 16 },
        nodeEnv: 'development',
        webDistDir: '/repo/dist/web',
        logLevel: 'info',
      },
    });
  });

  it('runs the read queries in 2 worker threads by default, READ_STORE_WORKERS from 0 (the main thread) to 16', () => {
    expect(parseApiConfig({}, paths)).toMatchObject({ ok: true, config: { readStore: { kind: 'sqlite', readWorkers: 2 } } });
    expect(parseApiConfig({ READ_STORE_WORKERS: '0' }, paths)).toMatchObject({ ok: true, config: { readStore: { readWorkers: 0 } } });
    expect(parseApiConfig({ READ_STORE_WORKERS: '17' }, paths)).toEqual({
      ok: false,
      problems: ['READ_STORE_WORKERS must be an integer from 0 to 16 (got "17")'],
    });
  });

  it('sizes the SQLite read store page cache: 16 MiB by default, READ_STORE_CACHE_MIB from 2 to 1024', () => {
    expect(parseApiConfig({ READ_STORE_CACHE_MIB: '64' }, paths)).toMatchObject({
      ok: true,
      config: { readStore: { kind: 'sqlite', cacheMib: 64 } },
    });
    expect(parseApiConfig({ READ_STORE_CACHE_MIB: '1' }, paths)).toEqual({
      ok: false,
      problems: ['READ_STORE_CACHE_MIB must be an integer from 2 to 1024 (MiB; got "1")'],
    });
    expect(parseApiConfig({ READ_STORE_CACHE_MIB: 'lots' }, paths)).toMatchObject({ ok: false });
  });

  it('selects KurrentDB and MongoDB with their URLs', () => {
    const kurrentUrl = 'kurrentdb://localhost:2113?tls=false';
    const mongoUrl = 'mongodb://localhost/receptionist';
    const { eventStore, readStore } = configOf({ EVENT_STORE: 'kurrentdb', KURRENTDB_URL: kurrentUrl, READ_STORE: 'mongodb', MONGODB_URL: mongoUrl });
    expect(eventStore).toEqual({ kind: 'kurrentdb', url: kurrentUrl });
    expect(readStore).toEqual({ kind: 'mongodb', url: mongoUrl, database: 'receptionist' });
  });

  it('selects the process role and the lease duration', () => {
    const { role, leaseTtlMs } = configOf({ ROLE: 'projector', LEASE_TTL_MS: '3000' });
    expect([role, leaseTtlMs]).toEqual(['projector', 3000]);
    expect(parseApiConfig({ ROLE: 'api' }, paths)).toMatchObject({ ok: true, config: { role: 'api', leaseTtlMs: 10_000 } });
  });

  it('rejects an unknown role and a lease duration out of range', () => {
    expect(parseApiConfig({ ROLE: 'worker', LEASE_TTL_MS: '50' }, paths)).toEqual({
      ok: false,
      problems: ['LEASE_TTL_MS must be an integer between 1000 and 300000 (got "50")', 'ROLE must be one of all, api, projector (got "worker")'],
    });
  });

  it('reports every problem, one line each', () => {
    expect(
      parseApiConfig(
        { PORT: '80a', EVENT_STORE: 'kurrentdb', READ_STORE: 'mongodb', MONGODB_URL: 'http://x', LOG_LEVEL: 'loud', NODE_ENV: 'prod' },
        paths,
      ),
    ).toEqual({
      ok: false,
      problems: [
        'PORT must be an integer between 1 and 65535 (got "80a")',
        'KURRENTDB_URL is required when EVENT_STORE=kurrentdb',
        'MONGODB_URL must start with mongodb:// or mongodb+srv:// (got "http://x")',
        'NODE_ENV must be one of development, production, test (got "prod")',
        'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
      ],
    });
  });

  it('rejects an unknown store kind', () => {
    expect(parseApiConfig({ EVENT_STORE: 'postgres' }, paths)).toEqual({
      ok: false,
      problems: ['EVENT_STORE must be one of sqlite, kurrentdb (got "postgres")'],
    });
  });

  describe('TRUST_PROXY', () => {
    const trustProxy = (value: string | undefined) => {
      const parsed = parseApiConfig({ TRUST_PROXY: value }, paths);
      return parsed.ok ? parsed.config.trustProxy : parsed.problems;
    };

    it('trusts no proxy by default (X-Forwarded-For is ignored)', () => {
      expect(trustProxy(undefined)).toBeUndefined();
      expect(trustProxy('false')).toBeUndefined();
      expect(trustProxy('0')).toBeUndefined();
    });

    it('accepts a hop count or a list of proxy addresses and CIDR ranges', () => {
      expect(trustProxy('1')).toBe(1);
      expect(trustProxy(' 10.0.0.0/8, 192.168.1.5 ,fd00::/8,::1 ')).toEqual(['10.0.0.0/8', '192.168.1.5', 'fd00::/8', '::1']);
    });

    it.each(['true', 'yes', '11', '10.0.0.0/33', '10.0.0/8', 'fd00::/129', 'proxy.local', '10.0.0.1/8/9', ','])('refuses %s', (value) => {
      expect(trustProxy(value)).toEqual([expect.stringMatching(/^TRUST_PROXY must be a hop count .* \(got ".*"\)$/)]);
    });
  });

  it.each([
    ['mongodb://mongodb:27017/receptionist?replicaSet=rs0&directConnection=true', 'receptionist'],
    ['mongodb://a:1,b:2/analytics', 'analytics'],
    ['mongodb+srv://user:p%2Fw@cluster.example.net/prod-db?retryWrites=true', 'prod-db'],
    ['mongodb://localhost:27017', 'receptionist'],
    ['mongodb://localhost:27017/?replicaSet=rs0', 'receptionist'],
  ])('reads MONGODB_URL %s as database %s', (url, database) => {
    expect(parseApiConfig({ READ_STORE: 'mongodb', MONGODB_URL: url }, paths)).toMatchObject({ ok: true, config: { readStore: { database } } });
  });

  it('gives every context its section with the documented defaults', () => {
    const { identity, leads, calls, live, sharedSecrets, eventLoopProbe } = configOf({});
    expect(leads).toEqual({ submissionsPerIp: { limit: 20, windowSeconds: 600 } });
    expect(calls).toEqual({ webhookSecret: null, testCallsPerMinute: 10 });
    expect(live).toEqual({ accessCheckIntervalMs: 2000, coalesceMs: 20, busPollMs: 50, busRetentionMs: 60_000 });
    expect(sharedSecrets).toEqual({ masterKey: null, production: false });
    expect(eventLoopProbe).toBe(false);
    expect(identity).toMatchObject({
      dataDir: '/srv/app/data',
      siteUrl: 'http://localhost:3000',
      accessTokenTtlSeconds: 3600,
      oneTimeTokenTtls: { confirmation: 3600, recovery: 900, magiclink: 900, email_change: 3600, reauthentication: 300 },
      mailsPerAddress: { limit: 5, windowSeconds: 3600 },
      outbox: { allowed: true, revealLinks: true },
      secretsReloadMs: 30_000,
      bootstrapAdmin: null,
      secureCookies: false,
    });
  });

  it('reads the sections from their variables', () => {
    const { identity, leads, calls, live, eventLoopProbe } = configOf({
      PORT: '4000',
      LEADS_SUBMISSIONS_PER_IP: '1000',
      LEADS_SUBMISSIONS_WINDOW_SECONDS: '60',
      TEST_CALLS_PER_MINUTE: '3',
      WEBHOOK_SECRET: ' s3cret ',
      LIVE_ACCESS_CHECK_INTERVAL_MS: '100',
      LIVE_UPDATE_COALESCE_MS: '0',
      AUTH_OTP_TTL: '600',
      ADMIN_EMAIL: ' boss@example.com ',
      ADMIN_PASSWORD: ' pass word ',
      ADMIN_PROMOTE: 'true',
      SECRETS_RELOAD_MS: '1000',
      EVENT_LOOP_PROBE: 'ipc',
    });
    expect(leads.submissionsPerIp).toEqual({ limit: 1000, windowSeconds: 60 });
    expect(calls).toEqual({ webhookSecret: 's3cret', testCallsPerMinute: 3 });
    expect([live.accessCheckIntervalMs, live.coalesceMs]).toEqual([100, 0]);
    expect(identity.siteUrl).toBe('http://localhost:4000');
    expect(identity.oneTimeTokenTtls).toEqual({ confirmation: 600, recovery: 600, magiclink: 600, email_change: 600, reauthentication: 300 });
    expect(identity.bootstrapAdmin).toEqual({ email: 'boss@example.com', password: ' pass word ', promote: true });
    expect(identity.secretsReloadMs).toBe(1000);
    expect(eventLoopProbe).toBe(true);
  });

  it('lets outbound requests reach private addresses only outside production, and reads the retry delays', () => {
    expect(parseApiConfig({}, paths)).toMatchObject({
      config: { webhooks: { allowPrivate: false, retryDelaysSeconds: WEBHOOK_RETRY_DELAYS_SECONDS } },
    });
    expect(parseApiConfig({ WEBHOOKS_ALLOW_PRIVATE: 'true', WEBHOOKS_RETRY_DELAYS_SECONDS: '1, 2' }, paths)).toMatchObject({
      config: { webhooks: { allowPrivate: true, retryDelaysSeconds: [1, 2] } },
    });
    expect(parseApiConfig({ WEBHOOKS_ALLOW_PRIVATE: 'true', NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25' }, paths)).toEqual({
      ok: false,
      problems: [PRIVATE_WEBHOOKS_REFUSED_IN_PRODUCTION],
    });
    expect(parseApiConfig({ WEBHOOKS_RETRY_DELAYS_SECONDS: '1,0,x' }, paths)).toMatchObject({
      ok: false,
      problems: [expect.stringMatching(/^WEBHOOKS_RETRY_DELAYS_SECONDS must be up to 20 comma-separated whole seconds/)],
    });
  });

  it('maps production mail: SMTP, or the outbox only with MAIL_OUTBOX_ALLOWED=true and without links in logs', () => {
    expect(parseApiConfig({ NODE_ENV: 'production', MAIL_OUTBOX_ALLOWED: 'yes' }, paths)).toMatchObject({
      ok: false,
      problems: [expect.stringMatching(/^SMTP_URL is required when NODE_ENV=production/)],
    });
    expect(parseApiConfig({ NODE_ENV: 'production', MAIL_OUTBOX_ALLOWED: 'true' }, paths)).toMatchObject({
      ok: true,
      config: { identity: { outbox: { allowed: true, revealLinks: false }, secureCookies: true }, sharedSecrets: { production: true } },
    });
    expect(parseApiConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25' }, paths)).toMatchObject({
      ok: true,
      config: { identity: { smtpUrl: 'smtp://mail:25' } },
    });
  });

  it('collects the problems of every section at once, one line each, instead of stopping at the first', () => {
    expect(
      parseApiConfig(
        {
          LEADS_SUBMISSIONS_PER_IP: 'lots',
          LEADS_SUBMISSIONS_WINDOW_SECONDS: '0',
          AUTH_OTP_TTL: 'soon',
          AUTH_PENDING_SIGNUPS_PER_ADDRESS: '-1',
          TEST_CALLS_PER_MINUTE: '0',
          LIVE_ACCESS_CHECK_INTERVAL_MS: '50',
          LIVE_UPDATE_COALESCE_MS: 'fast',
          SECRETS_RELOAD_MS: '10',
          SECRETS_ENCRYPTION_KEY: 'c2hvcnQ=',
        },
        paths,
      ),
    ).toEqual({
      ok: false,
      problems: [
        'SECRETS_ENCRYPTION_KEY must be 32 bytes in base64 (openssl rand -base64 32)',
        'AUTH_OTP_TTL must be a positive number of seconds (got "soon")',
        'AUTH_PENDING_SIGNUPS_PER_ADDRESS must be a positive whole number (got "-1")',
        'SECRETS_RELOAD_MS must be an integer of at least 1000 (got "10")',
        'LEADS_SUBMISSIONS_PER_IP must be a positive integer (got "lots")',
        'LEADS_SUBMISSIONS_WINDOW_SECONDS must be a positive integer (got "0")',
        'TEST_CALLS_PER_MINUTE must be a positive integer (got "0")',
        'LIVE_ACCESS_CHECK_INTERVAL_MS must be an integer from 100 to 5000 (got "50")',
        'LIVE_UPDATE_COALESCE_MS must be an integer of at least 0 (milliseconds) (got "fast")',
      ],
    });
  });

  describe("the README's configuration table", () => {
    /** Every variable name the parser reads, with every conditional branch taken. */
    function variablesRead(): Set<string> {
      const names = new Set<string>();
      const everything = { EVENT_STORE: 'kurrentdb', READ_STORE: 'mongodb', ADMIN_EMAIL: 'a@b.c', ADMIN_PASSWORD: 'x', NODE_ENV: 'production' };
      const env = new Proxy(everything as Record<string, string | undefined>, {
        get: (target, name) => {
          if (typeof name === 'string') names.add(name);
          return target[name as string];
        },
      });
      parseApiConfig(env, paths);
      parseApiConfig(new Proxy({}, { get: (_, name) => void (typeof name === 'string' && names.add(name)) }), paths);
      return names;
    }

    /** The backticked upper-case names in the first column of the README's Configuration table. */
    function variablesDocumented(): Set<string> {
      const readme = readFileSync(join(__dirname, '../../../../README.md'), 'utf8');
      const section = readme.slice(readme.indexOf('## Configuration'));
      const rows = section
        .slice(0, section.indexOf('\n## '))
        .split('\n')
        .filter((line) => line.startsWith('| `'));
      return new Set(rows.flatMap((row) => [...row.split('|')[1].matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1])));
    }

    /** Read by Node itself, not by the application: documented, never parsed. */
    const NODE_OWN = ['NODE_OPTIONS', 'NODE_COMPILE_CACHE'];

    it('documents every variable the parser reads, and nothing it does not', () => {
      const read = [...variablesRead()].sort();
      const documented = [...variablesDocumented()].filter((name) => !NODE_OWN.includes(name)).sort();
      expect(documented).toEqual(read);
    });
  });
});
