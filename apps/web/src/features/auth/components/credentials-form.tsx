import { Link, Text } from '@chakra-ui/react';
import { PASSWORD_HINT, PASSWORD_MIN_LENGTH, validateSignIn, validateSignUp } from '@receptionist/contracts';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '../../../lib/auth/use-auth';
import { FormStack } from '../../../components/ui/form/form-stack';
import { LabelledInput } from '../../../components/ui/form/labelled-input';
import { notifyError, notifySuccess } from '../../../lib/auth/notify';
import { SubmitButton } from '../../../components/ui/form/submit-button';

export type AuthMode = 'sign-in' | 'sign-up';

/** The one form of /auth in its two modes (spec sections 2, 5 and 8). */
export function CredentialsForm({ mode, onToggleMode }: { mode: AuthMode; onToggleMode: () => void }) {
  const { client } = useAuth();
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const signingUp = mode === 'sign-up';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = { email: email.trim(), password, fullName: fullName.trim() };
    const problem = signingUp ? validateSignUp(input) : validateSignIn(input);
    if (problem) {
      notifyError(problem);
      return;
    }
    setBusy(true);
    try {
      if (signingUp) {
        await client.signUp(input);
        notifySuccess('Account created! Please check your email.');
      } else {
        const session = await client.signInWithPassword(input.email, input.password);
        if (!session.user.factors.some((factor) => factor.status === 'verified')) notifySuccess('Logged in successfully!');
      }
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormStack onSubmit={submit}>
      {signingUp && <LabelledInput label="Full Name" name="fullName" value={fullName} onValueChange={setFullName} autoComplete="name" />}
      <LabelledInput label="Email" name="email" type="email" value={email} onValueChange={setEmail} autoComplete="email" />
      <LabelledInput
        label="Password"
        name="password"
        type="password"
        value={password}
        onValueChange={setPassword}
        minLength={PASSWORD_MIN_LENGTH}
        autoComplete={signingUp ? 'new-password' : 'current-password'}
        hint={signingUp ? PASSWORD_HINT : undefined}
      />
      {!signingUp && (
        <Link asChild alignSelf="flex-end" fontSize="sm" color="brand.fg">
          <RouterLink to="/auth/forgot">Forgot password?</RouterLink>
        </Link>
      )}
      <SubmitButton busy={busy}>{signingUp ? 'Create Account' : 'Sign In'}</SubmitButton>
      <Text textAlign="center" fontSize="sm" color="gray.600">
        {signingUp ? 'Already have an account? ' : "Don't have an account? "}
        <Link as="button" type="button" color="brand.fg" fontWeight="medium" onClick={onToggleMode}>
          {signingUp ? 'Sign in' : 'Sign up'}
        </Link>
      </Text>
    </FormStack>
  );
}
