import { validateContactForm } from '@receptionist/contracts';
import { LeadField } from './lead-field';
import { LeadFormCard } from './lead-form-card';
import { useLeadForm } from './use-lead-form';

/**
 * The /contact form: every field is `required` in the browser (spec section 2), which blocks empty fields; values
 * the browser accepts (blank-looking spaces, a short message, a bad phone) still meet the shared rules' messages.
 */
export function ContactForm() {
  const { fields, setField, ...lead } = useLeadForm({
    form: 'contact',
    initial: { firstName: '', companyName: '', email: '', phone: '', message: '' },
    validate: validateContactForm,
    failureMessage: 'Failed to send message. Please try again.',
  });

  return (
    <LeadFormCard title="Send us a message" lead={lead} submitLabel="Send Message" sendingLabel="Sending..." browserValidation>
      <LeadField
        required
        label="First Name"
        name="firstName"
        autoComplete="given-name"
        value={fields.firstName}
        onValueChange={setField('firstName')}
      />
      <LeadField
        required
        label="Company"
        name="companyName"
        autoComplete="organization"
        value={fields.companyName}
        onValueChange={setField('companyName')}
      />
      <LeadField required label="Email" name="email" type="email" autoComplete="email" value={fields.email} onValueChange={setField('email')} />
      <LeadField required label="Phone" name="phone" type="tel" autoComplete="tel" value={fields.phone} onValueChange={setField('phone')} />
      <LeadField required multiline label="Message" name="message" value={fields.message} onValueChange={setField('message')} />
    </LeadFormCard>
  );
}
