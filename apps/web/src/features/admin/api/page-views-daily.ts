import { graphql, type PageViewsDailyQuery, type PageViewsDailyQueryVariables } from '@receptionist/graphql-documents';
import { useLiveQuery } from '../../../lib/graphql/use-live-query';

/** Page views and leads of one path on one UTC day. */
export type PageViewsDay = PageViewsDailyQuery['pageViewsDaily'][number];

export const PAGE_VIEWS_DAILY = graphql(`
  query PageViewsDaily($from: String!, $to: String!) {
    pageViewsDaily(from: $from, to: $to) {
      day
      path
      count
      leads
    }
  }
`);

const PAGE_VIEW_PROJECTORS = ['page_views_daily'];

/** The daily figures of a date range, refreshed live; skipped until both ends are chosen. */
export const usePageViewsDaily = (range: PageViewsDailyQueryVariables) =>
  useLiveQuery(PAGE_VIEWS_DAILY, PAGE_VIEW_PROJECTORS, range, !range.from || !range.to);
