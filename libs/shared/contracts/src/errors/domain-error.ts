/** What kind of refusal a domain error is; the API turns each kind into one HTTP status and GraphQL code. */
export type DomainErrorKind = 'invalid_input' | 'unauthenticated' | 'forbidden' | 'not_found' | 'conflict' | 'too_many_requests';

/** A command or query was refused by a rule; the message is the one the user sees. */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** A caller went over a rate limit (or holds the one slot a resource allows); the message says when to try again. */
export class TooManyRequestsError extends DomainError {
  constructor(message: string) {
    super('too_many_requests', message);
  }
}
