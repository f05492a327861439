import type { DomainErrorKind } from '@receptionist/contracts';

/**
 * Typed domain errors carry a `kind`; this is the one table that turns a kind into an HTTP status and a GraphQL code.
 * A context adds no mapping: it throws an Error subclass with one of these kinds.
 */
const DOMAIN_ERROR_KINDS = {
  invalid_input: { status: 400, code: 'BAD_USER_INPUT' },
  unauthenticated: { status: 401, code: 'UNAUTHENTICATED' },
  forbidden: { status: 403, code: 'FORBIDDEN' },
  not_found: { status: 404, code: 'NOT_FOUND' },
  conflict: { status: 409, code: 'CONFLICT' },
  too_many_requests: { status: 429, code: 'TOO_MANY_REQUESTS' },
} as const satisfies Record<DomainErrorKind, { status: number; code: string }>;

const CODE_BY_STATUS = new Map<number, string>(Object.values(DOMAIN_ERROR_KINDS).map(({ status, code }) => [status, code]));

interface TranslatedError {
  status: number;
  code: string;
  message: string;
}

function isDomainError(error: unknown): error is Error & { kind: DomainErrorKind } {
  const kind: unknown = error instanceof Error ? Reflect.get(error, 'kind') : undefined;
  return typeof kind === 'string' && Object.hasOwn(DOMAIN_ERROR_KINDS, kind);
}

/** Domain errors and optimistic-concurrency conflicts become client errors; anything else is not translated. */
export function translateDomainError(error: unknown): TranslatedError | null {
  if (isDomainError(error)) return { ...DOMAIN_ERROR_KINDS[error.kind], message: error.message };
  if (error instanceof Error && error.name === 'WrongExpectedRevisionError') {
    return { ...DOMAIN_ERROR_KINDS.conflict, message: 'Someone else changed this at the same time; reload and try again' };
  }
  return null;
}

export function graphqlCodeForStatus(status: number): string {
  return CODE_BY_STATUS.get(status) ?? (status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST');
}
