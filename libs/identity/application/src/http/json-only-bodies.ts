import type { IncomingHttpHeaders } from 'node:http';

/** The parts of Fastify's request and reply the hook uses (structural: Nest's adapter may bring its own Fastify). */
interface HookRequest {
  url: string;
  headers: IncomingHttpHeaders;
}
interface HookReply {
  code(status: number): { header(name: string, value: string): { send(body: unknown): unknown } };
}

export const AUTH_API_PREFIX = '/auth/v1';

const isAuthApi = (url: string) => url === AUTH_API_PREFIX || url.startsWith(`${AUTH_API_PREFIX}/`) || url.startsWith(`${AUTH_API_PREFIX}?`);

function carriesBody(request: HookRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Fastify onRequest hook: /auth/v1 takes JSON bodies only, as GoTrue's clients send them. A form (urlencoded,
 * multipart, text/plain) is what a hostile page can post cross-site without a CORS preflight (login CSRF), so it is
 * refused with 415 in GoTrue's error shape before the body is read. Requests without a body pass.
 */
export async function refuseNonJsonAuthBodies(request: HookRequest, reply: HookReply): Promise<unknown> {
  if (!isAuthApi(request.url)) return;
  const contentType = request.headers['content-type'];
  if (contentType === undefined && !carriesBody(request)) return;
  const mediaType = (contentType ?? '').split(';', 1)[0].trim().toLowerCase();
  if (mediaType === 'application/json') return;
  // Returning the reply tells Fastify the answer is sent: no further hook, no body parsing, no handler.
  return reply
    .code(415)
    .header('cache-control', 'no-store')
    .send({ code: 415, error_code: 'bad_json', msg: 'The request body must be JSON, sent with Content-Type: application/json' });
}
