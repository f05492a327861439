import { Button, Field, Flex, Input, Text } from '@chakra-ui/react';
import { WEBHOOK_DELIVERY_MESSAGES, WEBHOOK_REPLAY_MAX_DAYS } from '@receptionist/contracts';
import { type FormEvent, useState } from 'react';

interface ReplayRangeFormProps {
  onReplay: (from: Date, to: Date) => Promise<string | null>;
}

/** `datetime-local` values are the reader's local wall time; the server gets instants. */
const instantOf = (value: string): Date | null => {
  const date = new Date(value);
  return value && Number.isFinite(date.getTime()) ? date : null;
};

/** Resend every delivery created in a range (same delivery ids, so receivers drop what they already have). */
export function ReplayRangeForm({ onReplay }: ReplayRangeFormProps) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const [start, end] = [instantOf(from), instantOf(to)];
    if (!start || !end || end <= start) return setError(WEBHOOK_DELIVERY_MESSAGES.rangeInvalid);
    if (end.getTime() - start.getTime() > WEBHOOK_REPLAY_MAX_DAYS * 86_400_000) return setError(WEBHOOK_DELIVERY_MESSAGES.rangeTooLong);
    setBusy(true);
    setError(await onReplay(start, end));
    setBusy(false);
  }

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Replay a range" noValidate>
      <Flex gap="3" align={{ base: 'stretch', md: 'end' }} direction={{ base: 'column', md: 'row' }} wrap="wrap">
        <Field.Root invalid={error !== null} flex="1" minW="0">
          <Field.Label>From</Field.Label>
          <Input type="datetime-local" value={from} onChange={(event) => setFrom(event.target.value)} />
        </Field.Root>
        <Field.Root invalid={error !== null} flex="1" minW="0">
          <Field.Label>To</Field.Label>
          <Input type="datetime-local" value={to} onChange={(event) => setTo(event.target.value)} />
        </Field.Root>
        <Button type="submit" variant="outline" loading={busy}>
          Replay range
        </Button>
      </Flex>
      {error && (
        <Text color="red.600" mt="2" role="alert">
          {error}
        </Text>
      )}
    </form>
  );
}
