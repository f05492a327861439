import { AUTH_API_PREFIX } from './json-only-bodies';

/** The parts of Fastify's request and reply the hook uses (structural, as in json-only-bodies.ts). */
interface HookRequest {
  url: string;
}
interface HookReply {
  statusCode: number;
  getHeader(name: string): unknown;
}

/** Fastify's own refusals (before any Nest handler ran) carry `{ statusCode, code, error, message }`. */
interface FastifyErrorBody {
  statusCode: number;
  code?: string;
  message: string;
}

function errorCodeOf(status: number, fastifyCode: string | undefined): string {
  if (status === 413) return 'request_too_large';
  if (fastifyCode?.startsWith('FST_ERR_CTP_')) return 'bad_json';
  if (status === 404) return 'not_found';
  return status >= 500 ? 'unexpected_failure' : 'validation_failed';
}

function fastifyErrorBody(payload: unknown): FastifyErrorBody | undefined {
  if (typeof payload !== 'string' || !payload.startsWith('{')) return undefined;
  try {
    const body = JSON.parse(payload) as Partial<FastifyErrorBody> & { error_code?: unknown };
    if (body.error_code !== undefined || typeof body.statusCode !== 'number' || typeof body.message !== 'string') return undefined;
    return body as FastifyErrorBody;
  } catch {
    return undefined;
  }
}

/**
 * Fastify onSend hook: an /auth/v1 error that Fastify answered itself (a body over the limit, malformed JSON), before
 * AuthErrorFilter could shape it, is re-shaped as GoTrue's `{ code, error_code, msg }`, so GoTrue clients read every
 * /auth/v1 error the same way.
 */
export async function shapeAuthApiErrors(request: HookRequest, reply: HookReply, payload: unknown): Promise<unknown> {
  if (reply.statusCode < 400 || !request.url.startsWith(AUTH_API_PREFIX)) return payload;
  if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
  const body = fastifyErrorBody(payload);
  if (!body) return payload;
  const msg = body.statusCode >= 500 ? 'Unexpected failure, please check server logs for more information' : body.message;
  return JSON.stringify({ code: body.statusCode, error_code: errorCodeOf(body.statusCode, body.code), msg });
}
