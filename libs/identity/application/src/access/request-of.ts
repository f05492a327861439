import type { ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { UserRole } from '@receptionist/identity-domain';
import type { AuthContext } from '../sessions/access-tokens';

/** `auth`: the verified token (SessionGuard); `roles`: the caller's roles as AdminGuard read them from the stream. */
export type AuthenticatedRequest = FastifyRequest & { auth?: AuthContext; roles?: readonly UserRole[] };

/** The HTTP request behind a REST call or a GraphQL resolver (GraphQL context `{ req }`, `{ request }` or `{ reply }`). */
export function requestOf(context: ExecutionContext): AuthenticatedRequest {
  if (context.getType<string>() === 'graphql') {
    const graphqlContext = context.getArgs()[2] as {
      req?: AuthenticatedRequest;
      request?: AuthenticatedRequest;
      reply?: { request: AuthenticatedRequest };
    };
    const request = graphqlContext.req ?? graphqlContext.request ?? graphqlContext.reply?.request;
    if (!request) throw new Error('The GraphQL context carries no request: give it { req }');
    return request;
  }
  return context.switchToHttp().getRequest<AuthenticatedRequest>();
}
