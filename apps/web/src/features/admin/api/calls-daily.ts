import { graphql, type CallsDailyQuery } from '@receptionist/graphql-documents';
import { useLiveQuery } from '../../../lib/graphql/use-live-query';
import type { DayRange } from '../components/page-views-summary';

/** Calls by outcome and billed minutes on one UTC day. */
export type CallsDay = CallsDailyQuery['callsDaily'][number];

export const CALLS_DAILY = graphql(`
  query CallsDaily($from: String!, $to: String!, $clientId: String) {
    callsDaily(from: $from, to: $to, clientId: $clientId) {
      day
      calls
      minutes
      bookedAppointment
      completed
      missed
      voicemail
      information
      unknown
    }
  }
`);

const CALL_TREND_PROJECTORS = ['calls_daily'];

/** One row per day of the range, of every client or of one (`clientId` empty: all), refreshed live. */
export const useCallsDaily = (range: DayRange, clientId: string) =>
  useLiveQuery(CALLS_DAILY, CALL_TREND_PROJECTORS, { ...range, clientId: clientId || null }, !range.from || !range.to);
