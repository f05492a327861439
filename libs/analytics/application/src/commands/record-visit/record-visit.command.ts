import { Command } from '@nestjs/cqrs';
import type { TrackVisit } from '@receptionist/analytics-domain';

export interface RecordVisitResult {
  /** Global position of the recorded event, or null when nothing was recorded (a bot). */
  position: number | null;
}

export class RecordVisitCommand extends Command<RecordVisitResult> {
  constructor(readonly visit: Omit<TrackVisit, 'now'>) {
    super();
  }
}
