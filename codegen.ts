import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed GraphQL documents (`graphql()` → TypedDocumentNode) for the web app and the e2e suite, generated from the
 * schema the API emits (apps/api/schema.graphql) and the operations written in each app. Run by
 * `npm run graphql:schema`; `npm run graphql:check` (part of `npm test`) fails when the committed output is stale.
 * The output is committed, so a fresh clone builds without running codegen first.
 */
const common = {
  preset: 'client' as const,
  presetConfig: { fragmentMasking: false, gqlTagName: 'graphql' },
  config: {
    useTypeImports: true,
    enumsAsTypes: true,
    onlyOperationTypes: true,
    avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
    skipTypename: true,
    // GraphQL DateTime travels as an ISO-8601 string.
    scalars: { ID: { input: 'string', output: 'string' }, DateTime: { input: 'string', output: 'string' } },
  },
};

const config: CodegenConfig = {
  schema: 'apps/api/schema.graphql',
  ignoreNoDocuments: false,
  generates: {
    'apps/web/src/lib/graphql/generated/': {
      ...common,
      documents: ['apps/web/src/**/*.{ts,tsx}', '!apps/web/src/lib/graphql/generated/**'],
    },
    'apps/web-e2e/src/support/generated/': {
      ...common,
      documents: ['apps/web-e2e/src/**/*.ts', '!apps/web-e2e/src/support/generated/**'],
    },
  },
};

export default config;
