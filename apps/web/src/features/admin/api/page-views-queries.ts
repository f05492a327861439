import { graphql } from '../../../lib/graphql/generated';
import type { PageViewsDailyQuery } from '../../../lib/graphql/generated/graphql';

/** Page views and leads of one path on one UTC day. */
export type PageViewsDay = PageViewsDailyQuery['pageViewsDaily'][number];

export const PAGE_VIEWS_DAILY = graphql(`
  query PageViewsDaily($from: String!, $to: String!) { pageViewsDaily(from: $from, to: $to) { day path count leads } }
`);
