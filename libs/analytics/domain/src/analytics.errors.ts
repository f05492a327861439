/** The tracking request cannot be recorded as given; the message says why. */
export class InvalidVisitError extends Error {
  override readonly name = 'InvalidVisitError';
  readonly kind = 'invalid_input' as const;
}

/** A report was asked for with dates that do not form a valid range. */
export class InvalidDayRangeError extends Error {
  override readonly name = 'InvalidDayRangeError';
  readonly kind = 'invalid_input' as const;
}
