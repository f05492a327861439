import { graphql } from '../../../lib/graphql/generated';
import type { AdminClientsQuery, AdminClientsQueryVariables, ClientsOverviewQuery } from '../../../lib/graphql/generated/graphql';

/** A client record with its owner, as the admin list shows it. */
export type AdminClient = AdminClientsQuery['clients']['items'][number];
export type AdminClientsPage = AdminClientsQuery['clients'];
export type AdminClientsVariables = AdminClientsQueryVariables;
export type ClientsOverview = ClientsOverviewQuery['clientsOverview'];

/**
 * The server's projector whose commits change the client list or the overview cards: client records carry their
 * owner's e-mail and name and their minutes, so the clients projector alone speaks for them (live patches).
 */
export const CLIENT_LIST_PROJECTORS = ['clients'] as const;

/** One page of the list, filtered, searched and sorted on the server; with `ids`, just those clients that match. */
export const ADMIN_CLIENTS = graphql(`
  query AdminClients($search: String, $status: String, $plan: String, $requests: String, $sort: String, $first: Int, $after: String, $ids: [ID!]) {
    clients(search: $search, status: $status, plan: $plan, requests: $requests, sort: $sort, first: $first, after: $after, ids: $ids) {
      items {
        id businessName ownerEmail ownerFullName phoneNumber phoneNumberRequested planType requestedPlan
        monthlyPrice minutesUsed minutesLimit isActive createdAt
      }
      nextCursor
      total
      totalIsExact
    }
  }
`);

export const CLIENTS_OVERVIEW = graphql(`
  query ClientsOverview { clientsOverview { totalClients activeClients totalMinutes monthlyRevenue phoneNumberRequests planChangeRequests } }
`);

// The mutations answer with the plain client record (no owner); the changed row is patched after each one.
export const ASSIGN_PHONE_NUMBER = graphql(`
  mutation AssignPhoneNumber($clientId: ID!, $phoneNumber: String!) {
    assignPhoneNumber(clientId: $clientId, phoneNumber: $phoneNumber) { id phoneNumber phoneNumberRequested planType requestedPlan isActive }
  }
`);

export const CHANGE_PLAN = graphql(`
  mutation ChangePlan($clientId: ID!, $plan: String!) {
    changePlan(clientId: $clientId, plan: $plan) { id phoneNumber phoneNumberRequested planType requestedPlan isActive }
  }
`);

export const SET_CLIENT_ACTIVE = graphql(`
  mutation SetClientActive($clientId: ID!, $active: Boolean!) {
    setClientActive(clientId: $clientId, active: $active) { id phoneNumber phoneNumberRequested planType requestedPlan isActive }
  }
`);
