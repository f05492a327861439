import { Button, Fieldset, HStack, Stack, Text } from '@chakra-ui/react';
import { WEBHOOK_EVENT_LABELS, type WebhookAudience, webhookEventsFor } from '@receptionist/contracts';
import { type FormEvent, type ReactNode, useState } from 'react';
import { LabelledCheckbox } from '../../../components/ui/labelled-checkbox';
import { LabelledInput } from '../../../components/ui/form/labelled-input';
import type { WebhookEndpointDraft, WebhookEndpointRefusal } from '../api/webhook-endpoints';

interface WebhookEndpointFormProps {
  audience: WebhookAudience;
  /** The form's accessible name. */
  label: string;
  /** The submit button's icon and text. */
  submitLabel: ReactNode;
  /** The values to start from (an endpoint being edited); else blank, with the audience's only event ticked. */
  initial?: WebhookEndpointDraft;
  /** Empties the URL and description once submitted, ready for the next endpoint (the events stay ticked). */
  clearOnSuccess?: boolean;
  /** Shows a Cancel button beside the submit button. */
  onCancel?: () => void;
  /** Answers null once done, else the refusal to show. */
  onSubmit: (draft: WebhookEndpointDraft) => Promise<WebhookEndpointRefusal | null>;
}

function blankDraft(audience: WebhookAudience): WebhookEndpointDraft {
  const choices = webhookEventsFor(audience);
  return { url: '', description: '', events: choices.length === 1 ? [...choices] : [] };
}

/** URL, description and the events to send, for adding or editing; the server's rule messages show under their field. */
export function WebhookEndpointForm({ audience, label, submitLabel, initial, clearOnSuccess, onCancel, onSubmit }: WebhookEndpointFormProps) {
  const [draft, setDraft] = useState(() => initial ?? blankDraft(audience));
  const [refusal, setRefusal] = useState<WebhookEndpointRefusal | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const refused = await onSubmit(draft);
    setBusy(false);
    setRefusal(refused);
    if (!refused && clearOnSuccess) setDraft((current) => ({ ...current, url: '', description: '' }));
  }

  const messageFor = (field: WebhookEndpointRefusal['field']) => (refusal?.field === field ? refusal.message : undefined);
  const textInput = (field: 'url' | 'description') => ({
    name: field,
    value: draft[field],
    onValueChange: (value: string) => setDraft((current) => ({ ...current, [field]: value })),
    error: messageFor(field),
  });
  const toggle = (choice: string, checked: boolean) =>
    setDraft((current) => ({ ...current, events: checked ? [...current.events, choice] : current.events.filter((event) => event !== choice) }));
  return (
    <form onSubmit={(event) => void submit(event)} aria-label={label} noValidate>
      <Stack gap="4">
        <LabelledInput
          label="Endpoint URL"
          root={{ required: true }}
          type="url"
          inputMode="url"
          placeholder="https://crm.example.com/hooks/receptionist"
          {...textInput('url')}
        />
        <LabelledInput label="Description" placeholder="e.g. Dealer CRM" {...textInput('description')} />
        <Fieldset.Root invalid={messageFor('events') !== undefined}>
          <Fieldset.Legend>Events to send</Fieldset.Legend>
          <Stack gap="3">
            {webhookEventsFor(audience).map((choice) => (
              <LabelledCheckbox
                key={choice}
                label={WEBHOOK_EVENT_LABELS[choice]}
                checked={draft.events.includes(choice)}
                onChange={(checked) => toggle(choice, checked)}
              />
            ))}
          </Stack>
          <Fieldset.ErrorText>{messageFor('events')}</Fieldset.ErrorText>
        </Fieldset.Root>
        {refusal && refusal.field === null && (
          <Text color="red.600" role="alert">
            {refusal.message}
          </Text>
        )}
        <HStack gap="2" justify={onCancel ? 'flex-end' : 'flex-start'}>
          {onCancel && (
            <Button variant="outline" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit" colorPalette="brand" loading={busy}>
            {submitLabel}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
