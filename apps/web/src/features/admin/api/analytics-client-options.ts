import { useDeferredValue } from 'react';
import { useQuery } from 'urql';
import { graphql } from '@receptionist/graphql-documents';

/** The clients the analytics client filter offers: up to 50 matching the search, newest first. */
export const ANALYTICS_CLIENT_OPTIONS = graphql(`
  query AnalyticsClientOptions($search: String) {
    clients(search: $search, first: 50, sort: "newest") {
      items {
        id
        businessName
        ownerEmail
      }
    }
  }
`);

export const useAnalyticsClientOptions = (search: string) =>
  useQuery({ query: ANALYTICS_CLIENT_OPTIONS, variables: { search: useDeferredValue(search.trim()) } });
