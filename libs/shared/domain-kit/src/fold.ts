import type { DomainEvent } from './decider';

/** The part of a decider a fold needs (a projection's own evolve fits too). */
export interface Evolver<TState, TEvent extends DomainEvent> {
  initialState: TState;
  evolve(state: TState, event: TEvent): TState;
}

/**
 * The one stream fold: applies `events` in order to `from` (the initial state unless given). Stored events may carry
 * more than `type` and `data` (stream, revision, metadata); only those two reach `evolve`.
 */
export function fold<TState, TEvent extends DomainEvent>(
  evolver: Evolver<TState, TEvent>,
  events: Iterable<Pick<TEvent, 'type' | 'data'> | DomainEvent>,
  from: TState = evolver.initialState,
): TState {
  let state = from;
  for (const { type, data } of events) state = evolver.evolve(state, { type, data } as TEvent);
  return state;
}
