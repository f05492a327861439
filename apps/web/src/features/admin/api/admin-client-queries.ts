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
}

/** The server's projectors whose commits change the client list or the overview cards (live refresh). */
export const CLIENT_LIST_PROJECTORS = ['clients', 'usage', 'users'] as const;

const CLIENT_FIELDS = `id businessName ownerEmail ownerFullName phoneNumber phoneNumberRequested planType requestedPlan
  monthlyPrice minutesUsed minutesLimit isActive createdAt`;

export const ADMIN_CLIENTS = /* GraphQL */ `
  query AdminClients($search: String) { clients(search: $search) { ${CLIENT_FIELDS} } }
`;
export interface AdminClientsData {
  clients: AdminClient[];
}

export const CLIENTS_OVERVIEW = /* GraphQL */ `
  query ClientsOverview { clientsOverview { totalClients activeClients totalMinutes monthlyRevenue } }
`;
export interface ClientsOverviewData {
  clientsOverview: ClientsOverview;
}

// The mutations answer with the plain client record (no owner); the list is refetched after each one.
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
