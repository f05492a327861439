import { Field, ID, ObjectType } from '@nestjs/graphql';
import type { UserState } from '@receptionist/identity-domain';
import type { UserDoc } from '../../projections/users/users.projector';

@ObjectType('TeamMember', { description: 'A user as the "Team & roles" section of /admin/settings shows it' })
export class TeamMemberType {
  @Field(() => ID) id!: string;
  @Field() email!: string;
  @Field() fullName!: string;
  @Field(() => [String], { description: 'admin, client, analyst, analyst:pii' }) roles!: string[];
  @Field(() => String, { nullable: true }) lastSignInAt!: string | null;
}

export const memberOfState = (user: UserState): TeamMemberType => ({
  id: user.userId,
  email: user.email,
  fullName: user.fullName,
  roles: [...user.roles],
  lastSignInAt: user.lastSignInAt,
});

export const memberOfDoc = (doc: UserDoc): TeamMemberType => ({
  id: doc.id,
  email: doc.email,
  fullName: doc.full_name,
  roles: [...doc.roles],
  lastSignInAt: doc.last_sign_in_at,
});
