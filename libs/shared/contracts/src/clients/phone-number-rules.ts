import { LEAD_FORM_LIMITS, LEAD_FORM_MESSAGES } from '../leads/lead-form-messages';

const PHONE_CHARACTERS = /^[0-9+\-\s()]+$/;

/** The spec's phone rules (the same limits and messages as the lead forms) on the trimmed value: 5 to 20 characters of digits, +, -, whitespace and parentheses. */
export function phoneNumberError(phone: string): string | null {
  const trimmed = phone.trim();
  if (trimmed.length < LEAD_FORM_LIMITS.phoneMin) return LEAD_FORM_MESSAGES.phoneTooShort;
  if (trimmed.length > LEAD_FORM_LIMITS.phoneMax) return LEAD_FORM_MESSAGES.phoneTooLong;
  if (!PHONE_CHARACTERS.test(trimmed)) return LEAD_FORM_MESSAGES.invalidPhone;
  return null;
}
