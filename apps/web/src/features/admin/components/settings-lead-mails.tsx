import { Checkbox, Spinner, Stack, Text } from '@chakra-ui/react';
import { SectionCard } from '../../../components/ui/section-card';
import { toaster } from '../../../components/ui/toaster';
import { useLeadMails } from '../api/lead-mails';

/** The administrator's own choice: an e-mail per new demo request or contact message (the bell shows them either way). */
export function SettingsLeadMails() {
  const { enabled, busy, change } = useLeadMails();
  async function toggle(next: boolean) {
    const ok = await change(next);
    toaster.create(
      ok
        ? { type: 'success', title: 'Success', description: next ? 'You will get an e-mail per new lead' : 'No more e-mails per new lead' }
        : { type: 'error', title: 'Error', description: 'Your choice could not be saved. Please try again.' },
    );
  }
  return (
    <SectionCard title="Lead e-mails" description="New demo requests and contact messages always appear under the bell.">
      {enabled === null ? (
        <Spinner size="sm" role="status" aria-label="Loading lead e-mails" />
      ) : (
        <Stack gap="2">
          <Checkbox.Root checked={enabled} disabled={busy} onCheckedChange={(details) => void toggle(details.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>E-mail me about every new lead</Checkbox.Label>
          </Checkbox.Root>
          <Text fontSize="sm" color="gray.600">
            This setting is yours alone; other administrators choose for themselves.
          </Text>
        </Stack>
      )}
    </SectionCard>
  );
}
