import { Badge, Button, Code, Dialog, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { WEBHOOK_EVENT_LABELS, type WebhookAudience, type WebhookEventName } from '@receptionist/contracts';
import { History, Pause, Pencil, Play, RotateCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import type { WebhookEndpoint, WebhookEndpointDraft, WebhookEndpointRefusal } from '../api/webhook-endpoints';
import { ButtonLink } from '../../../components/ui/button-link';
import { EditWebhookEndpointDialog } from './edit-webhook-endpoint-dialog';

export type EndpointAction = 'pause' | 'resume' | 'rotate' | 'remove';

interface WebhookEndpointItemProps {
  endpoint: WebhookEndpoint;
  audience: WebhookAudience;
  deliveriesPath: string;
  busy: EndpointAction | null;
  onAct: (action: EndpointAction) => Promise<boolean>;
  onSave: (draft: WebhookEndpointDraft) => Promise<WebhookEndpointRefusal | null>;
}

const eventLabel = (event: string) => WEBHOOK_EVENT_LABELS[event as WebhookEventName] ?? event;

function StatusBadge({ endpoint }: { endpoint: WebhookEndpoint }) {
  if (endpoint.status === 'active') return <Badge colorPalette="green">Active</Badge>;
  return (
    <Badge colorPalette={endpoint.pausedReason === 'failing' ? 'red' : 'gray'}>
      {endpoint.pausedReason === 'failing' ? 'Paused: failing' : 'Paused'}
    </Badge>
  );
}

/** One endpoint: where it sends, what, its state and secret hint, and its actions (editing in a dialog, removal asks first). */
export function WebhookEndpointItem({ endpoint, audience, deliveriesPath, busy, onAct, onSave }: WebhookEndpointItemProps) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const paused = endpoint.status === 'paused';
  return (
    <Stack as="li" gap="3" p="4" borderWidth="1px" borderRadius="md" aria-label={endpoint.url} minW="0">
      <Flex gap="2" justify="space-between" align="start" wrap="wrap">
        <Stack gap="1" minW="0" flex="1">
          <Text fontWeight="semibold" wordBreak="break-all">
            {endpoint.url}
          </Text>
          {endpoint.description && <Text color="gray.600">{endpoint.description}</Text>}
        </Stack>
        <StatusBadge endpoint={endpoint} />
      </Flex>
      <HStack gap="2" wrap="wrap">
        {endpoint.events.map((event) => (
          <Badge key={event} variant="outline">
            {eventLabel(event)}
          </Badge>
        ))}
      </HStack>
      <Text fontSize="sm" color="gray.600">
        Signing secret: <Code data-testid="secret-hint">{endpoint.secretHint}</Code>
      </Text>
      <Flex gap="2" wrap="wrap">
        <ButtonLink to={deliveriesPath} size="sm" variant="outline">
          <History aria-hidden /> Deliveries
        </ButtonLink>
        <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
          <Pencil aria-hidden /> Edit
        </Button>
        <Button size="sm" variant="outline" loading={busy === (paused ? 'resume' : 'pause')} onClick={() => void onAct(paused ? 'resume' : 'pause')}>
          {paused ? <Play aria-hidden /> : <Pause aria-hidden />} {paused ? 'Resume' : 'Pause'}
        </Button>
        <Button size="sm" variant="outline" loading={busy === 'rotate'} onClick={() => void onAct('rotate')}>
          <RotateCw aria-hidden /> Rotate secret
        </Button>
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden /> Remove
        </Button>
      </Flex>
      <EditWebhookEndpointDialog endpoint={endpoint} audience={audience} open={editing} onClose={() => setEditing(false)} onSave={onSave} />
      <Dialog.Root open={confirming} onOpenChange={(event) => !event.open && setConfirming(false)} role="alertdialog">
        <DialogFrame>
          <Dialog.Header>
            <Dialog.Title>Remove this endpoint?</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Text wordBreak="break-all">
              Nothing more will be sent to {endpoint.url}, and its delivery log closes with it. This cannot be undone.
            </Text>
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button colorPalette="red" loading={busy === 'remove'} onClick={() => void onAct('remove').then((done) => done && setConfirming(false))}>
              Remove
            </Button>
          </Dialog.Footer>
        </DialogFrame>
      </Dialog.Root>
    </Stack>
  );
}
