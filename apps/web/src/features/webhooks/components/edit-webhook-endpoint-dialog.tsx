import { Dialog } from '@chakra-ui/react';
import type { WebhookAudience } from '@receptionist/contracts';
import { Save } from 'lucide-react';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import type { WebhookEndpoint, WebhookEndpointDraft, WebhookEndpointRefusal } from '../api/webhook-endpoints';
import { WebhookEndpointForm } from './webhook-endpoint-form';

interface EditWebhookEndpointDialogProps {
  endpoint: WebhookEndpoint;
  audience: WebhookAudience;
  open: boolean;
  onClose: () => void;
  /** Answers null once saved, else the refusal to show. */
  onSave: (draft: WebhookEndpointDraft) => Promise<WebhookEndpointRefusal | null>;
}

/** The add form filled in with the endpoint's URL, description and events; it closes once saved (the secret stays). */
export function EditWebhookEndpointDialog({ endpoint, audience, open, onClose, onSave }: EditWebhookEndpointDialogProps) {
  async function save(draft: WebhookEndpointDraft) {
    const refusal = await onSave(draft);
    if (!refusal) onClose();
    return refusal;
  }

  // Unmounted when closed, so that each opening starts from the endpoint's current values.
  return (
    <Dialog.Root open={open} onOpenChange={(event) => !event.open && onClose()} size={{ base: 'full', md: 'md' }} lazyMount unmountOnExit>
      <DialogFrame>
        <Dialog.Header>
          <Dialog.Title>Edit endpoint</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <WebhookEndpointForm
            audience={audience}
            label="Edit endpoint"
            submitLabel={
              <>
                <Save aria-hidden /> Save
              </>
            }
            initial={{ url: endpoint.url, description: endpoint.description ?? '', events: endpoint.events }}
            onCancel={onClose}
            onSubmit={save}
          />
        </Dialog.Body>
      </DialogFrame>
    </Dialog.Root>
  );
}
