import { validateBookDemoForm } from '@receptionist/contracts';
import { LeadField } from './lead-field';
import { LeadFormCard } from './lead-form-card';
import { useLeadForm } from './use-lead-form';

/** Book-demo form 1: stored with first_name = full name, dealer_type = business type, form_type book_demo. */
export function BookDemoForm() {
  const { fields, setField, ...lead } = useLeadForm({
    form: 'book_demo',
    initial: { email: '', fullName: '', phone: '', businessType: '' },
    validate: validateBookDemoForm,
  });

  return (
    <LeadFormCard
      title="Talk to an Automotive AI expert"
      subtitle="See how an AI receptionist answers every call at your dealership."
      lead={lead}
      submitLabel="Get My AI Receptionist Setup"
      sendingLabel="Submitting..."
    >
      <LeadField label="Email" name="email" type="email" autoComplete="email" value={fields.email} onValueChange={setField('email')} />
      <LeadField label="Full Name" name="fullName" autoComplete="name" value={fields.fullName} onValueChange={setField('fullName')} />
      <LeadField label="Phone" name="phone" type="tel" autoComplete="tel" value={fields.phone} onValueChange={setField('phone')} />
      <LeadField
        label="Business Type"
        name="businessType"
        placeholder="e.g. Franchise dealership, used cars, service center"
        value={fields.businessType}
        onValueChange={setField('businessType')}
      />
    </LeadFormCard>
  );
}
