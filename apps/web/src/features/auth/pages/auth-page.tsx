import { useState } from 'react';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { AuthCard } from '../../../components/ui/form/auth-card';
import { type AuthMode, CredentialsForm } from '../components/credentials-form';
import { MfaChallengeForm } from '../components/mfa-challenge-form';
import { useSignedInRedirect } from '../components/use-signed-in-redirect';

const MODES = {
  'sign-in': { title: 'Welcome back', subtitle: 'Sign in to your account to continue', meta: 'Sign In' },
  'sign-up': { title: 'Create an account', subtitle: 'Get started with your AI receptionist', meta: 'Sign Up' },
} as const;

/** /auth: sign in or sign up; a user with an authenticator then enters a TOTP code; signed-in visitors go on. */
export function AuthPage() {
  const [mode, setMode] = useState<AuthMode>('sign-in');
  const { status, needsMfa } = useSignedInRedirect();
  const texts = MODES[mode];
  usePageMeta(texts.meta, 'Sign in to your AI Receptionist account or create one to get started.');

  if (status === 'signed-in' && needsMfa) {
    return (
      <AuthCard title="Two-factor authentication" subtitle="One more step to sign in">
        <MfaChallengeForm />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={texts.title} subtitle={texts.subtitle}>
      <CredentialsForm mode={mode} onToggleMode={() => setMode(mode === 'sign-in' ? 'sign-up' : 'sign-in')} />
    </AuthCard>
  );
}
