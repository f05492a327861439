import { Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../../../hooks/use-page-meta';
import type { EmailOtpType } from '../../../lib/auth/auth-types';
import { useAuth } from '../../../lib/auth/use-auth';
import { AuthCard } from '../../../components/ui/form/auth-card';
import { ButtonLink } from '../../../components/ui/button-link';

const LINK_TYPES: readonly EmailOtpType[] = ['signup', 'recovery', 'magiclink', 'email_change'];

const SUCCESS_TEXT: Record<EmailOtpType, string> = {
  signup: 'Your e-mail address is confirmed and you are signed in.',
  magiclink: 'You are signed in.',
  email_change: 'Your new e-mail address is confirmed.',
  recovery: '',
};

/** What the page asks before using the link: the title and the button that verifies it. */
const PROMPT: Record<EmailOtpType, { title: string; subtitle: string; action: string }> = {
  signup: {
    title: 'Confirm your e-mail address',
    subtitle: 'Confirm the address to finish creating your account.',
    action: 'Confirm my e-mail address',
  },
  magiclink: { title: 'Sign in to AI Receptionist', subtitle: 'Continue to sign in with the link from your e-mail.', action: 'Sign in' },
  recovery: { title: 'Reset your password', subtitle: 'Continue to choose a new password.', action: 'Continue to reset password' },
  email_change: {
    title: 'Confirm your new e-mail address',
    subtitle: 'Confirm to use this address from now on.',
    action: 'Confirm new e-mail address',
  },
};

type Outcome =
  | { state: 'ready'; type: EmailOtpType; tokenHash: string }
  | { state: 'verifying' }
  | { state: 'confirmed'; type: EmailOtpType }
  | { state: 'failed'; message: string };

function linkOf(params: URLSearchParams): Outcome {
  const type = params.get('type') as EmailOtpType | null;
  const tokenHash = params.get('token_hash');
  if (!type || !LINK_TYPES.includes(type) || !tokenHash) return { state: 'failed', message: 'This link is incomplete.' };
  return { state: 'ready', type, tokenHash };
}

/**
 * /auth/confirm: the landing of mailed links. Opening the page does nothing by itself (a page another site opens, or a
 * mail scanner fetching the link, must not sign anyone in or use up the link): the link's token_hash is posted to
 * /verify only when the user presses the button.
 */
export function ConfirmPage() {
  usePageMeta('Confirm', 'Confirm your e-mail address for AI Receptionist.');
  const [params] = useSearchParams();
  const { client } = useAuth();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome>(() => linkOf(params));
  // A link's token works once: a second press while the first is under way must not post it again.
  const started = useRef(false);

  function verify(type: EmailOtpType, tokenHash: string) {
    if (started.current) return;
    started.current = true;
    setOutcome({ state: 'verifying' });
    client.verifyOtp(type, tokenHash).then(
      () => (type === 'recovery' ? navigate('/auth/reset', { replace: true }) : setOutcome({ state: 'confirmed', type })),
      (error: unknown) => setOutcome({ state: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
  }

  if (outcome.state === 'ready') {
    const prompt = PROMPT[outcome.type];
    return (
      <AuthCard title={prompt.title} subtitle={prompt.subtitle}>
        <Button colorPalette="brand" width="full" onClick={() => verify(outcome.type, outcome.tokenHash)}>
          {prompt.action}
        </Button>
      </AuthCard>
    );
  }
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
        <ButtonLink to="/auth" colorPalette="brand" width="full">
          Back to sign in
        </ButtonLink>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="You're all set" subtitle={SUCCESS_TEXT[outcome.type]}>
      <ButtonLink to="/dashboard" colorPalette="brand" width="full">
        Continue
      </ButtonLink>
    </AuthCard>
  );
}
