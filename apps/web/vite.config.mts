import { fileURLToPath } from 'node:url';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';
const workspaceFile = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/**
 * The generated `graphql()` looks a document up in one map of every document, the e2e suite's included; this
 * replaces each `graphql(`…`)` call by an import of its own document, so the bundle holds only the web's.
 */
const oneImportPerDocument = defineRolldownBabelPreset({
  preset: {
    plugins: [[babelOptimizerPlugin, { artifactDirectory: workspaceFile('libs/shared/graphql-documents/src/generated'), gqlTagName: 'graphql' }]],
  },
  rolldown: { filter: { code: /\bgraphql\(`/ } },
});

export default defineConfig({
  plugins: [react(), babel({ presets: [oneImportPerDocument] })],
  resolve: {
    alias: {
      '@receptionist/contracts': workspaceFile('libs/shared/contracts/src/index.ts'),
      '@receptionist/graphql-documents': workspaceFile('libs/shared/graphql-documents/src/index.ts'),
    },
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    manifest: true,
  },
  server: {
    proxy: {
      '/graphql': apiOrigin,
      '/api': apiOrigin,
      '/auth': { target: apiOrigin, bypass: (req) => (req.headers.accept?.includes('text/html') ? req.url : undefined) },
      '/socket.io': { target: apiOrigin, ws: true },
    },
  },
});
