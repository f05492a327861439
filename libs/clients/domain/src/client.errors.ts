import { DomainError } from '@receptionist/contracts';

/** The command's input breaks a rule; the message is the one the user sees. */
export class InvalidClientInputError extends DomainError {
  constructor(message: string) {
    super('invalid_input', message);
  }
}

export class ClientNotFoundError extends DomainError {
  constructor(message = 'Client not found') {
    super('not_found', message);
  }
}
