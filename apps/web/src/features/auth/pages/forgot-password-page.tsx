import { Text } from '@chakra-ui/react';
import { emailError } from '@receptionist/contracts';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { useAuth } from '../../../lib/auth/use-auth';
import { AuthCard } from '../../../components/ui/form/auth-card';
import { FormStack } from '../../../components/ui/form/form-stack';
import { LabelledInput } from '../../../components/ui/form/labelled-input';
import { notifyError } from '../../../lib/auth/notify';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { ButtonLink } from '../../../components/ui/button-link';

/** /auth/forgot: mails a recovery link (the answer is the same whether or not the address has an account). */
export function ForgotPasswordPage() {
  usePageMeta('Reset Password', 'Get a link to set a new password for your AI Receptionist account.');
  const { client } = useAuth();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    const problem = emailError(address);
    if (problem) return notifyError(problem);
    setBusy(true);
    try {
      await client.resetPasswordForEmail(address);
      setSentTo(address);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  }

  if (sentTo) {
    return (
      <AuthCard title="Check your email" subtitle={`If an account exists for ${sentTo}, we sent a link to set a new password.`}>
        <ButtonLink to="/auth" variant="outline" width="full">
          Back to sign in
        </ButtonLink>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Forgot your password?" subtitle="We will e-mail you a link to set a new one">
      <FormStack onSubmit={submit}>
        <LabelledInput label="Email" name="email" type="email" value={email} onValueChange={setEmail} autoComplete="email" />
        <SubmitButton busy={busy}>Send reset link</SubmitButton>
        <Text textAlign="center" fontSize="sm">
          <RouterLink to="/auth">Back to sign in</RouterLink>
        </Text>
      </FormStack>
    </AuthCard>
  );
}
