import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { GraphQLError, type ExecutionResult } from 'graphql';
import { defaultErrorFormatter, type MercuriusContext } from 'mercurius';

const logger = new Logger('GraphQL');

type Execution = ExecutionResult & Required<Pick<ExecutionResult, 'errors'>>;

/** The refusal of a document: Mercurius' parse/validation error or the limits' (their `errors` carry the reasons). */
const REFUSAL_CODES: readonly unknown[] = ['MER_ERR_GQL_VALIDATION', 'GRAPHQL_DOCUMENT_REFUSED'];
const isRequestError = (error: GraphQLError) => REFUSAL_CODES.includes((error.originalError as { code?: unknown } | undefined)?.code);

/** Fastify's refusal of the HTTP request itself (413 body too large, 415, malformed JSON...). */
function isHttpClientError(error: GraphQLError): boolean {
  const status = (error.originalError as { statusCode?: unknown } | undefined)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * An error a caller may read: graphql's own errors about the request (no originalError), parse and validation errors,
 * HTTP client errors, and the coded errors DomainErrorFilter makes of domain, authorization and input errors.
 */
function isForTheCaller(error: GraphQLError): boolean {
  if (error.originalError === undefined || isRequestError(error) || isHttpClientError(error)) return true;
  return error.originalError instanceof GraphQLError && typeof error.extensions?.['code'] === 'string';
}

/** Anything else (a bug, a store failure) is answered as "Internal server error" with an id that finds it in the log. */
function mask(error: GraphQLError): GraphQLError {
  if (isForTheCaller(error)) return error;
  const correlationId = randomUUID();
  logger.error({ correlationId, err: error.originalError, path: error.path }, `GraphQL request failed (correlation id ${correlationId})`);
  return new GraphQLError('Internal server error', {
    path: error.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR', correlationId },
  });
}

/** Mercurius' errorFormatter: masks internal errors; a refused document (syntax, limits, validation) is a 400. */
export function formatGraphqlErrors(execution: Execution, context: MercuriusContext) {
  const refused = !execution.data && execution.errors.some(isRequestError);
  const formatted = defaultErrorFormatter({ ...execution, errors: execution.errors.map(mask) }, context);
  return refused ? { ...formatted, statusCode: 400 } : formatted;
}
