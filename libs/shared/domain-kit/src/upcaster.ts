/**
 * Reads a stored event of an earlier shape as the current one. `from` is the stored type name, `to` the current
 * (versioned) one, e.g. `ClientCreated` → `ClientCreated.v2`. Stored events are never rewritten: the event store's
 * read path applies upcasters (see `upcastingEventStore` in @receptionist/event-store), so deciders, projections,
 * replay and export only ever see current shapes.
 */
export interface Upcaster<TFrom = never, TTo = unknown> {
  from: string;
  to: string;
  upcast(data: TFrom): TTo;
}

/** Declares an upcaster with its data types checked; the list a context exports erases them. */
export function upcaster<TFrom, TTo>(from: string, to: string, upcast: (data: TFrom) => TTo): Upcaster {
  return { from, to, upcast: upcast as (data: never) => unknown };
}
