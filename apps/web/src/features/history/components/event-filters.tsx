import { Button, Field, Input, SimpleGrid } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import type { EventLogFilter } from '@receptionist/graphql-documents';

/** The explorer's filter as typed: every field a string; empty means "any". */
export interface EventFilterForm {
  types: string;
  streamPrefix: string;
  actorId: string;
  correlationId: string;
  eventId: string;
  from: string;
  to: string;
  text: string;
}

export const EMPTY_EVENT_FILTER: EventFilterForm = {
  types: '',
  streamPrefix: '',
  actorId: '',
  correlationId: '',
  eventId: '',
  from: '',
  to: '',
  text: '',
};

const FIELDS: readonly { key: keyof EventFilterForm; label: string; placeholder?: string; type?: string }[] = [
  { key: 'types', label: 'Event types', placeholder: 'StatusChanged, CallLogged.v2' },
  { key: 'streamPrefix', label: 'Stream', placeholder: 'demo-request- or client-<id>' },
  { key: 'actorId', label: 'Actor (user id)' },
  { key: 'correlationId', label: 'Correlation id' },
  { key: 'eventId', label: 'Event id' },
  { key: 'from', label: 'From', type: 'datetime-local' },
  { key: 'to', label: 'To', type: 'datetime-local' },
  { key: 'text', label: 'Text in data' },
];

const instant = (local: string) => (local ? new Date(local).toISOString() : null);

/** The GraphQL filter of a typed form (date-times in the browser's time zone). */
export function toEventLogFilter(form: EventFilterForm): EventLogFilter {
  const types = form.types
    .split(',')
    .map((type) => type.trim())
    .filter(Boolean);
  return {
    types: types.length ? types : null,
    streamPrefix: form.streamPrefix.trim() || null,
    actorId: form.actorId.trim() || null,
    correlationId: form.correlationId.trim() || null,
    eventId: form.eventId.trim() || null,
    from: instant(form.from),
    to: instant(form.to),
    text: form.text.trim() || null,
  };
}

/** The filters; applied on "Search" (each search reads the log again). */
export function EventFilters({ value, onApply }: { value: EventFilterForm; onApply: (form: EventFilterForm) => void }) {
  const [form, setForm] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(form);
  };
  return (
    <form onSubmit={submit} aria-label="Event filters">
      <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="3" alignItems="end">
        {FIELDS.map(({ key, label, placeholder, type }) => (
          <Field.Root key={key}>
            <Field.Label>{label}</Field.Label>
            <Input
              size="sm"
              type={type}
              placeholder={placeholder}
              value={form[key]}
              onChange={(event) => setForm({ ...form, [key]: event.target.value })}
            />
          </Field.Root>
        ))}
        <Button type="submit" size="sm">
          Search
        </Button>
      </SimpleGrid>
    </form>
  );
}
