import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/**
 * The compose files as an attacker on the host's network would see them: no database reachable from outside, no
 * database without credentials, no insecure KurrentDB unless a developer asks for it on loopback.
 */
const repoRoot = join(__dirname, '../../..');
const DATABASES = ['kurrentdb', 'mongodb'];

interface Service {
  image?: string;
  command?: string | string[];
  environment?: Record<string, string | number | boolean | null> | string[];
  ports?: (string | { host_ip?: string; published?: string | number; target?: number })[];
  volumes?: unknown[];
}
interface ComposeFile {
  services: Record<string, Service>;
}

const read = (file: string) => readFileSync(join(repoRoot, file), 'utf8');
const compose = (file: string) => parse(read(file)) as ComposeFile;

function environment(service: Service): Record<string, string> {
  const env = service.environment ?? {};
  if (Array.isArray(env)) return Object.fromEntries(env.map((entry) => [entry.split('=')[0], entry.split('=').slice(1).join('=')]));
  return Object.fromEntries(Object.entries(env).map(([key, value]) => [key, String(value ?? '')]));
}

const commandLine = (service: Service) => (Array.isArray(service.command) ? service.command.join(' ') : (service.command ?? ''));

/** Every `${VAR}`, `${VAR:-x}`, `${VAR:?x}` in a compose file (`$${...}` is an escape and names no variable). */
function variablesUsed(text: string): string[] {
  return [...new Set([...text.matchAll(/(?<!\$)\$\{([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1]))].sort();
}

function variablesListed(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.match(/^\s*([A-Za-z_][A-Za-z0-9_]*)=/)?.[1])
    .filter((name): name is string => !!name);
}

describe('docker-compose.yml (production)', () => {
  const base = compose('docker-compose.yml');

  it('an attacker on the host network reaches no database: no database service publishes a port', () => {
    for (const name of DATABASES) {
      expect(base.services[name]).toBeDefined();
      expect({ service: name, ports: base.services[name].ports ?? [] }).toEqual({ service: name, ports: [] });
    }
  });

  it('an anonymous client cannot use MongoDB: it runs with --auth and a replica-set keyfile, root credentials from .env', () => {
    const mongodb = base.services['mongodb'];
    expect(commandLine(mongodb)).toMatch(/--auth\b/);
    expect(commandLine(mongodb)).toMatch(/--keyFile[ =]\S+/);
    const env = environment(mongodb);
    expect(env['MONGO_INITDB_ROOT_USERNAME']).toMatch(/^\$\{/);
    expect(env['MONGO_INITDB_ROOT_PASSWORD']).toMatch(/^\$\{MONGO_ROOT_PASSWORD:\?/);
  });

  it('an anonymous client cannot use KurrentDB: no insecure mode, TLS certificates and an admin password from .env', () => {
    const env = environment(base.services['kurrentdb']);
    for (const [key, value] of Object.entries(env)) {
      if (/INSECURE/i.test(key)) expect({ [key]: value }).toEqual({ [key]: 'false' });
    }
    expect(env['KURRENTDB_CERTIFICATE_FILE']).toBeTruthy();
    expect(env['KURRENTDB_CERTIFICATE_PRIVATE_KEY_FILE']).toBeTruthy();
    expect(env['KURRENTDB_TRUSTED_ROOT_CERTIFICATES_PATH']).toBeTruthy();
    expect(env['KURRENTDB_DEFAULT_ADMIN_PASSWORD']).toMatch(/^\$\{KURRENTDB_ADMIN_PASSWORD:\?/);
    expect(env['KURRENTDB_DEFAULT_OPS_PASSWORD']).toMatch(/^\$\{KURRENTDB_OPS_PASSWORD:\?/);
  });

  it('the app connects with credentials, KurrentDB over verified TLS', () => {
    const env = environment(base.services['app']);
    expect(env['KURRENTDB_URL']).toMatch(/^kurrentdb:\/\/admin:\$\{KURRENTDB_ADMIN_PASSWORD:\?[^}]*\}@kurrentdb:2113\?/);
    expect(env['KURRENTDB_URL']).toContain('tls=true');
    expect(env['KURRENTDB_URL']).toMatch(/tlsCAFile=\/\S+ca\.crt/);
    expect(env['KURRENTDB_URL']).not.toMatch(/tlsVerifyCert=false/);
    expect(env['MONGODB_URL']).toMatch(/^mongodb:\/\/\$\{MONGO_APP_USERNAME[^}]*\}:\$\{MONGO_APP_PASSWORD:\?[^}]*\}@mongodb:27017\//);
    expect(env['MONGODB_URL']).toContain('authSource=admin');
  });

  it('the certificates and the keyfile come from init services that finish before the databases start', () => {
    const dependsOn = (name: string) => (base.services[name] as { depends_on?: Record<string, { condition: string }> }).depends_on ?? {};
    expect(Object.values(dependsOn('kurrentdb')).map((dep) => dep.condition)).toContain('service_completed_successfully');
    expect(Object.values(dependsOn('mongodb')).map((dep) => dep.condition)).toContain('service_completed_successfully');
  });

  it('every ${VAR} it uses is listed in .env.example, and .env is never committed', () => {
    const listed = variablesListed(read('.env.example'));
    const used = [...new Set([...variablesUsed(read('docker-compose.yml')), ...variablesUsed(read('docker-compose.dev.yml'))])];
    expect(used.filter((name) => !listed.includes(name))).toEqual([]);
    expect(read('.gitignore').split('\n')).toContain('.env');
    expect(read('.dockerignore').split('\n')).toContain('.env');
  });
});

describe('docker-compose.dev.yml (explicit dev override)', () => {
  it('exists and publishes the databases on 127.0.0.1 only', () => {
    expect(existsSync(join(repoRoot, 'docker-compose.dev.yml'))).toBe(true);
    const dev = compose('docker-compose.dev.yml');
    const published = Object.entries(dev.services).flatMap(([name, service]) => (service.ports ?? []).map((port) => ({ name, port })));
    expect(published.map(({ name }) => name).sort()).toEqual(expect.arrayContaining(DATABASES));
    for (const { name, port } of published) {
      const hostIp = typeof port === 'string' ? (port.match(/^(\d+\.\d+\.\d+\.\d+|\[[^\]]+\]):/)?.[1] ?? null) : port.host_ip;
      expect({ service: name, hostIp }).toEqual({ service: name, hostIp: '127.0.0.1' });
    }
  });
});
