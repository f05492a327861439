// `npm run test:infra`: the port contract suites against the servers of
//   docker compose -f docker-compose.yml -f docker-compose.dev.yml up -d kurrentdb mongodb
// (the dev override publishes them on 127.0.0.1, KurrentDB without TLS). MongoDB needs its credentials: they come
// from KURRENTDB_URL / MONGODB_URL when set, otherwise from .env (MONGO_ROOT_USERNAME / MONGO_ROOT_PASSWORD).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { repoRoot, run } from './run.mjs';

const dotEnv = join(repoRoot, '.env');
const fromFile = existsSync(dotEnv) ? parseEnv(readFileSync(dotEnv, 'utf8')) : {};
const setting = (name, fallback) => process.env[name]?.trim() || fromFile[name] || fallback;

function mongoUrl() {
  const password = setting('MONGO_ROOT_PASSWORD', '');
  if (!password) {
    console.error('MONGODB_URL is not set and .env has no MONGO_ROOT_PASSWORD: copy .env.example to .env (README).');
    process.exit(1);
  }
  const user = encodeURIComponent(setting('MONGO_ROOT_USERNAME', 'root'));
  const port = setting('MONGODB_DEV_PORT', '27017');
  return `mongodb://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}/receptionist_test?authSource=admin&replicaSet=rs0&directConnection=true`;
}

const env = {
  ...process.env,
  KURRENTDB_URL: process.env.KURRENTDB_URL ?? `kurrentdb://127.0.0.1:${setting('KURRENTDB_DEV_PORT', '2113')}?tls=false`,
  MONGODB_URL: process.env.MONGODB_URL ?? mongoUrl(),
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim(),
};
console.log(`Contract suites against ${env.KURRENTDB_URL} and ${env.MONGODB_URL.replace(/\/\/[^@/]*@/, '//***@')}`);
process.exit(await run('npx', ['jest', '--ci', '--testPathPatterns', '(kurrentdb|mongo).*\\.int\\.spec\\.ts$'], { env }));
