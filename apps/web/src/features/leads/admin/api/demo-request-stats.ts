import { graphql, type DemoRequestStatsQuery } from '@receptionist/graphql-documents';
import { useGraphQLQuery } from '../../../../lib/graphql/use-graphql';

export type DemoRequestStats = DemoRequestStatsQuery['demoRequestStats'];

export const DEMO_REQUEST_STATS = graphql(`
  query DemoRequestStats($asOf: String) {
    demoRequestStats(asOf: $asOf) {
      total
      new
      contacted
      qualified
      converted
      rejected
    }
  }
`);

/** The stat cards' counts, always asked of the server. */
export const useDemoRequestStats = (asOf: string | null) => useGraphQLQuery(DEMO_REQUEST_STATS, { asOf });
