// `npm run test:infra`: the port contract suites against the servers of
//   docker compose -f docker-compose.yml -f docker-compose.dev.yml up -d kurrentdb mongodb
// (the dev override publishes them on 127.0.0.1, KurrentDB without TLS). MongoDB needs its credentials: they come
// from KURRENTDB_URL / MONGODB_URL when set, otherwise from .env (MONGO_ROOT_USERNAME / MONGO_ROOT_PASSWORD).
// It waits for both servers itself (a cold `up -d` takes a while: certificates, replica-set election) for up to
// TEST_INFRA_WAIT_SECONDS (default 180), then runs the suites.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { repoRoot, run } from './run.mjs';

const require = createRequire(import.meta.url);

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
const redacted = (url) => url.replace(/\/\/[^@/]*@/, '//***@');

/** KurrentDB is ready when it serves a read of $all; MongoDB when the replica set has a writable primary. */
async function kurrentDbReady(url) {
  const { KurrentDBClient, START } = require('@kurrent/kurrentdb-client');
  const client = KurrentDBClient.connectionString(url);
  try {
    for await (const _event of client.readAll({ fromPosition: START, maxCount: 1 })) break;
    return true;
  } finally {
    await client.dispose();
  }
}

async function mongoDbReady(url) {
  const { MongoClient } = require('mongodb');
  const client = new MongoClient(url, { serverSelectionTimeoutMS: 3000 });
  try {
    const hello = await client.db('admin').command({ hello: 1 });
    return hello.isWritablePrimary === true;
  } finally {
    await client.close();
  }
}

async function waitFor(name, url, ready, deadline) {
  let lastProblem = 'not ready';
  while (Date.now() < deadline) {
    try {
      if (await ready(url)) return;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message.split('\n')[0] : String(error);
    }
    await new Promise((wait) => setTimeout(wait, 1000));
  }
  console.error(`${name} at ${redacted(url)} is not ready (${lastProblem}). Start it with`);
  console.error('  docker compose -f docker-compose.yml -f docker-compose.dev.yml up -d --wait kurrentdb mongodb');
  process.exit(1);
}

const waitSeconds = Number(setting('TEST_INFRA_WAIT_SECONDS', '180'));
const deadline = Date.now() + waitSeconds * 1000;
console.log(`Waiting up to ${waitSeconds} s for KurrentDB and MongoDB...`);
await Promise.all([waitFor('KurrentDB', env.KURRENTDB_URL, kurrentDbReady, deadline), waitFor('MongoDB', env.MONGODB_URL, mongoDbReady, deadline)]);
console.log(`Contract suites against ${env.KURRENTDB_URL} and ${redacted(env.MONGODB_URL)}`);
process.exit(await run('npx', ['jest', '--ci', '--testPathPatterns', '(kurrentdb|mongo).*\\.int\\.spec\\.ts$'], { env }));
