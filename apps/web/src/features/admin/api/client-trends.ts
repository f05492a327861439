import { graphql, type ClientTrendsQuery } from '@receptionist/graphql-documents';
import { useLiveQuery } from '../../../lib/graphql/use-live-query';
import type { DayRange } from '../components/page-views-summary';

export type MrrMonth = ClientTrendsQuery['clientTrends']['mrrMonthly'][number];
export type ActiveClientsDay = ClientTrendsQuery['clientTrends']['activeClientsDaily'][number];

export const CLIENT_TRENDS = graphql(`
  query ClientTrends($from: String!, $to: String!, $clientId: String) {
    clientTrends(from: $from, to: $to, clientId: $clientId) {
      mrrMonthly {
        month
        mrr
      }
      activeClientsDaily {
        day
        active
      }
    }
  }
`);

const CLIENT_TREND_PROJECTORS = ['client_trends'];

/** MRR per month and active clients per day of the range, of every client or of one (`clientId` empty: all), refreshed live. */
export const useClientTrends = (range: DayRange, clientId: string) =>
  useLiveQuery(CLIENT_TRENDS, CLIENT_TREND_PROJECTORS, { ...range, clientId: clientId || null }, !range.from || !range.to);
