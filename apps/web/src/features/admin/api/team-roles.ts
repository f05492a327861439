import { graphql, type TeamMemberFieldsFragment } from '@receptionist/graphql-documents';

export type TeamMember = TeamMemberFieldsFragment;

/** A team member as the roles list shows it; every query and role change below answers with it. */
export const TEAM_MEMBER_FIELDS = graphql(`
  fragment TeamMemberFields on TeamMember {
    id
    email
    fullName
    roles
    lastSignInAt
  }
`);

export const TEAM_MEMBERS = graphql(`
  query TeamMembers {
    teamMembers {
      ...TeamMemberFields
    }
  }
`);

export const USER_BY_EMAIL = graphql(`
  query UserByEmail($email: String!) {
    userByEmail(email: $email) {
      ...TeamMemberFields
    }
  }
`);

export const GRANT_ROLE = graphql(`
  mutation GrantRole($userId: ID!, $role: String!) {
    grantRole(userId: $userId, role: $role) {
      ...TeamMemberFields
    }
  }
`);

export const REVOKE_ROLE = graphql(`
  mutation RevokeRole($userId: ID!, $role: String!) {
    revokeRole(userId: $userId, role: $role) {
      ...TeamMemberFields
    }
  }
`);
