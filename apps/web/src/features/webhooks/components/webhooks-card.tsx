import { Spinner, Stack, Text } from '@chakra-ui/react';
import { MAX_WEBHOOK_ENDPOINTS, type WebhookAudience } from '@receptionist/contracts';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { SectionCard } from '../../../components/ui/section-card';
import { toaster } from '../../../components/ui/toaster';
import { useWebhookEndpoints, type WebhookEndpointDraft } from '../api/webhook-endpoints';
import { type EndpointAction, WebhookEndpointItem } from './webhook-endpoint-item';
import { WebhookEndpointForm } from './webhook-endpoint-form';
import { WebhookSecretDialog } from './webhook-secret-dialog';

interface WebhooksCardProps {
  /** `owner`: a client's calls, bookings and messages; `admins`: new leads. */
  audience: WebhookAudience;
  description: string;
  /** The delivery log page of one endpoint. */
  deliveriesPath: (endpointId: string) => string;
}

const DONE: Record<EndpointAction, { title: string; description: string }> = {
  pause: { title: 'Endpoint Paused', description: 'Nothing is sent to it until you resume it' },
  resume: { title: 'Endpoint Resumed', description: 'Deliveries to it start again' },
  rotate: { title: 'Secret Rotated', description: 'The old secret no longer signs deliveries' },
  remove: { title: 'Endpoint Removed', description: 'Nothing more is sent to it' },
};

/** The caller's webhook endpoints: the list with its actions (editing among them), the add form, and the secret shown once. */
export function WebhooksCard({ audience, description, deliveriesPath }: WebhooksCardProps) {
  const webhooks = useWebhookEndpoints(audience);
  /** A new secret to show once, and the success to tell when its dialog closes (a toast would cover the dialog's buttons on phones). */
  const [shown, setShown] = useState<{ secret: string; done: { title: string; description: string } } | null>(null);
  const [busy, setBusy] = useState<{ id: string; action: EndpointAction } | null>(null);

  async function add(draft: WebhookEndpointDraft) {
    const outcome = await webhooks.add(draft);
    if ('refusal' in outcome) return outcome.refusal;
    setShown({ secret: outcome.secret, done: { title: 'Endpoint Added', description: 'Deliveries to it are signed with its secret' } });
    return null;
  }

  async function save(id: string, draft: WebhookEndpointDraft) {
    const refusal = await webhooks.save(id, draft);
    if (!refusal) toaster.create({ type: 'success', title: 'Endpoint Saved', description: 'The next deliveries follow its new settings' });
    return refusal;
  }

  async function act(id: string, action: EndpointAction): Promise<boolean> {
    setBusy({ id, action });
    const outcome = await webhooks[action](id);
    setBusy(null);
    if ('error' in outcome) {
      toaster.create({ type: 'error', title: 'Error', description: outcome.error });
      return false;
    }
    if (outcome.secret) setShown({ secret: outcome.secret, done: DONE[action] });
    else toaster.create({ type: 'success', ...DONE[action] });
    return true;
  }

  return (
    <SectionCard title="Webhooks" description={description}>
      <Stack gap="6">
        {webhooks.endpoints === null ? (
          webhooks.error ? (
            <Text color="red.600">{webhooks.error.message}</Text>
          ) : (
            <Spinner size="sm" role="status" aria-label="Loading webhook endpoints" />
          )
        ) : webhooks.endpoints.length === 0 ? (
          <Text color="gray.600">No endpoints yet.</Text>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none" aria-label="Webhook endpoints">
            {webhooks.endpoints.map((endpoint) => (
              <WebhookEndpointItem
                key={endpoint.id}
                endpoint={endpoint}
                audience={audience}
                deliveriesPath={deliveriesPath(endpoint.id)}
                busy={busy?.id === endpoint.id ? busy.action : null}
                onAct={(action) => act(endpoint.id, action)}
                onSave={(draft) => save(endpoint.id, draft)}
              />
            ))}
          </Stack>
        )}
        {(webhooks.endpoints?.length ?? 0) < MAX_WEBHOOK_ENDPOINTS && (
          <WebhookEndpointForm
            audience={audience}
            label="Add endpoint"
            submitLabel={
              <>
                <Plus aria-hidden /> Add endpoint
              </>
            }
            clearOnSuccess
            onSubmit={add}
          />
        )}
      </Stack>
      <WebhookSecretDialog
        secret={shown?.secret ?? null}
        onClose={() => {
          if (shown) toaster.create({ type: 'success', ...shown.done });
          setShown(null);
        }}
      />
    </SectionCard>
  );
}
