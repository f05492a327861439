import { Button, Fieldset, Stack, Text } from '@chakra-ui/react';
import { WEBHOOK_EVENT_LABELS, type WebhookAudience, webhookEventsFor } from '@receptionist/contracts';
import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { LabelledCheckbox } from '../../../components/ui/labelled-checkbox';
import { LabelledInput } from '../../../components/ui/form/labelled-input';
import type { AddRefusal, NewWebhookEndpoint } from '../api/webhook-endpoints';

interface AddWebhookEndpointFormProps {
  audience: WebhookAudience;
  /** Answers null once added, else the refusal to show. */
  onAdd: (input: NewWebhookEndpoint) => Promise<AddRefusal | null>;
}

const NO_TEXT = { url: '', description: '' };

/** URL, description and the events to send; the server's rule messages show under their field. */
export function AddWebhookEndpointForm({ audience, onAdd }: AddWebhookEndpointFormProps) {
  const choices = webhookEventsFor(audience);
  const [text, setText] = useState(NO_TEXT);
  const [events, setEvents] = useState<string[]>(choices.length === 1 ? [...choices] : []);
  const [refusal, setRefusal] = useState<AddRefusal | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const refused = await onAdd({ ...text, events });
    setBusy(false);
    setRefusal(refused);
    if (!refused) setText(NO_TEXT);
  }

  const messageFor = (field: AddRefusal['field']) => (refusal?.field === field ? refusal.message : undefined);
  const textInput = (name: keyof typeof NO_TEXT) => ({
    name,
    value: text[name],
    onValueChange: (value: string) => setText((current) => ({ ...current, [name]: value })),
    error: messageFor(name),
  });
  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Add endpoint" noValidate>
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
            {choices.map((choice) => (
              <LabelledCheckbox
                key={choice}
                label={WEBHOOK_EVENT_LABELS[choice]}
                checked={events.includes(choice)}
                onChange={(checked) => setEvents((current) => (checked ? [...current, choice] : current.filter((event) => event !== choice)))}
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
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={busy}>
          <Plus aria-hidden /> Add endpoint
        </Button>
      </Stack>
    </form>
  );
}
