import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { ApiConfig } from '../config/api-config';

/**
 * The web app's Content-Security-Policy: only this origin's scripts, connections (GraphQL, Socket.IO) and media (and
 * the audio it fetched itself, as blob: URLs).
 * Styles allow inline because Chakra UI (emotion) injects its CSS at run time; images allow data: for the MFA QR code.
 */
const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  // blob: for call recordings: the player fetches the audio with the access token and plays the bytes it holds.
  mediaSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * helmet's headers on every response; the CSP is off only in development, where GraphiQL loads its own scripts.
 * helmet itself, its middleware built once: @fastify/helmet builds a new one (parsing every CSP directive) per request.
 */
export async function registerSecurityHeaders(app: NestFastifyApplication, config: Pick<ApiConfig, 'nodeEnv'>): Promise<void> {
  // Nest's Fastify adapter bundles its own copy of fastify's types; the server instance is the same.
  const server = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  const setHeaders = helmet({
    contentSecurityPolicy: config.nodeEnv === 'development' ? false : { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  });
  server.addHook('onRequest', (request, reply, done) =>
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined)),
  );
}
