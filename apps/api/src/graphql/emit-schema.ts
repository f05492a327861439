import 'reflect-metadata';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { findRepoRoot } from '../config/repo-root';
import { createApiApp } from '../create-api-app';
import { testConfig } from '../testing/test-api';
import { printSortedSchema } from './print-sorted-schema';

/**
 * `npm run graphql:schema`: boots the API (not listening, embedded stores in a temporary folder), prints the schema
 * the Nest code-first types generate, sorted, and writes it to apps/api/schema.graphql, the file the web app's and the
 * e2e suite's typed documents are generated from. With `--check` it writes nothing and exits 1 when the committed file
 * differs (`npm test` runs it so).
 */
export const SCHEMA_FILE = 'apps/api/schema.graphql';

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const dataDir = mkdtempSync(join(tmpdir(), 'graphql-schema-'));
  const app = await createApiApp(testConfig(dataDir, { role: 'api' }));
  let printed: string;
  try {
    await app.init();
    printed = printSortedSchema(app.get(GraphQLSchemaHost).schema);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const file = join(findRepoRoot(), SCHEMA_FILE);
  if (!check) {
    writeFileSync(file, printed);
    console.log(`graphql: wrote ${SCHEMA_FILE}`);
    return;
  }
  let committed = '';
  try {
    committed = readFileSync(file, 'utf8');
  } catch {
    // A missing file is stale too.
  }
  if (committed !== printed) {
    console.error(`graphql: ${SCHEMA_FILE} is stale: the Nest GraphQL types changed. Run \`npm run graphql:schema\` and commit the result.`);
    process.exit(1);
  }
  console.log(`graphql: ${SCHEMA_FILE} is up to date`);
}

main().catch((error: unknown) => {
  console.error('graphql: the schema could not be emitted:', error);
  process.exit(1);
});
