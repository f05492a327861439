import { Command } from '@nestjs/cqrs';

/**
 * Opens the owner's client record with the defaults (sent by the open-client-on-confirmation reaction). Idempotent:
 * the record's id derives from the owner, and an existing record decides nothing. Resolves to the client id.
 */
export class OpenClientCommand extends Command<string> {
  constructor(
    readonly ownerId: string,
    /** The event that caused the opening (recorded as the new event's causation and correlation). */
    readonly cause?: { eventId: string; correlationId: string },
  ) {
    super();
  }
}
