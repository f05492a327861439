import { Query } from '@nestjs/cqrs';
import type { PageViewsDailyDoc } from '../../projections/page-views-daily/page-views-daily.projector';

/** Page views and leads per path and day, for an inclusive range of UTC days. */
export class PageViewsDailyQuery extends Query<PageViewsDailyDoc[]> {
  constructor(
    readonly from: string,
    readonly to: string,
  ) {
    super();
  }
}
