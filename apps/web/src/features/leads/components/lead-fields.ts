/** One input of a lead form: its key in the form's fields, its label and what the browser may fill in. */
export interface LeadFieldSpec<Name extends string = string> {
  name: Name;
  label: string;
  type?: 'email' | 'tel';
  autoComplete?: string;
  placeholder?: string;
  /** A multi-line message box instead of a one-line input. */
  multiline?: boolean;
}

/** The inputs every lead form asks for, alike on each. */
export const EMAIL_FIELD = { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' } as const satisfies LeadFieldSpec;
export const PHONE_FIELD = { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' } as const satisfies LeadFieldSpec;
export const FIRST_NAME_FIELD = { name: 'firstName', label: 'First Name', autoComplete: 'given-name' } as const satisfies LeadFieldSpec;
