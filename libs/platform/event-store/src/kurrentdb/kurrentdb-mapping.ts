import {
  excludeSystemEvents,
  eventTypeFilter,
  NO_STREAM,
  START,
  streamNameFilter,
  type AllStreamResolvedEvent,
  type AppendStreamState,
  type Filter,
  type ReadPosition,
  type ResolvedEvent,
} from '@kurrent/kurrentdb-client';
import type { EventFilter, EventMetadata, ExpectedRevision, StoredEvent } from '../event-store.port';

export function toStreamState(expected: ExpectedRevision): AppendStreamState {
  return typeof expected === 'number' ? BigInt(expected) : expected;
}

/** KurrentDB gives each event its own commit (= prepare) position in $all; ours is that number. */
export function toReadPosition(from: number | undefined): ReadPosition {
  return from === undefined ? START : { commit: BigInt(from), prepare: BigInt(from) };
}

/**
 * The server filters on one thing: stream prefixes when given, else the exact types; without either it still leaves
 * out the server's own `$` events. Whatever the server cannot combine is checked again on our side.
 */
export function toServerFilter(filter: EventFilter | undefined): Filter {
  if (filter?.streamPrefixes?.length) return streamNameFilter({ prefixes: [...filter.streamPrefixes] });
  if (filter?.types?.length) return eventTypeFilter({ regex: `^(?:${filter.types.map(escapeRegex).join('|')})$` });
  return excludeSystemEvents();
}

/** Our events only: JSON, not a server `$` event or link. */
export function toStoredEvent(resolved: ResolvedEvent | AllStreamResolvedEvent): StoredEvent | undefined {
  const event = resolved.event;
  if (!event || !event.isJson || event.type.startsWith('$')) return undefined;
  const commit = event.position?.commit ?? resolved.commitPosition;
  return {
    eventId: event.id,
    type: event.type,
    data: event.data,
    metadata: event.metadata as unknown as EventMetadata,
    stream: event.streamId,
    revision: Number(event.revision),
    position: commit === undefined ? 0 : Number(commit),
  };
}

export function actualRevision(actualState: bigint | typeof NO_STREAM): number {
  return actualState === NO_STREAM ? -1 : Number(actualState);
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
