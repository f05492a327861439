import { Button, Code, HStack, Image, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import type { TotpEnrollment } from '../../../lib/auth/auth-types';
import { useAuth } from '../../../lib/auth/use-auth';
import { FormStack } from '../../../components/ui/form/form-stack';
import { LabelledInput } from '../../../components/ui/form/labelled-input';
import { notifySuccess } from '../../../lib/auth/notify';
import { SectionCard } from '../../../components/ui/section-card';
import { useBusyAction } from './use-busy-action';
import { SubmitButton } from '../../../components/ui/form/submit-button';

/** TOTP: enrol (QR code from the server, confirmed by a first code) or remove the authenticator. */
export function MfaSection() {
  const { user, account } = useAuth();
  const [enrollment, setEnrollment] = useState<TotpEnrollment | null>(null);
  const [code, setCode] = useState('');
  const [busy, run] = useBusyAction();
  const verified = user?.factors.find((factor) => factor.status === 'verified');

  const start = () => run(async () => setEnrollment(await account.enrollTotp('Authenticator app')));
  const cancel = () =>
    run(async () => {
      if (enrollment) await account.unenrollFactor(enrollment.id);
      setEnrollment(null);
    });
  const remove = async () => {
    if (verified && (await run(() => account.unenrollFactor(verified.id)))) notifySuccess('Two-factor authentication is off.');
  };

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (!enrollment) return;
    if (await run(() => account.verifyTotp(enrollment.id, code.trim()))) {
      setEnrollment(null);
      setCode('');
      notifySuccess('Two-factor authentication is on.');
    }
  }

  return (
    <SectionCard title="Two-factor authentication" description="Ask for a code from an authenticator app at sign-in.">
      {verified ? (
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Text>Two-factor authentication is on.</Text>
          <Button variant="outline" colorPalette="red" onClick={() => void remove()} disabled={busy}>
            Remove authenticator
          </Button>
        </HStack>
      ) : enrollment ? (
        <FormStack onSubmit={confirm}>
          <Text>Scan this QR code with your authenticator app, then enter the 6-digit code it shows.</Text>
          <Image
            src={`data:image/svg+xml;utf-8,${encodeURIComponent(enrollment.totp.qr_code)}`}
            alt="QR code for your authenticator app"
            boxSize="48"
          />
          <Text fontSize="sm">
            Or enter this key: <Code data-testid="totp-secret">{enrollment.totp.secret}</Code>
          </Text>
          <LabelledInput
            label="Code"
            name="code"
            value={code}
            onValueChange={setCode}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
          />
          <HStack>
            <SubmitButton busy={busy}>Verify and turn on</SubmitButton>
            <Button variant="ghost" onClick={() => void cancel()} disabled={busy}>
              Cancel
            </Button>
          </HStack>
        </FormStack>
      ) : (
        <Button colorPalette="brand" onClick={() => void start()} disabled={busy}>
          Set up authenticator app
        </Button>
      )}
    </SectionCard>
  );
}
