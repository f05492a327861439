import { type PersonalDataCodec, SEALED_FIELD, type SealingPlan, type StoredEvent, upcastEvent } from '@receptionist/event-store';
import { EVENT_UPCASTERS } from '../event-upcasters';

/**
 * For privacy:migrate: the stored data of an event with its personal values sealed, or undefined when there is none
 * to seal (sealed at append already, or nothing personal). An event of an older shape is sealed where its current
 * shape's personal values stand in the stored data, so the upcasters read it as before once it is opened.
 */
export function sealStoredPersonalData(codec: PersonalDataCodec): (stored: StoredEvent) => Promise<unknown> {
  const upcast = upcastEvent(EVENT_UPCASTERS);
  return async (stored) => {
    if (stored.data && typeof stored.data === 'object' && SEALED_FIELD in stored.data) return undefined;
    const current = upcast(stored);
    const plan = codec.planFor(stored.stream, current);
    const storedPlan = current === stored ? plan : plan.map((group) => inStoredShape(group, current.data, stored.data));
    const sealed = await codec.seal(stored.data, storedPlan);
    return sealed === stored.data ? undefined : sealed;
  };
}

/** The stored paths holding the values the current shape has at the group's paths. */
function inStoredShape({ subject, paths }: SealingPlan, current: unknown, stored: unknown): SealingPlan {
  const storedPaths = leafPaths(stored);
  const found = paths.flatMap((path) => {
    const value = leafPaths(current).get(path);
    const match = typeof value === 'string' ? [...storedPaths].find(([, storedValue]) => storedValue === value) : undefined;
    return match ? [match[0]] : [];
  });
  return { subject, paths: [...new Set(found)] };
}

function leafPaths(value: unknown, prefix = '', into = new Map<string, unknown>()): Map<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [name, inner] of Object.entries(value)) leafPaths(inner, prefix ? `${prefix}.${name}` : name, into);
  } else if (prefix) {
    into.set(prefix, value);
  }
  return into;
}
