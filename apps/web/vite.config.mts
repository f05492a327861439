import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@receptionist/contracts': fileURLToPath(new URL('../../libs/shared/contracts/src/index.ts', import.meta.url)),
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
