import { DomainError } from '@receptionist/contracts';

/** The tracking request cannot be recorded as given; the message says why. */
export class InvalidVisitError extends DomainError {
  constructor(message: string) {
    super('invalid_input', message);
  }
}

/** A report was asked for with dates that do not form a valid range. */
export class InvalidDayRangeError extends DomainError {
  constructor(message: string) {
    super('invalid_input', message);
  }
}

/** A report was asked for with a filter that cannot name anything (e.g. a client id that is no id). */
export class InvalidReportFilterError extends DomainError {
  constructor(message: string) {
    super('invalid_input', message);
  }
}
