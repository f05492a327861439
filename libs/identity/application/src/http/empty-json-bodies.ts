import { Readable } from 'node:stream';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';

/**
 * GoTrue's clients send some requests with `Content-Type: application/json` and no body at all (auth-js's `signOut()`
 * posts `/logout`, `mfa.unenroll()` deletes a factor so). GoTrue reads that as no parameters; Fastify refuses an empty
 * JSON body with a 400. Under /auth/v1 such a request is parsed as the empty JSON object `{}`; its content type stays
 * JSON, so whatever checks content types sees what the client sent.
 */
function acceptEmptyJsonBodies(fastify: Pick<FastifyInstance, 'addHook'>, prefix = '/auth/v1/'): void {
  fastify.addHook('preParsing', async (request, _reply, payload) => {
    const { headers } = request.raw;
    const bodiless = (headers['content-length'] ?? '0') === '0' && headers['transfer-encoding'] === undefined;
    if (!bodiless || !/^application\/json\b/i.test(headers['content-type'] ?? '') || !request.url.startsWith(prefix)) return payload;
    delete headers['content-length'];
    return Readable.from([Buffer.from('{}')]);
  });
}

/** Registers the hook on the Fastify instance before it is ready (routes pick up hooks when Fastify gets ready). */
@Injectable()
export class EmptyJsonBodies implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    const instance: unknown = this.adapterHost.httpAdapter?.getInstance?.();
    if (instance && typeof (instance as FastifyInstance).addHook === 'function') acceptEmptyJsonBodies(instance as FastifyInstance);
  }
}
