import type { FormResult, LeadForm as LeadFormName } from '@receptionist/contracts';
import { LeadField } from './lead-field';
import { LeadFormCard } from './lead-form-card';
import type { LeadFieldSpec } from './lead-fields';
import { useLeadForm } from './use-lead-form';

interface LeadFormProps<Fields extends Record<string, string>> {
  form: LeadFormName;
  /** The inputs in the order the form shows them; each starts empty. */
  fields: readonly LeadFieldSpec<keyof Fields & string>[];
  validate: (fields: Fields) => FormResult<Fields>;
  failureMessage?: string;
  title: string;
  subtitle?: string;
  submitLabel: string;
  sendingLabel?: string;
  /** Every field is `required` and the browser checks them before our rules run (the contact page). */
  browserValidation?: boolean;
}

/** A public lead form: its inputs, made from `fields`, in a titled card that sends them as `form`. */
export function LeadForm<Fields extends Record<string, string>>({
  form,
  fields: inputs,
  validate,
  failureMessage,
  browserValidation = false,
  sendingLabel = 'Submitting...',
  ...card
}: LeadFormProps<Fields>) {
  const initial = Object.fromEntries(inputs.map((input) => [input.name, ''])) as Fields;
  const { fields, setField, ...lead } = useLeadForm({ form, initial, validate, failureMessage });

  return (
    <LeadFormCard {...card} sendingLabel={sendingLabel} lead={lead} browserValidation={browserValidation}>
      {inputs.map((input) => (
        <LeadField key={input.name} {...input} required={browserValidation} value={fields[input.name]} onValueChange={setField(input.name)} />
      ))}
    </LeadFormCard>
  );
}
