import { type GetInTouchForm as GetInTouchFields, validateGetInTouchForm } from '@receptionist/contracts';
import { LeadForm } from './lead-form';
import { EMAIL_FIELD, FIRST_NAME_FIELD, type LeadFieldSpec, PHONE_FIELD } from './lead-fields';

const FIELDS: readonly LeadFieldSpec<keyof GetInTouchFields>[] = [
  FIRST_NAME_FIELD,
  { name: 'companyName', label: 'Company Name', autoComplete: 'organization' },
  EMAIL_FIELD,
  PHONE_FIELD,
];

/** Book-demo form 2: stored with form_type contact. */
export function GetInTouchForm() {
  return (
    <LeadForm
      form="get_in_touch"
      fields={FIELDS}
      validate={validateGetInTouchForm}
      title="Get in touch"
      subtitle="Leave your details and we will call you back."
      submitLabel="Submit"
    />
  );
}
