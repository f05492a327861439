import type { StoredEvent } from '@receptionist/event-store';
import { defineProjector } from '../projector';

type CounterDoc = { id: string; count: number; last: number };

/** Counts `Counted` events per stream; `Reset` deletes the stream's counter. */
export const countersProjector = defineProjector({
  name: 'counters',
  version: 1,
  collections: [{ name: 'counters', indexes: [{ fields: ['count'] }] }],
  handlers: {
    Counted: async (event: StoredEvent<{ index: number }>, context) => {
      const counter = await context.get<CounterDoc>('counters', event.stream);
      context.put('counters', { id: event.stream, count: (counter?.count ?? 0) + 1, last: event.data.index });
    },
    Reset: (event, context) => context.delete('counters', event.stream),
  },
});

/** Counts events per type, synchronously. */
export const typeTotalsProjector = defineProjector({
  name: 'type-totals',
  version: 1,
  collections: [{ name: 'type_totals' }],
  handlers: Object.fromEntries(
    ['Counted', 'Reset', 'Noted'].map((type) => [
      type,
      async (_event: StoredEvent, context) => {
        const total = await context.get<{ id: string; total: number }>('type_totals', type);
        context.put('type_totals', { id: type, total: (total?.total ?? 0) + 1 });
      },
    ]),
  ),
});

/** Keeps `Noted` texts (searchable); throws on a note whose data says `poison`. */
export const notesProjector = defineProjector({
  name: 'notes',
  version: 1,
  collections: [{ name: 'notes', search: { text: ['text'] } }],
  handlers: {
    Noted: (event: StoredEvent<{ text: string; poison?: boolean }>, context) => {
      if (event.data.poison) throw new Error(`cannot digest "${event.data.text}"`);
      context.put('notes', { id: event.eventId, text: event.data.text, position: event.position });
    },
  },
});

export const exampleProjectors = [countersProjector, typeTotalsProjector, notesProjector];
