import { passwordError } from '@receptionist/contracts';
import { type FormEvent, useState } from 'react';
import { useAuth } from '../../../lib/auth/use-auth';
import { FormStack } from '../../../components/ui/form/form-stack';
import { NewPasswordField } from '../../../components/ui/form/new-password-field';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { notifyError, notifySuccess } from '../../../lib/auth/notify';
import { SectionCard } from '../../../components/ui/section-card';
import { CurrentPasswordField } from './current-password-field';
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
        <CurrentPasswordField name="currentPassword" value={currentPassword} onValueChange={setCurrentPassword} />
        <NewPasswordField label="New password" name="newPassword" value={password} onValueChange={setPassword} />
        <SubmitButton busy={busy} alignSelf="flex-start">
          Change password
        </SubmitButton>
      </FormStack>
    </SectionCard>
  );
}
