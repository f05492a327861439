import { type BookDemoForm as BookDemoFields, validateBookDemoForm } from '@receptionist/contracts';
import { LeadForm } from './lead-form';
import { EMAIL_FIELD, type LeadFieldSpec, PHONE_FIELD } from './lead-fields';

const FIELDS: readonly LeadFieldSpec<keyof BookDemoFields>[] = [
  EMAIL_FIELD,
  { name: 'fullName', label: 'Full Name', autoComplete: 'name' },
  PHONE_FIELD,
  { name: 'businessType', label: 'Business Type', placeholder: 'e.g. Franchise dealership, used cars, service center' },
];

/** Book-demo form 1: stored with first_name = full name, dealer_type = business type, form_type book_demo. */
export function BookDemoForm() {
  return (
    <LeadForm
      form="book_demo"
      fields={FIELDS}
      validate={validateBookDemoForm}
      title="Talk to an Automotive AI expert"
      subtitle="See how an AI receptionist answers every call at your dealership."
      submitLabel="Get My AI Receptionist Setup"
    />
  );
}
