import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed GraphQL documents (`graphql()` → TypedDocumentNode) for the web app and the e2e suite, generated from the
 * schema the API emits (apps/api/schema.graphql) and the operations written in both apps into one shared lib,
 * libs/shared/graphql-documents, so the schema's enums and inputs exist once. The web build turns each `graphql()`
 * call into an import of its own document (apps/web/vite.config.mts), so the e2e suite's documents stay out of it.
 * Run by `npm run graphql:schema`; `npm run graphql:check` (part of `npm test`) fails when the committed output is
 * stale. The output is committed, so a fresh clone builds without running codegen first.
 */
const config: CodegenConfig = {
  schema: 'apps/api/schema.graphql',
  ignoreNoDocuments: false,
  generates: {
    'libs/shared/graphql-documents/src/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false, gqlTagName: 'graphql' },
      documents: ['apps/web/src/**/*.{ts,tsx}', 'apps/web-e2e/src/**/*.ts'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        onlyOperationTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
        skipTypename: true,
        // GraphQL DateTime travels as an ISO-8601 string.
        scalars: { ID: { input: 'string', output: 'string' }, DateTime: { input: 'string', output: 'string' } },
      },
    },
  },
};

export default config;
