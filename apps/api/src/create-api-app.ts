import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import type { ApiConfig } from './config/api-config';
import { logRequests } from './logging/request-logging';
import { registerWebApp } from './web/register-web-app';
import { registerSecurityHeaders } from './web/security-headers';

/** Builds the API (not yet listening): Nest on Fastify, Socket.IO on the same server, the web app when built. */
export async function createApiApp(config: ApiConfig): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), new FastifyAdapter(), {
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
