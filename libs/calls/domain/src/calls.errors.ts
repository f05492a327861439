/** A call report or query breaks a rule; the message says which. */
export class InvalidCallInputError extends Error {
  override readonly name = 'InvalidCallInputError';
  readonly kind = 'invalid_input' as const;
}

/** The platform reported a call id again with different details. */
export class CallReportConflictError extends Error {
  override readonly name = 'CallReportConflictError';
  readonly kind = 'conflict' as const;
}

export class CallNotFoundError extends Error {
  override readonly name = 'CallNotFoundError';
  readonly kind = 'not_found' as const;
  constructor(message = 'Call not found') {
    super(message);
  }
}
