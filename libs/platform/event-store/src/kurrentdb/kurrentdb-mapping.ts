import {
  eventTypeFilter,
  NO_STREAM,
  START,
  streamNameFilter,
  type AllStreamResolvedEvent,
  type AppendStreamState,
  type Filter,
  type Position,
  type ResolvedEvent,
} from '@kurrent/kurrentdb-client';
import type { EventFilter, EventMetadata, ExpectedRevision, StoredEvent } from '../event-store.port';

export function toStreamState(expected: ExpectedRevision): AppendStreamState {
  return typeof expected === 'number' ? BigInt(expected) : expected;
}

/**
 * KurrentDB gives each event its own commit (= prepare) position in $all; ours is that number. A caller's `from` is
 * used as such only as a first guess: it may fall inside a record (the server then refuses it, see the store).
 */
export function toReadPosition(from: number | undefined): Position | typeof START {
  return from === undefined || from <= 0 ? START : { commit: BigInt(from), prepare: BigInt(from) };
}

/** The exact position the server gave an event, to resume from it (never computed). */
export function serverPosition(resolved: ResolvedEvent | AllStreamResolvedEvent): Position | undefined {
  const position = resolved.event?.position;
  if (position) return { commit: position.commit, prepare: position.prepare };
  const commit = resolved.commitPosition;
  return commit === undefined ? undefined : { commit, prepare: commit };
}

/**
 * The server filters on one thing. With types, it filters by an exact type regex (the selective part for a
 * projector) and the streams (scope and caller prefixes) are checked on our side; without types, it filters by the
 * scoped stream prefixes, which also leaves out `$` system streams and other products' streams.
 * `prefixes` must be the scoped list (`scopedPrefixes`), never empty.
 */
export function toServerFilter(filter: EventFilter | undefined, prefixes: readonly string[]): Filter {
  if (filter?.types?.length) return eventTypeFilter({ regex: `^(?:${filter.types.map(escapeRegex).join('|')})$` });
  return streamNameFilter({ prefixes: [...prefixes] });
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
