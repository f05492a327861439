import { Command } from '@nestjs/cqrs';
import type { Actor } from '@receptionist/domain-kit';

/** The owner marks a message of their client's calls handled or not; resolves to the position to read after (null: nothing changed). */
export class MarkMessageHandledCommand extends Command<{ position: number | null }> {
  constructor(
    readonly clientId: string,
    readonly messageId: string,
    readonly handled: boolean,
    readonly by: Actor,
  ) {
    super();
  }
}
