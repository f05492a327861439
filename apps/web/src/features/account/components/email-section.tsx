import { Text } from '@chakra-ui/react';
import { emailChangeError } from '@receptionist/contracts';
import { type FormEvent, useState } from 'react';
import { useAuth } from '../../../lib/auth/use-auth';
import { FormStack } from '../../../components/ui/form/form-stack';
import { LabelledInput } from '../../../components/ui/form/labelled-input';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { notifyError, notifySuccess } from '../../../lib/auth/notify';
import { SectionCard } from '../../../components/ui/section-card';
import { CurrentPasswordField } from './current-password-field';
import { useBusyAction } from './use-busy-action';

/** Changing the e-mail needs the current password; the new address confirms, the old one is told (with a stop link). */
export function EmailSection() {
  const { user, account } = useAuth();
  const [email, setEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [busy, run] = useBusyAction();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    const problem = emailChangeError({ email: address, currentPassword });
    if (problem) return notifyError(problem);
    if (await run(async () => void (await account.updateUser({ email: address, currentPassword })))) {
      setEmail('');
      setCurrentPassword('');
      notifySuccess(`We sent a confirmation link to ${address}. Your current address gets a notice too.`, 'Check your email');
    }
  }

  return (
    <SectionCard title="Email" description={`Signed in as ${user?.email ?? ''}`}>
      <FormStack onSubmit={submit}>
        {user?.new_email && <Text color="gray.600">Waiting for confirmation of {user.new_email}.</Text>}
        <LabelledInput label="New email" name="newEmail" type="email" value={email} onValueChange={setEmail} autoComplete="email" />
        <CurrentPasswordField name="emailCurrentPassword" value={currentPassword} onValueChange={setCurrentPassword} />
        <SubmitButton busy={busy} alignSelf="flex-start">
          Change email
        </SubmitButton>
      </FormStack>
    </SectionCard>
  );
}
