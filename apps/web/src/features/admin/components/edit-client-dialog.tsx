import { Dialog, Stack, Text } from '@chakra-ui/react';
import { ErasePersonalDataButton } from '../../../components/erase-personal-data-button';
import { PersonalDataButton } from '../../../components/personal-data-button';
import { StreamHistoryButton } from '../../../components/stream-history/stream-history-button';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import type { AdminClient } from '../api/admin-clients';
import { ClientActiveSection } from './client-active-section';
import { ClientPhoneSection } from './client-phone-section';
import { ClientPlanSection } from './client-plan-section';
import { useClientActions } from './use-client-actions';

function EditClientContent({
  client,
  onChanged,
  onErased,
}: {
  client: AdminClient;
  onChanged: (changed: Partial<AdminClient>) => void;
  onErased: () => void;
}) {
  const actions = useClientActions(client.id, onChanged);
  return (
    <>
      <Dialog.Header flexDirection="column" alignItems="start" gap="1">
        <Dialog.Title>Edit {client.businessName}</Dialog.Title>
        <Text fontSize="sm" color="gray.600">
          {[client.ownerFullName, client.ownerEmail].filter(Boolean).join(' · ') || 'Owner unknown'}
        </Text>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="6">
          <ClientPhoneSection client={client} busy={actions.busy === 'assign'} onAssign={actions.assignPhoneNumber} />
          <ClientPlanSection client={client} busy={actions.busy === 'plan'} onChangePlan={actions.changePlan} />
          <ClientActiveSection client={client} busy={actions.busy === 'active'} onSetActive={actions.setActive} />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer justifyContent="start" gap="2" flexWrap="wrap">
        <StreamHistoryButton stream={`client-${client.id}`} title={client.businessName} />
        {client.ownerEmail && <PersonalDataButton email={client.ownerEmail} />}
        {client.ownerEmail && <ErasePersonalDataButton email={client.ownerEmail} onErased={onErased} />}
      </Dialog.Footer>
    </>
  );
}

/**
 * The admin's Edit dialog for one client: assign a phone number, change the plan, activate or deactivate. Pending
 * owner requests (a number, another plan) are shown where the admin acts on them. `client` null: closed.
 */
export function EditClientDialog({
  client,
  onClose,
  onChanged,
}: {
  client: AdminClient | null;
  onClose: () => void;
  onChanged: (changed: Partial<AdminClient>) => void;
}) {
  return (
    <Dialog.Root
      open={client !== null}
      onOpenChange={(details) => !details.open && onClose()}
      size={{ base: 'full', md: 'md' }}
      scrollBehavior="inside"
    >
      <DialogFrame>{client && <EditClientContent key={client.id} client={client} onChanged={onChanged} onErased={onClose} />}</DialogFrame>
    </Dialog.Root>
  );
}
