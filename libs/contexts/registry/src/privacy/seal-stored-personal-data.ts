import { type PersonalDataCodec, type StoredEvent, upcastEvent } from '@receptionist/event-store';
import { EVENT_UPCASTERS } from '../event-upcasters';

/**
 * For privacy:migrate: the stored data of an event with its personal values sealed, or undefined when it has none
 * left in plain. An event of an older shape is sealed as its current shape would be, value for value, so the
 * upcasters read it as before.
 */
export function sealStoredPersonalData(codec: PersonalDataCodec): (stored: StoredEvent) => Promise<unknown> {
  const upcast = upcastEvent(EVENT_UPCASTERS);
  return async (stored) => {
    const current = upcast(stored);
    const [sealed] = await codec.sealEvents(stored.stream, [{ type: current.type, data: current.data }]);
    if (sealed.data === current.data) return undefined;
    const sealedValues = new Map<string, string>();
    collectChangedStrings(current.data, sealed.data, sealedValues);
    return replaceStrings(stored.data, sealedValues);
  };
}

function collectChangedStrings(plain: unknown, sealed: unknown, into: Map<string, string>): void {
  if (typeof plain === 'string' && typeof sealed === 'string' && plain !== sealed) into.set(plain, sealed);
  if (plain && sealed && typeof plain === 'object' && typeof sealed === 'object') {
    for (const [name, value] of Object.entries(plain)) collectChangedStrings(value, (sealed as Record<string, unknown>)[name], into);
  }
}

function replaceStrings(value: unknown, replacements: ReadonlyMap<string, string>): unknown {
  if (typeof value === 'string') return replacements.get(value) ?? value;
  if (Array.isArray(value)) return value.map((item) => replaceStrings(item, replacements));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, replaceStrings(inner, replacements)]));
  }
  return value;
}
