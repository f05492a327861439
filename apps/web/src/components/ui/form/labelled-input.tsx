import { Field, type FieldRootProps, Input, type InputProps } from '@chakra-ui/react';

interface LabelledInputProps extends Omit<InputProps, 'onChange'> {
  label: string;
  onValueChange: (value: string) => void;
  hint?: string;
  /** Shown under the input; while set, the field is marked invalid. */
  error?: string | null;
  /** Props of the field around the label and input, e.g. its width or `required`. */
  root?: FieldRootProps;
}

/** A labelled input with an optional hint, and an error message under it while `error` is set. */
export function LabelledInput({ label, onValueChange, hint, error, root, ...input }: LabelledInputProps) {
  return (
    <Field.Root invalid={error != null} {...root}>
      <Field.Label>{label}</Field.Label>
      <Input {...input} onChange={(event) => onValueChange(event.target.value)} />
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
