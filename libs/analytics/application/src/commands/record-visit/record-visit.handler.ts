import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideTrackVisit, pageViewsStream } from '@receptionist/analytics-domain';
import { ANALYTICS_PLATFORM, type AnalyticsPlatform } from '../../analytics-platform';
import { RecordVisitCommand, type RecordVisitResult } from './record-visit.command';

/**
 * Page-view streams are counters nobody decides against, so the handler appends with expected revision `any`
 * instead of loading the day's stream first.
 */
@CommandHandler(RecordVisitCommand)
export class RecordVisitHandler implements ICommandHandler<RecordVisitCommand, RecordVisitResult> {
  constructor(@Inject(ANALYTICS_PLATFORM) private readonly platform: AnalyticsPlatform) {}

  async execute({ visit }: RecordVisitCommand): Promise<RecordVisitResult> {
    const events = decideTrackVisit({ ...visit, now: new Date().toISOString() });
    if (events.length === 0) return { position: null };
    const { position } = await this.platform.eventStore.append(pageViewsStream(events[0].data.day), events, 'any');
    return { position };
  }
}
