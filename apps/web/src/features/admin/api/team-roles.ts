import { graphql } from '../../../lib/graphql/generated';
import type { TeamMembersQuery } from '../../../lib/graphql/generated/graphql';

export type TeamMember = TeamMembersQuery['teamMembers'][number];

export const TEAM_MEMBERS = graphql(`
  query TeamMembers {
    teamMembers {
      id
      email
      fullName
      roles
      lastSignInAt
    }
  }
`);

export const USER_BY_EMAIL = graphql(`
  query UserByEmail($email: String!) {
    userByEmail(email: $email) {
      id
      email
      fullName
      roles
      lastSignInAt
    }
  }
`);

export const GRANT_ROLE = graphql(`
  mutation GrantRole($userId: ID!, $role: String!) {
    grantRole(userId: $userId, role: $role) {
      id
      email
      fullName
      roles
      lastSignInAt
    }
  }
`);

export const REVOKE_ROLE = graphql(`
  mutation RevokeRole($userId: ID!, $role: String!) {
    revokeRole(userId: $userId, role: $role) {
      id
      email
      fullName
      roles
      lastSignInAt
    }
  }
`);
