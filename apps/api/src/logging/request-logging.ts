import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import { Logger } from 'nestjs-pino';

/**
 * One structured line per answered request (method, path, status, duration), for Nest routes and the static web app
 * alike. Health probes are left out. No headers, body or query string: they may carry personal data.
 */
export function logRequests(app: NestFastifyApplication): void {
  const logger = app.get(Logger);
  const server = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  server.addHook('onResponse', async (request, reply) => {
    const path = request.url.split('?', 1)[0];
    if (path === '/health') return;
    logger.log(
      { method: request.method, path, statusCode: reply.statusCode, responseTimeMs: Math.round(reply.elapsedTime) },
      'request completed',
      'Http',
    );
  });
}
