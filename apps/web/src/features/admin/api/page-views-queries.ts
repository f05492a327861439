/** Page views and leads of one path on one UTC day. */
export interface PageViewsDay {
  day: string;
  path: string;
  count: number;
  leads: number;
}

export const PAGE_VIEWS_DAILY = /* GraphQL */ `
  query PageViewsDaily($from: String!, $to: String!) { pageViewsDaily(from: $from, to: $to) { day path count leads } }
`;
export interface PageViewsDailyData {
  pageViewsDaily: PageViewsDay[];
}
