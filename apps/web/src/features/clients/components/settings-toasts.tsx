import { Box } from '@chakra-ui/react';
import { CLIENT_SETTING_MESSAGES } from '@receptionist/contracts';
import { toaster } from '../../../components/ui/toaster';

export function notifySettingsSaved(): void {
  toaster.create({ type: 'success', title: 'Success', description: CLIENT_SETTING_MESSAGES.updated });
}

/** The spec's 'Error' / 'Failed to update settings' toast; the failed rule's message, when known, on a second line. */
export function notifySettingsFailed(reason?: string): void {
  const description = reason ? (
    <>
      <Box as="span" display="block">
        {CLIENT_SETTING_MESSAGES.updateFailed}
      </Box>
      <Box as="span" display="block">
        {reason}
      </Box>
    </>
  ) : (
    CLIENT_SETTING_MESSAGES.updateFailed
  );
  toaster.create({ type: 'error', title: 'Error', description });
}
