// `npm run graphql:schema` / `npm run graphql:check`: one typed GraphQL contract.
// 1. apps/api/schema.graphql is emitted from the Nest code-first types (the API booted without listening);
// 2. the typed documents of apps/web and apps/web-e2e (one shared lib, libs/shared/graphql-documents/src/generated)
//    are generated from it and from the operations written in those apps (codegen.ts).
// With `--check` nothing is written: the run fails when either the committed schema or the generated documents are
// stale (`npm test` runs it so: a Nest type or a document changed without regenerating fails the build).
import { mustRun } from './run.mjs';

const check = process.argv.includes('--check');
await mustRun('npx', ['nx', 'run', 'api:build', '--outputStyle=static'], { stdio: ['ignore', 'ignore', 'inherit'] });
await mustRun(process.execPath, ['dist/node/apps/api/src/graphql/emit-schema.js', ...(check ? ['--check'] : [])]);
await mustRun('npx', ['graphql-codegen', '--config', 'codegen.ts', ...(check ? ['--check'] : [])]);
