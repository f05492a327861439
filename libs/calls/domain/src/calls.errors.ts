import { DomainError } from '@receptionist/contracts';

/** A call report or query breaks a rule; the message says which. */
export class InvalidCallInputError extends DomainError {
  constructor(message: string) {
    super('invalid_input', message);
  }
}

/** The platform reported a call id again with different details. */
export class CallReportConflictError extends DomainError {
  constructor(message: string) {
    super('conflict', message);
  }
}

/** A `not_found` error whose message, unless given, is "<thing> not found". */
function notFoundError(thing: string) {
  return class extends DomainError {
    constructor(message = `${thing} not found`) {
      super('not_found', message);
    }
  };
}

export class CallNotFoundError extends notFoundError('Call') {}

/** No client account answers the call's client id or called number (or the caller has no client record yet). */
export class CallAccountNotFoundError extends notFoundError('Client') {}

/** No appointment of the caller's client has this id. */
export class AppointmentNotFoundError extends notFoundError('Appointment') {}

/** No message of the caller's client has this id. */
export class CallMessageNotFoundError extends notFoundError('Message') {}
