import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { refuseNonJsonAuthBodies, shapeAuthApiErrors } from '@receptionist/identity-application';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import type { ApiConfig } from './config/api-config';
import { logRequests } from './logging/request-logging';
import { registerWebApp } from './web/register-web-app';
import { registerSecurityHeaders } from './web/security-headers';

/**
 * The largest body a real client sends is under 40 KiB (an admin's 5,000-character notes, JSON-escaped at worst
 * 6 bytes a character); anything past this limit is refused with 413 before it is parsed.
 */
export const BODY_LIMIT_BYTES = 64 * 1024;
/** A call report carries a transcript of up to 50,000 characters: its signed webhook gets more room. */
const CALL_WEBHOOK_BODY_LIMIT_BYTES = 512 * 1024;
const LARGE_BODY_ROUTES = new Map([['/webhooks/calls', CALL_WEBHOOK_BODY_LIMIT_BYTES]]);

/**
 * request.ip is the client's address: the TCP peer, or X-Forwarded-For's entry as trusted by TRUST_PROXY. Fastify
 * ignores a bare hop count (it cannot check the peer), so N hops become "trust the first N addresses from the peer":
 * only for an API that is reachable through its proxies alone.
 */
function fastifyTrustProxy(setting: ApiConfig['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  if (setting === undefined || setting === false) return false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}

/** Builds the API (not yet listening): Nest on Fastify, Socket.IO on the same server, the web app when built. */
export async function createApiApp(config: ApiConfig): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({ bodyLimit: BODY_LIMIT_BYTES, trustProxy: fastifyTrustProxy(config.trustProxy) });
  // Login CSRF: /auth/v1 refuses form bodies (415) before reading them.
  adapter.getInstance().addHook('onRequest', refuseNonJsonAuthBodies);
  adapter.getInstance().addHook('onSend', shapeAuthApiErrors);
  adapter.getInstance().addHook('onRoute', (route) => {
    const limit = LARGE_BODY_ROUTES.get(route.url);
    if (limit) route.bodyLimit = limit;
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    bufferLogs: true,
    // Keeps request.rawBody: the call webhook's signature is computed over the exact bytes sent.
    rawBody: true,
  });
  app.useLogger(app.get(Logger));
  logRequests(app);
  await registerSecurityHeaders(app, config);
  app.useWebSocketAdapter(new IoAdapter(app));
  const servesWebApp = await registerWebApp(app, config.webDistDir);
  app.get(Logger).log(servesWebApp ? `Serving the web app from ${config.webDistDir}` : 'Web app not built: API only');
  return app;
}
