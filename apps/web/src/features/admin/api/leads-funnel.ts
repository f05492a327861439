import { graphql, type LeadsFunnelQuery } from '@receptionist/graphql-documents';
import { useLiveQuery } from '../../../lib/graphql/use-live-query';
import type { DayRange } from '../components/page-views-summary';

/** The leads that reached each funnel stage for the first time on one UTC day. */
export type LeadsFunnelDay = LeadsFunnelQuery['leadsFunnel']['days'][number];

export const LEADS_FUNNEL = graphql(`
  query LeadsFunnel($from: String!, $to: String!) {
    leadsFunnel(from: $from, to: $to) {
      medianMinutesToFirstContact
      days {
        day
        submitted
        contacted
        qualified
        converted
        medianMinutesToFirstContact
      }
    }
  }
`);

const FUNNEL_PROJECTORS = ['leads_funnel_daily'];

/** The funnel per day of the range with the median time to first contact, refreshed live. */
export const useLeadsFunnel = (range: DayRange) => useLiveQuery(LEADS_FUNNEL, FUNNEL_PROJECTORS, range, !range.from || !range.to);
