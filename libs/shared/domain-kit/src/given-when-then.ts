import type { DecisionContext, Decider, DomainEvent } from './decider';
import { fold } from './fold';

/** What a decider decided for one command: the events, or the error it refused the command with. */
export interface Decision<TEvent> {
  /** The decided events; throws the decider's error when it refused the command. */
  readonly events: TEvent[];
  /** The refusal; throws when the decider decided events instead. */
  readonly error: unknown;
}

export interface Given<TCommand, TState, TEvent> {
  /** The state the history folds into. */
  readonly state: TState;
  when(command: TCommand, context?: Partial<DecisionContext>): Decision<TEvent>;
}

/**
 * The one given/when/then helper of the decider specs:
 * `const { given } = deciderSpec(decider, { now })`; `expect(given(e1, e2).when(command).events).toEqual([...])`;
 * `expect(given().when(command).error).toBeInstanceOf(SomeError)`.
 */
export function deciderSpec<TCommand, TState, TEvent extends DomainEvent>(
  decider: Decider<TCommand, TState, TEvent>,
  defaults: Partial<DecisionContext> = {},
) {
  const context = (overrides: Partial<DecisionContext> = {}): DecisionContext => ({
    now: new Date('2030-01-01T00:00:00.000Z'),
    actorId: null,
    ...defaults,
    ...overrides,
  });
  const given = (...history: TEvent[]): Given<TCommand, TState, TEvent> => {
    const state = fold(decider, history);
    return {
      state,
      when(command, overrides) {
        let outcome: { events: TEvent[] } | { error: unknown };
        try {
          outcome = { events: decider.decide(command, state, context(overrides)) };
        } catch (error) {
          outcome = { error };
        }
        return {
          get events() {
            if ('error' in outcome) throw outcome.error;
            return outcome.events;
          },
          get error() {
            if ('events' in outcome) throw new Error(`Expected a refusal, the decider decided ${JSON.stringify(outcome.events)}`);
            return outcome.error;
          },
        };
      },
    };
  };
  /** The state after the history and then the events the command decided (a round trip through evolve). */
  const then = (history: TEvent[], command: TCommand, overrides?: Partial<DecisionContext>): TState =>
    fold(decider, given(...history).when(command, overrides).events, fold(decider, history));
  return { given, then, context };
}
