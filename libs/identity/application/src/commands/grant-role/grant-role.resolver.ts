import { UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { DomainError, isStaffRole, STAFF_ROLE_MESSAGES, type StaffRoleName } from '@receptionist/contracts';
import type { UserState } from '@receptionist/identity-domain';
import { AdminGuard, CurrentUser } from '../../access/auth.guard';
import { memberOfState, TeamMemberType } from '../../queries/team-members/team-member.type';
import type { AuthContext } from '../../sessions/access-tokens';
import { RevokeRoleCommand } from '../revoke-role/revoke-role.command';
import { GrantRoleCommand } from './grant-role.command';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** User ids are UUIDs; anything else names no user (and never reaches the event store as a stream name). */
export function knownUserId(userId: string): string {
  if (!UUID.test(userId)) throw new DomainError('not_found', 'User not found');
  return userId;
}

export function staffRole(role: string): StaffRoleName {
  if (!isStaffRole(role)) throw new DomainError('invalid_input', STAFF_ROLE_MESSAGES.unknownRole);
  return role;
}

/** Grants and revocations from /admin/settings: administrators only, each an event with the admin as actor. */
@Resolver()
@UseGuards(AdminGuard)
export class TeamRolesResolver {
  constructor(private readonly commandBus: CommandBus) {}

  @Mutation(() => TeamMemberType, { description: 'Administrators only. Grants admin, analyst or analyst:pii (nothing when already held)' })
  async grantRole(
    @CurrentUser() admin: AuthContext,
    @Args('userId', { type: () => ID }) userId: string,
    @Args('role') role: string,
  ): Promise<TeamMemberType> {
    const user: UserState = await this.commandBus.execute(new GrantRoleCommand(knownUserId(userId), { role: staffRole(role) }, admin.userId));
    return memberOfState(user);
  }

  @Mutation(() => TeamMemberType, {
    description: 'Administrators only. Revokes admin, analyst or analyst:pii; an admin cannot revoke their own admin role (FORBIDDEN)',
  })
  async revokeRole(
    @CurrentUser() admin: AuthContext,
    @Args('userId', { type: () => ID }) userId: string,
    @Args('role') role: string,
  ): Promise<TeamMemberType> {
    const user: UserState = await this.commandBus.execute(
      new RevokeRoleCommand(knownUserId(userId), { role: staffRole(role), revokedBy: admin.userId }, admin.userId),
    );
    return memberOfState(user);
  }
}
