// Bundles the built API (dist/node/apps/api/src/run-api.js and the ~3,100 modules it loads) into one file beside it,
// main.bundle.js, which server.js loads. Node resolved, read and linked those modules one by one, 1,030 of them ES
// modules required from CommonJS (NestJS 12, @nestjs/graphql 14, es-toolkit): 0.5-0.9 s of every start-up.
import { rolldown } from 'rolldown';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './run.mjs';

const API_DIR = join(repoRoot, 'dist/node/apps/api/src');

/**
 * Loaded from node_modules at run time: packages with native code (found per platform when loaded); the clients of the
 * production stores and services, which the embedded default never loads (the build requires lazily); and the two
 * packages @nestjs/mapped-types loads with `createRequire`, which a bundler cannot follow: bundled, they would be
 * loaded twice, and class-transformer keeps its metadata per copy.
 */
const EXTERNAL = [
  'better-sqlite3',
  '@node-rs/argon2',
  '@kurrent',
  'mongodb',
  'bson',
  '@grpc',
  '@aws-sdk',
  '@smithy',
  'nodemailer',
  'qrcode',
  'class-validator',
  'class-transformer',
];

const isExternal = (id) => id.endsWith('.node') || EXTERNAL.some((name) => id === name || id.startsWith(`${name}/`));

// Left unresolved are the optional packages Nest and Mercurius require only when an app uses them (microservices,
// Express, federation, views...): not installed, never loaded here. Anything else is said.
const onLog = (level, log) => log.code === 'UNRESOLVED_IMPORT' || console.warn(`bundle-api: ${level}: ${log.message}`);

const bundle = await rolldown({ input: join(API_DIR, 'run-api.js'), platform: 'node', external: isExternal, onLog });
// keepNames: a name two modules share is renamed in the bundle, and NestJS and the code-first GraphQL schema read
// classes' names (a GraphQL type is named after its class).
await bundle.write({ file: join(API_DIR, 'main.bundle.js'), format: 'cjs', codeSplitting: false, keepNames: true });
await bundle.close();

// Loading the bundle once (its modules, without starting the API) fills the compile cache, so that the first start
// after a build, or of a new container, does not compile 8.7 MB of code (about 0.5 s); it also fails the build when
// the bundle cannot load.
execFileSync(
  process.execPath,
  ['-e', `require(${JSON.stringify(join(API_DIR, 'compile-cache.js'))}); require(${JSON.stringify(join(API_DIR, 'main.bundle.js'))})`],
  {
    stdio: 'inherit',
  },
);
