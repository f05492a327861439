import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import { isSpaRoute } from './spa-routing';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app from the API's origin when `webDistDir` holds index.html (production). Hashed files under
 * /assets are cached for a year; index.html is revalidated on every load; client-side routes get index.html.
 * Returns whether the web app is served.
 */
export async function registerWebApp(app: NestFastifyApplication, webDistDir: string): Promise<boolean> {
  if (!existsSync(join(webDistDir, 'index.html'))) return false;

  // Nest's Fastify adapter bundles its own copy of fastify's types; the server instance is the same.
  const server = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  await server.register(fastifyStatic, {
    root: webDistDir,
    wildcard: false,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', filePath.startsWith(join(webDistDir, 'assets')) ? IMMUTABLE : 'no-cache');
    },
  });
  server.get('/*', (request, reply) => {
    if (!isSpaRoute(request.url)) return reply.callNotFound();
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
  return true;
}
