import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  decideTrackVisit,
  isSiteRoute,
  normalizeTrackedPath,
  OTHER_PATHS,
  pageViewsStream,
  SITE_ROUTES,
  type TrackedPathsToday,
} from '@receptionist/analytics-domain';
import { PAGE_VIEWS_DAILY, type PageViewsDailyDoc } from '../../projections/page-views-daily/page-views-daily.projector';
import { ANALYTICS_PLATFORM, type AnalyticsPlatform } from '../../analytics-platform';
import { RecordVisitCommand, type RecordVisitResult } from './record-visit.command';

/**
 * Page-view streams are counters nobody decides against, so the handler appends with expected revision `any`
 * instead of loading the day's stream first. The daily read model tells how many paths outside the site are counted
 * today (the cap is as exact as the projection is current: a few in-flight visits may pass it).
 */
@CommandHandler(RecordVisitCommand)
export class RecordVisitHandler implements ICommandHandler<RecordVisitCommand, RecordVisitResult> {
  constructor(@Inject(ANALYTICS_PLATFORM) private readonly platform: AnalyticsPlatform) {}

  async execute({ visit }: RecordVisitCommand): Promise<RecordVisitResult> {
    const now = new Date().toISOString();
    const today = await this.trackedPathsToday(visit.path, now.slice(0, 10));
    const events = decideTrackVisit({ ...visit, now, today });
    if (events.length === 0) return { position: null };
    const { position } = await this.platform.eventStore.append(pageViewsStream(events[0].data.day), events, 'any');
    return { position };
  }

  private async trackedPathsToday(rawPath: string, day: string): Promise<TrackedPathsToday | undefined> {
    let path: string;
    try {
      path = normalizeTrackedPath(rawPath);
    } catch {
      return undefined; // the decider refuses it
    }
    if (isSiteRoute(path)) return { pathCounted: true, unknownPaths: 0 };
    const counts = this.platform.readModels.collection<PageViewsDailyDoc>(PAGE_VIEWS_DAILY);
    if (await counts.get(`${day}:${path}`)) return { pathCounted: true, unknownPaths: 0 };
    const [all, known] = await Promise.all([counts.count({ day }), counts.count({ day, path: { in: [...SITE_ROUTES, OTHER_PATHS] } })]);
    return { pathCounted: false, unknownPaths: all - known };
  }
}
