import { Logger } from '@nestjs/common';
import { graphql } from '../testing/client-area-requests';
import { liveTestApiForSuite } from '../testing/live-sockets';
import { signedInUser } from '../testing/test-users';

const b64 = (text: string) => Buffer.from(text).toString('base64url');
const CLAIMS = b64(JSON.stringify({ sub: 'x', aud: 'authenticated', exp: 9_999_999_999 }));

/** Tokens an attacker can send that are not JWTs at all: none of them may reach code that is not ready for them. */
const MALFORMED_TOKENS: [string, string][] = [
  ['a header that is JSON null', `${b64('null')}.${CLAIMS}.c2ln`],
  ['a header that is a JSON number', `${b64('42')}.${CLAIMS}.c2ln`],
  ['a header that is a JSON string', `${b64('"ES256"')}.${CLAIMS}.c2ln`],
  ['a header that is not JSON', `${b64('{alg:ES256')}.${CLAIMS}.c2ln`],
  ['a header that is not base64url', `%%%.${CLAIMS}.c2ln`],
  ['a header whose alg is an object', `${b64(JSON.stringify({ alg: { toString: 1 }, kid: ['x'] }))}.${CLAIMS}.c2ln`],
  ['a kid that is an object', `${b64(JSON.stringify({ alg: 'ES256', kid: { a: 1 } }))}.${CLAIMS}.c2ln`],
  ['two parts only', `${b64(JSON.stringify({ alg: 'ES256' }))}.${CLAIMS}`],
  ['empty parts', '..'],
  ['a very long token', `${b64(JSON.stringify({ alg: 'ES256' }))}.${'A'.repeat(200_000)}.c2ln`],
];

describe('malformed access tokens (REST, GraphQL, Socket.IO)', () => {
  const live = liveTestApiForSuite();

  it.each(MALFORMED_TOKENS)('GET /auth/v1/user with %s is a 401 bad_jwt without internal details', async (_label, token) => {
    const response = await live.api.app.inject({ method: 'GET', url: '/auth/v1/user', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 401, error_code: 'bad_jwt', msg: expect.any(String) });
    expect(response.json().msg).not.toMatch(/cannot read|undefined|null|TypeError|JSON/i);
  });

  it.each(MALFORMED_TOKENS)('a product REST endpoint with %s is a 401 bad_jwt', async (_label, token) => {
    const response = await live.api.app.inject({ method: 'GET', url: '/api/calls.csv', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error_code: 'bad_jwt' });
  });

  it.each(MALFORMED_TOKENS)('GraphQL with %s is refused as UNAUTHENTICATED', async (_label, token) => {
    const result = await graphql(live.api, '{ systemStatus { headPosition } }', {}, { authorization: `Bearer ${token}` });
    expect(result.data).toBeNull();
    expect(result.errors).toEqual([expect.objectContaining({ extensions: expect.objectContaining({ code: 'UNAUTHENTICATED' }) })]);
    expect(JSON.stringify(result.errors)).not.toMatch(/cannot read|TypeError|Internal server error/i);
  });

  it.each(MALFORMED_TOKENS.slice(0, 3))('the Socket.IO handshake with %s is refused as unauthorized', async (_label, token) => {
    const socket = live.open(token);
    const error = await new Promise<Error>((resolve) => socket.once('connect_error', resolve));
    expect(error.message).toBe('unauthorized');
  });
});

describe('GraphQL error masking', () => {
  const live = liveTestApiForSuite();

  it('answers an unexpected failure as "Internal server error" with a correlation id, and logs the real error under that id', async () => {
    const api = live.api;
    const admin = await signedInUser(api, 'admin');
    const logged: unknown[][] = [];
    const spyError = jest.spyOn(Logger.prototype, 'error').mockImplementation((...args: unknown[]) => void logged.push(args));
    const failing = jest.spyOn(api.platform.eventStore, 'headPosition').mockRejectedValue(new Error('disk I/O error in /var/secret/events.db'));
    try {
      const result = await graphql(api, '{ systemStatus { headPosition } }', {}, admin.headers);
      expect(result.errors).toHaveLength(1);
      const [error] = result.errors ?? [];
      expect(error.message).toBe('Internal server error');
      expect(error.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR', correlationId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
      expect(JSON.stringify(result)).not.toContain('secret');
      const correlationId = (error.extensions as { correlationId: string }).correlationId;
      expect(JSON.stringify(logged)).toContain(correlationId);
      expect(JSON.stringify(logged.map(([entry]) => (entry as { err?: Error }).err?.message))).toContain('disk I/O error');
    } finally {
      failing.mockRestore();
      spyError.mockRestore();
    }
  });

  it('keeps the message of domain errors and of validation errors', async () => {
    const api = live.api;
    const admin = await signedInUser(api, 'admin');
    const unknown = await graphql(api, 'mutation { retryProjector(name: "nope") { headPosition } }', {}, admin.headers);
    expect(unknown.errors?.[0]).toMatchObject({ message: expect.stringContaining('nope'), extensions: { code: 'NOT_FOUND' } });
    const invalid = await graphql(api, '{ systemStatus { noSuchField } }', {}, admin.headers);
    expect(invalid.errors?.[0].message).toMatch(/noSuchField/);
  });
});
