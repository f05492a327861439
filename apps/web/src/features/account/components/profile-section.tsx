import { fullNameError } from '@receptionist/contracts';
import { type FormEvent, useState } from 'react';
import { useAuth } from '../../../lib/auth/use-auth';
import { FormStack } from '../../../components/ui/form/form-stack';
import { LabelledInput } from '../../../components/ui/form/labelled-input';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { notifyError, notifySuccess } from '../../../lib/auth/notify';
import { SectionCard } from '../../../components/ui/section-card';
import { useBusyAction } from './use-busy-action';

export function ProfileSection() {
  const { user, account } = useAuth();
  const [fullName, setFullName] = useState(user?.user_metadata.full_name ?? '');
  const [busy, run] = useBusyAction();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = fullNameError(fullName);
    if (problem) return notifyError(problem);
    if (await run(async () => void (await account.updateUser({ fullName: fullName.trim() })))) notifySuccess('Your name has been saved.');
  }

  return (
    <SectionCard title="Profile">
      <FormStack onSubmit={submit}>
        <LabelledInput label="Full Name" name="fullName" value={fullName} onValueChange={setFullName} autoComplete="name" />
        <SubmitButton busy={busy} alignSelf="flex-start">
          Save name
        </SubmitButton>
      </FormStack>
    </SectionCard>
  );
}
