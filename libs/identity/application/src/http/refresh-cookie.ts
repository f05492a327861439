import { SESSION_HINT_COOKIE } from '@receptionist/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The refresh token travels in an HttpOnly, SameSite=Strict cookie scoped to /auth/v1 (Secure in production), out of
 * reach of scripts; the JSON answers still carry GoTrue's `refresh_token` field for API clients.
 */
export const REFRESH_COOKIE = 'receptionist-refresh-token';
const COOKIE_PATH = '/auth/v1';

export function readRefreshCookie(request: FastifyRequest): string | null {
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === REFRESH_COOKIE) return decodeURIComponent(value.join('='));
  }
  return null;
}

function cookie(value: string, maxAgeSeconds: number, secure: boolean): string {
  const attributes = [
    `${REFRESH_COOKIE}=${encodeURIComponent(value)}`,
    `Path=${COOKIE_PATH}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  return (secure ? [...attributes, 'Secure'] : attributes).join('; ');
}

/** The web app's hint that a refresh cookie may exist (see SESSION_HINT_COOKIE): same lifetime, readable on every path. */
function hint(value: string, maxAgeSeconds: number, secure: boolean): string {
  const attributes = [`${SESSION_HINT_COOKIE}=${value}`, 'Path=/', `Max-Age=${maxAgeSeconds}`, 'SameSite=Strict'];
  return (secure ? [...attributes, 'Secure'] : attributes).join('; ');
}

export function setRefreshCookie(reply: FastifyReply, token: string, maxAgeSeconds: number, secure: boolean): void {
  void reply.header('set-cookie', [cookie(token, maxAgeSeconds, secure), hint('1', maxAgeSeconds, secure)]);
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  void reply.header('set-cookie', [cookie('', 0, secure), hint('', 0, secure)]);
}
