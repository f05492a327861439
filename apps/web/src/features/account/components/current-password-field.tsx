import { LabelledInput } from '../../../components/ui/form/labelled-input';

/** The 'Current password' an account change asks for, filled in by the browser's password manager. */
export function CurrentPasswordField({ name, value, onValueChange }: { name: string; value: string; onValueChange: (value: string) => void }) {
  return (
    <LabelledInput label="Current password" name={name} type="password" value={value} onValueChange={onValueChange} autoComplete="current-password" />
  );
}
