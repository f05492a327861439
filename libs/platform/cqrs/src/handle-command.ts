import { randomUUID } from 'node:crypto';
import { WrongExpectedRevisionError, type EventMetadata, type EventStore, type ExpectedRevision, type NewEvent } from '@receptionist/event-store';
import { fold } from '@receptionist/domain-kit';
import type { Decider, DomainEvent } from './decider';

export interface CommandMetadata {
  actorId?: string | null;
  correlationId?: string;
  causationId?: string | null;
  /** The clock; defaults to the current time. Decisions and `occurredAt` use it. */
  now?: Date;
}

export interface HandleCommandRequest<TCommand, TState, TEvent extends DomainEvent> {
  stream: string;
  decider: Decider<TCommand, TState, TEvent>;
  command: TCommand;
  metadata?: CommandMetadata;
  /**
   * A known state of the stream up to `revision` (e.g. kept by a projection): only the events after it are read and
   * folded onto `state`. Decisions stay exact because the append still expects the stream's actual last revision.
   */
  snapshot?: StreamSnapshot<TState> | null;
}

export interface StreamSnapshot<TState> {
  state: TState;
  /** The stream revision `state` includes (inclusive). */
  revision: number;
}

export interface HandleCommandResult<TEvent extends DomainEvent> {
  /** The events the decider produced and the store now holds; empty when the command changed nothing. */
  events: TEvent[];
  /** Global position of the last appended event (for read-your-writes), or null when nothing was appended. */
  position: number | null;
  /** The stream's last revision after the command, -1 when the stream still does not exist. */
  revision: number;
}

/**
 * Loads the stream, folds it into state, decides, and appends with the expected revision. When another writer
 * got there first it reloads and decides once more; a second conflict propagates.
 */
export async function handleCommand<TCommand, TState, TEvent extends DomainEvent>(
  eventStore: EventStore,
  request: HandleCommandRequest<TCommand, TState, TEvent>,
): Promise<HandleCommandResult<TEvent>> {
  try {
    return await decideAndAppend(eventStore, request);
  } catch (error) {
    if (!(error instanceof WrongExpectedRevisionError)) throw error;
    return decideAndAppend(eventStore, request);
  }
}

async function decideAndAppend<TCommand, TState, TEvent extends DomainEvent>(
  eventStore: EventStore,
  { stream, decider, command, metadata = {}, snapshot }: HandleCommandRequest<TCommand, TState, TEvent>,
): Promise<HandleCommandResult<TEvent>> {
  const history = snapshot ? await eventStore.readStream(stream, { fromRevision: snapshot.revision + 1 }) : await eventStore.readStream(stream);
  const state = fold(decider, history, snapshot ? snapshot.state : decider.initialState);
  const revision = history.length > 0 ? history[history.length - 1].revision : snapshot ? snapshot.revision : -1;
  const now = metadata.now ?? new Date();
  const actorId = metadata.actorId ?? null;
  const events = decider.decide(command, state, { now, actorId });
  if (events.length === 0) return { events, position: null, revision };

  const eventMetadata: EventMetadata = {
    actorId,
    correlationId: metadata.correlationId ?? randomUUID(),
    causationId: metadata.causationId ?? null,
    occurredAt: now.toISOString(),
  };
  const newEvents: NewEvent[] = events.map((event) => ({
    eventId: randomUUID(),
    type: event.type,
    data: event.data,
    metadata: eventMetadata,
  }));
  const expected: ExpectedRevision = revision === -1 ? 'no_stream' : revision;
  const appended = await eventStore.append(stream, newEvents, expected);
  return { events, position: appended.position, revision: appended.revision };
}
