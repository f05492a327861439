import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import { phoneNumberError } from '@receptionist/contracts';
import { type FormEvent, useState } from 'react';
import { LabelledInput } from '../../../components/ui/form/labelled-input';
import type { AdminClient } from '../api/admin-clients';
import { DialogSection } from './dialog-section';

export function ClientPhoneSection({
  client,
  busy,
  onAssign,
}: {
  client: AdminClient;
  busy: boolean;
  onAssign: (phoneNumber: string) => Promise<boolean>;
}) {
  const [phoneNumber, setPhoneNumber] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = phoneNumberError(phoneNumber);
    setError(problem);
    if (!problem && (await onAssign(phoneNumber))) setPhoneNumber('');
  }

  return (
    <DialogSection title="Phone Number">
      <HStack justify="space-between" wrap="wrap">
        <Text>
          Current number:{' '}
          <Text as="span" fontWeight="semibold" data-testid="current-phone-number">
            {client.phoneNumber ?? 'Not assigned yet'}
          </Text>
        </Text>
        {client.phoneNumberRequested && <Badge colorPalette="orange">Number requested</Badge>}
      </HStack>
      {client.phoneNumberRequested && (
        <Text fontSize="sm" color="gray.600">
          The owner asked for a phone number. Assigning one completes the request.
        </Text>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate>
        <HStack align="end" gap="3" wrap="wrap">
          <LabelledInput
            label={client.phoneNumber ? 'New phone number' : 'Phone number'}
            root={{ flex: '1', minW: '48' }}
            value={phoneNumber}
            onValueChange={setPhoneNumber}
            placeholder="+1 (555) 010-2000"
            inputMode="tel"
            error={error}
          />
          <Button type="submit" colorPalette="brand" loading={busy} disabled={!phoneNumber.trim()}>
            Assign Number
          </Button>
        </HStack>
      </form>
    </DialogSection>
  );
}
