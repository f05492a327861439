import { Heading, Stack } from '@chakra-ui/react';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { EmailSection } from '../components/email-section';
import { MfaSection } from '../components/mfa-section';
import { PasswordSection } from '../components/password-section';
import { PersonalDataSection } from '../components/personal-data-section';
import { ProfileSection } from '../components/profile-section';
import { SessionsSection } from '../components/sessions-section';

/** /account: name, e-mail, password, authenticator, sessions and personal data download of the signed-in user. */
export function AccountPage() {
  usePageMeta('Account', 'Manage your AI Receptionist account: profile, password, two-factor authentication and sessions.');
  return (
    <Stack gap="6" maxW="3xl">
      <Heading as="h1" size="2xl">
        Account
      </Heading>
      <ProfileSection />
      <EmailSection />
      <PasswordSection />
      <MfaSection />
      <SessionsSection />
      <PersonalDataSection />
    </Stack>
  );
}
