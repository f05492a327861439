import { Field, Input, type InputProps } from '@chakra-ui/react';

interface AuthFieldProps extends Omit<InputProps, 'onChange'> {
  label: string;
  hint?: string;
  onValueChange: (value: string) => void;
}

/** A labelled input of the auth and account forms, with an optional hint under it. */
export function AuthField({ label, hint, onValueChange, ...input }: AuthFieldProps) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input {...input} onChange={(event) => onValueChange(event.target.value)} />
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
    </Field.Root>
  );
}
