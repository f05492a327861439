import { Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../../../hooks/use-page-meta';
import type { EmailOtpType } from '../api/auth-types';
import { useAuth } from '../use-auth';
import { AuthCard } from '../components/auth-card';

const LINK_TYPES: readonly EmailOtpType[] = ['signup', 'recovery', 'magiclink', 'email_change'];

const SUCCESS_TEXT: Record<EmailOtpType, string> = {
  signup: 'Your e-mail address is confirmed and you are signed in.',
  magiclink: 'You are signed in.',
  email_change: 'Your new e-mail address is confirmed.',
  recovery: '',
};

type Outcome = { state: 'verifying' } | { state: 'confirmed'; type: EmailOtpType } | { state: 'failed'; message: string };

/** /auth/confirm: the landing of mailed links; posts the link's token_hash to /verify, then signs in. */
export function ConfirmPage() {
  usePageMeta('Confirm', 'Confirm your e-mail address for AI Receptionist.');
  const [params] = useSearchParams();
  const { client } = useAuth();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'verifying' });
  // A link's token works once: the verification must not run twice (StrictMode runs effects twice in development).
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const type = params.get('type') as EmailOtpType | null;
    const tokenHash = params.get('token_hash');
    if (!type || !LINK_TYPES.includes(type) || !tokenHash) {
      setOutcome({ state: 'failed', message: 'This link is incomplete.' });
      return;
    }
    client.verifyOtp(type, tokenHash).then(
      () => (type === 'recovery' ? navigate('/auth/reset', { replace: true }) : setOutcome({ state: 'confirmed', type })),
      (error: unknown) => setOutcome({ state: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
  }, [params, client, navigate]);

  if (outcome.state === 'verifying') {
    return (
      <AuthCard title="Confirming...">
        <Stack align="center" role="status">
          <Spinner color="brand.solid" />
          <Text>Checking your link</Text>
        </Stack>
      </AuthCard>
    );
  }
  if (outcome.state === 'failed') {
    return (
      <AuthCard title="This link is invalid or has expired" subtitle={outcome.message}>
        <Button asChild colorPalette="brand" width="full">
          <RouterLink to="/auth">Back to sign in</RouterLink>
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="You're all set" subtitle={SUCCESS_TEXT[outcome.type]}>
      <Button asChild colorPalette="brand" width="full">
        <RouterLink to="/dashboard">Continue</RouterLink>
      </Button>
    </AuthCard>
  );
}
