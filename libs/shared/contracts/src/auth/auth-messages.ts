/** User-facing validation messages of the sign-up and sign-in forms (spec section 5), shared by web and api. */
export const AUTH_MESSAGES = {
  invalidEmail: 'Invalid email address',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordNeedsUppercase: 'Password must contain at least one uppercase letter',
  passwordNeedsLowercase: 'Password must contain at least one lowercase letter',
  passwordNeedsNumber: 'Password must contain at least one number',
  fullNameTooShort: 'Full name must be at least 2 characters',
  fullNameTooLong: 'Full name must be less than 100 characters',
  currentPasswordRequired: 'Enter your current password to change your email',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const FULL_NAME_MIN_LENGTH = 2;
export const FULL_NAME_MAX_LENGTH = 100;
export const PASSWORD_HINT = 'Must be 8+ characters with uppercase, lowercase, and number';
