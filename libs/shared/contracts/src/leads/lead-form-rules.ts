import { emailError } from '../auth/auth-rules';
import { LEAD_FORM_LIMITS as LIMITS, LEAD_FORM_MESSAGES as MESSAGES } from './lead-form-messages';

/** A validated form: every value trimmed; or the message of the first failing rule. */
export type FormResult<T> = { ok: true; value: T } | { ok: false; error: string };

/** What a form or a request body may hand in: anything per field; only non-empty strings can pass. */
export type FormInput<T> = { [K in keyof T]?: unknown };

/** Book-demo form 1, 'Talk to an Automotive AI expert'. */
export interface BookDemoForm {
  email: string;
  fullName: string;
  phone: string;
  businessType: string;
}

/** Book-demo form 2, 'Get in touch'. */
export interface GetInTouchForm {
  firstName: string;
  companyName: string;
  email: string;
  phone: string;
}

/** The /contact page form. */
export interface ContactForm extends GetInTouchForm {
  message: string;
}

type Rule = (value: string) => string | null;

const required =
  (message: string): Rule =>
  (value) =>
    value.length === 0 ? message : null;
const atLeast =
  (min: number, message: string): Rule =>
  (value) =>
    value.length < min ? message : null;
const atMost =
  (max: number, message: string): Rule =>
  (value) =>
    value.length > max ? message : null;
const matches =
  (pattern: RegExp, message: string): Rule =>
  (value) =>
    pattern.test(value) ? null : message;

const PHONE_PATTERN = /^[\d\s\-+()]+$/;

const EMAIL_RULES: Rule[] = [emailError, atMost(LIMITS.emailMax, MESSAGES.emailTooLong)];
const PHONE_RULES: Rule[] = [
  atLeast(LIMITS.phoneMin, MESSAGES.phoneTooShort),
  atMost(LIMITS.phoneMax, MESSAGES.phoneTooLong),
  matches(PHONE_PATTERN, MESSAGES.invalidPhone),
];
const COMPANY_RULES: Rule[] = [required(MESSAGES.companyNameRequired), atMost(LIMITS.companyNameMax, MESSAGES.companyNameTooLong)];

/** Each form's fields in the order the form shows them, each with its rules in the spec's order. */
const BOOK_DEMO_RULES: Record<keyof BookDemoForm, Rule[]> = {
  email: EMAIL_RULES,
  fullName: [required(MESSAGES.fullNameRequired), atMost(LIMITS.fullNameMax, MESSAGES.fullNameTooLong)],
  phone: PHONE_RULES,
  businessType: [required(MESSAGES.businessTypeRequired), atMost(LIMITS.businessTypeMax, MESSAGES.businessTypeTooLong)],
};

const GET_IN_TOUCH_RULES: Record<keyof GetInTouchForm, Rule[]> = {
  firstName: [required(MESSAGES.firstNameRequired), atMost(LIMITS.getInTouchFirstNameMax, MESSAGES.firstNameTooLong)],
  companyName: COMPANY_RULES,
  email: EMAIL_RULES,
  phone: PHONE_RULES,
};

const CONTACT_RULES: Record<keyof ContactForm, Rule[]> = {
  firstName: [required(MESSAGES.firstNameRequired), atMost(LIMITS.contactFirstNameMax, MESSAGES.contactFirstNameTooLong)],
  companyName: COMPANY_RULES,
  email: EMAIL_RULES,
  phone: PHONE_RULES,
  message: [atLeast(LIMITS.messageMin, MESSAGES.messageTooShort), atMost(LIMITS.messageMax, MESSAGES.messageTooLong)],
};

function validate<T extends object>(rules: Record<keyof T, Rule[]>, input: FormInput<T>): FormResult<T> {
  const value = {} as Record<keyof T, string>;
  for (const field of Object.keys(rules) as (keyof T)[]) {
    const raw = input[field];
    const trimmed = typeof raw === 'string' ? raw.trim() : '';
    for (const rule of rules[field]) {
      const error = rule(trimmed);
      if (error) return { ok: false, error };
    }
    value[field] = trimmed;
  }
  return { ok: true, value: value as T };
}

export const validateBookDemoForm = (input: FormInput<BookDemoForm>): FormResult<BookDemoForm> => validate(BOOK_DEMO_RULES, input);

export const validateGetInTouchForm = (input: FormInput<GetInTouchForm>): FormResult<GetInTouchForm> => validate(GET_IN_TOUCH_RULES, input);

export const validateContactForm = (input: FormInput<ContactForm>): FormResult<ContactForm> => validate(CONTACT_RULES, input);
