import type { DemoRequestFields, DemoRequestStatus } from '@receptionist/contracts';

export const DEMO_REQUESTS = 'demo_requests';
export const LEAD_STATS = 'lead_stats';
export const LEAD_HISTORY = 'lead_history';

/** What the admin list's search box matches (word prefixes); the phone is matched on its digits. */
export const DEMO_REQUEST_SEARCH_FIELDS = ['firstName', 'lastName', 'email', 'companyName'];

/** The one lead_stats document. */
export const LEAD_STATS_ID = 'all';

/** A demo request as the admin list and dialog show it; `revision` is what admin commands send back. */
export interface DemoRequestDoc extends DemoRequestFields {
  [field: string]: unknown;
  id: string;
  status: DemoRequestStatus;
  contactedAt: string | null;
  createdAt: string;
  updatedAt: string;
  revision: number;
  /** Global position of the submission: orders requests submitted in the same millisecond. */
  submittedPosition: number;
}

export type LeadStatsDoc = { [field: string]: unknown; id: string; total: number } & Record<DemoRequestStatus, number>;

export const EMPTY_LEAD_STATS: LeadStatsDoc = { id: LEAD_STATS_ID, total: 0, new: 0, contacted: 0, qualified: 0, converted: 0, rejected: 0 };

export type LeadHistoryKind = 'submitted' | 'status_changed' | 'notes_saved';

/** One event of a request's history; id `<requestId>:<revision>`. */
export interface LeadHistoryDoc {
  [field: string]: unknown;
  id: string;
  requestId: string;
  revision: number;
  kind: LeadHistoryKind;
  at: string;
  byUserId: string | null;
  byEmail: string | null;
  from: DemoRequestStatus | null;
  to: DemoRequestStatus | null;
  notes: string | null;
}
