/** One field of an entity as an event changed it: its value before and after (JSON text; null: absent). */
export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

const asJson = (value: unknown): string | null => (value === undefined ? null : JSON.stringify(value));
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * An event's data as the fields of the entity it sets. A change event that says `{ from, to }` sets the field it names
 * (`{ field, from, to }`, as SettingsChanged) or the one its type names (`StatusChanged` → `status`); other fields are
 * taken as they are.
 */
function changedFields(type: string, data: Record<string, unknown>): Record<string, unknown> {
  if (!('to' in data)) return data;
  const { field, from: _from, to, ...rest } = data;
  const named =
    typeof field === 'string'
      ? field
      : /Changed$/.test(type.replace(/\.v\d+$/, ''))
        ? lowerFirst(type.replace(/\.v\d+$/, '').replace(/Changed$/, ''))
        : null;
  return named ? { ...rest, [named]: to } : data;
}

/**
 * The field-level changes of each event of one stream, like Stripe's `previous_attributes`: the entity is folded
 * generically (each event's fields overwrite the ones before), and an event's changes are the fields whose value it
 * set differently. Works for every context's events without knowing them.
 */
export function fieldChangesOf(events: readonly { type: string; data: unknown }[]): FieldChange[][] {
  let state: Record<string, unknown> = {};
  return events.map(({ type, data }) => {
    const fields = changedFields(type, data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {});
    const changes = Object.entries(fields)
      .filter(([field, value]) => asJson(state[field]) !== asJson(value))
      .map(([field, value]) => ({ field, before: asJson(state[field]), after: asJson(value) }));
    state = { ...state, ...fields };
    return changes;
  });
}
