import { type ContactForm as ContactFields, validateContactForm } from '@receptionist/contracts';
import { LeadForm } from './lead-form';
import { EMAIL_FIELD, FIRST_NAME_FIELD, type LeadFieldSpec, PHONE_FIELD } from './lead-fields';

const FIELDS: readonly LeadFieldSpec<keyof ContactFields>[] = [
  FIRST_NAME_FIELD,
  { name: 'companyName', label: 'Company', autoComplete: 'organization' },
  EMAIL_FIELD,
  PHONE_FIELD,
  { name: 'message', label: 'Message', multiline: true },
];

/**
 * The /contact form: every field is `required` in the browser (spec section 2), which blocks empty fields; values
 * the browser accepts (blank-looking spaces, a short message, a bad phone) still meet the shared rules' messages.
 */
export function ContactForm() {
  return (
    <LeadForm
      form="contact"
      fields={FIELDS}
      validate={validateContactForm}
      failureMessage="Failed to send message. Please try again."
      title="Send us a message"
      submitLabel="Send Message"
      sendingLabel="Sending..."
      browserValidation
    />
  );
}
