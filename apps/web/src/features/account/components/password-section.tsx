import { Button } from '@chakra-ui/react';
import { PASSWORD_HINT, PASSWORD_MIN_LENGTH, passwordError } from '@receptionist/contracts';
import { type FormEvent, useState } from 'react';
import { useAuth } from '../../auth/use-auth';
import { FormStack } from '../../auth/components/form-stack';
import { AuthField } from '../../auth/components/auth-field';
import { notifyError, notifySuccess } from '../../auth/components/notify';
import { SectionCard } from '../../../components/ui/section-card';
import { useBusyAction } from './use-busy-action';

export function PasswordSection() {
  const { account } = useAuth();
  const [currentPassword, setCurrentPassword] = useState('');
  const [password, setPassword] = useState('');
  const [busy, run] = useBusyAction();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = passwordError(password);
    if (problem) return notifyError(problem);
    if (await run(async () => void (await account.updateUser({ password, currentPassword })))) {
      setCurrentPassword('');
      setPassword('');
      notifySuccess('Password changed. Your other sessions were signed out.');
    }
  }

  return (
    <SectionCard title="Password">
      <FormStack onSubmit={submit}>
        <AuthField
          label="Current password"
          name="currentPassword"
          type="password"
          value={currentPassword}
          onValueChange={setCurrentPassword}
          autoComplete="current-password"
        />
        <AuthField
          label="New password"
          name="newPassword"
          type="password"
          value={password}
          onValueChange={setPassword}
          minLength={PASSWORD_MIN_LENGTH}
          autoComplete="new-password"
          hint={PASSWORD_HINT}
        />
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" disabled={busy}>
          {busy ? 'Please wait...' : 'Change password'}
        </Button>
      </FormStack>
    </SectionCard>
  );
}
