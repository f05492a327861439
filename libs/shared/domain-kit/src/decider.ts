/** A domain event as a decider produces and consumes it: a past-tense type and plain JSON data. */
export interface DomainEvent<TType extends string = string, TData = unknown> {
  type: TType;
  data: TData;
}

/** A command as a decider takes it: an imperative type and its data. */
export interface DomainCommand<TType extends string = string, TData = unknown> {
  type: TType;
  data: TData;
}

/** What a decision may depend on besides the command and the state: time and the acting user come in as data. */
export interface DecisionContext {
  now: Date;
  actorId: string | null;
}

/**
 * One aggregate's behaviour as pure functions: `evolve` folds its events into state, `decide` turns a command
 * into new events or throws a typed domain error.
 */
export interface Decider<TCommand, TState, TEvent extends DomainEvent> {
  initialState: TState;
  evolve(state: TState, event: TEvent): TState;
  decide(command: TCommand, state: TState, context: DecisionContext): TEvent[];
}
