import { Inject, UseGuards } from '@nestjs/common';
import { Args, Query, Resolver } from '@nestjs/graphql';
import { AdminGuard } from '../../access/auth.guard';
import { IDENTITY_PLATFORM, type IdentityPlatform } from '../../identity.tokens';
import { USERS, type UserDoc } from '../../projections/users/users.projector';
import { UserAccounts } from '../../users/user-accounts';
import { memberOfDoc, memberOfState, TeamMemberType } from './team-member.type';

/** The most team members the section lists (staff accounts are few; this only bounds a hostile read store). */
const MAX_TEAM = 500;

@Resolver()
@UseGuards(AdminGuard)
export class TeamMembersResolver {
  constructor(
    @Inject(IDENTITY_PLATFORM) private readonly platform: IdentityPlatform,
    private readonly accounts: UserAccounts,
  ) {}

  @Query(() => [TeamMemberType], { description: 'Administrators only. Users holding admin, analyst or analyst:pii, by e-mail' })
  async teamMembers(): Promise<TeamMemberType[]> {
    const docs = await this.platform.readModels
      .collection<UserDoc>(USERS)
      .find({ where: { is_staff: true }, orderBy: { field: 'email' }, limit: MAX_TEAM });
    return docs.map(memberOfDoc);
  }

  @Query(() => TeamMemberType, {
    nullable: true,
    description: 'Administrators only. The user with this e-mail address (exact, case-insensitive), or null',
  })
  async userByEmail(@Args('email') email: string): Promise<TeamMemberType | null> {
    const user = await this.accounts.findByEmail(email.trim().toLowerCase());
    return user ? memberOfState(user) : null;
  }
}
