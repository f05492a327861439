import { Button, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { useAuth } from '../../../lib/auth/use-auth';
import { FormStack } from '../../../components/ui/form/form-stack';
import { LabelledInput } from '../../../components/ui/form/labelled-input';
import { notifyError, notifySuccess } from '../../../lib/auth/notify';
import { SubmitButton } from '../../../components/ui/form/submit-button';

/** The second sign-in step for users with a verified authenticator: a TOTP code raises the session to aal2. */
export function MfaChallengeForm() {
  const { user, client, account } = useAuth();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const factor = user?.factors.find((candidate) => candidate.status === 'verified');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!factor) return;
    setBusy(true);
    try {
      await account.verifyTotp(factor.id, code.trim());
      notifySuccess('Logged in successfully!');
    } catch (error) {
      notifyError(error);
      setBusy(false);
    }
  }

  return (
    <FormStack onSubmit={submit}>
      <Text color="gray.600">Enter the 6-digit code from your authenticator app.</Text>
      <LabelledInput
        label="Authentication code"
        name="code"
        value={code}
        onValueChange={setCode}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        required
      />
      <SubmitButton busy={busy}>Verify</SubmitButton>
      <Button variant="ghost" onClick={() => void client.signOut('local')} disabled={busy}>
        Use another account
      </Button>
    </FormStack>
  );
}
