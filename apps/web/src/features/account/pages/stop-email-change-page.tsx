import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { AuthCard } from '../../../components/ui/form/auth-card';
import { stopEmailChange } from '../api/stop-email-change-api';
import { ButtonLink } from '../../../components/ui/button-link';

type Outcome = { state: 'asking' } | { state: 'stopping' } | { state: 'stopped' } | { state: 'failed'; message: string };

/**
 * /account/email-change/stop: the landing of the stop link mailed to the old address of an e-mail change. Opening the
 * page changes nothing (mail scanners open links); the change stops only when the owner clicks the button.
 */
export function StopEmailChangePage() {
  usePageMeta('Stop e-mail change', 'Stop a change of the e-mail address of your AI Receptionist account.');
  const [params] = useSearchParams();
  const tokenHash = params.get('token_hash');
  const [outcome, setOutcome] = useState<Outcome>({ state: 'asking' });

  if (!tokenHash) {
    return (
      <AuthCard title="This link is incomplete" subtitle="Open the link from the e-mail again, or copy all of it into the address bar.">
        <BackToSignIn />
      </AuthCard>
    );
  }

  async function stop(token: string) {
    setOutcome({ state: 'stopping' });
    try {
      await stopEmailChange(token);
      setOutcome({ state: 'stopped' });
    } catch (error) {
      setOutcome({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  }

  if (outcome.state === 'stopped') {
    return (
      <AuthCard title="The change is stopped" subtitle="Your account keeps its current e-mail address.">
        <Stack gap="4">
          <Text>If you did not ask for this change, someone may know your password: change it now.</Text>
          <ButtonLink to="/auth/forgot" colorPalette="brand" width="full">
            Change my password
          </ButtonLink>
        </Stack>
      </AuthCard>
    );
  }
  if (outcome.state === 'failed') {
    return (
      <AuthCard title="This link is invalid or has expired" subtitle={outcome.message}>
        <Stack gap="4">
          <Text>It may have been used already, or the new address was confirmed first. Sign in to check your e-mail address.</Text>
          <BackToSignIn />
        </Stack>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Stop the e-mail change?" subtitle="Someone asked to change the e-mail address of your account.">
      <Stack gap="4">
        <Text>If it was not you, stop the change: the new address will not be able to confirm it.</Text>
        <Button colorPalette="brand" width="full" loading={outcome.state === 'stopping'} onClick={() => void stop(tokenHash)}>
          Stop the change
        </Button>
      </Stack>
    </AuthCard>
  );
}

function BackToSignIn() {
  return (
    <ButtonLink to="/auth" variant="outline" width="full">
      Back to sign in
    </ButtonLink>
  );
}
