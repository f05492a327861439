import type { PlanType } from '@receptionist/contracts';

/** A client record with its owner, as the admin list shows it. */
export interface AdminClient {
  id: string;
  businessName: string;
  ownerEmail: string | null;
  ownerFullName: string | null;
  phoneNumber: string | null;
  phoneNumberRequested: boolean;
  planType: PlanType;
  requestedPlan: PlanType | null;
  monthlyPrice: number;
  minutesUsed: number;
  minutesLimit: number;
  isActive: boolean;
  createdAt: string;
}

export interface ClientsOverview {
  totalClients: number;
  activeClients: number;
  totalMinutes: number;
  monthlyRevenue: number;
  phoneNumberRequests: number;
  planChangeRequests: number;
}

/**
 * The server's projector whose commits change the client list or the overview cards: client records carry their
 * owner's e-mail and name and their minutes, so the clients projector alone speaks for them (live patches).
 */
export const CLIENT_LIST_PROJECTORS = ['clients'] as const;

const CLIENT_FIELDS = `id businessName ownerEmail ownerFullName phoneNumber phoneNumberRequested planType requestedPlan
  monthlyPrice minutesUsed minutesLimit isActive createdAt`;

/** One page of the list, filtered, searched and sorted on the server; with `ids`, just those clients that match. */
export const ADMIN_CLIENTS = /* GraphQL */ `
  query AdminClients($search: String, $status: String, $plan: String, $requests: String, $sort: String, $first: Int, $after: String, $ids: [ID!]) {
    clients(search: $search, status: $status, plan: $plan, requests: $requests, sort: $sort, first: $first, after: $after, ids: $ids) {
      items { ${CLIENT_FIELDS} }
      nextCursor
      total
      totalIsExact
    }
  }
`;
export interface AdminClientsPage {
  items: AdminClient[];
  nextCursor: string | null;
  total: number;
  totalIsExact: boolean;
}
export interface AdminClientsData {
  clients: AdminClientsPage;
}
export interface AdminClientsVariables {
  [name: string]: unknown;
  search: string | null;
  status: string | null;
  plan: string | null;
  requests: string | null;
  sort: string;
  first?: number;
  after?: string | null;
  ids?: string[];
}

export const CLIENTS_OVERVIEW = /* GraphQL */ `
  query ClientsOverview { clientsOverview { totalClients activeClients totalMinutes monthlyRevenue phoneNumberRequests planChangeRequests } }
`;
export interface ClientsOverviewData {
  clientsOverview: ClientsOverview;
}

// The mutations answer with the plain client record (no owner); the changed row is patched after each one.
const CHANGED_FIELDS = 'id phoneNumber phoneNumberRequested planType requestedPlan isActive';

export const ASSIGN_PHONE_NUMBER = /* GraphQL */ `
  mutation AssignPhoneNumber($clientId: ID!, $phoneNumber: String!) {
    assignPhoneNumber(clientId: $clientId, phoneNumber: $phoneNumber) { ${CHANGED_FIELDS} }
  }
`;

export const CHANGE_PLAN = /* GraphQL */ `
  mutation ChangePlan($clientId: ID!, $plan: String!) { changePlan(clientId: $clientId, plan: $plan) { ${CHANGED_FIELDS} } }
`;

export const SET_CLIENT_ACTIVE = /* GraphQL */ `
  mutation SetClientActive($clientId: ID!, $active: Boolean!) {
    setClientActive(clientId: $clientId, active: $active) { ${CHANGED_FIELDS} }
  }
`;
