import { validateGetInTouchForm } from '@receptionist/contracts';
import { LeadField } from './lead-field';
import { LeadFormCard } from './lead-form-card';
import { useLeadForm } from './use-lead-form';

/** Book-demo form 2: stored with form_type contact. */
export function GetInTouchForm() {
  const { fields, setField, ...lead } = useLeadForm({
    form: 'get_in_touch',
    initial: { firstName: '', companyName: '', email: '', phone: '' },
    validate: validateGetInTouchForm,
  });

  return (
    <LeadFormCard
      title="Get in touch"
      subtitle="Leave your details and we will call you back."
      lead={lead}
      submitLabel="Submit"
      sendingLabel="Submitting..."
    >
      <LeadField label="First Name" name="firstName" autoComplete="given-name" value={fields.firstName} onValueChange={setField('firstName')} />
      <LeadField
        label="Company Name"
        name="companyName"
        autoComplete="organization"
        value={fields.companyName}
        onValueChange={setField('companyName')}
      />
      <LeadField label="Email" name="email" type="email" autoComplete="email" value={fields.email} onValueChange={setField('email')} />
      <LeadField label="Phone" name="phone" type="tel" autoComplete="tel" value={fields.phone} onValueChange={setField('phone')} />
    </LeadFormCard>
  );
}
