import { graphql } from '../../../../lib/graphql/generated';
import type { DemoRequestQuery, DemoRequestsQuery, DemoRequestStatsQuery } from '../../../../lib/graphql/generated/graphql';

/** A row of the admin list. */
export type DemoRequestRow = DemoRequestsQuery['demoRequests']['items'][number];
/** The whole request as the details dialog shows it; the mutations answer with it too. */
export type DemoRequestDetails = NonNullable<DemoRequestQuery['demoRequest']>;
export type DemoRequestHistoryEntry = DemoRequestDetails['history'][number];
export type DemoRequestStats = DemoRequestStatsQuery['demoRequestStats'];

export const DEMO_REQUESTS = graphql(`
  query DemoRequests($search: String, $status: DemoRequestStatus, $limit: Int, $after: String) {
    demoRequests(search: $search, status: $status, limit: $limit, after: $after) {
      total totalCapped hasMore endCursor
      items { id email firstName lastName companyName phone formType status contactedAt createdAt revision }
    }
  }
`);

export const DEMO_REQUEST_STATS = graphql(`
  query DemoRequestStats { demoRequestStats { total new contacted qualified converted rejected } }
`);

export const DEMO_REQUEST = graphql(`
  query DemoRequest($id: ID!) {
    demoRequest(id: $id) {
      id email firstName lastName companyName phone formType status contactedAt createdAt revision
      dealershipName jobRole dealerType websiteUrl notes history { revision kind at byEmail from to notes }
    }
  }
`);

export const CHANGE_DEMO_REQUEST_STATUS = graphql(`
  mutation ChangeDemoRequestStatus($id: ID!, $status: DemoRequestStatus!, $expectedRevision: Int!) {
    changeDemoRequestStatus(id: $id, status: $status, expectedRevision: $expectedRevision) {
      id email firstName lastName companyName phone formType status contactedAt createdAt revision
      dealershipName jobRole dealerType websiteUrl notes history { revision kind at byEmail from to notes }
    }
  }
`);

export const SAVE_DEMO_REQUEST_NOTES = graphql(`
  mutation SaveDemoRequestNotes($id: ID!, $notes: String!, $expectedRevision: Int!) {
    saveDemoRequestNotes(id: $id, notes: $notes, expectedRevision: $expectedRevision) {
      id email firstName lastName companyName phone formType status contactedAt createdAt revision
      dealershipName jobRole dealerType websiteUrl notes history { revision kind at byEmail from to notes }
    }
  }
`);
