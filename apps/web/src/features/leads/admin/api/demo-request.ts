import { graphql, type DemoRequestQuery } from '@receptionist/graphql-documents';
import { useGraphQLQuery } from '../../../../lib/graphql/use-graphql';

/** The whole request as the details dialog shows it; the mutations answer with it too. */
export type DemoRequestDetails = NonNullable<DemoRequestQuery['demoRequest']>;
export type DemoRequestHistoryEntry = DemoRequestDetails['history'][number];

export const DEMO_REQUEST = graphql(`
  query DemoRequest($id: ID!, $asOf: String) {
    demoRequest(id: $id, asOf: $asOf) {
      ...DemoRequestFields
    }
  }
`);

/** One request with its history, live or as of a past instant; skipped while `id` is null. */
export const useDemoRequest = (id: string | null, asOf: string | null) => useGraphQLQuery(DEMO_REQUEST, { id: id ?? '', asOf }, id === null);
