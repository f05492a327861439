import { parseApiConfig } from './parse-api-config';

const paths = { cwd: '/srv/app', repoRoot: '/repo' };

describe('parseApiConfig', () => {
  it('defaults to the embedded stores on port 3000 with ./data', () => {
    expect(parseApiConfig({}, paths)).toEqual({
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

  it('sizes the SQLite read store page cache: 16 MiB by default, READ_STORE_CACHE_MIB from 2 to 1024', () => {
    expect(parseApiConfig({ READ_STORE_CACHE_MIB: '64' }, paths)).toMatchObject({ ok: true, config: { readStore: { kind: 'sqlite', cacheMib: 64 } } });
    expect(parseApiConfig({ READ_STORE_CACHE_MIB: '1' }, paths)).toEqual({ ok: false, problems: ['READ_STORE_CACHE_MIB must be an integer from 2 to 1024 (MiB; got "1")'] });
    expect(parseApiConfig({ READ_STORE_CACHE_MIB: 'lots' }, paths)).toMatchObject({ ok: false });
  });

  it('selects KurrentDB and MongoDB with their URLs', () => {
    const parsed = parseApiConfig(
      { EVENT_STORE: 'kurrentdb', KURRENTDB_URL: 'kurrentdb://localhost:2113?tls=false', READ_STORE: 'mongodb', MONGODB_URL: 'mongodb://localhost/receptionist' },
      paths,
    );
    expect(parsed.ok && parsed.config.eventStore).toEqual({ kind: 'kurrentdb', url: 'kurrentdb://localhost:2113?tls=false' });
    expect(parsed.ok && parsed.config.readStore).toEqual({ kind: 'mongodb', url: 'mongodb://localhost/receptionist' });
  });

  it('selects the process role and the lease duration', () => {
    const parsed = parseApiConfig({ ROLE: 'projector', LEASE_TTL_MS: '3000' }, paths);
    expect(parsed.ok && [parsed.config.role, parsed.config.leaseTtlMs]).toEqual(['projector', 3000]);
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
      parseApiConfig({ PORT: '80a', EVENT_STORE: 'kurrentdb', READ_STORE: 'mongodb', MONGODB_URL: 'http://x', LOG_LEVEL: 'loud', NODE_ENV: 'prod' }, paths),
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
});
