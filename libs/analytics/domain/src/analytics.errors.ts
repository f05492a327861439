/** The tracking request cannot be recorded as given; the message says why. */
export class InvalidVisitError extends Error {
  override readonly name = 'InvalidVisitError';
  readonly kind = 'invalid_input' as const;
}
