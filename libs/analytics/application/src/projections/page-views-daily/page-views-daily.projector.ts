import type { LeadTracked, PageViewed } from '@receptionist/analytics-domain';
import type { StoredEvent } from '@receptionist/event-store';
import { defineProjector, type ProjectionContext } from '@receptionist/projections';

export const PAGE_VIEWS_DAILY = 'page_views_daily';

/** Page views and leads of one path on one UTC day; id `${day}:${path}`. */
export interface PageViewsDailyDoc {
  id: string;
  path: string;
  day: string;
  count: number;
  leads: number;
  [field: string]: unknown;
}

async function increment(context: ProjectionContext, { path, day }: { path: string; day: string }, field: 'count' | 'leads') {
  const id = `${day}:${path}`;
  const current = (await context.get<PageViewsDailyDoc>(PAGE_VIEWS_DAILY, id)) ?? { id, path, day, count: 0, leads: 0 };
  context.put(PAGE_VIEWS_DAILY, { ...current, [field]: current[field] + 1 });
}

export const pageViewsDailyProjector = defineProjector({
  name: PAGE_VIEWS_DAILY,
  version: 1,
  collections: [{ name: PAGE_VIEWS_DAILY, indexes: [{ fields: ['day'] }] }],
  handlers: {
    PageViewed: (event: StoredEvent<PageViewed['data']>, context) => increment(context, event.data, 'count'),
    LeadTracked: (event: StoredEvent<LeadTracked['data']>, context) => increment(context, event.data, 'leads'),
  },
});
