import { Text } from '@chakra-ui/react';
import { emailError } from '@receptionist/contracts';
import { type FormEvent, useState } from 'react';
import { useAuth } from '../../auth/use-auth';
import { FormStack } from '../../auth/components/form-stack';
import { AuthField } from '../../auth/components/auth-field';
import { SubmitButton } from '../../auth/components/submit-button';
import { notifyError, notifySuccess } from '../../auth/components/notify';
import { SectionCard } from '../../../components/ui/section-card';
import { useBusyAction } from './use-busy-action';

export function EmailSection() {
  const { user, account } = useAuth();
  const [email, setEmail] = useState('');
  const [busy, run] = useBusyAction();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    const problem = emailError(address);
    if (problem) return notifyError(problem);
    if (await run(async () => void (await account.updateUser({ email: address })))) {
      setEmail('');
      notifySuccess(`We sent a confirmation link to ${address}.`, 'Check your email');
    }
  }

  return (
    <SectionCard title="Email" description={`Signed in as ${user?.email ?? ''}`}>
      <FormStack onSubmit={submit}>
        {user?.new_email && <Text color="gray.600">Waiting for confirmation of {user.new_email}.</Text>}
        <AuthField label="New email" name="newEmail" type="email" value={email} onValueChange={setEmail} autoComplete="email" />
        <SubmitButton busy={busy} alignSelf="flex-start">Change email</SubmitButton>
      </FormStack>
    </SectionCard>
  );
}
