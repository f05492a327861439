import { Command } from '@nestjs/cqrs';
import type { LeadFormSubmission } from '@receptionist/contracts';

export interface SubmitDemoRequestResult {
  /** The request's id; the same for every retry with the same idempotency key. */
  id: string;
  /** Global position of the recorded submission, or null when a retry recorded nothing new. */
  position: number | null;
}

/** A public form post. The handler validates it with the form's shared rules; invalid input stores nothing. */
export class SubmitDemoRequestCommand extends Command<SubmitDemoRequestResult> {
  constructor(
    readonly submission: LeadFormSubmission,
    readonly idempotencyKey: string,
  ) {
    super();
  }
}
