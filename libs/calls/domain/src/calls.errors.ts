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

export class CallNotFoundError extends DomainError {
  constructor(message = 'Call not found') {
    super('not_found', message);
  }
}

/** No client account answers the call's client id or called number (or the caller has no client record yet). */
export class CallAccountNotFoundError extends DomainError {
  constructor(message = 'Client not found') {
    super('not_found', message);
  }
}

/** No appointment of the caller's client has this id. */
export class AppointmentNotFoundError extends DomainError {
  constructor(message = 'Appointment not found') {
    super('not_found', message);
  }
}

/** No message of the caller's client has this id. */
export class CallMessageNotFoundError extends DomainError {
  constructor(message = 'Message not found') {
    super('not_found', message);
  }
}
