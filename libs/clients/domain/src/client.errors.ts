/** The command's input breaks a rule; the message is the one the user sees. */
export class InvalidClientInputError extends Error {
  override readonly name = 'InvalidClientInputError';
  readonly kind = 'invalid_input' as const;
}

export class ClientNotFoundError extends Error {
  override readonly name = 'ClientNotFoundError';
  readonly kind = 'not_found' as const;
  constructor(message = 'Client not found') {
    super(message);
  }
}
