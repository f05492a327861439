import type { StoredEvent } from '@receptionist/event-store';
import type { ProjectionContext, Projector } from './projector';

/** A projector's handler threw on an event: the event it failed on and why. */
export class ProjectionHandlerError extends Error {
  override readonly name = 'ProjectionHandlerError';
  constructor(
    readonly projector: string,
    readonly event: StoredEvent,
    override readonly cause: unknown,
  ) {
    super(`Projector ${projector} failed on ${event.type} at position ${event.position}: ${messageOf(cause)}`);
  }
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Runs the projector's handler for the event, if it has one. Returns a promise only when the handler is async, so
 * synchronous handlers cost no extra await per event.
 */
export function applyEvent(projector: Projector, event: StoredEvent, context: ProjectionContext): void | Promise<void> {
  const handler = projector.handlers[event.type];
  if (!handler) return;
  let result: void | Promise<void>;
  try {
    result = handler(event, context);
  } catch (error) {
    throw new ProjectionHandlerError(projector.name, event, error);
  }
  // The rejection handler is made only for an async handler: a synchronous one allocates nothing per event.
  if (result)
    return result.then(undefined, (error: unknown) => {
      throw new ProjectionHandlerError(projector.name, event, error);
    });
}
