import { parseApiConfig } from './parse-api-config';

const paths = { cwd: '/srv/app', repoRoot: '/repo' };

describe('parseApiConfig', () => {
  it('defaults to the embedded stores on port 3000 with ./data', () => {
    expect(parseApiConfig({}, paths)).toEqual({
      ok: true,
      config: {
        port: 3000,
        dataDir: '/srv/app/data',
        eventStore: { kind: 'sqlite' },
        readStore: { kind: 'sqlite' },
        nodeEnv: 'development',
        webDistDir: '/repo/dist/web',
        logLevel: 'info',
      },
    });
  });

  it('selects KurrentDB and MongoDB with their URLs', () => {
    const parsed = parseApiConfig(
      { EVENT_STORE: 'kurrentdb', KURRENTDB_URL: 'kurrentdb://localhost:2113?tls=false', READ_STORE: 'mongodb', MONGODB_URL: 'mongodb://localhost/receptionist' },
      paths,
    );
    expect(parsed.ok && parsed.config.eventStore).toEqual({ kind: 'kurrentdb', url: 'kurrentdb://localhost:2113?tls=false' });
    expect(parsed.ok && parsed.config.readStore).toEqual({ kind: 'mongodb', url: 'mongodb://localhost/receptionist' });
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
});
