import type { DemoRequestFormType, DemoRequestStatus } from '@receptionist/contracts';

/** A row of the admin list. */
export interface DemoRequestRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string | null;
  companyName: string | null;
  phone: string;
  formType: DemoRequestFormType;
  status: DemoRequestStatus;
  contactedAt: string | null;
  createdAt: string;
  revision: number;
}

export interface DemoRequestHistoryEntry {
  revision: number;
  kind: 'submitted' | 'status_changed' | 'notes_saved';
  at: string;
  byEmail: string | null;
  from: DemoRequestStatus | null;
  to: DemoRequestStatus | null;
  notes: string | null;
}

/** The whole request as the details dialog shows it; the mutations answer with it too. */
export interface DemoRequestDetails extends DemoRequestRow {
  dealershipName: string | null;
  jobRole: string | null;
  dealerType: string | null;
  websiteUrl: string | null;
  notes: string | null;
  history: DemoRequestHistoryEntry[];
}

export type DemoRequestStats = Record<'total' | DemoRequestStatus, number>;

const ROW_FIELDS = 'id email firstName lastName companyName phone formType status contactedAt createdAt revision';
const DETAIL_FIELDS = `${ROW_FIELDS} dealershipName jobRole dealerType websiteUrl notes history { revision kind at byEmail from to notes }`;

export const DEMO_REQUESTS = /* GraphQL */ `
  query DemoRequests($search: String, $status: DemoRequestStatus, $limit: Int, $after: String) {
    demoRequests(search: $search, status: $status, limit: $limit, after: $after) { total totalCapped hasMore endCursor items { ${ROW_FIELDS} } }
  }
`;
export interface DemoRequestsData {
  demoRequests: { total: number; totalCapped: boolean; hasMore: boolean; endCursor: string | null; items: DemoRequestRow[] };
}

export const DEMO_REQUEST_STATS = /* GraphQL */ `
  query DemoRequestStats { demoRequestStats { total new contacted qualified converted rejected } }
`;
export interface DemoRequestStatsData {
  demoRequestStats: DemoRequestStats;
}

export const DEMO_REQUEST = /* GraphQL */ `
  query DemoRequest($id: ID!) { demoRequest(id: $id) { ${DETAIL_FIELDS} } }
`;
export interface DemoRequestData {
  demoRequest: DemoRequestDetails | null;
}

export const CHANGE_DEMO_REQUEST_STATUS = /* GraphQL */ `
  mutation ChangeDemoRequestStatus($id: ID!, $status: DemoRequestStatus!, $expectedRevision: Int!) {
    changeDemoRequestStatus(id: $id, status: $status, expectedRevision: $expectedRevision) { ${DETAIL_FIELDS} }
  }
`;

export const SAVE_DEMO_REQUEST_NOTES = /* GraphQL */ `
  mutation SaveDemoRequestNotes($id: ID!, $notes: String!, $expectedRevision: Int!) {
    saveDemoRequestNotes(id: $id, notes: $notes, expectedRevision: $expectedRevision) { ${DETAIL_FIELDS} }
  }
`;
