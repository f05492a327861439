import { PASSWORD_HINT, PASSWORD_MIN_LENGTH } from '@receptionist/contracts';
import { LabelledInput } from './labelled-input';

/** A field for choosing a password: the browser may suggest one, and the rules are shown under it. */
export function NewPasswordField({
  label,
  name,
  value,
  onValueChange,
}: {
  label: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
}) {
  return (
    <LabelledInput
      label={label}
      name={name}
      type="password"
      value={value}
      onValueChange={onValueChange}
      minLength={PASSWORD_MIN_LENGTH}
      autoComplete="new-password"
      hint={PASSWORD_HINT}
    />
  );
}
