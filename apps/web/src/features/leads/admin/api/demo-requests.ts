import { graphql, type DemoRequestsQuery, type DemoRequestsQueryVariables } from '@receptionist/graphql-documents';
import { useGraphQLQuery } from '../../../../lib/graphql/use-graphql';

/** A row of the admin list. */
export type DemoRequestRow = DemoRequestsQuery['demoRequests']['items'][number];

export const DEMO_REQUESTS = graphql(`
  query DemoRequests($search: String, $status: DemoRequestStatus, $limit: Int, $after: String, $asOf: String) {
    demoRequests(search: $search, status: $status, limit: $limit, after: $after, asOf: $asOf) {
      pageInfo {
        ...PageInfoFields
      }
      items {
        ...DemoRequestRowFields
      }
    }
  }
`);

/** One page of the admin list, always asked of the server. */
export const useDemoRequestsPage = (variables: DemoRequestsQueryVariables) => useGraphQLQuery(DEMO_REQUESTS, variables);
