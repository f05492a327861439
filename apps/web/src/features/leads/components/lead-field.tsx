import { Field, Input, type InputProps } from '@chakra-ui/react';
import { PlainTextarea } from './plain-textarea';

interface LeadFieldProps extends Omit<InputProps, 'onChange'> {
  label: string;
  onValueChange: (value: string) => void;
  /** A multi-line message box instead of a one-line input. */
  multiline?: boolean;
}

/** A labelled input of the lead forms. */
export function LeadField({ label, onValueChange, multiline = false, required, ...input }: LeadFieldProps) {
  return (
    <Field.Root required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {multiline ? (
        <PlainTextarea
          name={input.name}
          value={input.value}
          placeholder={input.placeholder}
          rows={5}
          onChange={(event) => onValueChange(event.target.value)}
        />
      ) : (
        <Input {...input} onChange={(event) => onValueChange(event.target.value)} />
      )}
    </Field.Root>
  );
}
