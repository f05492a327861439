import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { toaster } from '../../../components/ui/toaster';
import type { ClientRecord } from '../api/my-client';
import { useRequestPhoneNumber } from '../api/request-phone-number';
import { useSaveSetting } from '../api/update-client-setting';
import { SectionCard } from '../../../components/ui/section-card';
import { SettingTextField } from './setting-text-field';

/** The assigned number (read-only), the number request, and the editable call forwarding number. */
export function PhoneNumberCard({ client }: { client: ClientRecord }) {
  const save = useSaveSetting(client);
  const [request, requestNumber] = useRequestPhoneNumber();
  const pending = client.phoneNumberRequested && !client.phoneNumber;

  async function askForNumber() {
    const result = await requestNumber({});
    if (result.error) toaster.create({ type: 'error', title: 'Error', description: 'Failed to request a phone number' });
    else toaster.create({ type: 'success', title: 'Success', description: 'Phone number requested' });
  }

  return (
    <SectionCard title="Phone Number" description="The number your AI receptionist answers.">
      <Stack gap="4">
        <Field.Root readOnly>
          <Field.Label>Your AI Phone Number</Field.Label>
          <Input readOnly value={client.phoneNumber ?? 'Not assigned yet'} />
        </Field.Root>
        {!client.phoneNumber &&
          (pending ? (
            <Text color="gray.600" data-testid="number-request-pending">
              Number requested: pending assignment by our team
            </Text>
          ) : (
            <Button alignSelf="flex-start" variant="outline" loading={request.fetching} onClick={() => void askForNumber()}>
              Request Number
            </Button>
          ))}
        <SettingTextField
          key={`forwarding:${client.forwardingNumber ?? ''}`}
          field="forwarding_number"
          label="Call Forwarding Number"
          placeholder="+1 (555) 000-0000"
          hint="Calls the AI cannot handle are forwarded here. Leave empty for no forwarding."
          stored={client.forwardingNumber ?? ''}
          onSave={save}
        />
      </Stack>
    </SectionCard>
  );
}
