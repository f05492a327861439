import { ArgumentsHost, Catch, HttpException } from '@nestjs/common';
import { BaseExceptionFilter } from '@nestjs/core';
import type { FastifyReply } from 'fastify';
import { GraphQLError } from 'graphql';
import { graphqlCodeForStatus, translateDomainError } from './domain-error-status';

/** The one place where typed domain errors become 4xx responses (REST) or coded errors (GraphQL). */
@Catch()
export class DomainErrorFilter extends BaseExceptionFilter {
  override catch(exception: unknown, host: ArgumentsHost): unknown {
    const translated = translateDomainError(exception);
    if (host.getType<string>() === 'graphql') {
      if (translated) return new GraphQLError(translated.message, { extensions: { code: translated.code } });
      if (exception instanceof HttpException) {
        return new GraphQLError(exception.message, { extensions: { code: graphqlCodeForStatus(exception.getStatus()) } });
      }
      return exception;
    }
    if (translated && host.getType() === 'http') {
      const reply = host.switchToHttp().getResponse<FastifyReply>();
      // JSON even where the route declared another type (GET /api/calls.csv): an object is not a CSV body.
      return reply
        .status(translated.status)
        .type('application/json; charset=utf-8')
        .send({ statusCode: translated.status, error: translated.code, message: translated.message });
    }
    return super.catch(exception, host);
  }
}
