import { AuthField } from '../../../components/ui/form/auth-field';

/** The 'Current password' an account change asks for, filled in by the browser's password manager. */
export function CurrentPasswordField({ name, value, onValueChange }: { name: string; value: string; onValueChange: (value: string) => void }) {
  return (
    <AuthField label="Current password" name={name} type="password" value={value} onValueChange={onValueChange} autoComplete="current-password" />
  );
}
