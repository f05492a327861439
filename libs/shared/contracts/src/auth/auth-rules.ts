import { AUTH_MESSAGES, FULL_NAME_MAX_LENGTH, FULL_NAME_MIN_LENGTH, PASSWORD_MIN_LENGTH } from './auth-messages';

// Local part without leading, trailing or doubled dots; a domain of labels ending in a TLD of 2+ letters.
const EMAIL_PATTERN = /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export interface SignUpInput {
  email: string;
  password: string;
  fullName: string;
}

export interface SignInInput {
  email: string;
  password: string;
}

/** E-mail addresses are compared and stored trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function emailError(email: string): string | null {
  return EMAIL_PATTERN.test(email.trim()) ? null : AUTH_MESSAGES.invalidEmail;
}

/** The first failing password-strength rule, or null. Passwords are not trimmed: spaces are part of them. */
export function passwordError(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return AUTH_MESSAGES.passwordTooShort;
  if (!/[A-Z]/.test(password)) return AUTH_MESSAGES.passwordNeedsUppercase;
  if (!/[a-z]/.test(password)) return AUTH_MESSAGES.passwordNeedsLowercase;
  if (!/[0-9]/.test(password)) return AUTH_MESSAGES.passwordNeedsNumber;
  return null;
}

export function fullNameError(fullName: string): string | null {
  const trimmed = fullName.trim();
  if (trimmed.length < FULL_NAME_MIN_LENGTH) return AUTH_MESSAGES.fullNameTooShort;
  if (trimmed.length > FULL_NAME_MAX_LENGTH) return AUTH_MESSAGES.fullNameTooLong;
  return null;
}

/** Sign-up checks in the spec's order; returns the first failing message or null. */
export function validateSignUp(input: SignUpInput): string | null {
  return emailError(input.email) ?? passwordError(input.password) ?? fullNameError(input.fullName);
}

/** Sign-in only checks the e-mail format (the password input has a minimum length of 8 in the form). */
export function validateSignIn(input: SignInInput): string | null {
  return emailError(input.email);
}

export interface EmailChangeInput {
  email: string;
  currentPassword: string;
}

/** An e-mail change needs a valid new address and the current password (the server checks the password). */
export function emailChangeError(input: EmailChangeInput): string | null {
  return emailError(input.email) ?? (input.currentPassword === '' ? AUTH_MESSAGES.currentPasswordRequired : null);
}
