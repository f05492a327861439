import { Spinner } from '@chakra-ui/react';
import { passwordError } from '@receptionist/contracts';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { homeFor } from '../../../lib/auth/session-access';
import { useAuth } from '../../../lib/auth/use-auth';
import { AuthCard } from '../../../components/ui/form/auth-card';
import { FormStack } from '../../../components/ui/form/form-stack';
import { NewPasswordField } from '../../../components/ui/form/new-password-field';
import { notifyError, notifySuccess } from '../../../lib/auth/notify';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { ButtonLink } from '../../../components/ui/button-link';

/** /auth/reset: after a recovery link (PASSWORD_RECOVERY session), set a new password without the old one. */
export function ResetPasswordPage() {
  usePageMeta('Set a New Password', 'Choose a new password for your AI Receptionist account.');
  const auth = useAuth();
  const { status, account } = auth;
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = passwordError(password);
    if (problem) return notifyError(problem);
    setBusy(true);
    try {
      await account.updateUser({ password });
      notifySuccess('Your password has been updated.');
      navigate(homeFor(auth), { replace: true });
    } catch (error) {
      notifyError(error);
      setBusy(false);
    }
  }

  if (status === 'loading') {
    return (
      <AuthCard title="Set a new password">
        <Spinner color="brand.solid" alignSelf="center" />
      </AuthCard>
    );
  }
  if (status === 'signed-out') {
    return (
      <AuthCard title="This reset link has expired" subtitle="Ask for a new link to set your password.">
        <ButtonLink to="/auth/forgot" colorPalette="brand" width="full">
          Send a new link
        </ButtonLink>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Set a new password">
      <FormStack onSubmit={submit}>
        <NewPasswordField label="New password" name="password" value={password} onValueChange={setPassword} />
        <SubmitButton busy={busy}>Update password</SubmitButton>
      </FormStack>
    </AuthCard>
  );
}
