import { Transform } from 'node:stream';
import type { RawBodyRequest } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { CALL_REPORT_MAX_BYTES } from '@receptionist/calls-domain';
import { refuseNonJsonAuthBodies, shapeAuthApiErrors } from '@receptionist/identity-application';
import { errorCodes, type FastifyInstance, type FastifyRequest, type preParsingAsyncHookHandler } from 'fastify';
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
const CALL_WEBHOOK_ROUTE = '/webhooks/calls';
/** Room for a multipart body's delimiters and part headers around the report and the recording. */
const MULTIPART_ENVELOPE_BYTES = 64 * 1024;

const isMultipart = (request: FastifyRequest) => /^multipart\/form-data\s*(;|$)/i.test(request.headers['content-type'] ?? '');

/** Refuses (413) a body of any other type than multipart that is larger than `limit`: declared, or as it arrives. */
function capNonMultipartBody(limit: number): preParsingAsyncHookHandler {
  return async (request, _reply, payload) => {
    if (isMultipart(request)) return payload;
    if (Number(request.headers['content-length']) > limit) throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
    let received = 0;
    const capped = new Transform({
      transform(chunk: Buffer, _encoding, next) {
        received += chunk.length;
        next(received > limit ? new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE() : null, chunk);
      },
    });
    payload.on('error', (error) => capped.destroy(error));
    return payload.pipe(capped);
  };
}

/**
 * The signed call webhook takes a JSON report (a transcript of up to 50,000 characters: more room than other bodies),
 * or that report with its recording as multipart/form-data, up to the recording limit. Multipart bodies are kept
 * whole (request.rawBody) for the signature check, and refused (415) on every other route.
 */
function registerCallWebhookBodies(instance: FastifyInstance, maxRecordingBytes: number): void {
  const multipartLimit = maxRecordingBytes + CALL_REPORT_MAX_BYTES + MULTIPART_ENVELOPE_BYTES;
  instance.addHook('onRoute', (route) => {
    if (route.url !== CALL_WEBHOOK_ROUTE) return;
    route.bodyLimit = multipartLimit;
    const hooks = route.preParsing === undefined ? [] : Array.isArray(route.preParsing) ? route.preParsing : [route.preParsing];
    route.preParsing = [...hooks, capNonMultipartBody(CALL_REPORT_MAX_BYTES)];
  });
  instance.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (request, body, done) => {
    if (request.routeOptions.url !== CALL_WEBHOOK_ROUTE) {
      done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(), undefined);
      return;
    }
    (request as RawBodyRequest<FastifyRequest>).rawBody = body as Buffer;
    done(null, body);
  });
}

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
  registerCallWebhookBodies(adapter.getInstance(), config.recordings.maxBytes);
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
