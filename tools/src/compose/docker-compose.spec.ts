import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/**
 * The compose files as an attacker on the host's network would see them: no database reachable from outside, no
 * database without credentials, no insecure KurrentDB unless a developer asks for it on loopback.
 */
const repoRoot = join(__dirname, '../../..');
const DATABASES = ['kurrentdb', 'mongodb'];
const APP_SERVICES = ['api', 'projector'];

interface Service {
  image?: string;
  healthcheck?: { test?: unknown };
  depends_on?: Record<string, { condition: string }>;
  deploy?: { replicas?: number };
  networks?: string[] | Record<string, { ipv4_address?: string } | null>;
  command?: string | string[];
  environment?: Record<string, string | number | boolean | null> | string[];
  ports?: (string | { host_ip?: string; published?: string | number; target?: number })[];
  volumes?: unknown[];
}
interface ComposeFile {
  services: Record<string, Service>;
  networks?: Record<string, { internal?: boolean; ipam?: { config?: { subnet?: string }[] } } | null>;
}

const read = (file: string) => readFileSync(join(repoRoot, file), 'utf8');
// Docker Compose resolves `<<:` merge keys (the shared x-app and x-mongodb-member blocks); so does this parse.
const compose = (file: string) => parse(read(file), { merge: true }) as ComposeFile;
const networksOf = (service: Service) => (Array.isArray(service.networks) ? service.networks : Object.keys(service.networks ?? {}));

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

  it('the api replicas start with the V8 options of apps/api/node-options.json (a small young generation keeps the resident memory down)', () => {
    const { nodeOptions } = JSON.parse(read('apps/api/node-options.json')) as { nodeOptions: string[] };
    expect(nodeOptions).toContain('--max-semi-space-size=4');
    expect(environment(base.services['api']).NODE_OPTIONS).toBe(nodeOptions.join(' '));
    expect(read('tools/scripts/start.mjs')).toContain('apps/api/node-options.json');
  });

  it('an attacker on the host network reaches no database: no service publishes a port but the proxy', () => {
    for (const name of DATABASES) expect(base.services[name]).toBeDefined();
    const published = Object.entries(base.services).filter(([, service]) => (service.ports ?? []).length > 0);
    expect(published.map(([name]) => name)).toEqual(['proxy']);
  });

  it('the databases sit on internal networks only (no way in from the host, no way out to the internet)', () => {
    const databases = Object.keys(base.services).filter((name) => /^(kurrentdb|mongodb(-\d+)?)$/.test(name));
    expect(databases.length).toBeGreaterThanOrEqual(3);
    for (const name of databases) {
      const networks = networksOf(base.services[name]);
      expect({ service: name, networks: networks.length > 0 }).toEqual({ service: name, networks: true });
      for (const network of networks)
        expect({ service: name, network, internal: base.networks?.[network]?.internal }).toEqual({ service: name, network, internal: true });
    }
  });

  it('an anonymous client cannot use MongoDB: every member runs with --auth and the replica-set keyfile, root credentials from .env', () => {
    const members = Object.entries(base.services).filter(
      ([, service]) => service.image?.startsWith('mongo:') && /\bmongod\b/.test(commandLine(service)),
    );
    expect(members.map(([name]) => name).sort()).toEqual(['mongodb', 'mongodb-2', 'mongodb-3']);
    for (const [, member] of members) {
      expect(commandLine(member)).toMatch(/--auth\b/);
      expect(commandLine(member)).toMatch(/--keyFile[ =]\S+/);
      expect(commandLine(member)).toMatch(/--replSet[ =]rs0\b/);
    }
    const mongodb = base.services['mongodb'];
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

  it.each(APP_SERVICES)('%s connects with credentials, KurrentDB over verified TLS, MongoDB to the whole replica set', (name) => {
    const env = environment(base.services[name]);
    expect(env['KURRENTDB_URL']).toMatch(/^kurrentdb:\/\/admin:\$\{KURRENTDB_ADMIN_PASSWORD:\?[^}]*\}@kurrentdb:2113\?/);
    expect(env['KURRENTDB_URL']).toContain('tls=true');
    expect(env['KURRENTDB_URL']).toMatch(/tlsCAFile=\/\S+ca\.crt/);
    expect(env['KURRENTDB_URL']).not.toMatch(/tlsVerifyCert=false/);
    expect(env['MONGODB_URL']).toMatch(
      /^mongodb:\/\/\$\{MONGO_APP_USERNAME[^}]*\}:\$\{MONGO_APP_PASSWORD:\?[^}]*\}@mongodb:27017,mongodb-2:27017,mongodb-3:27017\//,
    );
    expect(env['MONGODB_URL']).toContain('authSource=admin');
    expect(env['MONGODB_URL']).toContain('replicaSet=rs0');
    expect(env['MONGODB_URL']).not.toContain('directConnection');
    expect(env['SECRETS_ENCRYPTION_KEY']).toMatch(/^\$\{SECRETS_ENCRYPTION_KEY:\?/);
  });

  it('runs two api replicas (ROLE=api) and two projector replicas (ROLE=projector, one standby)', () => {
    expect({ role: environment(base.services['api'])['ROLE'], replicas: base.services['api'].deploy?.replicas }).toEqual({
      role: 'api',
      replicas: 2,
    });
    expect({ role: environment(base.services['projector'])['ROLE'], replicas: base.services['projector'].deploy?.replicas }).toEqual({
      role: 'projector',
      replicas: 2,
    });
  });

  it("a client cannot forge its address: the api trusts X-Forwarded-For from the proxy's network only, which nothing else joins", () => {
    const edge = networksOf(base.services['proxy']);
    expect(edge).toHaveLength(1);
    const subnet = base.networks?.[edge[0]]?.ipam?.config?.[0]?.subnet;
    expect(subnet).toMatch(/^\d+\.\d+\.\d+\.\d+\/\d+$/);
    expect(environment(base.services['api'])['TRUST_PROXY']).toBe(subnet);
    expect(environment(base.services['projector'])['TRUST_PROXY']).toBeUndefined();
    const onEdge = Object.entries(base.services).filter(([, service]) => networksOf(service).includes(edge[0]));
    expect(onEdge.map(([name]) => name).sort()).toEqual(['api', 'proxy']);
    expect(base.networks?.[edge[0]]?.internal).not.toBe(true);
    const caddyfile = read('tools/docker/caddy/Caddyfile');
    expect(caddyfile).toMatch(/reverse_proxy\b[\s\S]*name api\b/);
    expect(caddyfile).not.toMatch(/^\s*trusted_proxies\b/m);
    expect(caddyfile).toMatch(/admin 127\.0\.0\.1:2019/);
  });

  it('`up --wait` can finish from a cold start: every long-running service has a health check, every one-shot is awaited', () => {
    const oneShots = Object.values(base.services).flatMap((service) =>
      Object.entries(service.depends_on ?? {}).flatMap(([name, dependency]) =>
        dependency.condition === 'service_completed_successfully' ? [name] : [],
      ),
    );
    for (const [name, service] of Object.entries(base.services)) {
      if (oneShots.includes(name)) continue;
      expect({ service: name, healthcheck: Boolean(service.healthcheck?.test) }).toEqual({ service: name, healthcheck: true });
    }
    expect(oneShots.sort()).toEqual(expect.arrayContaining(['kurrentdb-certs', 'mongodb-keyfile']));
    for (const name of APP_SERVICES) {
      expect(base.services[name].depends_on).toMatchObject({
        kurrentdb: { condition: 'service_healthy' },
        mongodb: { condition: 'service_healthy' },
      });
    }
    expect(base.services['proxy'].depends_on).toMatchObject({ api: { condition: 'service_healthy' } });
  });

  it('the certificates and the keyfile come from init services that finish before the databases start', () => {
    const dependsOn = (name: string) => base.services[name].depends_on ?? {};
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
