import type { FormResult, LeadForm as LeadFormName } from '@receptionist/contracts';
import { LeadField } from './lead-field';
import { LeadFormCard } from './lead-form-card';
import type { LeadFieldSpec } from './lead-fields';
import { useLeadForm } from './use-lead-form';

type Values<Name extends string> = Record<Name, string>;

interface LeadFormProps<Name extends string> {
  form: LeadFormName;
  /** The inputs in the order the form shows them; each starts empty. */
  fields: readonly LeadFieldSpec<Name>[];
  validate: (values: Values<Name>) => FormResult<Values<Name>>;
  failureMessage?: string;
  title: string;
  subtitle?: string;
  submitLabel: string;
  sendingLabel?: string;
  /** Every field is `required` and the browser checks them before our rules run (the contact page). */
  browserValidation?: boolean;
}

/** A public lead form: its inputs, made from `fields`, in a titled card that sends them as `form`. */
export function LeadForm<Name extends string>({
  form,
  fields,
  validate,
  failureMessage,
  browserValidation = false,
  sendingLabel = 'Submitting...',
  ...card
}: LeadFormProps<Name>) {
  const empty = Object.fromEntries(fields.map((field) => [field.name, ''])) as Values<Name>;
  const { fields: values, setField, ...lead } = useLeadForm({ form, initial: empty, validate, failureMessage });

  return (
    <LeadFormCard {...card} sendingLabel={sendingLabel} lead={lead} browserValidation={browserValidation}>
      {fields.map((field) => (
        <LeadField key={field.name} {...field} required={browserValidation} value={values[field.name]} onValueChange={setField(field.name)} />
      ))}
    </LeadFormCard>
  );
}
