import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import type { AdminClient } from '../api/admin-clients';
import { DialogSection } from './dialog-section';

export function ClientActiveSection({
  client,
  busy,
  onSetActive,
}: {
  client: AdminClient;
  busy: boolean;
  onSetActive: (active: boolean) => Promise<boolean>;
}) {
  return (
    <DialogSection title="Status">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <HStack>
          <Text>Status:</Text>
          <ClientStatusBadge active={client.isActive} />
        </HStack>
        <Button variant="outline" colorPalette={client.isActive ? 'red' : 'green'} loading={busy} onClick={() => void onSetActive(!client.isActive)}>
          {client.isActive ? 'Deactivate' : 'Activate'}
        </Button>
      </HStack>
      <Text fontSize="sm" color="gray.600">
        The owner sees this status on their dashboard. Settings, calls and history are kept either way.
      </Text>
    </DialogSection>
  );
}

export function ClientStatusBadge({ active }: { active: boolean }) {
  return <Badge colorPalette={active ? 'green' : 'gray'}>{active ? 'Active' : 'Inactive'}</Badge>;
}
